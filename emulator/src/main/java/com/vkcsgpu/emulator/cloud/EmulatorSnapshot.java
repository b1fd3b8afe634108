package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.util.List;
import java.util.Map;

/**
 * What the emulated project holds at one moment, for tests and the admin endpoint.
 *
 * @param clusters every cluster (deleted ones are gone)
 * @param addons   every installed cluster addon
 */
public record EmulatorSnapshot(List<Cluster> clusters, List<Addon> addons) {

    /** A cluster and its node groups. {@code apiServerUrl} is null until it is RUNNING. */
    public record Cluster(String id, String uuid, String name, String status, String version,
                          String masterFlavorName, int masterReplicas, List<String> zones,
                          String apiServerUrl, List<NodeGroup> nodeGroups) {}

    /** A node group: its spec and the node names last synced to the cluster's Kubernetes API. */
    public record NodeGroup(String id, String uuid, String name, String clusterId, String flavorName, String zone,
                            boolean autoScale, int size, int minSize, int maxSize, boolean deleting,
                            Map<String, String> labels, List<EmulatedNode.Taint> taints, List<String> nodeNames) {}

    /** An installed addon. */
    public record Addon(String id, String clusterId, String name, String version, String namespace,
                        String status, String values) {}

    /** The cluster with this name, if any. */
    public java.util.Optional<Cluster> cluster(String name) {
        return clusters.stream().filter(c -> c.name().equals(name) || c.id().equals(name)).findFirst();
    }
}
