package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a node group into the Node objects its cluster's Kubernetes API should hold.
 *
 * <p>Nodes are named {@code <cluster>-<group>-<n>} with {@code n} counting up per group: scaling
 * up adds the next numbers, scaling down removes the newest nodes. A node keeps the flavor it was
 * created with: a flavor change leaves the old nodes {@link #staleNodes stale} until a
 * {@link RollingReplacement} {@link #retire retires} them, chunk by chunk, and the next plan brings
 * up newly numbered ones of the new flavor. Labels are the group's own plus those the platform
 * sets; the platform's win on a clash.
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
            group.nodeFlavors.clear();
            return List.of();
        }
        while (group.nodeNames.size() > group.size) {
            group.nodeFlavors.remove(group.nodeNames.remove(group.nodeNames.size() - 1));
        }
        while (group.nodeNames.size() < group.size) {
            String name = cluster.name + "-" + group.name + "-" + group.nextNodeIndex++;
            group.nodeNames.add(name);
            group.nodeFlavors.put(name, group.flavorId);
        }
        List<EmulatedNode> nodes = new ArrayList<>();
        for (String nodeName : group.nodeNames) {
            Flavor flavor = flavors.byId(group.nodeFlavors.get(nodeName)).orElseThrow();
            nodes.add(new EmulatedNode(nodeName, group.name, labels(group, flavor, nodeName), group.taints,
                    flavor.vcpus(), flavor.ramMiB(), flavor.gpus(), flavor.gpuModel()));
        }
        return nodes;
    }

    /** The group's nodes that run another flavor than the group's now (a flavor change is pending), oldest first. */
    Set<String> staleNodes(NodeGroupRecord group) {
        Set<String> stale = new LinkedHashSet<>();
        group.nodeNames.stream().filter(name -> !group.flavorId.equals(group.nodeFlavors.get(name))).forEach(stale::add);
        return stale;
    }

    /**
     * Drops up to {@code count} of the group's nodes named in {@code stale}, oldest first, so that the next
     * {@link #plan} brings up new ones in their place (a rolling replacement); returns them. Call under the store lock.
     */
    List<String> retire(NodeGroupRecord group, Set<String> stale, int count) {
        List<String> retired = new ArrayList<>();
        for (java.util.Iterator<String> names = group.nodeNames.iterator(); names.hasNext() && retired.size() < count; ) {
            String name = names.next();
            if (stale.contains(name)) {
                names.remove();
                group.nodeFlavors.remove(name);
                retired.add(name);
            }
        }
        return retired;
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
