package com.vkcsgpu.emulator.kube;

import java.util.List;
import java.util.Map;

/**
 * A worker node as the cloud side of the emulator wants it to exist: the cloud emulator derives
 * these from a node group (name, labels, taints, flavor) and hands them to the cluster's
 * {@link EmulatedKubeApi}, which creates, updates or removes the Node objects to match.
 *
 * @param name        node name, unique in the cluster
 * @param nodeGroup   name of the node group the node belongs to
 * @param labels      labels the platform puts on the node (node-group labels plus VK's own)
 * @param taints      taints from the node group
 * @param cpu         vCPUs of the flavor
 * @param memoryMiB   memory of the flavor in MiB
 * @param gpus        physical GPUs of the flavor (0 for CPU flavors); not allocatable until a
 *                    GPU stack runs on the node
 * @param gpuModel    GPU model of the flavor such as {@code A100-SXM4-80GB}, or null
 */
public record EmulatedNode(
        String name,
        String nodeGroup,
        Map<String, String> labels,
        List<Taint> taints,
        int cpu,
        long memoryMiB,
        int gpus,
        String gpuModel) {

    /** A Kubernetes taint: effect is NoSchedule, PreferNoSchedule or NoExecute. */
    public record Taint(String key, String value, String effect) {}

    public EmulatedNode {
        labels = Map.copyOf(labels);
        taints = List.copyOf(taints);
    }
}
