package com.vkcsgpu.emulator.cloud;

import java.util.List;
import java.util.Map;

/**
 * A compute flavor of the emulated cloud.
 *
 * @param id         UUID, what the APIs take
 * @param name       VK-style name, e.g. {@code GPU1A-32-96-A100-1}
 * (https://cloud.vk.com/docs/ru/computing/gpu/concepts/about)
 * @param vcpus      virtual CPUs
 * @param ramMiB     memory in MiB (Nova's {@code ram})
 * @param gpus       GPUs passed through (0 for CPU flavors)
 * @param gpuModel   GPU product name as NVML/GFD report it (e.g. {@code NVIDIA-A100-SXM4-80GB}), or null
 * @param zones      availability zones that offer the flavor (EMULATOR ASSUMPTION for GPU flavors,
 *                   exposed as extra spec {@value FlavorCatalog#ZONES_SPEC})
 * @param extraSpecs Nova extra specs as returned with microversion 2.61+
 */
public record Flavor(String id, String name, int vcpus, int ramMiB, int gpus, String gpuModel,
                     List<String> zones, Map<String, String> extraSpecs) {

    public Flavor {
        zones = List.copyOf(zones);
        extraSpecs = Map.copyOf(extraSpecs);
    }

    public boolean isGpu() {
        return gpus > 0;
    }
}
