package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.ReplaceOnChange;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;
import java.util.Map;

/**
 * Inputs of a gen-2 node group ({@code vkcs_kubernetes_node_group_v2}, vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/kubernetes/resource_kubernetes_node_group_v2).
 */
@Doc("Inputs of a node group of a VK Cloud managed Kubernetes (gen-2) cluster.")
public record NodeGroupArgs(
        @Doc("Id of the cluster (the cluster's `clusterId`, a 27-character KSUID). Changing it replaces the node group.")
        @Required @ReplaceOnChange String clusterId,
        @Doc("Node group name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending with a letter "
                + "or digit, no '--', not `master`; unique in the cluster. Changing it replaces the node group.")
        @Required @ReplaceOnChange String name,
        @Doc("Availability zone of the nodes, e.g. `GZ1`; a GPU flavor must be offered there. Changing it replaces the node group.")
        @Required @ReplaceOnChange String availabilityZone,
        @Doc("Compute flavor UUID of the nodes (GPU flavors go here; see `getGpuFlavors`). Changed in place: the nodes "
                + "are replaced one chunk at a time (see `parallelUpgradeChunk`).")
        @Required String flavorId,
        @Doc("A fixed size. Set exactly one of `fixedScale` and `autoScale`; switching between them or resizing is "
                + "done in place.")
        FixedScale fixedScale,
        @Doc("Autoscaling bounds. Set exactly one of `fixedScale` and `autoScale`; switching between them or resizing "
                + "is done in place.")
        AutoScale autoScale,
        @Doc("Kubernetes labels of the nodes: keys are an optional DNS-subdomain prefix and '/', then a name of at most "
                + "63 letters, digits, '-', '_' or '.'; values at most 63 such characters. Keys under kubernetes.io and "
                + "k8s.io are reserved (except node.kubernetes.io and kubelet.kubernetes.io). Changed in place.")
        Map<String, String> labels,
        @Doc("Kubernetes taints of the nodes; at most one per key and effect; order does not matter. Changed in place.")
        List<Taint> taints,
        @Doc("Percentage (1-100) of nodes replaced at once during flavor changes and upgrades. Default 10. Changed in place.")
        @Default("10") Integer parallelUpgradeChunk,
        @Doc("Volume type of the nodes' root disks, e.g. `ceph-ssd`, `ceph-hdd`, `high-iops`. Default `ceph-ssd`. "
                + "Changing it replaces the node group.")
        @Default("ceph-ssd") @ReplaceOnChange String diskType,
        @Doc("Size of the nodes' root disks in GB, at least 1. Default 100. Changing it replaces the node group.")
        @Default("100") @ReplaceOnChange Integer diskSize) {
}
