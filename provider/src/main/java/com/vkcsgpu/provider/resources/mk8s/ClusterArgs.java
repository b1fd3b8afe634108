package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.ReplaceOnChange;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;
import java.util.Map;

/**
 * Inputs of a gen-2 managed Kubernetes cluster ({@code vkcs_kubernetes_cluster_v2}, vk-cs/terraform-provider-vkcs
 * v0.16.0 vkcs/kubernetes/resource_kubernetes_cluster_v2).
 */
@Doc("Inputs of a VK Cloud managed Kubernetes (gen-2) cluster.")
public record ClusterArgs(
        @Doc("Cluster name: 3-24 lowercase Latin letters, digits and '-', starting with a letter and ending with a letter or "
                + "digit, no '--'. Unique in the project. Changing it replaces the cluster.")
        @Required @ReplaceOnChange String name,
        @Doc("Kubernetes version as VK Cloud writes it, `vX.Y.Z` (e.g. `v1.34.2`; see `getVersions`). Changed in place by "
                + "an upgrade; only upgrades are possible, a lower version fails at preview.")
        @Required String version,
        @Doc("`standard` (masters in one zone) or `regional` (masters spread over three zones). Default `standard`. "
                + "Changing it replaces the cluster.")
        @Default("standard") @ReplaceOnChange String clusterType,
        @Doc("Availability zones of the masters, e.g. `[\"GZ1\"]`: exactly one for a standard cluster, exactly three "
                + "different ones for a regional cluster. Order does not matter. Changing them replaces the cluster.")
        @Required @ReplaceOnChange List<String> availabilityZones,
        @Doc("Number of masters: 1, 3 or 5 for a standard cluster, 3 or 5 for a regional one. Default 1 (standard) "
                + "or 3 (regional). Changing it replaces the cluster.")
        @ReplaceOnChange Integer masterCount,
        @Doc("Compute flavor UUID of the masters. Must be a CPU flavor: GPU flavors are for node groups only. Changed "
                + "in place (control-plane scaling).")
        @Required String masterFlavorId,
        @Doc("UUID of the Sprut SDN network the cluster lives in. Changing it replaces the cluster.")
        @Required @ReplaceOnChange String networkId,
        @Doc("UUID of the subnet of `networkId` for the nodes. Changing it replaces the cluster.")
        @Required @ReplaceOnChange String subnetId,
        @Doc("UUID of the subnet of the Kubernetes API load balancer. Changing it replaces the cluster.")
        @Required @ReplaceOnChange String loadbalancerSubnetId,
        @Doc("CNI plugin: `calico` or `cilium`. Default `calico`. Changing it replaces the cluster.")
        @Default("calico") @ReplaceOnChange String networkPlugin,
        @Doc("IPv4 CIDR of the pod network. Default `10.100.0.0/16`. Changing it replaces the cluster.")
        @Default("10.100.0.0/16") @ReplaceOnChange String podsIpv4Cidr,
        @Doc("Free text of at most 256 characters. Default empty. Changing it replaces the cluster.")
        @Default("") @ReplaceOnChange String description,
        @Doc("UUID of the external network that gives the API load balancer its public IP; required when "
                + "`publicIp` is true. Changing it replaces the cluster.")
        @ReplaceOnChange String externalNetworkId,
        @Doc("Whether the Kubernetes API gets a public (floating) IP; needs `externalNetworkId`. Default false. "
                + "Changing it replaces the cluster.")
        @Default("false") @ReplaceOnChange Boolean publicIp,
        @Doc("IPv4 CIDRs allowed to reach the Kubernetes API load balancer; empty allows all. Order does not matter. "
                + "Changing them replaces the cluster.")
        @ReplaceOnChange List<String> loadbalancerAllowedCidrs,
        @Doc("Container registries the nodes may pull from without TLS verification (`host[:port]`). Order does not "
                + "matter. Changing them replaces the cluster.")
        @ReplaceOnChange List<String> insecureRegistries,
        @Doc("Cluster labels (VK Cloud cluster settings, not Kubernetes node labels). Changing them replaces the cluster.")
        @ReplaceOnChange Map<String, String> labels) {

    /** {@code standard}: masters in one zone. */
    static final String STANDARD = "standard";
    /** {@code regional}: masters in three zones. */
    static final String REGIONAL = "regional";

    /** Whether this is a regional cluster. */
    boolean regional() {
        return REGIONAL.equals(clusterType);
    }

    /** The number of masters, with the per-type default when unset. */
    int effectiveMasterCount() {
        if (masterCount != null) {
            return masterCount;
        }
        return regional() ? 3 : 1;
    }
}
