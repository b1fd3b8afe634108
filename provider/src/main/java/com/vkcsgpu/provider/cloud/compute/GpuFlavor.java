package com.vkcsgpu.provider.cloud.compute;

import com.vkcsgpu.domain.GpuModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A compute flavor that carries GPUs, read from its name: {@code <CATEGORY>-<vCPU>-<RAM_GB>-<MODEL>-<COUNT>}
 * (https://cloud.vk.com/docs/ru/computing/gpu/concepts/about). Nova exposes no GPU fields we can rely on (the GPU
 * extra specs are UNKNOWN), so
 * the name is the source of the model and count; vCPUs and RAM come from the flavor itself when
 * the API gives them.
 *
 * @param model the GPU model
 * @param count whole GPUs per node (1 for a vGPU slice)
 * @param vcpus virtual CPUs per node
 * @param ramGb memory per node in GiB
 * @param flavorId the flavor UUID the APIs take
 * @param name the flavor name
 * @param variant extra name parts such as {@code sxm4}, or empty
 * @param vgpuMemoryGb for vGPU flavors ({@code vGPU-2-8-L4-4Q}) the GPU memory of the slice; 0 for whole GPUs
 */
public record GpuFlavor(GpuModel model, int count, int vcpus, int ramGb, String flavorId, String name, String variant, int vgpuMemoryGb) {

    private static final Pattern NAME = Pattern.compile("^(v?GPU[A-Za-z0-9]*)-(\\d+)-(\\d+)-(.+)-(\\d+)(Q?)$", Pattern.CASE_INSENSITIVE);

    /** Whether this is a vGPU slice rather than whole GPUs. */
    public boolean isVirtual() {
        return vgpuMemoryGb > 0;
    }

    /** Reads a compute flavor; empty when its name is not a GPU flavor name of a known model. */
    public static Optional<GpuFlavor> of(Flavor flavor) {
        return parse(flavor.name(), flavor.id()).map(parsed -> new GpuFlavor(parsed.model, parsed.count,
                flavor.vcpus() > 0 ? flavor.vcpus() : parsed.vcpus,
                flavor.ram() > 0 ? flavor.ram() / 1024 : parsed.ramGb,
                parsed.flavorId, parsed.name, parsed.variant, parsed.vgpuMemoryGb));
    }

    /** Reads a flavor name alone; empty when it is not a GPU flavor name of a known model. */
    public static Optional<GpuFlavor> parse(String name, String flavorId) {
        if (name == null) {
            return Optional.empty();
        }
        Matcher matcher = NAME.matcher(name.trim());
        if (!matcher.matches()) {
            return Optional.empty();
        }
        GpuModel model = null;
        List<String> variant = new ArrayList<>();
        for (String token : matcher.group(4).split("-")) {
            Optional<GpuModel> known = model == null ? GpuModel.fromVkFlavorToken(token) : Optional.empty();
            if (known.isPresent()) {
                model = known.get();
            } else {
                variant.add(token);
            }
        }
        if (model == null) {
            return Optional.empty();
        }
        boolean virtual = !matcher.group(6).isEmpty();
        int number = Integer.parseInt(matcher.group(5));
        if (number <= 0) {
            return Optional.empty();
        }
        return Optional.of(new GpuFlavor(model, virtual ? 1 : number, Integer.parseInt(matcher.group(2)),
                Integer.parseInt(matcher.group(3)), flavorId, name, String.join("-", variant), virtual ? number : 0));
    }
}
