package com.vkcsgpu.emulator.cloud;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The flavors and availability zones of the emulated region.
 *
 * <p>Names follow VK's pattern {@code <CATEGORY>-<vCPU>-<RAM_GB>-<MODEL>-<COUNT>} (reference §8,
 * from cloud.vk.com GPU docs). The A100 80 GB ×2/×4 and L4 ×2/×4 sizes are extrapolated from
 * the ×1 names and the documented GPU counts 1/2/4; H200 comes as ×1 and ×8.
 *
 * <p>EMULATOR ASSUMPTION: how VK exposes which zone offers which GPU is UNKNOWN (the gen-2
 * {@code availability-zones} call returns only names, {@code {"azs":["MS1",…]}}). Here each flavor
 * carries the extra spec {@value #ZONES_SPEC} = comma-separated zone names; a GPU node group in a
 * zone not listed there is refused with 400. CPU flavors are offered in every zone. Also
 * {@code pci_passthrough:alias} (the standard Nova way of asking for a passthrough GPU) names
 * the GPU and count, e.g. {@code a100-80g:2}.
 *
 * <p>Zones: {@code MS1} (L4 only), {@code GZ1} (A100 40/80 GB, L4), {@code ME1} (A100 80 GB, H200).
 * Flavor ids are UUIDs derived from the name, so they are stable across emulator runs.
 */
final class FlavorCatalog {
    static final String ZONES_SPEC = "vkcs-emulator:availability_zones";
    static final List<String> ZONES = List.of("MS1", "GZ1", "ME1");

    private final Map<String, Flavor> byId = new LinkedHashMap<>();

    FlavorCatalog() {
        cpu("STD2-2-4", 2, 4);
        cpu("STD3-4-8", 4, 8);
        cpu("STD3-8-16", 8, 16);
        cpu("STD2-16-32", 16, 32);
        cpu("STD3-16-64", 16, 64);
        gpu("GPU1A-32-96-A100-1", 32, 96, 1, "NVIDIA-A100-PCIE-40GB", "a100-40g", List.of("GZ1"));
        gpu("GPU3-32-192-A100x80-1", 32, 192, 1, "NVIDIA-A100-SXM4-80GB", "a100-80g", List.of("GZ1", "ME1"));
        gpu("GPU3-64-384-A100x80-2", 64, 384, 2, "NVIDIA-A100-SXM4-80GB", "a100-80g", List.of("GZ1", "ME1"));
        gpu("GPU3-128-768-A100x80-4", 128, 768, 4, "NVIDIA-A100-SXM4-80GB", "a100-80g", List.of("GZ1", "ME1"));
        gpu("GPU2-16-72-L4-1", 16, 72, 1, "NVIDIA-L4", "l4", List.of("MS1", "GZ1"));
        gpu("GPU2-32-144-L4-2", 32, 144, 2, "NVIDIA-L4", "l4", List.of("MS1", "GZ1"));
        gpu("GPU2-64-288-L4-4", 64, 288, 4, "NVIDIA-L4", "l4", List.of("MS1", "GZ1"));
        gpu("GPU-44-256-H200-1", 44, 256, 1, "NVIDIA-H200", "h200", List.of("ME1"));
        gpu("GPU-240-2048-H200-8", 240, 2048, 8, "NVIDIA-H200", "h200", List.of("ME1"));
    }

    List<Flavor> all() {
        return List.copyOf(byId.values());
    }

    Optional<Flavor> byId(String id) {
        return Optional.ofNullable(id == null ? null : byId.get(id));
    }

    Optional<Flavor> byName(String name) {
        return byId.values().stream().filter(f -> f.name().equals(name)).findFirst();
    }

    private void cpu(String name, int vcpus, int ramGb) {
        Map<String, String> specs = new LinkedHashMap<>();
        specs.put("mcs:cpu_generation", "cascadelake-v1");
        specs.put(ZONES_SPEC, String.join(",", ZONES));
        put(new Flavor(idFor(name), name, vcpus, ramGb * 1024, 0, null, ZONES, specs));
    }

    private void gpu(String name, int vcpus, int ramGb, int gpus, String model, String alias, List<String> zones) {
        Map<String, String> specs = new LinkedHashMap<>();
        specs.put("mcs:cpu_generation", "icelake-v1");
        specs.put("pci_passthrough:alias", alias + ":" + gpus);
        specs.put(ZONES_SPEC, String.join(",", zones));
        put(new Flavor(idFor(name), name, vcpus, ramGb * 1024, gpus, model, new ArrayList<>(zones), specs));
    }

    private void put(Flavor flavor) {
        byId.put(flavor.id(), flavor);
    }

    private static String idFor(String name) {
        return UUID.nameUUIDFromBytes(("vkcs-emulator-flavor:" + name).getBytes(StandardCharsets.UTF_8)).toString();
    }
}
