package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.emulator.kube.NodeFit;
import com.vkcsgpu.emulator.kube.Owners;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Node labels from three writers: NFD (PCI and OS features, on nodes its worker runs on), the
 * operator ({@code nvidia.com/gpu.present} and the deploy labels, state_manager.go), and GPU
 * Feature Discovery (product, count, memory, driver version, sharing; k8s-device-plugin
 * docs/gpu-feature-discovery).
 *
 * <p>NFD runs where its worker DaemonSet's pods run (label {@code app.kubernetes.io/name=
 * node-feature-discovery}, {@code role=worker}), so its {@code tolerations} and {@code nodeSelector}
 * from the Helm values decide which nodes get labels. The workers only report features; the master
 * (Deployment pods labelled {@code role=master}) writes them onto the nodes, so when the chart deployed
 * NFD (a worker DaemonSet or a master Deployment exists) nodes are labelled only while a master pod is
 * Ready: a master that tolerates none of the nodes' taints stays Pending and nothing gets labelled
 * (kubernetes-sigs/node-feature-discovery, nfd-master). Without either in the cluster, NFD is taken to
 * run outside the chart ({@code nfd.enabled=false}): the simulation assumes the chart default worker
 * tolerations (control-plane and {@code nvidia.com/gpu} Exists NoSchedule), or the JSON list in the
 * ClusterPolicy annotation {@value #NFD_TOLERATIONS_ANNOTATION}.
 */
final class NodeLabels {
    static final String NFD_TOLERATIONS_ANNOTATION = "emulator.vkcs-gpu/nfd-worker-tolerations";
    static final String PCI_LABEL = "feature.node.kubernetes.io/pci-10de.present";
    static final String GPU_PRESENT = "nvidia.com/gpu.present";
    static final String DEPLOY_DRIVER = "nvidia.com/gpu.deploy.driver";
    /** The driver deploy label's value on a node whose driver is the host's (NVIDIA cloud-native-docs getting-started.rst). */
    static final String PRE_INSTALLED = "pre-installed";
    private static final List<String> DEPLOY_LABELS = List.of("driver", "gpu-feature-discovery",
            "container-toolkit", "device-plugin", "dcgm", "dcgm-exporter", "node-status-exporter",
            "operator-validator", "client");
    private static final String NFD_MANAGER = "nfd-master";
    private static final String GFD_MANAGER = "gpu-feature-discovery";

    private final KubeStore store;
    private final GpuTimings timings;
    private final Map<String, Instant> workerSeen = new ConcurrentHashMap<>();

    NodeLabels(KubeStore store, GpuTimings timings) {
        this.store = store;
        this.timings = timings;
    }

    /** NFD: labels nodes an NFD worker runs on, {@code nfdDiscovery} after it started. */
    Instant discoverFeatures(List<JsonObject> nodes, JsonObject policy,
            Function<String, Optional<EmulatedNode>> hardware, Instant now) {
        List<JsonObject> workers = store.list(BuiltinTypes.DAEMON_SET, null,
                LabelSelector.parse("app.kubernetes.io/name=node-feature-discovery,role=worker"), FieldSelector.ALL);
        if (!masterRunning(!workers.isEmpty())) {
            workerSeen.clear();
            return null;
        }
        Instant due = null;
        for (JsonObject node : nodes) {
            String name = Json.name(node);
            boolean covered = workers.isEmpty() ? NodeFit.daemonPodFits(defaultWorker(policy), node)
                    : store.list(BuiltinTypes.POD, null, LabelSelector.parse("app.kubernetes.io/name=node-feature-discovery,role=worker"),
                            FieldSelector.parse("spec.nodeName=" + name)).stream().anyMatch(Owners::isPodReady);
            if (!covered) {
                workerSeen.remove(name);
                continue;
            }
            Instant seen = workerSeen.computeIfAbsent(name, n -> now);
            Instant labelAt = seen.plus(timings.nfdDiscovery());
            if (now.isBefore(labelAt)) {
                due = labelAt;
                continue;
            }
            Map<String, String> labels = new LinkedHashMap<>(NodeImages.nfdLabels(node));
            if (hardware.apply(name).map(h -> h.gpus() > 0).orElse(false)) {
                labels.put(PCI_LABEL, "true");
            }
            setLabels(name, labels, Map.of(), NFD_MANAGER);
        }
        return due;
    }

    /** Whether a master writes NFD's labels: a Ready master pod, or NFD deployed outside the chart. */
    private boolean masterRunning(boolean chartWorkers) {
        LabelSelector masters = LabelSelector.parse("app.kubernetes.io/name=node-feature-discovery,role=master");
        boolean chartMaster = !store.list(BuiltinTypes.DEPLOYMENT, null, masters, FieldSelector.ALL).isEmpty();
        if (!chartWorkers && !chartMaster) {
            return true;
        }
        return store.list(BuiltinTypes.POD, null, masters, FieldSelector.ALL).stream()
                .filter(p -> !Json.metadata(p).has("deletionTimestamp")).anyMatch(Owners::isPodReady);
    }

    private static JsonObject defaultWorker(JsonObject policy) {
        JsonObject pod = new JsonObject();
        String annotation = Json.stringMap(Json.childOrNull(Json.metadata(policy), "annotations"))
                .get(NFD_TOLERATIONS_ANNOTATION);
        JsonArray tolerations = new JsonArray();
        if (annotation != null) {
            tolerations = com.google.gson.JsonParser.parseString(annotation).getAsJsonArray();
        } else {
            // deployments/gpu-operator/values.yaml node-feature-discovery.worker.tolerations
            for (String key : List.of("node-role.kubernetes.io/control-plane", "nvidia.com/gpu")) {
                JsonObject toleration = new JsonObject();
                toleration.addProperty("key", key);
                toleration.addProperty("operator", "Exists");
                toleration.addProperty("effect", "NoSchedule");
                tolerations.add(toleration);
            }
        }
        Json.child(pod, "spec").add("tolerations", tolerations);
        return pod;
    }

    private static final String PAUSED = "paused-for-driver-upgrade";

    /**
     * The operator's labels: GPU nodes (NVIDIA PCI label) get gpu.present and the deploy labels; a node whose image
     * carries a driver gets {@code nvidia.com/gpu.deploy.driver=pre-installed}, so the driver DaemonSet skips it.
     */
    void labelGpuNodes(List<JsonObject> nodes, JsonObject spec, NodeFaults faults) {
        boolean migManager = OperandDaemonSets.enabled(spec, Operand.MIG_MANAGER);
        String defaultMigConfig = OperandDaemonSets.orDefault(
                Json.string(Json.childOrNull(Json.childOrNull(spec, "migManager"), "config"), "default"), "all-disabled");
        for (JsonObject node : nodes) {
            Map<String, String> labels = Json.labels(node);
            boolean gpuNode = "true".equals(labels.get(PCI_LABEL))
                    || "true".equals(labels.get("feature.node.kubernetes.io/pci-0302_10de.present"))
                    || "true".equals(labels.get("feature.node.kubernetes.io/pci-0300_10de.present"));
            boolean optedOut = "false".equals(labels.get("nvidia.com/gpu.deploy.operands"));
            Map<String, String> add = new LinkedHashMap<>();
            Map<String, String> remove = new LinkedHashMap<>();
            if (gpuNode && !optedOut) {
                add.put(GPU_PRESENT, "true");
                // Existing values (e.g. "false", "paused-for-mig-change", "pre-installed", a MIG config a user
                // chose) are kept, as upstream, by not writing them at all: this node is a snapshot, and writing its
                // values back would undo a change made since it was read (a user's new nvidia.com/mig.config).
                DEPLOY_LABELS.forEach(d -> putIfMissing(labels, add, "nvidia.com/gpu.deploy." + d, "true"));
                if (faults.has(Json.name(node), GpuFault.Kind.DEPLOY_LABEL_PAUSED)
                        && !PAUSED.equals(labels.get(Operand.DEVICE_PLUGIN.deployLabel))) {
                    // What k8s-driver-manager writes while it reinstalls the driver, left behind.
                    add.put(Operand.DEVICE_PLUGIN.deployLabel, PAUSED);
                }
                if (NodeImages.hostDriver(node, faults) && !PRE_INSTALLED.equals(labels.get(DEPLOY_DRIVER))) {
                    add.put(DEPLOY_DRIVER, PRE_INSTALLED);
                }
                boolean migCapable = labels.containsKey("nvidia.com/mig.capable")
                        ? "true".equals(labels.get("nvidia.com/mig.capable"))
                        : MigProfiles.capable(labels.get("nvidia.com/gpu.product"));
                if (migCapable && migManager) {
                    putIfMissing(labels, add, Operand.MIG_MANAGER.deployLabel, "true");
                    putIfMissing(labels, add, DeviceResources.MIG_CONFIG_LABEL, defaultMigConfig);
                }
            } else {
                labels.keySet().stream().filter(k -> k.startsWith("nvidia.com/gpu.deploy.") || k.equals(GPU_PRESENT))
                        .forEach(k -> remove.put(k, ""));
            }
            setLabels(Json.name(node), add, remove, GpuOperatorSimulation.OPERATOR);
        }
    }

    /** Adds {@code key=value} to {@code add} only when the node read as {@code labels} has no such label. */
    private static void putIfMissing(Map<String, String> labels, Map<String, String> add, String key, String value) {
        if (!labels.containsKey(key)) {
            add.put(key, value);
        }
    }

    /** GFD: product, count, memory, replicas, sharing, driver version, MIG labels on nodes its pod is Ready on. */
    void featureDiscovery(List<JsonObject> nodes, JsonObject spec, GpuOperatorSimulation.Facts facts,
            Function<String, Optional<EmulatedNode>> hardware, DeviceResources resources,
            NodeFaults faults) {
        for (JsonObject node : nodes) {
            String name = Json.name(node);
            EmulatedNode hw = hardware.apply(name).orElse(null);
            if (hw == null || hw.gpus() == 0 || !facts.ready(name, Operand.GFD)
                    || faults.has(name, GpuFault.Kind.MISSING_GPUS)) {
                continue;
            }
            String product = productName(hw.gpuModel());
            DeviceResources.Sharing sharing = resources.sharing(node, spec);
            Map<String, String> labels = new LinkedHashMap<>();
            labels.put("nvidia.com/gpu.product", product + sharing.productSuffix());
            labels.put("nvidia.com/gpu.count", Integer.toString(hw.gpus()));
            labels.put("nvidia.com/gpu.memory", Integer.toString(memoryMiB(hw.gpuModel())));
            labels.put("nvidia.com/gpu.replicas", Integer.toString(sharing.replicas()));
            labels.put("nvidia.com/gpu.sharing-strategy", sharing.replicas() > 1 ? sharing.strategy() : "none");
            // GFD's sharing labeler (NVIDIA/k8s-device-plugin internal/lm/nvml.go): true under an MPS config, which
            // the operator's MPS control daemon selects its nodes by.
            labels.put("nvidia.com/mps.capable", Boolean.toString("mps".equals(sharing.strategy())));
            labels.put("nvidia.com/gpu.family", family(hw.gpuModel()));
            labels.put("nvidia.com/mig.capable", Boolean.toString(MigProfiles.capable(hw.gpuModel())));
            if (MigProfiles.capable(hw.gpuModel())) {
                labels.put("nvidia.com/mig.strategy", migStrategy(spec));
            }
            facts.pod(name, Operand.DRIVER).map(driver -> OperandDaemonSets.driverVersionOf(Json.child(driver, "spec")
                    .getAsJsonArray("containers").get(0).getAsJsonObject().get("image").getAsString()))
                    .or(() -> facts.hostDriver(name) ? Optional.of(NodeImages.HOST_DRIVER_VERSION) : Optional.empty())
                    .ifPresent(version -> {
                String[] parts = version.split("\\.");
                labels.put("nvidia.com/cuda.driver-version.full", version);
                labels.put("nvidia.com/cuda.driver-version.major", parts[0]);
                if (parts.length > 1) {
                    labels.put("nvidia.com/cuda.driver-version.minor", parts[1]);
                }
                if (parts.length > 2) {
                    labels.put("nvidia.com/cuda.driver-version.revision", parts[2]);
                }
            });
            setLabels(name, labels, Map.of(), GFD_MANAGER);
        }
    }

    static String migStrategy(JsonObject spec) {
        return OperandDaemonSets.orDefault(Json.string(Json.childOrNull(spec, "mig"), "strategy"), "single");
    }

    /** GFD's product label: the NVML name with spaces as dashes, e.g. {@code NVIDIA-A100-SXM4-80GB}. */
    static String productName(String model) {
        String name = model == null ? "NVIDIA-GPU" : model.trim().replace(' ', '-');
        return name.startsWith("NVIDIA-") ? name : "NVIDIA-" + name;
    }

    private static int memoryMiB(String model) {
        String lower = model == null ? "" : model.toLowerCase(java.util.Locale.ROOT);
        if (lower.contains("h200")) {
            return 143771;
        }
        if (lower.contains("a100")) {
            return lower.contains("80") ? 81920 : 40960;
        }
        return lower.contains("l4") ? 23034 : 16384;
    }

    private static String family(String model) {
        String lower = model == null ? "" : model.toLowerCase(java.util.Locale.ROOT);
        return lower.contains("h100") || lower.contains("h200") ? "hopper" : lower.contains("l4") ? "ada-lovelace" : "ampere";
    }

    /** Sets (and removes) labels on a node as {@code manager}; a no-op when nothing changes. */
    void setLabels(String node, Map<String, String> add, Map<String, String> remove, String manager) {
        Map<String, String> current = store.get(BuiltinTypes.NODE, null, node).map(Json::labels).orElse(null);
        if (current == null) {
            return;
        }
        boolean changes = add.entrySet().stream().anyMatch(e -> !e.getValue().equals(current.get(e.getKey())))
                || remove.keySet().stream().anyMatch(current::containsKey);
        if (!changes) {
            return;
        }
        store.edit(BuiltinTypes.NODE, null, node, manager, live -> {
            JsonObject labels = Json.child(Json.metadata(live), "labels");
            add.forEach(labels::addProperty);
            remove.keySet().forEach(labels::remove);
            return live;
        });
    }

}
