package com.vkcsgpu.emulator.kube;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.ToNumberPolicy;
import java.util.LinkedHashMap;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Small helpers over Gson trees, the representation of every stored object; public so that
 * simulations in other packages (the GPU Operator) read objects the same way.
 */
public final class Json {
    static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls()
            .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE).create();

    private Json() {}

    /** Parses a JSON request body into an object, or fails with 400 naming what was wrong. */
    public static JsonObject parseObject(String body) {
        try {
            JsonElement element = JsonParser.parseString(body);
            if (!element.isJsonObject()) {
                throw KubeApiException.badRequest("the request body must be a JSON object");
            }
            return element.getAsJsonObject();
        } catch (JsonParseException e) {
            throw KubeApiException.badRequest("the request body is not valid JSON: " + e.getMessage());
        }
    }

    /** Parses a YAML (or JSON, which YAML includes) body, as server-side apply accepts both. */
    public static JsonObject parseYamlObject(String body) {
        try {
            Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(body);
            JsonElement element = GSON.toJsonTree(loaded);
            if (element == null || !element.isJsonObject()) {
                throw KubeApiException.badRequest("the apply patch must be a YAML or JSON object");
            }
            return element.getAsJsonObject();
        } catch (YAMLException e) {
            throw KubeApiException.badRequest("the apply patch is not valid YAML or JSON: " + e.getMessage());
        }
    }

    /** The child object at {@code key}, created when missing. */
    public static JsonObject child(JsonObject parent, String key) {
        JsonElement value = parent.get(key);
        if (value == null || !value.isJsonObject()) {
            JsonObject created = new JsonObject();
            parent.add(key, created);
            return created;
        }
        return value.getAsJsonObject();
    }

    /** The child object at {@code key}, or null. */
    public static JsonObject childOrNull(JsonObject parent, String key) {
        JsonElement value = parent == null ? null : parent.get(key);
        return value != null && value.isJsonObject() ? value.getAsJsonObject() : null;
    }

    public static String string(JsonObject parent, String key) {
        JsonElement value = parent == null ? null : parent.get(key);
        return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
    }

    public static JsonObject metadata(JsonObject object) {
        return child(object, "metadata");
    }

    public static String name(JsonObject object) {
        return string(childOrNull(object, "metadata"), "name");
    }

    public static String namespace(JsonObject object) {
        return string(childOrNull(object, "metadata"), "namespace");
    }

    /** The object's labels as a map (empty when none). */
    public static Map<String, String> labels(JsonObject object) {
        return stringMap(childOrNull(childOrNull(object, "metadata"), "labels"));
    }

    public static Map<String, String> stringMap(JsonObject map) {
        Map<String, String> result = new LinkedHashMap<>();
        if (map != null) {
            map.entrySet().forEach(e -> result.put(e.getKey(),
                    e.getValue().isJsonNull() ? "" : e.getValue().getAsString()));
        }
        return result;
    }
}
