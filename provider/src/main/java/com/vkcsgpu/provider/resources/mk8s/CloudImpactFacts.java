package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.provider.cloud.mk8s.Cluster;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The facts a preview's impact lines need, read from VK Cloud with GET calls only: flavors (name, vCPU, RAM, GPUs),
 * the project's node groups and what they take from its quotas. One instance per preview, so the flavor list is read
 * once.
 */
final class CloudImpactFacts {
    /** Node disk size VK uses when none is given (the {@code diskSize} default of {@link NodeGroupArgs}). */
    private static final int DEFAULT_DISK_GB = 100;

    private final VkcsClient client;
    private final Map<String, Flavor> flavorsById;

    CloudImpactFacts(VkcsClient client) {
        this.client = client;
        this.flavorsById = client.compute().listFlavors().stream()
                .collect(Collectors.toMap(Flavor::id, Function.identity(), (first, second) -> first));
    }

    VkcsClient client() {
        return client;
    }

    /** The flavor's name for a reviewer, or its id when the project does not list it. */
    String flavorName(String flavorId) {
        Flavor flavor = flavorsById.get(flavorId);
        return flavor == null ? flavorId : flavor.name();
    }

    /** GPUs per node of the flavor; 0 for a CPU flavor or one the project does not list. */
    int gpusPerNode(String flavorId) {
        Flavor flavor = flavorsById.get(flavorId);
        return flavor == null ? 0 : GpuFlavor.of(flavor).map(GpuFlavor::count).orElse(0);
    }

    /** What a node group as read takes from the quotas. */
    PoolFootprint footprint(NodeGroup group) {
        int nodes = group.scaleSpec() == null ? 0 : group.scaleSpec().currentSize();
        int max = group.scaleSpec() != null && group.scaleSpec().autoScale() != null
                ? group.scaleSpec().autoScale().maxSize() : nodes;
        Integer disk = group.diskType() == null || group.diskType().cinderVolumeType() == null
                ? null : group.diskType().cinderVolumeType().size();
        return footprint(group.vmEngine() == null ? null : group.vmEngine().flavorId(), nodes, max, disk);
    }

    /** What a node group with these inputs takes once its {@code currentNodes} are resized as the inputs say. */
    PoolFootprint footprint(NodeGroupArgs args, int currentNodes) {
        return footprint(args.flavorId(), NodeGroupChangeImpact.plannedNodes(args, currentNodes),
                NodeGroupChangeImpact.maxNodes(args, currentNodes), args.diskSize());
    }

    private PoolFootprint footprint(String flavorId, int nodes, int maxNodes, Integer diskGb) {
        Flavor flavor = flavorsById.get(flavorId);
        int vcpus = flavor == null ? 0 : flavor.vcpus();
        int ramGb = flavor == null ? 0 : flavor.ram() / 1024;
        return new PoolFootprint(nodes, maxNodes, vcpus, ramGb, diskGb == null || diskGb == 0 ? DEFAULT_DISK_GB : diskGb,
                gpusPerNode(flavorId));
    }

    /**
     * What every node group of the project takes now, over the clusters {@code GET clusters} lists; empty when the
     * API lists none (the call is inferred, see {@code ClusterClient.listClusters}).
     */
    Optional<ProjectUsage> projectUsage() {
        List<Cluster> clusters = client.clusters().listClusters();
        if (clusters.isEmpty()) {
            return Optional.empty();
        }
        List<PoolFootprint> pools = new ArrayList<>();
        for (Cluster cluster : clusters) {
            if (cluster.nodeGroups() != null) {
                cluster.nodeGroups().forEach(group -> pools.add(footprint(group)));
            }
        }
        return Optional.of(ProjectUsage.of(pools));
    }
}
