package com.vkcsgpu.tools.apidocs;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values the usage examples show. An example sets the required inputs plus the few a working program
 * also needs (a node group needs a size, a pool a GPU model, an operator the pools its gate waits for, an
 * addon its values, which the resource's check requires because VK Cloud does); values are realistic where a
 * placeholder would not say enough (zones, versions, GPU models) and {@code <inputName>} placeholders otherwise.
 * Values are facts of the emulator and of VK Cloud's docs: zone GZ1 offers L4 (emulator), the catalog has
 * gpu-operator 24.9.0 (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/addons-and-settings/addons),
 * v1.34.2 is an offered Kubernetes version
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/versions/version-support).
 */
final class ExampleValues {
    /** Values by input name, for every page. */
    private static final Map<String, JsonElement> COMMON = Map.of(
            "availabilityZone", new JsonPrimitive("GZ1"),
            "availabilityZones", array("GZ1"),
            "version", new JsonPrimitive("v1.34.2"),
            "clusterVersion", new JsonPrimitive("v1.34.2"),
            "gpuModel", new JsonPrimitive("L4"));

    /** Extra inputs (beyond the required ones) and values by token; validated by the golden test. */
    private static final Map<String, JsonObject> BY_TOKEN = byToken();

    private ExampleValues() {
    }

    private static Map<String, JsonObject> byToken() {
        Map<String, JsonObject> m = new LinkedHashMap<>();
        m.put("vkcs-gpu:index:GpuCluster", json("{\"name\":\"gpu-cluster\"}"));
        m.put("vkcs-gpu:index:GpuNodePool", json("{\"poolName\":\"l4-pool\",\"gpuModel\":\"L4\",\"gpusPerNode\":1,"
                + "\"minNodes\":1,\"maxNodes\":2}"));
        m.put("vkcs-gpu:index:GpuOperator", json("{\"pools\":[{\"name\":\"l4-pool\",\"gpuModel\":\"L4\","
                + "\"gpusPerNode\":1,\"expectedNodes\":1}]}"));
        m.put("vkcs-gpu:mk8s:Cluster", json("{\"name\":\"gpu-cluster\"}"));
        m.put("vkcs-gpu:mk8s:NodeGroup", json("{\"name\":\"l4-pool\",\"fixedScale\":{\"size\":1}}"));
        m.put("vkcs-gpu:mk8s:ClusterAddon", json("{\"addonName\":\"gpu-operator\",\"addonVersion\":\"24.9.0\","
                + "\"namespace\":\"gpu-operator\",\"values\":\"<values>\"}"));
        m.put("vkcs-gpu:mk8s:getGpuFlavors", json("{\"gpuModel\":\"L4\",\"availabilityZone\":\"GZ1\"}"));
        m.put("vkcs-gpu:mk8s:getAddons", json("{\"clusterVersion\":\"v1.34.2\"}"));
        return m;
    }

    /**
     * The example inputs of a resource or function in schema order: the required ones and the hinted ones.
     *
     * @param token      the resource or function token
     * @param properties its input properties
     * @param required   its required inputs
     */
    static Map<String, JsonElement> inputs(String token, JsonObject properties, JsonArray required, JsonObject types) {
        JsonObject hints = BY_TOKEN.getOrDefault(token, new JsonObject());
        var requiredNames = PropertyTables.names(required);
        Map<String, JsonElement> out = new LinkedHashMap<>();
        for (String name : properties.keySet()) {
            if (hints.has(name)) {
                out.put(name, hints.get(name));
            } else if (requiredNames.contains(name)) {
                out.put(name, COMMON.getOrDefault(name, placeholder(name, properties.getAsJsonObject(name), types)));
            }
        }
        return out;
    }

    /**
     * Hints that no longer match schema.json (a renamed input, a removed resource), so they cannot rot
     * silently. Tokens not in the schema yet are fine only if they are not listed here at all.
     */
    static List<String> staleHints(JsonObject schema) {
        List<String> problems = new ArrayList<>();
        BY_TOKEN.forEach((token, hints) -> {
            JsonObject inputs = inputProperties(schema, token);
            if (inputs == null) {
                problems.add(token + " is not in schema.json");
                return;
            }
            hints.keySet().stream().filter(k -> !inputs.has(k))
                    .forEach(k -> problems.add(token + " has no input '" + k + "'"));
        });
        return problems;
    }

    private static JsonObject inputProperties(JsonObject schema, String token) {
        JsonObject resource = schema.getAsJsonObject("resources").getAsJsonObject(token);
        if (resource != null) {
            return resource.getAsJsonObject("inputProperties");
        }
        JsonObject function = schema.getAsJsonObject("functions").getAsJsonObject(token);
        return function == null ? null : function.getAsJsonObject("inputs").getAsJsonObject("properties");
    }

    /** A value of the property's type; strings are {@code <name>} placeholders, objects get their required inputs. */
    private static JsonElement placeholder(String name, JsonObject spec, JsonObject types) {
        if (spec.has("$ref")) {
            Token ref = Token.ofRef(spec.get("$ref").getAsString());
            JsonObject type = types.getAsJsonObject(ref.toString());
            if (type == null) {
                throw new IllegalArgumentException("schema.json refers to type " + ref + " but does not define it");
            }
            if (type.has("enum")) {
                return type.getAsJsonArray("enum").get(0).getAsJsonObject().get("value");
            }
            JsonObject value = new JsonObject();
            JsonObject props = type.has("properties") ? type.getAsJsonObject("properties") : new JsonObject();
            for (String required : PropertyTables.names(type.getAsJsonArray("required"))) {
                value.add(required, placeholder(required, props.getAsJsonObject(required), types));
            }
            return value;
        }
        String type = spec.has("type") ? spec.get("type").getAsString() : "object";
        return switch (type) {
            case "integer" -> new JsonPrimitive(1);
            case "number" -> new JsonPrimitive(1.0);
            case "boolean" -> new JsonPrimitive(false);
            case "array" -> {
                JsonArray a = new JsonArray();
                a.add(placeholder(name, spec.getAsJsonObject("items"), types));
                yield a;
            }
            case "string" -> new JsonPrimitive("<" + name + ">");
            default -> new JsonObject();
        };
    }

    private static JsonArray array(String... values) {
        JsonArray a = new JsonArray();
        for (String v : values) {
            a.add(v);
        }
        return a;
    }

    private static JsonObject json(String text) {
        return JsonParser.parseString(text).getAsJsonObject();
    }
}
