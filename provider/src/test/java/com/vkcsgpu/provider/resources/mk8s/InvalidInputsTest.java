package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.ABSENT;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.cluster;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.nodeGroup;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.regionalCluster;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.taint;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every invalid input fails Check, before any API call, with the property path and a message that
 * says what is wrong and how to fix it. Each row: resource, inputs, expected path, message fragment.
 */
class InvalidInputsTest {
    private static final ResourceHandler<?, ?> CLUSTER = Inputs.offline(ClusterResource::new);
    private static final ResourceHandler<?, ?> NODE_GROUP = Inputs.offline(NodeGroupResource::new);
    private static final ResourceHandler<?, ?> ADDON = Inputs.offline(ClusterAddonResource::new);

    static Stream<Arguments> invalidInputs() {
        Map<String, Object> ng = nodeGroup();
        return Stream.of(
                // Cluster: names, version, ids
                row(CLUSTER, with(cluster(), "name", "ab"), "name", "must be 3-24 characters long"),
                row(CLUSTER, with(cluster(), "name", "gpu-production-cluster-001"), "name", "must be 3-24 characters long"),
                row(CLUSTER, with(cluster(), "name", "GPU-prod"), "name", "lowercase Latin letters"),
                row(CLUSTER, with(cluster(), "name", "gpu--prod"), "name", "consecutive hyphens"),
                row(CLUSTER, with(cluster(), "name", "gpu-prod-"), "name", "ending with a letter or digit"),
                row(CLUSTER, with(cluster(), "name", "gpu-production-cluster-01"), "name", "must be 3-24 characters long"),
                row(CLUSTER, with(cluster(), "name", "1gpu-prod"), "name", "starting with a letter"),
                row(CLUSTER, with(cluster(), "name", ABSENT), "name", "is required"),
                row(CLUSTER, with(cluster(), "version", "1.34.2"), "version", "must look like v1.34.2"),
                row(CLUSTER, with(cluster(), "version", "v1.34"), "version", "list the offered versions with getVersions"),
                row(CLUSTER, with(cluster(), "masterFlavorId", "STD3-4-8"), "masterFlavorId", "use the flavor's id, not its name"),
                row(CLUSTER, with(cluster(), "networkId", "net-1"), "networkId", "is not a UUID"),
                row(CLUSTER, with(cluster(), "subnetId", "subnet"), "subnetId", "is not a UUID"),
                row(CLUSTER, with(cluster(), "loadbalancerSubnetId", ""), "loadbalancerSubnetId", "is not a UUID"),
                // Cluster: topology
                row(CLUSTER, with(cluster(), "clusterType", "zonal"), "clusterType", "use standard (one zone) or regional"),
                row(CLUSTER, with(cluster(), "availabilityZones", List.of("GZ1", "MS1")), "availabilityZones",
                        "a standard cluster needs exactly 1 zone, got 2"),
                row(CLUSTER, with(regionalCluster(), "availabilityZones", List.of("GZ1")), "availabilityZones",
                        "a regional cluster needs exactly 3 zones, got 1"),
                row(CLUSTER, with(regionalCluster(), "availabilityZones", List.of("GZ1", "GZ1", "MS1")), "availabilityZones",
                        "three different zones"),
                row(CLUSTER, with(cluster(), "availabilityZones", List.of(" ")), "availabilityZones[0]", "must not be empty"),
                row(CLUSTER, with(cluster(), "masterCount", 2), "masterCount", "a standard cluster has 1, 3 or 5 masters, got 2"),
                row(CLUSTER, with(regionalCluster(), "masterCount", 1), "masterCount", "a regional cluster has 3 or 5 masters, got 1"),
                row(CLUSTER, with(cluster(), "masterCount", "three"), "masterCount", "must be a whole number"),
                // Cluster: networking and the rest
                row(CLUSTER, with(cluster(), "networkPlugin", "flannel"), "networkPlugin", "use calico or cilium"),
                row(CLUSTER, with(cluster(), "podsIpv4Cidr", "10.100.0.0/33"), "podsIpv4Cidr", "is not an IPv4 CIDR"),
                row(CLUSTER, with(cluster(), "podsIpv4Cidr", "300.100.0.0/16"), "podsIpv4Cidr", "is not an IPv4 CIDR"),
                row(CLUSTER, with(cluster(), "description", "d".repeat(257)), "description", "must be at most 256 characters"),
                row(CLUSTER, with(cluster(), "publicIp", true), "externalNetworkId", "is required when publicIp is true"),
                row(CLUSTER, with(cluster(), "externalNetworkId", "ext-net"), "externalNetworkId", "is not a UUID"),
                row(CLUSTER, with(cluster(), "loadbalancerAllowedCidrs", List.of("0.0.0.0/0", "10.0.0.1")),
                        "loadbalancerAllowedCidrs[1]", "is not an IPv4 CIDR"),
                row(CLUSTER, with(cluster(), "insecureRegistries", List.of("")), "insecureRegistries[0]", "host[:port]"),
                row(CLUSTER, with(cluster(), "region", "RegionOne"), "region", "unknown property"),
                // NodeGroup: ids, names, flavor
                row(NODE_GROUP, with(ng, "clusterId", "gpu-prod"), "clusterId", "is not a gen-2 id"),
                row(NODE_GROUP, with(ng, "name", "master"), "name", "reserved by VK Cloud"),
                row(NODE_GROUP, with(ng, "name", "gp"), "name", "must be 3-24 characters long"),
                row(NODE_GROUP, with(ng, "name", "gpu_a100"), "name", "lowercase Latin letters"),
                row(NODE_GROUP, with(ng, "name", "8x-h200"), "name", "starting with a letter"),
                row(NODE_GROUP, with(ng, "availabilityZone", ""), "availabilityZone", "must not be empty"),
                row(NODE_GROUP, with(ng, "flavorId", "GPU1A-32-96-A100-1"), "flavorId", "getGpuFlavors lists GPU flavor ids"),
                // NodeGroup: size
                row(NODE_GROUP, with(ng, "fixedScale", ABSENT), "fixedScale", "set fixedScale {size} or autoScale"),
                row(NODE_GROUP, with(ng, "autoScale", map("minSize", 1, "maxSize", 2)), "autoScale", "set only one"),
                row(NODE_GROUP, with(ng, "fixedScale", map("size", 0)), "fixedScale.size",
                        "must be 1 to 500, got 0 (a VK Cloud node group holds 1 to 500 nodes: "
                                + "https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/scale); to have no nodes, remove the node group"),
                row(NODE_GROUP, with(ng, "fixedScale", map("size", -1)), "fixedScale.size", "must be 1 to 500, got -1"),
                row(NODE_GROUP, with(ng, "fixedScale", map("size", 501)), "fixedScale.size",
                        "must be 1 to 500, got 501 (a VK Cloud node group holds 1 to 500 nodes"),
                row(NODE_GROUP, with(ng, "fixedScale", map()), "fixedScale.size", "is required"),
                row(NODE_GROUP, with(ng, "fixedScale", ABSENT, "autoScale", map("minSize", 0, "maxSize", 2)),
                        "autoScale.minSize", "must be 1 to 500, got 0"),
                row(NODE_GROUP, with(ng, "fixedScale", ABSENT, "autoScale", map("minSize", 1, "maxSize", 501)),
                        "autoScale.maxSize", "must be 1 to 500, got 501"),
                row(NODE_GROUP, with(ng, "fixedScale", ABSENT, "autoScale", map("minSize", 1, "maxSize", 0)),
                        "autoScale.maxSize", "must be 1 to 500, got 0"),
                row(NODE_GROUP, with(ng, "fixedScale", ABSENT, "autoScale", map("minSize", 3, "maxSize", 2)),
                        "autoScale.maxSize", "must be at least minSize (3), got 2"),
                // NodeGroup: labels in Kubernetes syntax
                row(NODE_GROUP, with(ng, "labels", map("bad key!", "x")), "labels[\"bad key!\"]", "label key name 'bad key!'"),
                row(NODE_GROUP, with(ng, "labels", map("Example.com/team", "ml")), "labels[\"Example.com/team\"]",
                        "must be a lowercase DNS subdomain"),
                row(NODE_GROUP, with(ng, "labels", map("a/b/c", "x")), "labels[\"a/b/c\"]", "more than one '/'"),
                row(NODE_GROUP, with(ng, "labels", map("team", "ml team")), "labels.team", "label value 'ml team'"),
                row(NODE_GROUP, with(ng, "labels", map("team", "x".repeat(64))), "labels.team", "at most 63 characters"),
                row(NODE_GROUP, with(ng, "labels", map("kubernetes.io/role", "gpu")), "labels[\"kubernetes.io/role\"]",
                        "reserved for Kubernetes"),
                // NodeGroup: taints
                row(NODE_GROUP, with(ng, "taints", List.of(taint("nvidia.com/gpu", "present", "NoScheduled"))),
                        "taints[0].effect", "is not one of NoSchedule, PreferNoSchedule, NoExecute"),
                row(NODE_GROUP, with(ng, "taints", List.of(taint("nvidia.com/", "present", "NoSchedule"))),
                        "taints[0].key", "label key name ''"),
                row(NODE_GROUP, with(ng, "taints", List.of(taint("gpu", "a b", "NoSchedule"))), "taints[0].value",
                        "label value 'a b'"),
                row(NODE_GROUP, with(ng, "taints", List.of(map("key", "gpu", "value", "x"))), "taints[0].effect", "is required"),
                row(NODE_GROUP, with(ng, "taints", List.of(map("key", "gpu", "effect", "NoSchedule"))), "taints[0].value",
                        "is required"),
                row(NODE_GROUP, with(ng, "taints", List.of(taint("gpu", "", "NoSchedule"))), "taints[0].value",
                        "must not be empty: VK Cloud requires a taint value"),
                row(NODE_GROUP, with(ng, "taints", List.of(taint("gpu", "a", "NoSchedule"), taint("gpu", "b", "NoSchedule"))),
                        "taints[1]", "duplicate taint gpu:NoSchedule"),
                // NodeGroup: upgrade chunk and disks
                row(NODE_GROUP, with(ng, "parallelUpgradeChunk", 0), "parallelUpgradeChunk", "between 1 and 100, got 0"),
                row(NODE_GROUP, with(ng, "parallelUpgradeChunk", 101), "parallelUpgradeChunk", "between 1 and 100, got 101"),
                row(NODE_GROUP, with(ng, "diskSize", 0), "diskSize", "must be at least 1 (GB)"),
                row(NODE_GROUP, with(ng, "diskType", " "), "diskType", "use a volume type such as ceph-ssd"),
                // ClusterAddon
                row(ADDON, with(Inputs.addon(), "clusterId", "not-a-ksuid"), "clusterId", "is not a gen-2 id"),
                row(ADDON, with(Inputs.addon(), "namespace", "GPU_Operator"), "namespace", "lowercase letters, digits or '-'"),
                row(ADDON, with(Inputs.addon(), "addonVersion", ""), "addonVersion", "use a version getAddons lists"),
                row(ADDON, with(Inputs.addon(), "addonName", ABSENT), "addonName", "is required"),
                row(ADDON, with(Inputs.addon(), "values", ABSENT), "values", "VK Cloud refuses to install an addon without values"),
                row(ADDON, with(Inputs.addon(), "values", ""), "values", "VK Cloud refuses to install an addon without values"));
    }

    private static Arguments row(ResourceHandler<?, ?> handler, Map<String, Object> inputs, String path, String fragment) {
        return Arguments.of(handler.resource().token().substring("vkcs-gpu:mk8s:".length()), path, fragment, handler, inputs);
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @MethodSource("invalidInputs")
    void failsCheckWithPathAndFix(String resource, String path, String fragment, ResourceHandler<?, ?> handler,
                                  Map<String, Object> inputs) {
        List<Diagnostics.Failure> failures = handler.check(inputs).failures();
        assertEquals(1, failures.size(), "exactly one failure expected: " + failures);
        assertEquals(path, failures.get(0).path().toString(), failures.toString());
        assertTrue(failures.get(0).reason().contains(fragment), "'" + fragment + "' not in: " + failures.get(0).reason());
    }

    @org.junit.jupiter.api.Test
    void theTableHasAtLeastThirtyRows() {
        assertTrue(invalidInputs().count() >= 30);
    }
}
