package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.ImpactedPod;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import com.vkcsgpu.provider.resources.k8s.ImpactedPods;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The GPU nodes of a cluster's pools and the GPU pods running on them, read in preview (read-only) to name them on
 * an impact line; or why the cluster could not be read, which the line then states with what it assumes.
 */
final class PoolNodes {
    /**
     * The label VK Cloud puts on every worker with its node group's name
     * (https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/gpu-operator): a node group's nodes carry it whether
     * or not the GpuNodePool component labelled them.
     */
    static final String NODE_GROUP_LABEL = "mcs.mail.ru/mcs-nodepool";

    private final GpuWorkloads workloads;
    private final String unreadable;

    private PoolNodes(GpuWorkloads workloads, String unreadable) {
        this.workloads = workloads;
        this.unreadable = unreadable;
    }

    /** Reads cluster {@code clusterId} through {@code clusters}; a failure is kept as the reason, never thrown. */
    static PoolNodes read(Function<String, KubernetesClient> clusters, String clusterId) {
        try (KubernetesClient client = clusters.apply(clusterId)) {
            return new PoolNodes(GpuWorkloads.read(client, null), null);
        } catch (RuntimeException e) {
            return new PoolNodes(null, e.getMessage());
        }
    }

    /**
     * {@code line} naming the nodes of its pool and the GPU pods on them, each meeting {@code fate} for
     * {@code reason}, in its summary too; when the cluster could not be read, {@code line} with the reason and
     * {@code assumed} as its assumption.
     */
    ImpactLine name(ImpactLine line, PodFate fate, String reason, String assumed) {
        if (workloads == null) {
            String assumption = "the cluster could not be read (" + unreadable + "): " + assumed;
            return line.withAssumption(line.assumption() == null || line.assumption().isEmpty() ? assumption
                    : line.assumption() + "; " + assumption);
        }
        List<String> nodes = workloads.nodes().stream()
                .filter(node -> line.pool().equals(GpuWorkloads.labels(node).get(NODE_GROUP_LABEL)))
                .map(node -> node.getMetadata().getName()).sorted().toList();
        List<ImpactedPod> pods = new ArrayList<>();
        nodes.forEach(node -> workloads.podsOn(node).forEach(pod -> pods.add(ImpactedPods.of(pod, node, fate, reason))));
        String named = line.summary() + "; nodes: " + (nodes.isEmpty() ? "none" : String.join(", ", nodes))
                + "; GPU pods: " + (pods.isEmpty() ? "none running"
                : String.join(", ", pods.stream().map(pod -> pod.described() + " " + pod.fate()).toList()));
        return new ImpactLine(line.pool(), line.kind(), named, nodes, pods, line.counts(), line.before(), line.after(),
                line.outcome(), line.assumption()).withCounts(withPods(line, pods.size()));
    }

    private static java.util.Map<String, Integer> withPods(ImpactLine line, int pods) {
        java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>(line.counts());
        counts.put("pods", pods);
        return counts;
    }
}
