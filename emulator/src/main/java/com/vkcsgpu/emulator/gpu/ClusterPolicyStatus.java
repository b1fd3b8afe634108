package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.Conditions;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.emulator.kube.Owners;
import com.vkcsgpu.emulator.kube.ResourceType;
import com.vkcsgpu.emulator.kube.WriteScope;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * ClusterPolicy status as the real controller writes it (controllers/clusterpolicy_controller.go,
 * internal/conditions/clusterpolicy.go), to the status subresource:
 * <ul>
 *   <li>a state not ready → {@code notReady}, Ready=False (reason {@code Error}), Error=True reason
 *       {@code OperandNotReady}, message "ClusterPolicy is not ready; states not ready: [state-driver …]";</li>
 *   <li>no node with NFD labels → {@code ready}, Ready=True reason {@code NFDLabelsMissing} "No NFD labels found";</li>
 *   <li>no node with NVIDIA PCI labels → {@code ready}, Ready=True reason {@code NoGPUNodes};</li>
 *   <li>else {@code ready}, Ready=True reason {@code Reconciled};</li>
 *   <li>a GPU node without NFD's OS labels fails the reconcile before any state runs ({@link #writeReconcileFailed}):
 *       Ready=False, Error=True reason {@code ReconcileFailed}, the state left as it was.</li>
 * </ul>
 * While no node is {@code nvidia.com/gpu.present=true} no DaemonSet is judged: the operator deploys none and counts
 * every DaemonSet state ready (controllers/object_controls.go {@code DaemonSet}, v26.3.3).
 * Each DaemonSet is judged by {@code isDaemonSetReady} (object_controls.go): ready when
 * {@code desiredNumberScheduled == 0} (the false signal with untolerated taints), else
 * {@code numberUnavailable == 0}, plus for RollingUpdate generation observed and
 * updated == available == desired, for OnDelete every pod on the current revision and Ready.
 * No {@code observedGeneration} anywhere, as upstream.
 */
final class ClusterPolicyStatus {
    private ClusterPolicyStatus() {}

    static void write(KubeStore store, ResourceType type, JsonObject policy, String namespace) {
        List<JsonObject> nodes = store.list(BuiltinTypes.NODE, null, LabelSelector.ALL, FieldSelector.ALL);
        boolean gpuPresent = nodes.stream().anyMatch(n -> "true".equals(Json.labels(n).get(NodeLabels.GPU_PRESENT)));
        List<String> notReady = new ArrayList<>();
        for (Operand operand : Operand.values()) {
            if (gpuPresent && OperandDaemonSets.enabled(Json.child(policy, "spec"), operand)
                    && !daemonSetReady(store, namespace, operand.app)) {
                notReady.add(operand.state);
            }
        }
        boolean nfdLabels = nodes.stream().anyMatch(n -> Json.labels(n).keySet().stream()
                .anyMatch(k -> k.startsWith("feature.node.kubernetes.io/")));
        boolean gpuNodes = nodes.stream().map(Json::labels).anyMatch(l -> "true".equals(l.get(NodeLabels.PCI_LABEL))
                || "true".equals(l.get("feature.node.kubernetes.io/pci-0302_10de.present"))
                || "true".equals(l.get("feature.node.kubernetes.io/pci-0300_10de.present")));
        JsonObject previous = Json.childOrNull(policy, "status");
        JsonObject status = new JsonObject();
        JsonArray conditions = new JsonArray();
        if (!notReady.isEmpty()) {
            status.addProperty("state", "notReady");
            conditions.add(Conditions.carry(previous, "Ready", "False", "Error", "", false));
            conditions.add(Conditions.carry(previous, "Error", "True", "OperandNotReady",
                    "ClusterPolicy is not ready; states not ready: [" + String.join(" ", notReady) + "]", false));
        } else {
            status.addProperty("state", "ready");
            String reason;
            String message;
            if (!nfdLabels) {
                reason = "NFDLabelsMissing";
                message = "No NFD labels found";
            } else if (!gpuNodes) {
                reason = "NoGPUNodes";
                message = "No GPU node found, watching for new nodes to join the cluster.";
            } else {
                reason = "Reconciled";
                message = "ClusterPolicy is ready as all resources have been successfully reconciled";
            }
            conditions.add(Conditions.carry(previous, "Ready", "True", reason, message, false));
            conditions.add(Conditions.carry(previous, "Error", "False", "Ready", "", false));
        }
        status.addProperty("namespace", namespace);
        status.add("conditions", conditions);
        writeStatus(store, type, policy, status);
    }

    /** The reconcile failed before its states ran ({@code message} as upstream's error): conditions only. */
    static void writeReconcileFailed(KubeStore store, ResourceType type, JsonObject policy, String namespace,
            String message) {
        JsonObject previous = Json.childOrNull(policy, "status");
        JsonObject status = previous == null ? new JsonObject() : previous.deepCopy();
        status.addProperty("namespace", namespace);
        JsonArray conditions = new JsonArray();
        conditions.add(Conditions.carry(previous, "Ready", "False", "Error", "", false));
        conditions.add(Conditions.carry(previous, "Error", "True", "ReconcileFailed", message, false));
        status.add("conditions", conditions);
        writeStatus(store, type, policy, status);
    }

    static void writeIgnored(KubeStore store, ResourceType type, JsonObject policy, String namespace) {
        JsonObject status = new JsonObject();
        status.addProperty("state", "ignored");
        status.addProperty("namespace", namespace);
        writeStatus(store, type, policy, status);
    }

    static void writeStatus(KubeStore store, ResourceType type, JsonObject policy, JsonObject status) {
        if (status.equals(policy.get("status"))) {
            return;
        }
        JsonObject body = policy.deepCopy();
        body.add("status", status);
        Json.metadata(body).remove("resourceVersion");
        store.update(type, null, Json.name(policy), body, WriteScope.STATUS, GpuOperatorSimulation.OPERATOR);
    }

    static boolean daemonSetReady(KubeStore store, String namespace, String name) {
        JsonObject ds = store.get(BuiltinTypes.DAEMON_SET, namespace, name).orElse(null);
        if (ds == null) {
            return false;
        }
        Map<String, String> status = Json.stringMap(Json.childOrNull(ds, "status"));
        int desired = intOf(status.get("desiredNumberScheduled"));
        if (status.isEmpty()) {
            return false;
        }
        if (desired == 0) {
            return true;
        }
        if (intOf(status.get("numberUnavailable")) != 0) {
            return false;
        }
        JsonObject spec = Json.child(ds, "spec");
        String strategy = Json.string(Json.childOrNull(spec, "updateStrategy"), "type");
        if (!"OnDelete".equals(strategy)) {
            long generation = Json.metadata(ds).get("generation").getAsLong();
            return intOf(status.get("observedGeneration")) >= generation
                    && intOf(status.get("updatedNumberScheduled")) == desired
                    && intOf(status.get("numberAvailable")) == desired;
        }
        String revision = Owners.templateHash(Json.child(spec, "template"));
        List<JsonObject> pods = store.list(BuiltinTypes.POD, namespace,
                LabelSelector.fromObject(Json.childOrNull(spec, "selector")), FieldSelector.ALL);
        return !pods.isEmpty() && pods.stream().allMatch(p -> revision.equals(Json.labels(p).get("controller-revision-hash"))
                && Owners.phase(p).equals("Running") && Owners.isPodReady(p));
    }

    private static int intOf(String value) {
        return value == null || value.isEmpty() ? 0 : (int) Double.parseDouble(value);
    }
}
