package com.vkcsgpu;

import com.vkcsgpu.domain.VkCloudSyntax;
import java.util.List;

/**
 * The validated shape of a {@link GpuCluster}: its type and master count with defaults applied. Rules from
 * the gen-2 API (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/kubernetes/resource_kubernetes_cluster_v2): a standard
 * cluster has one zone and 1, 3 or 5 masters;
 * a regional cluster has three zones and 3 or 5 masters; a public API needs an external network.
 */
record ClusterShape(String clusterType, int masterCount) {
    static final String STANDARD = "standard";
    static final String REGIONAL = "regional";

    /** @throws IllegalArgumentException naming every invalid or conflicting argument */
    static ClusterShape of(GpuClusterArgs args) {
        ArgumentProblems problems = new ArgumentProblems("GpuCluster");
        problems.add("name", VkCloudSyntax.clusterNameProblem(args.name()));
        String type = args.clusterType() == null ? STANDARD : args.clusterType();
        boolean regional = REGIONAL.equals(type);
        if (!STANDARD.equals(type) && !regional) {
            problems.add("clusterType", "'" + type + "' is not a cluster type; use 'standard' or 'regional'");
        }
        List<String> zones = args.availabilityZones();
        int zonesNeeded = regional ? 3 : 1;
        if (zones == null || zones.isEmpty()) {
            problems.add("availabilityZones", "is required: give " + zonesNeeded + " zone(s) for a " + type + " cluster");
        } else if (zones.size() != zonesNeeded) {
            problems.add("availabilityZones", "clusterType '" + type + "' needs exactly " + zonesNeeded
                    + " zone(s), got " + zones.size() + " " + zones);
        }
        int masters = args.masterCount() != null ? args.masterCount() : regional ? 3 : 1;
        List<Integer> allowed = regional ? List.of(3, 5) : List.of(1, 3, 5);
        if (!allowed.contains(masters)) {
            problems.add("masterCount", "clusterType '" + type + "' allows " + allowed + " masters, got " + masters);
        }
        if (Boolean.TRUE.equals(args.publicIp()) && args.externalNetworkId() == null) {
            problems.add("externalNetworkId", "publicIp true requires externalNetworkId (the external network the"
                    + " floating IP comes from); set it or drop publicIp");
        }
        List<String> cidrs = args.apiAllowedCidrs();
        for (int i = 0; i < cidrs.size(); i++) {
            problems.add("apiAllowedCidrs[" + i + "]", VkCloudSyntax.ipv4CidrProblem(cidrs.get(i)));
        }
        problems.requirePresent("masterFlavorId", args.masterFlavorId());
        problems.requirePresent("networkId", args.networkId());
        problems.requirePresent("subnetId", args.subnetId());
        problems.requirePresent("loadbalancerSubnetId", args.loadbalancerSubnetId());
        problems.throwIfAny();
        return new ClusterShape(type, masters);
    }

    boolean regional() {
        return REGIONAL.equals(clusterType);
    }
}
