package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.cloud.compute.ComputeClient;
import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.Required;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code vkcs-gpu:mk8s:getGpuFlavors}: whole-GPU compute flavors, read from their names
 * (https://cloud.vk.com/docs/ru/computing/gpu/concepts/about) by the cloud client's {@link GpuFlavor} parsing. vGPU
 * slices are left out: a GPU node pool
 * takes whole GPUs.
 */
@Doc("Lists the whole-GPU compute flavors the project can use for node groups, smallest first, optionally filtered by "
        + "GPU model, GPUs per node and availability zone.")
public final class GetGpuFlavorsFunction extends CloudFunction<GetGpuFlavorsFunction.Args, GetGpuFlavorsFunction.Result> {
    /** The token. */
    public static final String TOKEN = "vkcs-gpu:mk8s:getGpuFlavors";

    /** Filters. */
    @Doc("Arguments of getGpuFlavors; every filter is optional.")
    public record Args(
            @Doc("GPU model: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4.") String gpuModel,
            @Doc("GPUs per node (1, 2, 4; 1 or 8 for H200).") Integer gpusPerNode,
            @Doc("Keep only flavors offered in this zone. Where VK Cloud does not say which zones offer a flavor, the "
                    + "flavor is kept.") String availabilityZone) {
    }

    /** The matching flavors. */
    @Doc("GPU flavors matching the filters.")
    public record Result(@Doc("Matching flavors, fewest GPUs, vCPUs and RAM first.") @Required List<GpuFlavorInfo> flavors) {
    }

    /** One GPU flavor. */
    @Doc("A compute flavor with GPUs.")
    public record GpuFlavorInfo(
            @Doc("Flavor UUID, the value node groups take as `flavorId`.") @Required String flavorId,
            @Doc("Flavor name, e.g. `GPU1A-32-96-A100-1`.") @Required String name,
            @Doc("GPU model, e.g. `A100_40GB`.") @Required String gpuModel,
            @Doc("GPUs per node.") @Required Integer gpuCount,
            @Doc("Virtual CPUs per node.") @Required Integer vcpus,
            @Doc("Memory per node in GB.") @Required Integer ramGb) {
    }

    GetGpuFlavorsFunction(CloudAccess cloud) {
        super(cloud, TOKEN);
    }

    @Override
    public void check(Args args, Diagnostics diags) {
        if (args.gpuModel() != null && model(args.gpuModel()).isEmpty()) {
            diags.error("gpuModel", "'" + args.gpuModel() + "' is not a known GPU model",
                    "use one of " + GpuModel.vkNames());
        }
        if (args.gpusPerNode() != null && args.gpusPerNode() < 1) {
            diags.error("gpusPerNode", "must be at least 1, got " + args.gpusPerNode(), null);
        }
        Optional<GpuModel> known = args.gpuModel() == null ? Optional.empty() : model(args.gpuModel());
        if (known.isPresent() && args.gpusPerNode() != null && args.gpusPerNode() > known.get().maxPerNode()) {
            diags.error("gpusPerNode", "a VM has at most " + known.get().maxPerNode() + " " + known.get().name()
                    + " GPUs, got " + args.gpusPerNode(), "use more nodes instead");
        }
    }

    /** The model named {@code name}, if VK Cloud offers flavors of it. */
    private static Optional<GpuModel> model(String name) {
        return GpuModel.fromName(name).filter(GpuModel::offeredOnVkCloud);
    }

    @Override
    public Result invoke(Args args, OpContext ctx) {
        if (args.availabilityZone() != null) {
            ManagedKubernetesZones.requireKnown(cloud.client().clusters(), args.availabilityZone());
        }
        ComputeClient compute = cloud.client().compute();
        List<Flavor> all = compute.listFlavors();
        Optional<GpuModel> wanted = args.gpuModel() == null ? Optional.empty() : model(args.gpuModel());
        List<GpuFlavor> matching = new ArrayList<>();
        for (Flavor flavor : all) {
            Optional<GpuFlavor> gpu = GpuFlavor.of(flavor);
            if (gpu.isEmpty() || gpu.get().isVirtual()
                    || wanted.isPresent() && gpu.get().model() != wanted.get()
                    || args.gpusPerNode() != null && gpu.get().count() != args.gpusPerNode()
                    || args.availabilityZone() != null && !offeredIn(compute, flavor, args.availabilityZone())) {
                continue;
            }
            matching.add(gpu.get());
        }
        matching.sort(Comparator.comparingInt(GpuFlavor::count).thenComparingInt(GpuFlavor::vcpus)
                .thenComparingInt(GpuFlavor::ramGb).thenComparing(GpuFlavor::name));
        return new Result(matching.stream().map(f -> new GpuFlavorInfo(f.flavorId(), f.name(), f.model().name(), f.count(),
                f.vcpus(), f.ramGb())).toList());
    }

    /** Unknown zones keep the flavor: VK Cloud documents no API that says where a GPU is. */
    private static boolean offeredIn(ComputeClient compute, Flavor flavor, String zone) {
        Optional<Set<String>> zones = compute.zonesOffering(flavor);
        return zones.isEmpty() || zones.get().contains(zone);
    }
}
