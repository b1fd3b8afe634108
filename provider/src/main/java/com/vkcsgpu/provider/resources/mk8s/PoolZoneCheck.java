package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.provider.config.ConnectedGpuZones;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.PreviewCheck;
import com.vkcsgpu.provider.framework.PropertyPath;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a node group's zone can take it, checked in preview with GET calls only, before anything is created: the
 * zone must be one Managed Kubernetes lists ({@link ManagedKubernetesZones}), and a GPU flavor's model must be
 * connected to the project in that zone, as {@value ConnectedGpuZones#KEY} says ({@link ConnectedGpuZones}: VK Cloud
 * has no API for it). The cluster need not exist: both hold for a pool whose cluster is created in the same run.
 * Without credentials nothing is asked (a preview may run without them; {@code up} needs them anyway).
 */
final class PoolZoneCheck implements PreviewCheck<NodeGroupArgs> {
    private final CloudAccess cloud;

    PoolZoneCheck(CloudAccess cloud) {
        this.cloud = cloud;
    }

    @Override
    public void previewCheck(NodeGroupArgs inputs, OpContext ctx) {
        check(inputs);
    }

    /** The zone and the flavor are the user's own inputs, known even while the cluster is still to be created. */
    @Override
    public void previewPredict(NodeGroupArgs inputs, Set<PropertyPath> unknowns, OpContext ctx) {
        check(inputs);
    }

    private void check(NodeGroupArgs inputs) {
        if (inputs.availabilityZone() == null || !cloud.hasCredentials()) {
            return;
        }
        VkcsClient client = cloud.client();
        ManagedKubernetesZones.requireKnown(client.clusters(), inputs.availabilityZone());
        gpuOf(client, inputs.flavorId()).ifPresent(gpu -> requireConnectedIn(gpu, inputs));
    }

    private void requireConnectedIn(GpuFlavor gpu, NodeGroupArgs inputs) {
        String zone = inputs.availabilityZone();
        cloud.gpuZones().zonesOf(gpu.model()).filter(zones -> !zones.contains(zone)).ifPresent(zones -> {
            throw new PreconditionFailedException("node group " + inputs.name() + ": flavor " + gpu.name() + " has "
                    + gpu.model().name() + " GPUs, and the project's " + gpu.model().name() + " GPUs are connected in "
                    + String.join(", ", zones) + " (" + ConnectedGpuZones.KEY + "), not in " + zone + ": a GPU node "
                    + "works only in the zone where the project's GPUs are. Set the pool's availabilityZone to "
                    + String.join(" or ", zones) + ", or ask VK Cloud support to connect " + gpu.model().name()
                    + " GPUs in " + zone + " and add " + zone + " to " + ConnectedGpuZones.KEY + "."
                    + gpu.model().name());
        });
    }

    /**
     * What a new pool's capacity line says when its zone was not checked (the setting names no zone for its GPU model),
     * and how to have it checked; empty when it was.
     */
    static Optional<String> uncheckedZone(GpuModel model, ConnectedGpuZones connected) {
        if (connected.zonesOf(model).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("the zone was not checked: VK Cloud has no API that says where the project's " + model.name()
                + " GPUs are connected; set " + ConnectedGpuZones.KEY + " (e.g. {\"" + model.name() + "\": [\"<zone>\"]})"
                + " to have the preview check it");
    }

    /** The GPU flavor (whole GPUs or a vGPU slice) with this id; empty for a CPU flavor or one the project does not list. */
    static Optional<GpuFlavor> gpuOf(VkcsClient client, String flavorId) {
        if (flavorId == null) {
            return Optional.empty();
        }
        List<Flavor> flavors = client.compute().listFlavors();
        return flavors.stream().filter(f -> flavorId.equals(f.id())).findFirst().flatMap(GpuFlavor::of);
    }
}
