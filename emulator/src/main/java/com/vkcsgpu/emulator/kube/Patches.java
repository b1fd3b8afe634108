package com.vkcsgpu.emulator.kube;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.fabric8.zjsonpatch.JsonPatch;
import io.fabric8.zjsonpatch.JsonPatchException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The three patch formats other than server-side apply, applied to a copy of the stored object. */
final class Patches {
    private static final ObjectMapper JACKSON = new ObjectMapper();

    private Patches() {}

    static JsonObject apply(PatchType type, ObjectSchema schema, JsonObject current, String body) {
        return switch (type) {
            case JSON -> jsonPatch(current, body);
            case MERGE -> asObject(mergePatch(current.deepCopy(), Json.parseObject(body)));
            case STRATEGIC -> asObject(strategicMerge(schema, List.of(), current.deepCopy(), Json.parseObject(body)));
            case APPLY -> throw new IllegalArgumentException("apply patches go through ManagedFields");
        };
    }

    /** RFC 7386 JSON merge patch: objects merge recursively, null removes a key, anything else replaces. */
    static JsonElement mergePatch(JsonElement target, JsonElement patch) {
        if (!patch.isJsonObject()) {
            return patch.deepCopy();
        }
        JsonObject result = target != null && target.isJsonObject() ? target.getAsJsonObject() : new JsonObject();
        for (Map.Entry<String, JsonElement> entry : patch.getAsJsonObject().entrySet()) {
            if (entry.getValue().isJsonNull()) {
                result.remove(entry.getKey());
            } else {
                result.add(entry.getKey(), mergePatch(result.get(entry.getKey()), entry.getValue()));
            }
        }
        return result;
    }

    /**
     * Strategic merge patch (kubernetes/apimachinery {@code pkg/util/strategicpatch}) driven by
     * the kind's list types: like a merge patch, except that {@code map} lists merge item by item
     * on their merge key (the first list-map key: {@code name} for containers, env and volumes,
     * {@code containerPort} for container ports, {@code mountPath} for volumeMounts), patched
     * items merging into existing ones and new ones appended ({@code "$patch": "delete"} removes
     * one), and {@code set} lists (finalizers) take the union. Atomic lists are replaced.
     * {@code "$patch": "replace"} on an object replaces it; other directives are ignored.
     */
    static JsonElement strategicMerge(ObjectSchema schema, List<String> fieldPath, JsonElement target,
            JsonElement patch) {
        if (patch.isJsonArray() && target != null && target.isJsonArray()) {
            ListType listType = schema.listType(fieldPath);
            if (listType.kind() == ListType.Kind.MAP && allObjects(patch.getAsJsonArray())
                    && allObjects(target.getAsJsonArray())) {
                return mergeKeyedLists(schema, fieldPath, listType, target.getAsJsonArray(), patch.getAsJsonArray());
            }
            if (listType.kind() == ListType.Kind.SET) {
                JsonArray union = target.getAsJsonArray().deepCopy();
                patch.getAsJsonArray().forEach(item -> {
                    if (!union.contains(item)) {
                        union.add(item.deepCopy());
                    }
                });
                return union;
            }
        }
        if (!patch.isJsonObject()) {
            return patch.deepCopy();
        }
        JsonObject patchObject = patch.getAsJsonObject();
        if ("replace".equals(Json.string(patchObject, "$patch"))) {
            JsonObject replaced = patchObject.deepCopy();
            replaced.remove("$patch");
            return replaced;
        }
        JsonObject result = target != null && target.isJsonObject() ? target.getAsJsonObject() : new JsonObject();
        for (Map.Entry<String, JsonElement> entry : patchObject.entrySet()) {
            if (entry.getValue().isJsonNull()) {
                result.remove(entry.getKey());
            } else if (!entry.getKey().startsWith("$")) {
                List<String> childPath = new ArrayList<>(fieldPath);
                childPath.add(entry.getKey());
                result.add(entry.getKey(), strategicMerge(schema, childPath, result.get(entry.getKey()),
                        entry.getValue()));
            }
        }
        return result;
    }

    private static JsonArray mergeKeyedLists(ObjectSchema schema, List<String> fieldPath, ListType listType,
            JsonArray target, JsonArray patch) {
        String mergeKey = listType.keys().get(0);
        Map<String, JsonElement> byKey = new LinkedHashMap<>();
        target.forEach(item -> byKey.put(String.valueOf(item.getAsJsonObject().get(mergeKey)), item.deepCopy()));
        for (JsonElement item : patch) {
            JsonObject patchItem = item.getAsJsonObject();
            String key = String.valueOf(patchItem.get(mergeKey));
            if ("delete".equals(Json.string(patchItem, "$patch"))) {
                byKey.remove(key);
            } else {
                byKey.put(key, strategicMerge(schema, fieldPath, byKey.get(key), patchItem));
            }
        }
        JsonArray result = new JsonArray();
        byKey.values().forEach(result::add);
        return result;
    }

    private static boolean allObjects(JsonArray array) {
        for (JsonElement item : array) {
            if (!item.isJsonObject()) {
                return false;
            }
        }
        return true;
    }

    /** RFC 6902, by zjsonpatch (the library fabric8 itself uses to compute these patches). */
    private static JsonObject jsonPatch(JsonObject current, String body) {
        try {
            JsonNode patched = JsonPatch.apply(JACKSON.readTree(body), JACKSON.readTree(current.toString()));
            return asObject(JsonParser.parseString(JACKSON.writeValueAsString(patched)));
        } catch (JsonProcessingException e) {
            throw KubeApiException.badRequest("the JSON patch is not valid JSON: " + e.getOriginalMessage());
        } catch (JsonPatchException e) {
            throw new KubeApiException(422, "Invalid", "the JSON patch cannot be applied: " + e.getMessage(), null);
        }
    }

    private static JsonObject asObject(JsonElement element) {
        if (!element.isJsonObject()) {
            throw KubeApiException.badRequest("the patch must leave an object");
        }
        return element.getAsJsonObject();
    }
}
