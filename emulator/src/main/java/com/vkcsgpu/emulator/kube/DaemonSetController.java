package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The DaemonSet controller: one pod per eligible node, bound to it by {@code spec.nodeName}.
 *
 * <p>A node is eligible when the pod template's {@code nodeSelector} and required node affinity
 * match it and every NoSchedule/NoExecute taint is tolerated, counting the tolerations the real
 * controller adds to every DaemonSet pod ({@code node.kubernetes.io/not-ready},
 * {@code unreachable}, {@code disk-pressure}, {@code memory-pressure}, {@code pid-pressure},
 * {@code unschedulable}; kubernetes pkg/controller/daemon/util AddOrUpdateDaemonPodTolerations).
 * So a node with a taint the template does not tolerate gets no pod and does not count in
 * {@code desiredNumberScheduled}, exactly the GPU Operator's "DESIRED 0" failure mode.
 *
 * <p>Pods carry the template's labels plus {@code controller-revision-hash} (a hash of the
 * template) and {@code pod-template-generation} (the DaemonSet's generation). RollingUpdate
 * replaces outdated pods while at most {@code maxUnavailable} (default 1) are unavailable;
 * OnDelete leaves them until someone deletes them. Failed pods are deleted and replaced.
 * Status is the real one's, with the {@code omitempty} fields (numberAvailable,
 * numberUnavailable, updatedNumberScheduled, observedGeneration) left out when zero, as upstream
 * serialises them. Not modelled: ControllerRevision objects, minReadySeconds, surge, history.
 */
final class DaemonSetController {
    static final String MANAGER = "daemonset-controller";
    /** Label naming the template revision of a DaemonSet pod. */
    public static final String REVISION_LABEL = "controller-revision-hash";
    /** Label carrying the DaemonSet generation a pod was created from. */
    public static final String GENERATION_LABEL = "pod-template-generation";

    private static final List<String[]> AUTOMATIC_TOLERATIONS = List.of(
            new String[] {"node.kubernetes.io/not-ready", "NoExecute"},
            new String[] {"node.kubernetes.io/unreachable", "NoExecute"},
            new String[] {"node.kubernetes.io/disk-pressure", "NoSchedule"},
            new String[] {"node.kubernetes.io/memory-pressure", "NoSchedule"},
            new String[] {"node.kubernetes.io/pid-pressure", "NoSchedule"},
            new String[] {"node.kubernetes.io/unschedulable", "NoSchedule"});

    private final KubeStore store;

    DaemonSetController(KubeStore store) {
        this.store = store;
    }

    void start() {
        store.subscribe(BuiltinTypes.DAEMON_SET, event -> {
            if (!event.type().equals("DELETED")) {
                reconcile(Json.namespace(event.object()), Json.name(event.object()));
            }
        });
        store.subscribe(BuiltinTypes.NODE, event -> reconcileAll());
        store.subscribe(BuiltinTypes.POD, event -> ownerOfKind(event.object(), "DaemonSet")
                .ifPresent(owner -> reconcile(Json.namespace(event.object()), owner)));
    }

    static java.util.Optional<String> ownerOfKind(JsonObject object, String kind) {
        JsonElement references = Json.metadata(object).get("ownerReferences");
        if (references != null && references.isJsonArray()) {
            for (JsonElement reference : references.getAsJsonArray()) {
                if (kind.equals(Json.string(reference.getAsJsonObject(), "kind"))) {
                    return java.util.Optional.ofNullable(Json.string(reference.getAsJsonObject(), "name"));
                }
            }
        }
        return java.util.Optional.empty();
    }

    private void reconcileAll() {
        for (JsonObject ds : store.list(BuiltinTypes.DAEMON_SET, null, LabelSelector.ALL, FieldSelector.ALL)) {
            reconcile(Json.namespace(ds), Json.name(ds));
        }
    }

    private void reconcile(String namespace, String name) {
        JsonObject ds = store.get(BuiltinTypes.DAEMON_SET, namespace, name).orElse(null);
        if (ds == null || Json.metadata(ds).has("deletionTimestamp")) {
            return;
        }
        JsonObject spec = Json.child(ds, "spec");
        JsonObject template = Json.child(spec, "template");
        String revision = Owners.templateHash(template);
        LabelSelector selector = LabelSelector.fromObject(Json.childOrNull(spec, "selector"));
        JsonObject probe = podFor(ds, template, revision, "probe");
        Set<String> eligible = new LinkedHashSet<>();
        for (JsonObject node : store.list(BuiltinTypes.NODE, null, LabelSelector.ALL, FieldSelector.ALL)) {
            if (fits(probe, node)) {
                eligible.add(Json.name(node));
            }
        }
        Map<String, List<JsonObject>> podsByNode = podsByNode(ds, selector);
        int unavailable = 0;
        for (Map.Entry<String, List<JsonObject>> entry : podsByNode.entrySet()) {
            List<JsonObject> pods = new ArrayList<>(entry.getValue());
            if (!eligible.contains(entry.getKey())) {
                pods.forEach(this::deletePod);
                continue;
            }
            pods.removeIf(pod -> {
                if (Owners.phase(pod).equals("Failed")) {
                    deletePod(pod);
                    return true;
                }
                return false;
            });
            pods.stream().skip(1).forEach(this::deletePod);
            entry.setValue(pods.isEmpty() ? List.of() : List.of(pods.get(0)));
            if (!pods.isEmpty() && !Owners.isPodReady(pods.get(0))) {
                unavailable++;
            }
        }
        unavailable += (int) eligible.stream().filter(node -> podsByNode.getOrDefault(node, List.of()).isEmpty()).count();
        if ("RollingUpdate".equals(strategy(spec))) {
            int maxUnavailable = maxUnavailable(spec, eligible.size());
            for (String node : eligible) {
                List<JsonObject> pods = podsByNode.getOrDefault(node, List.of());
                if (pods.isEmpty() || revision.equals(Json.labels(pods.get(0)).get(REVISION_LABEL))) {
                    continue;
                }
                boolean ready = Owners.isPodReady(pods.get(0));
                if (!ready || unavailable < maxUnavailable) {
                    deletePod(pods.get(0));
                    podsByNode.put(node, List.of());
                    if (ready) {
                        unavailable++;
                    }
                }
            }
        }
        // Upstream's podsShouldBeOnNode (pkg/controller/daemon/daemon_controller.go) creates a pod only where the
        // DaemonSet has none, terminating ones included: a replaced pod's successor waits until it is gone.
        Set<String> terminating = new java.util.HashSet<>();
        Owners.ownedPods(store, ds, selector).stream().filter(pod -> Json.metadata(pod).has("deletionTimestamp"))
                .forEach(pod -> terminating.add(FieldSelector.valueAt(pod, "spec.nodeName")));
        for (String node : eligible) {
            if (podsByNode.getOrDefault(node, List.of()).isEmpty() && !terminating.contains(node)) {
                Owners.createPod(store, ds, namespace, podFor(ds, template, revision, node), MANAGER);
            }
        }
        writeStatus(ds, selector, eligible, revision);
    }

    private Map<String, List<JsonObject>> podsByNode(JsonObject ds, LabelSelector selector) {
        Map<String, List<JsonObject>> byNode = new HashMap<>();
        Owners.ownedPods(store, ds, selector).stream()
                .filter(pod -> !Json.metadata(pod).has("deletionTimestamp"))
                .sorted(Comparator.comparing(pod -> Json.string(Json.metadata(pod), "creationTimestamp")))
                .forEach(pod -> byNode.computeIfAbsent(FieldSelector.valueAt(pod, "spec.nodeName"),
                        k -> new ArrayList<>()).add(pod));
        return byNode;
    }

    private void writeStatus(JsonObject ds, LabelSelector selector, Set<String> eligible, String revision) {
        Map<String, List<JsonObject>> byNode = podsByNode(ds, selector);
        int current = 0;
        int ready = 0;
        int updated = 0;
        int misscheduled = 0;
        for (Map.Entry<String, List<JsonObject>> entry : byNode.entrySet()) {
            if (!eligible.contains(entry.getKey())) {
                misscheduled++;
                continue;
            }
            JsonObject pod = entry.getValue().get(0);
            current++;
            ready += Owners.isPodReady(pod) ? 1 : 0;
            updated += revision.equals(Json.labels(pod).get(REVISION_LABEL)) ? 1 : 0;
        }
        JsonObject status = new JsonObject();
        status.addProperty("currentNumberScheduled", current);
        status.addProperty("desiredNumberScheduled", eligible.size());
        status.addProperty("numberMisscheduled", misscheduled);
        status.addProperty("numberReady", ready);
        putIfNonZero(status, "numberAvailable", ready);
        putIfNonZero(status, "numberUnavailable", eligible.size() - ready);
        putIfNonZero(status, "updatedNumberScheduled", updated);
        status.addProperty("observedGeneration", Json.metadata(ds).get("generation").getAsLong());
        store.edit(BuiltinTypes.DAEMON_SET, Json.namespace(ds), Json.name(ds), MANAGER, current1 -> {
            current1.add("status", status);
            return current1;
        });
    }

    static void putIfNonZero(JsonObject status, String field, int value) {
        if (value != 0) {
            status.addProperty(field, value);
        }
    }

    private void deletePod(JsonObject pod) {
        store.get(BuiltinTypes.POD, Json.namespace(pod), Json.name(pod))
                .ifPresent(p -> store.delete(BuiltinTypes.POD, Json.namespace(p), Json.name(p)));
    }

    private static String strategy(JsonObject spec) {
        String type = Json.string(Json.childOrNull(spec, "updateStrategy"), "type");
        return type == null ? "RollingUpdate" : type;
    }

    private static int maxUnavailable(JsonObject spec, int desired) {
        JsonObject rolling = Json.childOrNull(Json.childOrNull(spec, "updateStrategy"), "rollingUpdate");
        String value = Json.string(rolling, "maxUnavailable");
        if (value == null || value.isEmpty()) {
            return 1;
        }
        if (value.endsWith("%")) {
            // Upstream rounds a percentage of maxUnavailable up (intstr.GetScaledValueFromIntOrPercent, roundUp).
            int percent = Integer.parseInt(value.substring(0, value.length() - 1));
            return Math.max(1, (int) Math.ceil(desired * percent / 100.0));
        }
        return Math.max(1, Integer.parseInt(value));
    }

    /** Whether a DaemonSet pod may run on {@code node}: selector, required affinity, taints. */
    static boolean fits(JsonObject pod, JsonObject node) {
        if (!PodScheduler.matchesSelectorAndAffinity(pod, node)) {
            return false;
        }
        JsonElement taints = Json.child(node, "spec").get("taints");
        if (taints != null && taints.isJsonArray()) {
            for (JsonElement element : taints.getAsJsonArray()) {
                JsonObject taint = element.getAsJsonObject();
                String effect = Json.string(taint, "effect");
                if (("NoSchedule".equals(effect) || "NoExecute".equals(effect)) && !PodScheduler.tolerated(pod, taint)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static JsonObject podFor(JsonObject ds, JsonObject template, String revision, String nodeName) {
        JsonObject pod = Owners.podFromTemplate(ds, template, Json.name(ds) + "-" + Owners.randomSuffix());
        JsonObject labels = Json.child(Json.metadata(pod), "labels");
        labels.addProperty(REVISION_LABEL, revision);
        labels.addProperty(GENERATION_LABEL, Json.metadata(ds).get("generation").getAsString());
        JsonObject spec = Json.child(pod, "spec");
        JsonElement existing = spec.get("tolerations");
        JsonArray tolerations = existing != null && existing.isJsonArray() ? existing.getAsJsonArray() : new JsonArray();
        for (String[] automatic : AUTOMATIC_TOLERATIONS) {
            JsonObject toleration = new JsonObject();
            toleration.addProperty("key", automatic[0]);
            toleration.addProperty("operator", "Exists");
            toleration.addProperty("effect", automatic[1]);
            tolerations.add(toleration);
        }
        spec.add("tolerations", tolerations);
        spec.addProperty("nodeName", nodeName);
        return pod;
    }
}
