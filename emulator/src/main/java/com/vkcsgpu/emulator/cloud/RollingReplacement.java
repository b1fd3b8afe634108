package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * VK Cloud's rolling replacement of a cluster's workers, the one a flavor change of a node group and a cluster
 * upgrade both run: the old nodes of each group go {@code parallel_upgrade_chunk} percent of the group at a time
 * (rounded up, {@link NodeGroupRecord#chunkSize()}); in each chunk they are cordoned, their pods deleted and the nodes
 * deleted, then as many new nodes are created in their place, and the next chunk starts only once those have
 * registered Ready (the emulated kubelet registers a node Ready at once, so one step after). Every chunk is recorded
 * in the cluster's {@link ClusterRecord#nodeReplacements}.
 *
 * <p>FACTS: workers are updated by "rolling update … not one node at a time but the maximum possible number of
 * nodes", that number computed from the group's "percentage of unavailable nodes" with rounding up
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/update, vk-cs/docs-public
 * docs/en/kubernetes/k8s/concepts/update/update.md); {@code parallel_upgrade_chunk} is "the maximum percentage of
 * nodes (1-100) that can be upgraded simultaneously during a rolling upgrade", and changing the node flavor "triggers a
 * rolling upgrade of the nodes" (vk-cs/terraform-provider-vkcs docs/resources/kubernetes_node_group_v2.md).
 * INFERRED: the chunk's old nodes go before its new ones come (the setting bounds the nodes unavailable; VK documents
 * no surge), and pods are evicted as {@code kubectl drain} would (VK documents no drain options).
 */
final class RollingReplacement {
    private final Mk8sStore store;
    private final Scheduler scheduler;
    private final NodePlanner planner;

    RollingReplacement(Mk8sStore store, Scheduler scheduler, NodePlanner planner) {
        this.store = store;
        this.scheduler = scheduler;
        this.planner = planner;
    }

    /**
     * The number of chunks replacing {@code staleNodes} (node group id → its old nodes): the most any group needs, as
     * the groups' chunks go side by side. Call under the store lock.
     */
    int chunks(Map<String, Set<String>> staleNodes) {
        int chunks = 1;
        for (Map.Entry<String, Set<String>> stale : staleNodes.entrySet()) {
            NodeGroupRecord group = store.nodeGroups.get(stale.getKey());
            if (group != null && !stale.getValue().isEmpty()) {
                chunks = Math.max(chunks, (stale.getValue().size() + group.chunkSize() - 1) / group.chunkSize());
            }
        }
        return chunks;
    }

    /**
     * Replaces {@code staleNodes} (node group id → its old nodes) of {@code cluster}, one chunk of every group each
     * {@code step}, the first after one step; hands the groups' last plans to {@code done} once no old node is left.
     * Dropped when the cluster's {@link ClusterRecord#operation} is no longer {@code operation}.
     */
    void start(ClusterRecord cluster, long operation, Map<String, Set<String>> staleNodes, NodeReplacement.Cause cause,
               Duration step, Consumer<Map<String, List<EmulatedNode>>> done) {
        int rollout;
        synchronized (store) {
            rollout = ++cluster.rollouts;
        }
        replaceNextChunk(cluster, operation, new Rollout(rollout, cause, staleNodes), 1, step, done);
    }

    /** A rollout under way: its number, its cause, and each group's old nodes. */
    private record Rollout(int number, NodeReplacement.Cause cause, Map<String, Set<String>> staleNodes) {
    }

    private void replaceNextChunk(ClusterRecord cluster, long operation, Rollout rollout, int chunk, Duration step,
                                  Consumer<Map<String, List<EmulatedNode>>> done) {
        scheduler.after(step, () -> {
            Map<String, List<EmulatedNode>> plans = new LinkedHashMap<>();
            boolean replacedAll = true;
            EmulatedKubeApi api;
            synchronized (store) {
                if (cluster.operation != operation) {
                    return;
                }
                api = cluster.kubeApi;
                for (Map.Entry<String, Set<String>> stale : rollout.staleNodes().entrySet()) {
                    NodeGroupRecord group = store.nodeGroups.get(stale.getKey());
                    if (group == null || group.deleting) {
                        continue;
                    }
                    List<String> drained = planner.retire(group, stale.getValue(), group.chunkSize());
                    List<String> before = List.copyOf(group.nodeNames);
                    plans.put(group.name, planner.plan(cluster, group));
                    if (!drained.isEmpty()) {
                        List<String> created = group.nodeNames.stream().filter(n -> !before.contains(n)).toList();
                        cluster.nodeReplacements.add(new NodeReplacement(rollout.number(), rollout.cause(), group.name,
                                chunk, drained, created));
                    }
                    replacedAll &= group.nodeNames.stream().noneMatch(stale.getValue()::contains);
                }
            }
            if (replacedAll) {
                done.accept(plans);
                return;
            }
            if (api != null) {
                plans.forEach(api::syncNodeGroup);
            }
            replaceNextChunk(cluster, operation, rollout, chunk + 1, step, done);
        });
    }
}
