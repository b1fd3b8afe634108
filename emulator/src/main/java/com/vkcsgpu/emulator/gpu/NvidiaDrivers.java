package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.Conditions;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.emulator.kube.ResourceType;
import com.vkcsgpu.emulator.kube.WriteScope;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The operator's NVIDIADriver controller (NVIDIA/gpu-operator controllers/nvidiadriver_controller.go, v26.3.3):
 * when the ClusterPolicy delegates the driver ({@code spec.driver.useNvidiaDriverCRD: true}), each
 * {@code nvidia.com/v1alpha1} NVIDIADriver gets a driver DaemonSet of its own on the nodes its
 * {@code spec.nodeSelector} selects (default {@code nvidia.com/gpu.present=true}), named
 * {@code nvidia-<driverType>-driver-<os>-<hash>}. As upstream (internal/validator/validator.go), when any node
 * is selected by two resources no resource is reconciled and each reports reason {@code ConflictingNodeSelector};
 * without delegation each reports state {@code disabled}. Status: {@code ready} once its DaemonSet is ready,
 * else {@code notReady} with reason {@code DriverNotReady}. From v26.7.0 a resource with {@code spec.default: true}
 * (the chart's {@code default}) is the fallback for the GPU nodes no other resource selects and is left out of the
 * conflict check (api/nvidia/v1alpha1/nvidiadriver_types.go@v26.7.0, field {@code Default}); here its DaemonSet
 * excludes the others' nodes by required node affinity.
 */
final class NvidiaDrivers {
    static final String API_VERSION = "nvidia.com/v1alpha1";
    static final String KIND = "NVIDIADriver";
    private static final String DRIVER_COMPONENT = "app.kubernetes.io/component=nvidia-driver";

    private final KubeStore store;

    NvidiaDrivers(KubeStore store) {
        this.store = store;
    }

    /** Whether the ClusterPolicy hands the driver to NVIDIADriver resources. */
    static boolean delegated(JsonObject policySpec) {
        JsonElement flag = Optional.ofNullable(Json.childOrNull(policySpec, "driver"))
                .map(d -> d.get("useNvidiaDriverCRD")).orElse(null);
        return flag != null && flag.isJsonPrimitive() && flag.getAsBoolean();
    }

    /** The labels a resource's nodes must carry. */
    static Map<String, String> nodeSelector(JsonObject nvidiaDriver) {
        Map<String, String> selector = Json.stringMap(Json.childOrNull(Json.childOrNull(nvidiaDriver, "spec"),
                "nodeSelector"));
        return selector.isEmpty() ? Map.of(NodeLabels.GPU_PRESENT, "true") : selector;
    }

    /** Whether {@code nvidiaDriver} is the fallback driver ({@code spec.default: true}, v26.7.0 and later). */
    static boolean isDefault(JsonObject nvidiaDriver) {
        JsonElement flag = Json.childOrNull(nvidiaDriver, "spec") == null ? null
                : Json.child(nvidiaDriver, "spec").get("default");
        return flag != null && flag.isJsonPrimitive() && flag.getAsBoolean();
    }

    /**
     * The required node affinity that keeps the fallback driver off every node another resource selects: a node
     * is excluded when it carries all labels of some other selector, so each term negates one label of each
     * selector (NotIn also matches nodes without the label). Null when there are no other resources.
     */
    static JsonObject fallbackAffinity(List<JsonObject> drivers) {
        List<List<JsonObject>> terms = List.of(List.of());
        for (JsonObject other : drivers) {
            if (isDefault(other)) {
                continue;
            }
            List<List<JsonObject>> next = new java.util.ArrayList<>();
            for (List<JsonObject> term : terms) {
                nodeSelector(other).forEach((key, value) -> {
                    JsonObject notIn = new JsonObject();
                    notIn.addProperty("key", key);
                    notIn.addProperty("operator", "NotIn");
                    JsonArray values = new JsonArray();
                    values.add(value);
                    notIn.add("values", values);
                    List<JsonObject> extended = new java.util.ArrayList<>(term);
                    extended.add(notIn);
                    next.add(extended);
                });
            }
            terms = next;
        }
        if (terms.size() == 1 && terms.get(0).isEmpty()) {
            return null;
        }
        JsonArray selectorTerms = new JsonArray();
        for (List<JsonObject> term : terms) {
            JsonArray expressions = new JsonArray();
            term.forEach(expressions::add);
            JsonObject t = new JsonObject();
            t.add("matchExpressions", expressions);
            selectorTerms.add(t);
        }
        JsonObject affinity = new JsonObject();
        JsonObject required = new JsonObject();
        required.add("nodeSelectorTerms", selectorTerms);
        JsonObject nodeAffinity = new JsonObject();
        nodeAffinity.add("requiredDuringSchedulingIgnoredDuringExecution", required);
        affinity.add("nodeAffinity", nodeAffinity);
        return affinity;
    }

    /** The DaemonSet name of a resource: stable per resource, as the operator's hash of its node pool is. */
    static String daemonSetName(JsonObject nvidiaDriver) {
        String driverType = Optional.ofNullable(Json.string(Json.child(nvidiaDriver, "spec"), "driverType"))
                .filter(t -> !t.isEmpty()).orElse("gpu");
        return "nvidia-" + driverType + "-driver-" + OperandDaemonSets.OS_TAG + "-"
                + Integer.toHexString(Json.name(nvidiaDriver).hashCode() & 0xfffffff);
    }

    /**
     * Reconciles every NVIDIADriver against the ClusterPolicy {@code policy}: their DaemonSets in
     * {@code namespace}, and their status. Removes driver DaemonSets no resource wants any more.
     */
    void reconcile(ResourceType type, JsonObject policy, String namespace, Optional<String> osTag) {
        List<JsonObject> drivers = store.list(type, null, LabelSelector.ALL, FieldSelector.ALL);
        Set<String> wanted = new HashSet<>();
        if (!delegated(Json.child(policy, "spec"))) {
            for (JsonObject driver : drivers) {
                writeStatus(type, driver, "disabled", false, "Reconciled",
                        "useNvidiaDriverCRD is not enabled in ClusterPolicy");
            }
        } else {
            Optional<String> conflict = conflict(drivers);
            for (JsonObject driver : drivers) {
                if (conflict.isPresent()) {
                    writeStatus(type, driver, "notReady", false, "ConflictingNodeSelector", conflict.get()
                            + " (resource " + Json.name(driver) + ", nodeSelector " + nodeSelector(driver) + ")");
                    continue;
                }
                if (osTag.isEmpty()) {
                    // Upstream renders one DaemonSet per node pool of NFD-labelled GPU nodes: none yet, so no
                    // DaemonSet, and an empty sync is ready (internal/state/nodepool.go getNodePools,
                    // internal/state/driver.go, state_skel.go getSyncState, v26.3.3).
                    writeReady(type, driver);
                    continue;
                }
                String name = daemonSetName(driver);
                wanted.add(name);
                JsonObject rendered = OperandDaemonSets.renderNvidiaDriver(policy, driver, name, namespace, osTag.get());
                JsonObject fallback = isDefault(driver) ? fallbackAffinity(drivers) : null;
                if (fallback != null) {
                    Json.child(Json.child(Json.child(rendered, "spec"), "template"), "spec").add("affinity", fallback);
                }
                Optional<JsonObject> live = store.get(BuiltinTypes.DAEMON_SET, namespace, name);
                if (live.isEmpty() || !rendered.get("spec").equals(live.get().get("spec"))) {
                    store.apply(BuiltinTypes.DAEMON_SET, namespace, name, rendered, WriteScope.MAIN,
                            GpuOperatorSimulation.OPERATOR, true);
                }
                if (ClusterPolicyStatus.daemonSetReady(store, namespace, name)) {
                    writeReady(type, driver);
                } else {
                    writeStatus(type, driver, "notReady", false, "DriverNotReady",
                            "Waiting for driver pod to be ready");
                }
            }
        }
        for (JsonObject ds : store.list(BuiltinTypes.DAEMON_SET, namespace, LabelSelector.parse(DRIVER_COMPONENT),
                FieldSelector.ALL)) {
            if (!Json.name(ds).equals(Operand.DRIVER.app) && !wanted.contains(Json.name(ds))) {
                store.delete(BuiltinTypes.DAEMON_SET, namespace, Json.name(ds));
            }
        }
    }

    /** The first node two resources select, as the operator's validator words it; empty when disjoint. */
    private Optional<String> conflict(List<JsonObject> drivers) {
        Map<String, String> selectedBy = new HashMap<>();
        for (JsonObject driver : drivers.stream().filter(d -> !isDefault(d)).toList()) {
            LabelSelector selector = LabelSelector.parse(String.join(",", nodeSelector(driver).entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).toList()));
            for (JsonObject node : store.list(BuiltinTypes.NODE, null, selector, FieldSelector.ALL)) {
                String previous = selectedBy.putIfAbsent(Json.name(node), Json.name(driver));
                if (previous != null) {
                    return Optional.of("conflicting NVIDIADriver NodeSelectors found: node " + Json.name(node)
                            + " is selected by " + previous + " and " + Json.name(driver));
                }
            }
        }
        return Optional.empty();
    }

    private void writeReady(ResourceType type, JsonObject driver) {
        writeStatus(type, driver, "ready", true, "Reconciled", "All resources have been successfully reconciled");
    }

    /** Ready and Error, always written as opposites (internal/conditions/nvidiadriver.go). */
    private void writeStatus(ResourceType type, JsonObject driver, String state, boolean ready, String reason,
                             String message) {
        JsonObject status = new JsonObject();
        status.addProperty("state", state);
        JsonArray conditions = new JsonArray();
        JsonObject previous = Json.childOrNull(driver, "status");
        conditions.add(Conditions.carry(previous, "Ready", ready ? "True" : "False",
                ready ? reason : "Error", ready ? message : "", false));
        conditions.add(Conditions.carry(previous, "Error", ready ? "False" : "True",
                ready ? "Ready" : reason, ready ? "" : message, false));
        status.add("conditions", conditions);
        ClusterPolicyStatus.writeStatus(store, type, driver, status);
    }

    /** Every driver DaemonSet in {@code namespace} by name: the ClusterPolicy's and the NVIDIADrivers'. */
    static Map<String, JsonObject> daemonSets(KubeStore store, String namespace) {
        Map<String, JsonObject> all = new LinkedHashMap<>();
        for (JsonObject ds : store.list(BuiltinTypes.DAEMON_SET, namespace, LabelSelector.parse(DRIVER_COMPONENT),
                FieldSelector.ALL)) {
            all.put(Json.name(ds), ds);
        }
        return all;
    }
}
