package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeStore;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The device plugin's registration (allocatable resources) and the MIG manager.
 *
 * <p>Resources (NVIDIA/cloud-native-docs gpu-operator/gpu-operator-mig.rst and gpu-sharing.rst): plain
 * {@code nvidia.com/gpu} = physical GPUs; with a MIG config
 * applied, strategy {@code single} advertises the instances as {@code nvidia.com/gpu} and
 * {@code mixed} as {@code nvidia.com/mig-<profile>}; with time-slicing (device-plugin config
 * {@code version: v1}, {@code sharing.timeSlicing.resources[{name: nvidia.com/gpu, replicas: N}]},
 * from the ConfigMap {@code spec.devicePlugin.config.name}, key = node label
 * {@code nvidia.com/device-plugin.config} or {@code spec.devicePlugin.config.default}) the count is
 * GPUs × N, named {@code nvidia.com/gpu.shared} when {@code renameByDefault}; MPS
 * ({@code sharing.mps}, NVIDIA/k8s-device-plugin README "Shared Access to GPUs with CUDA MPS") the same way.
 *
 * <p>MIG manager: when a node's {@code nvidia.com/mig.config} differs from what was applied,
 * {@code nvidia.com/mig.config.state} becomes {@code pending}, then after {@code migReconfigure}
 * {@code success} (or {@code failed} for a config the GPU does not have). Approximation: the
 * device plugin and GFD are not paused ({@code paused-for-mig-change}) during the change.
 */
final class DeviceResources {
    static final String MIG_CONFIG_LABEL = "nvidia.com/mig.config";
    static final String MIG_STATE_LABEL = "nvidia.com/mig.config.state";
    private static final String MANAGER = "kubelet";

    /**
     * Time-slicing or MPS as configured for a node; {@code strategy} is GFD's {@code nvidia.com/gpu.sharing-strategy}
     * ({@code none}, {@code time-slicing} or {@code mps}).
     */
    record Sharing(int replicas, boolean rename, String strategy) {
        static final Sharing NONE = new Sharing(1, false, "none");

        String productSuffix() {
            return replicas > 1 ? "-SHARED" : "";
        }
    }

    private final KubeStore store;
    private final GpuTimings timings;
    private final Map<String, String> appliedMig = new ConcurrentHashMap<>();
    private final Map<String, Instant> migPendingSince = new ConcurrentHashMap<>();

    DeviceResources(KubeStore store, GpuTimings timings) {
        this.store = store;
        this.timings = timings;
    }

    static boolean advertisesGpus(JsonObject node) {
        return Json.stringMap(Json.childOrNull(Json.childOrNull(node, "status"), "allocatable")).entrySet().stream()
                .anyMatch(e -> (e.getKey().startsWith("nvidia.com/gpu") || e.getKey().startsWith("nvidia.com/mig-"))
                        && !e.getValue().equals("0"));
    }

    Instant reconcile(List<JsonObject> nodes, JsonObject spec, String namespace, GpuOperatorSimulation.Facts facts,
            Function<String, Optional<EmulatedNode>> hardware, NodeFaults faults, Instant now) {
        Instant due = null;
        for (JsonObject node : nodes) {
            String name = Json.name(node);
            EmulatedNode hw = hardware.apply(name).orElse(null);
            if (hw == null || hw.gpus() == 0) {
                continue;
            }
            if (facts.ready(name, Operand.MIG_MANAGER)) {
                Instant migDue = reconcileMig(node, hw, now);
                due = migDue != null && (due == null || migDue.isBefore(due)) ? migDue : due;
            }
            Map<String, String> resources = new TreeMap<>();
            if (facts.ready(name, Operand.DEVICE_PLUGIN) && !faults.has(name, GpuFault.Kind.MISSING_GPUS)) {
                resources.putAll(resources(node, hw, spec, namespace));
            }
            Map<String, String> allocatable = new TreeMap<>(resources);
            if (faults.has(name, GpuFault.Kind.GPU_FELL_OFF_BUS) && allocatable.containsKey("nvidia.com/gpu")) {
                // The device plugin marks the GPU unhealthy: the kubelet keeps it in capacity, not in allocatable.
                long healthy = Math.max(0, Long.parseLong(allocatable.get("nvidia.com/gpu")) - 1);
                allocatable.put("nvidia.com/gpu", Long.toString(healthy));
            }
            writeResources(name, resources, allocatable);
        }
        return due;
    }

    private Instant reconcileMig(JsonObject node, EmulatedNode hw, Instant now) {
        String name = Json.name(node);
        Map<String, String> labels = Json.labels(node);
        String wanted = labels.get(MIG_CONFIG_LABEL);
        if (wanted == null) {
            return null;
        }
        String state = labels.get(MIG_STATE_LABEL);
        if (wanted.equals(appliedMig.get(name))) {
            setLabel(name, MIG_STATE_LABEL, "success");
            return null;
        }
        if (!"pending".equals(state) || !migPendingSince.containsKey(name + "=" + wanted)) {
            migPendingSince.keySet().removeIf(k -> k.startsWith(name + "="));
            migPendingSince.put(name + "=" + wanted, now);
            setLabel(name, MIG_STATE_LABEL, "pending");
            return now.plus(timings.migReconfigure());
        }
        Instant done = migPendingSince.get(name + "=" + wanted).plus(timings.migReconfigure());
        if (now.isBefore(done)) {
            return done;
        }
        if (MigProfiles.instancesPerGpu(hw.gpuModel(), wanted).isPresent()) {
            appliedMig.put(name, wanted);
            setLabel(name, MIG_STATE_LABEL, "success");
        } else {
            setLabel(name, MIG_STATE_LABEL, "failed");
        }
        return null;
    }

    private Map<String, String> resources(JsonObject node, EmulatedNode hw, JsonObject spec, String namespace) {
        Map<String, String> resources = new LinkedHashMap<>();
        String applied = appliedMig.get(Json.name(node));
        Map<String, Integer> mig = applied == null ? Map.of()
                : MigProfiles.instancesPerGpu(hw.gpuModel(), applied).orElse(Map.of());
        if (!mig.isEmpty()) {
            if (NodeLabels.migStrategy(spec).equals("mixed")) {
                mig.forEach((profile, count) -> resources.put("nvidia.com/mig-" + profile,
                        Integer.toString(count * hw.gpus())));
            } else {
                int instances = mig.values().stream().mapToInt(Integer::intValue).sum();
                resources.put("nvidia.com/gpu", Integer.toString(instances * hw.gpus()));
            }
            return resources;
        }
        Sharing sharing = sharing(node, spec, namespace);
        resources.put(sharing.rename() ? "nvidia.com/gpu.shared" : "nvidia.com/gpu",
                Integer.toString(hw.gpus() * sharing.replicas()));
        return resources;
    }

    Sharing sharing(JsonObject node, JsonObject spec) {
        return sharing(node, spec, null);
    }

    private Sharing sharing(JsonObject node, JsonObject spec, String namespace) {
        JsonObject config = Json.childOrNull(Json.childOrNull(spec, "devicePlugin"), "config");
        String configMap = Json.string(config, "name");
        if (configMap == null || configMap.isEmpty()) {
            return Sharing.NONE;
        }
        String key = Json.labels(node).getOrDefault("nvidia.com/device-plugin.config", Json.string(config, "default"));
        String ns = namespace != null ? namespace : operatorNamespaceOf(spec);
        Optional<JsonObject> map = ns == null ? Optional.empty() : store.get(BuiltinTypes.CONFIG_MAP, ns, configMap);
        String yaml = map.map(m -> Json.stringMap(Json.childOrNull(m, "data")).get(key)).orElse(null);
        if (yaml == null) {
            return Sharing.NONE;
        }
        Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
        JsonElement parsed = com.google.gson.JsonParser.parseString(new com.google.gson.Gson().toJson(loaded));
        JsonObject sharing = parsed.isJsonObject() ? Json.childOrNull(parsed.getAsJsonObject(), "sharing") : null;
        // Given both, the plugin uses MPS (NVIDIA/k8s-device-plugin api/config/v1/sharing.go, SharingStrategy).
        JsonObject mps = Json.childOrNull(sharing, "mps");
        return mps != null && mps.has("resources") ? replicated(mps, "mps")
                : replicated(Json.childOrNull(sharing, "timeSlicing"), "time-slicing");
    }

    /** The {@code nvidia.com/gpu} replicas of one sharing section ({@code timeSlicing} or {@code mps}). */
    private static Sharing replicated(JsonObject section, String strategy) {
        if (section == null || !section.has("resources")) {
            return Sharing.NONE;
        }
        boolean rename = section.has("renameByDefault") && section.get("renameByDefault").getAsBoolean();
        for (JsonElement resource : section.getAsJsonArray("resources")) {
            JsonObject r = resource.getAsJsonObject();
            if ("nvidia.com/gpu".equals(Json.string(r, "name")) && r.has("replicas")) {
                return new Sharing(r.get("replicas").getAsInt(), rename, strategy);
            }
        }
        return Sharing.NONE;
    }

    private String lastNamespace;

    private String operatorNamespaceOf(JsonObject spec) {
        return lastNamespace;
    }

    void rememberNamespace(String namespace) {
        this.lastNamespace = namespace;
    }

    private void writeResources(String node, Map<String, String> capacity, Map<String, String> allocatable) {
        store.edit(BuiltinTypes.NODE, null, node, MANAGER, live -> {
            JsonObject status = Json.child(live, "status");
            for (String field : List.of("capacity", "allocatable")) {
                JsonObject map = Json.child(status, field);
                List.copyOf(map.keySet()).stream().filter(k -> k.startsWith("nvidia.com/")).forEach(map::remove);
                (field.equals("capacity") ? capacity : allocatable).forEach(map::addProperty);
            }
            return live;
        });
    }

    private void setLabel(String node, String key, String value) {
        store.edit(BuiltinTypes.NODE, null, node, "nvidia-mig-manager", live -> {
            Json.child(Json.metadata(live), "labels").addProperty(key, value);
            return live;
        });
    }
}
