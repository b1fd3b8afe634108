package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A minimal kube-scheduler: binds each pod without {@code spec.nodeName} to the first node that
 * fits, checking what decides GPU scheduling: node readiness and {@code unschedulable},
 * {@code nodeSelector}, required node affinity ({@code matchExpressions}, {@code matchFields} on
 * {@code metadata.name}), taints with effect NoSchedule/NoExecute against tolerations, and
 * container requests against allocatable (cpu, memory, extended resources such as
 * {@code nvidia.com/gpu}). A pod that fits nowhere gets {@code PodScheduled=False},
 * reason {@code Unschedulable}, and a FailedScheduling event, with the real scheduler's wording
 * ({@code 0/3 nodes are available: 3 node(s) had untolerated taint {nvidia.com/gpu: present}.}).
 * It re-tries pending pods whenever a node changes. No scoring, preemption or pod affinity.
 */
final class PodScheduler {
    static final String NAME = "default-scheduler";

    private final KubeStore store;

    PodScheduler(KubeStore store) {
        this.store = store;
    }

    void start() {
        store.subscribe(BuiltinTypes.POD, event -> {
            if (!event.type().equals("DELETED")) {
                schedule(event.object());
            }
        });
        store.subscribe(BuiltinTypes.NODE, event -> store.list(BuiltinTypes.POD, null, LabelSelector.ALL,
                FieldSelector.parse("spec.nodeName=,status.phase=Pending")).forEach(this::schedule));
    }

    private void schedule(JsonObject pod) {
        JsonObject spec = Json.childOrNull(pod, "spec");
        if (spec == null || !FieldSelector.valueAt(pod, "spec.nodeName").isEmpty()
                || !"Pending".equals(FieldSelector.valueAt(pod, "status.phase"))
                || Json.metadata(pod).has("deletionTimestamp")) {
            return;
        }
        List<JsonObject> nodes = store.list(BuiltinTypes.NODE, null, LabelSelector.ALL, FieldSelector.ALL);
        Map<String, Integer> reasons = new TreeMap<>();
        for (JsonObject node : nodes) {
            String reason = unfitReason(pod, node);
            if (reason == null) {
                bind(pod, Json.name(node));
                return;
            }
            reasons.merge(reason, 1, Integer::sum);
        }
        StringBuilder message = new StringBuilder("0/" + nodes.size() + " nodes are available");
        if (!reasons.isEmpty()) {
            List<String> parts = new ArrayList<>();
            reasons.forEach((reason, count) -> parts.add(count + " " + reason));
            // Upstream FitError sorts the "<count> <reason>" strings.
            java.util.Collections.sort(parts);
            message.append(": ").append(String.join(", ", parts));
        }
        message.append('.');
        markUnschedulable(pod, message.toString());
    }

    /** Why {@code node} cannot take {@code pod}, in the real scheduler's words, or null when it can. */
    String unfitReason(JsonObject pod, JsonObject node) {
        JsonObject spec = Json.childOrNull(node, "spec");
        if (spec != null && spec.has("unschedulable") && spec.get("unschedulable").getAsBoolean()) {
            return "node(s) were unschedulable";
        }
        if (!isReady(node)) {
            return "node(s) had untolerated taint {node.kubernetes.io/not-ready: }";
        }
        if (!matchesSelectorAndAffinity(pod, node)) {
            return "node(s) didn't match Pod's node affinity/selector";
        }
        JsonArray taints = spec == null || !spec.has("taints") ? new JsonArray() : spec.getAsJsonArray("taints");
        for (JsonElement element : taints) {
            JsonObject taint = element.getAsJsonObject();
            String effect = Json.string(taint, "effect");
            if (("NoSchedule".equals(effect) || "NoExecute".equals(effect)) && !tolerated(pod, taint)) {
                String value = Json.string(taint, "value");
                return "node(s) had untolerated taint {" + Json.string(taint, "key") + ": "
                        + (value == null ? "" : value) + "}";
            }
        }
        Map<String, BigDecimal> free = allocatable(node);
        for (JsonObject other : store.list(BuiltinTypes.POD, null, LabelSelector.ALL,
                FieldSelector.parse("spec.nodeName=" + Json.name(node)))) {
            String phase = FieldSelector.valueAt(other, "status.phase");
            if (!phase.equals("Succeeded") && !phase.equals("Failed")) {
                requests(other).forEach((resource, amount) -> free.merge(resource, amount.negate(), BigDecimal::add));
            }
        }
        for (Map.Entry<String, BigDecimal> request : requests(pod).entrySet()) {
            BigDecimal available = free.getOrDefault(request.getKey(), BigDecimal.ZERO);
            if (request.getValue().signum() > 0 && available.compareTo(request.getValue()) < 0) {
                return "Insufficient " + request.getKey();
            }
        }
        return null;
    }

    private static boolean isReady(JsonObject node) {
        JsonObject status = Json.childOrNull(node, "status");
        JsonElement conditions = status == null ? null : status.get("conditions");
        if (conditions == null || !conditions.isJsonArray()) {
            return false;
        }
        for (JsonElement condition : conditions.getAsJsonArray()) {
            if ("Ready".equals(Json.string(condition.getAsJsonObject(), "type"))) {
                return "True".equals(Json.string(condition.getAsJsonObject(), "status"));
            }
        }
        return false;
    }

    static boolean matchesSelectorAndAffinity(JsonObject pod, JsonObject node) {
        JsonObject spec = Json.childOrNull(pod, "spec");
        Map<String, String> labels = Json.labels(node);
        JsonObject nodeSelector = Json.childOrNull(spec, "nodeSelector");
        if (nodeSelector != null && !Json.stringMap(nodeSelector).entrySet().stream()
                .allMatch(e -> e.getValue().equals(labels.get(e.getKey())))) {
            return false;
        }
        JsonObject required = Json.childOrNull(Json.childOrNull(Json.childOrNull(spec, "affinity"), "nodeAffinity"),
                "requiredDuringSchedulingIgnoredDuringExecution");
        JsonElement terms = required == null ? null : required.get("nodeSelectorTerms");
        if (terms == null || !terms.isJsonArray() || terms.getAsJsonArray().isEmpty()) {
            return true;
        }
        for (JsonElement term : terms.getAsJsonArray()) {
            if (termMatches(term.getAsJsonObject(), node, labels)) {
                return true;
            }
        }
        return false;
    }

    private static boolean termMatches(JsonObject term, JsonObject node, Map<String, String> labels) {
        List<String> labelTerms = new ArrayList<>();
        if (term.has("matchExpressions")) {
            term.getAsJsonArray("matchExpressions")
                    .forEach(e -> labelTerms.add(LabelSelector.expressionTerm(e.getAsJsonObject())));
        }
        if (!labelTerms.isEmpty() && !LabelSelector.parse(String.join(",", labelTerms)).matches(labels)) {
            return false;
        }
        if (term.has("matchFields")) {
            Map<String, String> fields = Map.of("metadata.name", Json.name(node));
            for (JsonElement field : term.getAsJsonArray("matchFields")) {
                JsonObject expression = field.getAsJsonObject().deepCopy();
                if (!LabelSelector.parse(LabelSelector.expressionTerm(expression)).matches(fields)) {
                    return false;
                }
            }
        }
        return true;
    }

    static boolean tolerated(JsonObject pod, JsonObject taint) {
        JsonElement tolerations = Json.childOrNull(pod, "spec").get("tolerations");
        if (tolerations == null || !tolerations.isJsonArray()) {
            return false;
        }
        for (JsonElement element : tolerations.getAsJsonArray()) {
            JsonObject toleration = element.getAsJsonObject();
            String key = Json.string(toleration, "key");
            String operator = Json.string(toleration, "operator");
            String effect = Json.string(toleration, "effect");
            boolean exists = "Exists".equals(operator);
            boolean keyMatches = (key == null || key.isEmpty()) ? exists : key.equals(Json.string(taint, "key"));
            boolean valueMatches = exists || java.util.Objects.equals(nullToEmpty(Json.string(toleration, "value")),
                    nullToEmpty(Json.string(taint, "value")));
            boolean effectMatches = effect == null || effect.isEmpty() || effect.equals(Json.string(taint, "effect"));
            if (keyMatches && valueMatches && effectMatches) {
                return true;
            }
        }
        return false;
    }

    private static String nullToEmpty(String value) {
        return value == null ? "" : value;
    }

    private static Map<String, BigDecimal> allocatable(JsonObject node) {
        Map<String, BigDecimal> result = new HashMap<>();
        Json.stringMap(Json.childOrNull(Json.childOrNull(node, "status"), "allocatable"))
                .forEach((resource, quantity) -> result.put(resource, Quantities.parse(quantity)));
        return result;
    }

    /** The sum of the containers' requests (limits stand in for missing requests, as upstream defaults). */
    static Map<String, BigDecimal> requests(JsonObject pod) {
        Map<String, BigDecimal> total = new HashMap<>();
        JsonElement containers = Json.childOrNull(pod, "spec").get("containers");
        if (containers == null || !containers.isJsonArray()) {
            return total;
        }
        for (JsonElement container : containers.getAsJsonArray()) {
            JsonObject resources = Json.childOrNull(container.getAsJsonObject(), "resources");
            Map<String, String> requests = Json.stringMap(Json.childOrNull(resources, "requests"));
            Json.stringMap(Json.childOrNull(resources, "limits")).forEach(requests::putIfAbsent);
            requests.forEach((resource, quantity) -> total.merge(resource, Quantities.parse(quantity), BigDecimal::add));
        }
        return total;
    }

    private void bind(JsonObject pod, String nodeName) {
        store.edit(BuiltinTypes.POD, Json.namespace(pod), Json.name(pod), NAME, current -> {
            Json.child(current, "spec").addProperty("nodeName", nodeName);
            PodConditions.set(current, "PodScheduled", "True", null, null);
            return current;
        });
    }

    private void markUnschedulable(JsonObject pod, String message) {
        JsonObject edited = store.edit(BuiltinTypes.POD, Json.namespace(pod), Json.name(pod), NAME, current -> {
            PodConditions.set(current, "PodScheduled", "False", "Unschedulable", message);
            return current;
        });
        if (!edited.get("metadata").getAsJsonObject().get("resourceVersion").equals(
                pod.get("metadata").getAsJsonObject().get("resourceVersion"))) {
            Events.record(store, pod, "Warning", "FailedScheduling", message, NAME);
        }
    }
}
