package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.Events;
import com.vkcsgpu.emulator.kube.FieldSelector;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.LabelSelector;
import com.vkcsgpu.emulator.kube.Owners;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The driver upgrade controller (NVIDIA/k8s-operator-libs pkg/upgrade, vendored by NVIDIA/gpu-operator): when a
 * driver DaemonSet's template changes (the ClusterPolicy's, or an NVIDIADriver's for its nodes) (OnDelete, so its pods keep the old revision), every node
 * walks {@value #STATE_LABEL} through {@code upgrade-required → cordon-required →
 * wait-for-jobs-required → pod-deletion-required → pod-restart-required → validation-required →
 * uncordon-required → upgrade-done}, at most {@code driver.upgradePolicy.maxParallelUpgrades}
 * (default 1; 0 = unlimited) nodes at a time, one state per {@code upgradeStep}. Nodes whose
 * driver is current and that have no state get {@code upgrade-done}. The node is cordoned,
 * GPU pods on it are deleted, the old driver pod is deleted (the DaemonSet recreates it on the
 * new version) together with the node's validator so it validates the new driver, and the node
 * is uncordoned once the validator is Ready. Each move is recorded as a {@code GPUDriverUpgrade}
 * event. {@code autoUpgrade: false} turns it off.
 *
 * <p>Pod deletion refuses, as kubectl's drain helper does with the policy's {@code podDeletion.force} and
 * {@code podDeletion.deleteEmptyDir} (both false by default, deployments/gpu-operator/values.yaml), a GPU pod
 * no controller manages unless forced and a GPU pod with an emptyDir volume unless allowed. When it cannot
 * delete every GPU pod the node goes to {@code drain-required} if {@code drain.enable}, where the same check
 * runs with {@code drain.force} / {@code drain.deleteEmptyDir}, else to {@code upgrade-failed}, and stays there
 * cordoned (NVIDIA/k8s-operator-libs pkg/upgrade/pod_manager.go {@code SchedulePodEviction},
 * {@code updateNodeToDrainOrFailed}, vendored by NVIDIA/gpu-operator v26.3.3). Not modelled: waitForCompletion
 * selectors, timeouts, the skip label.
 */
final class DriverUpgrades {
    static final String STATE_LABEL = "nvidia.com/gpu-driver-upgrade-state";
    private static final String MANAGER = "gpu-operator-upgrade";
    private static final List<String> IN_PROGRESS = List.of("cordon-required", "wait-for-jobs-required",
            "pod-deletion-required", "drain-required", "pod-restart-required", "validation-required", "uncordon-required");

    private final KubeStore store;
    private final GpuTimings timings;
    private final Map<String, Instant> enteredAt = new ConcurrentHashMap<>();
    private final Map<String, List<String>> history = new ConcurrentHashMap<>();

    DriverUpgrades(KubeStore store, GpuTimings timings) {
        this.store = store;
        this.timings = timings;
    }

    Instant reconcile(JsonObject spec, String namespace, Instant now) {
        JsonObject policy = Json.childOrNull(Json.childOrNull(spec, "driver"), "upgradePolicy");
        JsonElement auto = policy == null ? null : policy.get("autoUpgrade");
        if (auto != null && auto.isJsonPrimitive() && !auto.getAsBoolean()) {
            return null;
        }
        JsonElement maxParallel = policy == null ? null : policy.get("maxParallelUpgrades");
        int limit = maxParallel == null || !maxParallel.isJsonPrimitive() ? 1 : maxParallel.getAsInt();
        // The ClusterPolicy's driver DaemonSet, or one per NVIDIADriver resource: each pod is judged by its own.
        Map<String, String> revisions = new java.util.HashMap<>();
        Map<String, JsonObject> daemonSets = NvidiaDrivers.daemonSets(store, namespace);
        daemonSets.forEach((dsName, ds) ->
                revisions.put(dsName, Owners.templateHash(Json.child(Json.child(ds, "spec"), "template"))));
        if (revisions.isEmpty() || daemonSets.values().stream().anyMatch(this::hasUnscheduledPods)) {
            return null;
        }
        List<JsonObject> nodes = store.list(BuiltinTypes.NODE, null, LabelSelector.parse(Operand.DRIVER.deployLabel + "=true"),
                FieldSelector.ALL);
        long inProgress = nodes.stream().filter(n -> inProgress(Json.labels(n).get(STATE_LABEL))).count();
        Instant due = null;
        for (JsonObject node : nodes) {
            String name = Json.name(node);
            JsonObject driverPod = driverPod(namespace, name);
            String state = Json.labels(node).get(STATE_LABEL);
            boolean current = driverPod != null && Json.labels(driverPod).get("controller-revision-hash") != null
                    && Json.labels(driverPod).get("controller-revision-hash")
                    .equals(revisions.get(Json.labels(driverPod).get("app")));
            if (driverPod == null && (state == null || state.equals("upgrade-done"))) {
                continue;
            }
            Instant entered = enteredAt.computeIfAbsent(name + "=" + state, k -> now);
            if (inProgress(state) && now.isBefore(entered.plus(timings.upgradeStep()))) {
                Instant at = entered.plus(timings.upgradeStep());
                due = due == null || at.isBefore(due) ? at : due;
                continue;
            }
            String next = switch (state == null ? "" : state) {
                case "" -> current ? "upgrade-done" : "upgrade-required";
                case "upgrade-done" -> current ? null : "upgrade-required";
                case "upgrade-required" -> (limit == 0 || inProgress < limit) ? "cordon-required" : null;
                case "cordon-required" -> {
                    setUnschedulable(name, true);
                    yield "wait-for-jobs-required";
                }
                case "wait-for-jobs-required" -> "pod-deletion-required";
                case "pod-deletion-required" -> {
                    if (deleteGpuPods(name, namespace, Json.childOrNull(policy, "podDeletion"))) {
                        yield "pod-restart-required";
                    }
                    yield enabled(Json.childOrNull(policy, "drain"), "enable") ? "drain-required" : "upgrade-failed";
                }
                case "drain-required" -> deleteGpuPods(name, namespace, Json.childOrNull(policy, "drain"))
                        ? "pod-restart-required" : "upgrade-failed";
                case "pod-restart-required" -> {
                    if (!current) {
                        delete(driverPod);
                        delete(pod(namespace, Operand.VALIDATOR, name));
                        yield null;
                    }
                    yield "validation-required";
                }
                case "validation-required" -> {
                    JsonObject validator = pod(namespace, Operand.VALIDATOR, name);
                    yield current && Owners.isPodReady(driverPod) && validator != null && Owners.isPodReady(validator)
                            ? "uncordon-required" : null;
                }
                case "uncordon-required" -> {
                    setUnschedulable(name, false);
                    yield "upgrade-done";
                }
                default -> null;
            };
            if (next != null) {
                if (next.equals("cordon-required")) {
                    inProgress++;
                }
                enteredAt.keySet().removeIf(k -> k.startsWith(name + "="));
                enteredAt.put(name + "=" + next, now);
                setState(node, next);
                if (inProgress(next)) {
                    Instant at = now.plus(timings.upgradeStep());
                    due = due == null || at.isBefore(due) ? at : due;
                }
            }
        }
        return due;
    }

    /**
     * Whether {@code ds} has fewer or more pods than it wants scheduled: upstream builds no upgrade state then (the
     * pass fails with "driver DaemonSet should not have Unscheduled pods"), so no node is judged against a DaemonSet
     * still placing its pods (NVIDIA/k8s-operator-libs pkg/upgrade/upgrade_state.go {@code BuildState}, vendored by
     * NVIDIA/gpu-operator v26.3.3).
     */
    private boolean hasUnscheduledPods(JsonObject ds) {
        String desired = FieldSelector.valueAt(ds, "status.desiredNumberScheduled");
        long pods = store.list(BuiltinTypes.POD, Json.namespace(ds), LabelSelector.ALL, FieldSelector.ALL).stream()
                .filter(p -> Owners.isOwnedBy(p, Owners.uid(ds))).count();
        return (desired.isEmpty() ? 0 : Long.parseLong(desired)) != pods;
    }

    /** The states {@code node} was moved through, oldest first. */
    List<String> history(String node) {
        return List.copyOf(history.getOrDefault(node, List.of()));
    }

    private static boolean inProgress(String state) {
        return state != null && IN_PROGRESS.contains(state);
    }

    private JsonObject driverPod(String namespace, String node) {
        return store.list(BuiltinTypes.POD, namespace, LabelSelector.parse("app.kubernetes.io/component=nvidia-driver"),
                FieldSelector.parse("spec.nodeName=" + node)).stream()
                .filter(p -> !Json.metadata(p).has("deletionTimestamp")).findFirst().orElse(null);
    }

    private JsonObject pod(String namespace, Operand operand, String node) {
        return store.list(BuiltinTypes.POD, namespace, LabelSelector.parse("app=" + operand.app),
                FieldSelector.parse("spec.nodeName=" + node)).stream()
                .filter(p -> !Json.metadata(p).has("deletionTimestamp")).findFirst().orElse(null);
    }

    private void delete(JsonObject pod) {
        if (pod != null) {
            store.delete(BuiltinTypes.POD, Json.namespace(pod), Json.name(pod));
        }
    }

    /**
     * gpuPodDeletion: deletes the pods on the node that request an {@code nvidia.com/} resource (outside the
     * operator) when {@code options} ({@code force}, {@code deleteEmptyDir}) allow every one of them; deletes
     * nothing and answers false otherwise.
     */
    private boolean deleteGpuPods(String node, String namespace, JsonObject options) {
        List<JsonObject> gpuPods = store.list(BuiltinTypes.POD, null, LabelSelector.ALL,
                FieldSelector.parse("spec.nodeName=" + node)).stream()
                .filter(p -> !namespace.equals(Json.namespace(p)) && !Json.metadata(p).has("deletionTimestamp"))
                .filter(DriverUpgrades::requestsGpus).toList();
        boolean force = enabled(options, "force");
        boolean deleteEmptyDir = enabled(options, "deleteEmptyDir");
        boolean refused = gpuPods.stream().anyMatch(p -> !force && !Owners.hasController(p)
                || !deleteEmptyDir && usesEmptyDir(p));
        if (refused) {
            return false;
        }
        gpuPods.forEach(p -> store.delete(BuiltinTypes.POD, Json.namespace(p), Json.name(p)));
        return true;
    }

    private static boolean enabled(JsonObject section, String key) {
        JsonElement value = section == null ? null : section.get(key);
        return value != null && value.isJsonPrimitive() && value.getAsBoolean();
    }

    private static boolean requestsGpus(JsonObject pod) {
        JsonObject spec = Json.childOrNull(pod, "spec");
        for (String list : List.of("containers", "initContainers")) {
            if (spec == null || !spec.has(list)) {
                continue;
            }
            for (JsonElement container : spec.getAsJsonArray(list)) {
                JsonObject resources = Json.childOrNull(container.getAsJsonObject(), "resources");
                for (String kind : List.of("limits", "requests")) {
                    if (Json.stringMap(Json.childOrNull(resources, kind)).keySet().stream()
                            .anyMatch(k -> k.startsWith("nvidia.com/"))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean usesEmptyDir(JsonObject pod) {
        JsonObject spec = Json.childOrNull(pod, "spec");
        return spec != null && spec.has("volumes") && spec.getAsJsonArray("volumes").asList().stream()
                .anyMatch(v -> v.isJsonObject() && v.getAsJsonObject().has("emptyDir"));
    }

    private void setUnschedulable(String node, boolean unschedulable) {
        store.edit(BuiltinTypes.NODE, null, node, MANAGER, live -> {
            if (unschedulable) {
                Json.child(live, "spec").addProperty("unschedulable", true);
            } else {
                Json.child(live, "spec").remove("unschedulable");
            }
            return live;
        });
    }

    private void setState(JsonObject node, String state) {
        history.computeIfAbsent(Json.name(node), k -> new java.util.concurrent.CopyOnWriteArrayList<>()).add(state);
        JsonObject updated = store.edit(BuiltinTypes.NODE, null, Json.name(node), MANAGER, live -> {
            Json.child(Json.metadata(live), "labels").addProperty(STATE_LABEL, state);
            return live;
        });
        Events.record(store, updated, "Normal", "GPUDriverUpgrade",
                "Successfully updated node state label to [" + state + "]", MANAGER);
    }
}
