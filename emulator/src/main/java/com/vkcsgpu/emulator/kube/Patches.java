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
import java.util.LinkedHashMap;
import java.util.Map;

/** The three patch formats other than server-side apply, applied to a copy of the stored object. */
final class Patches {
    private static final ObjectMapper JACKSON = new ObjectMapper();

    private Patches() {}

    static JsonObject apply(PatchType type, JsonObject current, String body) {
        return switch (type) {
            case JSON -> jsonPatch(current, body);
            case MERGE -> asObject(mergePatch(current.deepCopy(), Json.parseObject(body)));
            case STRATEGIC -> asObject(strategicMerge(current.deepCopy(), Json.parseObject(body)));
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
     * An approximation of strategic merge patch: like a merge patch, except that two lists whose
     * items are all objects carrying a {@code name} (containers, initContainers, volumes, env,
     * volumeMounts, ports with names) are merged item by item on that key, patched items merging
     * into existing ones and new ones appended; an item with {@code "$patch": "delete"} removes
     * its match. Other lists replace, as do lists whose real merge key is not {@code name}.
     */
    static JsonElement strategicMerge(JsonElement target, JsonElement patch) {
        if (patch.isJsonArray() && target != null && target.isJsonArray()
                && allNamed(patch.getAsJsonArray()) && allNamed(target.getAsJsonArray())) {
            return mergeNamedLists(target.getAsJsonArray(), patch.getAsJsonArray());
        }
        if (!patch.isJsonObject()) {
            return patch.deepCopy();
        }
        JsonObject result = target != null && target.isJsonObject() ? target.getAsJsonObject() : new JsonObject();
        for (Map.Entry<String, JsonElement> entry : patch.getAsJsonObject().entrySet()) {
            if (entry.getValue().isJsonNull()) {
                result.remove(entry.getKey());
            } else if (!entry.getKey().startsWith("$")) {
                result.add(entry.getKey(), strategicMerge(result.get(entry.getKey()), entry.getValue()));
            }
        }
        return result;
    }

    private static JsonArray mergeNamedLists(JsonArray target, JsonArray patch) {
        Map<String, JsonElement> byName = new LinkedHashMap<>();
        target.forEach(item -> byName.put(Json.string(item.getAsJsonObject(), "name"), item.deepCopy()));
        for (JsonElement item : patch) {
            JsonObject patchItem = item.getAsJsonObject();
            String name = Json.string(patchItem, "name");
            if ("delete".equals(Json.string(patchItem, "$patch"))) {
                byName.remove(name);
            } else {
                byName.put(name, strategicMerge(byName.get(name), patchItem));
            }
        }
        JsonArray result = new JsonArray();
        byName.values().forEach(result::add);
        return result;
    }

    private static boolean allNamed(JsonArray array) {
        for (JsonElement item : array) {
            if (!item.isJsonObject() || Json.string(item.getAsJsonObject(), "name") == null) {
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
