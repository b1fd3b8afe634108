package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The GPU nodes as the operator's pods show them, for credentials that may not read Nodes (VK's documented
 * {@code admin}): every node a GPU operand pod runs on or is pinned to ({@link GpuReadiness#isGpuOperand}). The
 * operand DaemonSets select only nodes the operator labelled as GPU nodes, so these are the GPU nodes on which the
 * stack has started; a GPU node whose operands are all refused or unscheduled does not show, and only the node's
 * name is known (no labels, conditions or allocatable resources).
 */
final class PodDerivedNodes {
    private PodDerivedNodes() {
    }

    /**
     * One node per name a GPU operand pod runs on, labelled with {@code poolLabels} (the labels of the one pool the
     * gate can attribute them to: without Node labels it cannot tell pools apart).
     */
    static List<Node> of(List<Pod> pods, Map<String, String> poolLabels) {
        TreeSet<String> names = new TreeSet<>();
        for (Pod pod : pods) {
            if (!GpuReadiness.isGpuOperand(pod) || pod.getMetadata() == null
                    || pod.getMetadata().getDeletionTimestamp() != null) {
                continue;
            }
            String node = GpuReadiness.nodeOf(pod);
            if (!"(unscheduled)".equals(node)) {
                names.add(node);
            }
        }
        return names.stream().map(name -> new NodeBuilder().withNewMetadata().withName(name).withLabels(poolLabels)
                .endMetadata().build()).toList();
    }

    /**
     * Why no GPU operand pod may simply not have started yet, for an autoscaled pool at no nodes seen: the
     * operator has not created its validator DaemonSet, or NFD's worker (which labels GPU nodes, after which the
     * operator schedules its operands there) is not ready on every node. Empty when neither: then no pod means no
     * GPU node.
     */
    static Optional<String> stillLooking(List<DaemonSet> daemonSets) {
        if (daemonSets.stream().noneMatch(ds -> GpuReadiness.VALIDATOR_APP.equals(GpuReadiness.labels(ds).get("app")))) {
            return Optional.of("no " + GpuReadiness.VALIDATOR_APP + " DaemonSet yet");
        }
        for (DaemonSet ds : daemonSets) {
            Map<String, String> labels = GpuReadiness.labels(ds);
            if (!"node-feature-discovery".equals(labels.get("app.kubernetes.io/name"))
                    || !"worker".equals(labels.get("role")) || ds.getStatus() == null) {
                continue;
            }
            int desired = ds.getStatus().getDesiredNumberScheduled() == null ? 0 : ds.getStatus().getDesiredNumberScheduled();
            int ready = ds.getStatus().getNumberReady() == null ? 0 : ds.getStatus().getNumberReady();
            if (ready < desired) {
                return Optional.of("NFD's worker ready on " + ready + " of " + desired + " nodes");
            }
        }
        return Optional.empty();
    }

    /**
     * The pools as one, when the gate cannot tell their nodes apart: named by all their names, expecting the sum of
     * their nodes (any autoscaled: whatever runs), the driver version they share. What needs Node objects (GPU
     * counts, MIG state) is not asked of it.
     */
    static PoolExpectation together(List<PoolExpectation> pools) {
        if (pools.size() == 1) {
            return pools.get(0);
        }
        String name = String.join(" + ", pools.stream().map(PoolExpectation::name).toList());
        Integer expected = pools.stream().anyMatch(p -> p.expectedNodes() == null) ? null
                : pools.stream().mapToInt(PoolExpectation::expectedNodes).sum();
        List<String> drivers = pools.stream().map(PoolExpectation::driverVersion).distinct().toList();
        String resource = pools.stream().map(PoolExpectation::resourceName).distinct().count() == 1
                ? pools.get(0).resourceName() : null;
        return new PoolExpectation(name, Map.of(PoolExpectation.POOL_LABEL, name), expected, null, resource, null,
                drivers.size() == 1 ? drivers.get(0) : null);
    }
}
