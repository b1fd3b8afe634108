package com.vkcsgpu.provider.k8s.readiness;

import java.util.Map;
import java.util.Objects;

/**
 * What the gate expects of one GPU node pool.
 *
 * @param name            pool name, used in messages
 * @param nodeSelector    labels that select the pool's nodes (all must match), e.g.
 *                        {@code vkcs-gpu.io/pool=<name>}; the pool's own label rather than
 *                        {@code nvidia.com/gpu.present}, which appears only after NFD ran
 * @param expectedNodes   nodes the pool should have; null when autoscaled (whatever registered counts)
 * @param gpusPerNode     expected allocatable count of {@code resourceName} per node; null or 0: at least 1
 * @param resourceName    the extended resource the device plugin advertises: {@code nvidia.com/gpu}, a
 *                        MIG {@code nvidia.com/mig-<profile>} (mixed strategy) or {@code nvidia.com/gpu.shared}
 * @param migConfig       the {@code nvidia.com/mig.config} profile asked for, or null when MIG is not used
 * @param driverVersion   the driver version expected (e.g. {@code 580.126.20}), or null to accept any
 */
public record PoolExpectation(String name, Map<String, String> nodeSelector, Integer expectedNodes,
        Integer gpusPerNode, String resourceName, String migConfig, String driverVersion) {

    /** The label the GpuNodePool component puts on its nodes, with the pool name as value. */
    public static final String POOL_LABEL = "vkcs-gpu.io/pool";
    /** The device plugin's whole-GPU resource. */
    public static final String GPU_RESOURCE = "nvidia.com/gpu";

    /** Fills defaults: the selector {@code vkcs-gpu.io/pool=<name>} and the resource {@code nvidia.com/gpu}. */
    public PoolExpectation {
        Objects.requireNonNull(name, "name");
        nodeSelector = nodeSelector == null || nodeSelector.isEmpty() ? Map.of(POOL_LABEL, name) : Map.copyOf(nodeSelector);
        resourceName = resourceName == null || resourceName.isBlank() ? GPU_RESOURCE : resourceName;
        if (expectedNodes != null && expectedNodes < 0) {
            throw new IllegalArgumentException("pool " + name + ": expectedNodes must not be negative");
        }
    }

    /** A pool of {@code nodes} nodes with {@code gpusPerNode} whole GPUs each, selected by the pool label. */
    public static PoolExpectation of(String name, int nodes, int gpusPerNode) {
        return new PoolExpectation(name, null, nodes, gpusPerNode, null, null, null);
    }

    /** The allocatable count each node must reach (at least 1). */
    public int requiredPerNode() {
        return gpusPerNode == null || gpusPerNode < 1 ? 1 : gpusPerNode;
    }

    /** Whether {@code labels} (a node's) match the selector. */
    public boolean selects(Map<String, String> labels) {
        if (labels == null) {
            return false;
        }
        return nodeSelector.entrySet().stream().allMatch(e -> e.getValue().equals(labels.get(e.getKey())));
    }

    /** A copy with a different expected node count. */
    public PoolExpectation withExpectedNodes(Integer nodes) {
        return new PoolExpectation(name, nodeSelector, nodes, gpusPerNode, resourceName, migConfig, driverVersion);
    }
}
