package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a node group into the Node objects its cluster's Kubernetes API should hold.
 *
 * <p>Nodes are named {@code <cluster>-<group>-<n>} with {@code n} counting up per group: scaling
 * up adds the next numbers, scaling down removes the newest nodes, and a flavor change (a rolling
 * replacement on VK) replaces every node with newly numbered ones. Labels are the group's own
 * plus those the platform sets; the platform's win on a clash.
 */
final class NodePlanner {
    /** VK puts the node group name on every worker (docs: gpu-operator how-to). */
    static final String NODEPOOL_LABEL = "mcs.mail.ru/mcs-nodepool";
    /**
     * INFERRED from https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/gpu-operator: VK's gpu-operator values
     * select {@code mcs.mail.ru/gpu-exists: "true"},
     * so the platform must label GPU nodes with it; not confirmed from a real node.
     */
    static final String GPU_EXISTS_LABEL = "mcs.mail.ru/gpu-exists";

    private final FlavorCatalog flavors;
    private final String region;

    NodePlanner(FlavorCatalog flavors, String region) {
        this.flavors = flavors;
        this.region = region;
    }

    /** Brings {@code group.nodeNames} in line with its size and flavor; call under the store lock. */
    List<EmulatedNode> plan(ClusterRecord cluster, NodeGroupRecord group) {
        if (group.quotaError != null) {
            group.nodeNames.clear(); // over quota: VK made no VMs for it
            return List.of();
        }
        if (group.nodesFlavorId != null && !group.nodesFlavorId.equals(group.flavorId)) {
            group.nodeNames.clear();
        }
        group.nodesFlavorId = group.flavorId;
        while (group.nodeNames.size() > group.size) {
            group.nodeNames.remove(group.nodeNames.size() - 1);
        }
        while (group.nodeNames.size() < group.size) {
            group.nodeNames.add(cluster.name + "-" + group.name + "-" + group.nextNodeIndex++);
        }
        Flavor flavor = flavors.byId(group.flavorId).orElseThrow();
        List<EmulatedNode> nodes = new ArrayList<>();
        for (String nodeName : group.nodeNames) {
            nodes.add(new EmulatedNode(nodeName, group.name, labels(group, flavor, nodeName), group.taints,
                    flavor.vcpus(), flavor.ramMiB(), flavor.gpus(), flavor.gpuModel()));
        }
        return nodes;
    }

    /**
     * Drops up to {@code count} of the group's nodes named in {@code stale}, oldest first, so that the next
     * {@link #plan} brings up new ones in their place (a rolling replacement); call under the store lock.
     */
    void retire(NodeGroupRecord group, Set<String> stale, int count) {
        int retired = 0;
        for (java.util.Iterator<String> names = group.nodeNames.iterator(); names.hasNext() && retired < count; ) {
            if (stale.contains(names.next())) {
                names.remove();
                retired++;
            }
        }
    }

    private Map<String, String> labels(NodeGroupRecord group, Flavor flavor, String nodeName) {
        Map<String, String> labels = new LinkedHashMap<>(group.labels);
        labels.put("kubernetes.io/hostname", nodeName);
        labels.put("kubernetes.io/os", "linux");
        labels.put("kubernetes.io/arch", "amd64");
        labels.put("node.kubernetes.io/instance-type", flavor.name());
        labels.put("topology.kubernetes.io/region", region);
        labels.put("topology.kubernetes.io/zone", group.zone);
        labels.put(NODEPOOL_LABEL, group.name);
        if (flavor.isGpu()) {
            labels.put(GPU_EXISTS_LABEL, "true");
        }
        return labels;
    }
}
