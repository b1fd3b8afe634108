package com.vkcsgpu.emulator.cloud;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The flavors and availability zones of the emulated cloud.
 *
 * <p>Documented facts: the zones, Moscow {@code GZ1}, {@code MS1}, {@code ME1}, {@code PA2} and
 * Kazakhstan (region {@code kz}) {@code QAZ}, {@code KTP} (vk-cs/docs-public ef2cc93978,
 * docs/ru/intro/start/concepts/architecture/architecture.md); the GPU flavor names, dedicated GPUs
 * {@code <CATEGORY>-<vCPU>-<RAM_GB>-<MODEL>-<COUNT>} and vGPU slices of an L4
 * {@code vGPU-<vCPU>-<RAM_GB>-L4-<VRAM_GB>Q} (docs/ru/computing/gpu/concepts/about/about.md at the same
 * commit), all listed in {@link #DOCUMENTED_GPU_FLAVORS}.
 *
 * <p>EMULATOR SETTING, not a fact: which zone offers which GPU ({@link #DEFAULT_GPU_ZONES}, changed with
 * {@code VkCloudEmulator.Builder.gpuZones}); no public source says, and the gen-2 {@code availability-zones}
 * call returns only names. Each flavor carries the extra spec {@value #ZONES_SPEC} = comma-separated zone
 * names; a GPU node group in a zone not listed there is refused with 400. CPU flavors are offered in every
 * zone. Also {@code pci_passthrough:alias} (the standard Nova way of asking for a passthrough GPU) names
 * the GPU and count, e.g. {@code a100-80g:2}. Flavor ids are UUIDs derived from the name, so they are
 * stable across emulator runs.
 */
final class FlavorCatalog {
    static final String ZONES_SPEC = "vkcs-emulator:availability_zones";
    /** Every documented zone; the emulator has one region and accepts them all. */
    static final List<String> ZONES = List.of("GZ1", "MS1", "ME1", "PA2", "QAZ", "KTP");

    /** The GPU flavors VK documents (dedicated GPUs, then vGPU slices of an L4). */
    static final List<String> DOCUMENTED_GPU_FLAVORS = List.of(
            "GPU1-16-48-V100-1", "GPU1-32-96-V100-2", "GPU1-64-192-V100-4",
            "GPU2-24-72-V100S-1", "GPU2-48-144-V100S-2", "GPU2-96-288-V100S-4",
            "GPU1A-32-96-A100-1", "GPU1A-64-192-A100-2", "GPU1A-128-384-A100-4",
            "GPU3-32-192-A100x80-1", "GPU2-64-384-A100x80-2", "GPU3-112-768-A100x80-4",
            "GPU3-32-192-A100x80-sxm4-1", "GPU3-64-384-A100x80-sxm4-2", "GPU3-112-768-A100x80-sxm4-4",
            "GPU2-16-72-L4-1", "GPU2-32-144-L4-2", "GPU2-64-288-L4-4",
            "GPU3-16-112-L40S-1", "GPU3-32-224-L40S-2", "GPU3-64-448-L40S-4",
            "GPU2-12-112-A30-1", "GPU2-24-224-A30-2", "GPU2-48-448-A30-4",
            "GPU-44-256-H200-1", "GPU-240-2048-H200-8",
            "vGPU-2-8-L4-1Q", "vGPU-2-8-L4-2Q", "vGPU-4-8-L4-2Q", "vGPU-4-16-L4-4Q", "vGPU-8-16-L4-8Q",
            "vGPU-16-32-L4-12Q", "vGPU-32-64-L4-24Q");

    /** The emulator's default answer to "which zones offer this GPU model" (a setting; see above). */
    static final Map<String, List<String>> DEFAULT_GPU_ZONES = Map.of(
            "V100", List.of("MS1"),
            "V100S", List.of("MS1"),
            "A100", List.of("GZ1"),
            "A100x80", List.of("GZ1", "ME1", "KTP"),
            "L4", List.of("MS1", "GZ1", "QAZ"),
            "L40S", List.of("PA2"),
            "A30", List.of("PA2"),
            "H200", List.of("ME1"));

    /** The Nova GPU name and passthrough alias of each model token in a flavor name. */
    private static final Map<String, String[]> MODELS = Map.of(
            "V100", new String[] {"Tesla-V100-PCIE-16GB", "v100"},
            "V100S", new String[] {"Tesla-V100S-PCIE-32GB", "v100s"},
            "A100", new String[] {"NVIDIA-A100-PCIE-40GB", "a100-40g"},
            "A100x80", new String[] {"NVIDIA-A100-SXM4-80GB", "a100-80g"},
            "L4", new String[] {"NVIDIA-L4", "l4"},
            "L40S", new String[] {"NVIDIA-L40S", "l40s"},
            "A30", new String[] {"NVIDIA-A30", "a30"},
            "H200", new String[] {"NVIDIA-H200", "h200"});

    private final Map<String, Flavor> byId = new LinkedHashMap<>();

    FlavorCatalog() {
        this(DEFAULT_GPU_ZONES);
    }

    /** With {@code gpuZones}: model token ({@code A100x80}, {@code L4}, ...) to the zones offering it. */
    FlavorCatalog(Map<String, List<String>> gpuZones) {
        cpu("STD2-2-4", 2, 4);
        cpu("STD3-4-8", 4, 8);
        cpu("STD3-8-16", 8, 16);
        cpu("STD2-16-32", 16, 32);
        cpu("STD3-16-64", 16, 64);
        for (String name : DOCUMENTED_GPU_FLAVORS) {
            String[] parts = name.split("-");
            boolean vgpu = name.startsWith("vGPU-");
            String model = parts[3];
            int gpus = vgpu ? 1 : Integer.parseInt(parts[parts.length - 1]);
            String[] nova = MODELS.get(model);
            gpu(name, Integer.parseInt(parts[1]), Integer.parseInt(parts[2]), gpus, nova[0],
                    vgpu ? nova[1] + "-" + parts[parts.length - 1].toLowerCase(java.util.Locale.ROOT) : nova[1],
                    gpuZones.getOrDefault(model, List.of()));
        }
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
