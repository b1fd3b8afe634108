package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A JSON value as Rego's {@code sprintf("%v")} prints it in Gatekeeper's messages: keys sorted, {@code ", "} and
 * {@code ": "} separators, e.g. {@code {"hostPath": {"path": "/tmp", "type": ""}, "name": "cache-volume"}} (as in
 * VK's documented denial, docs/en/kubernetes/k8s/concepts/addons-and-settings/settings).
 */
final class RegoValues {
    private RegoValues() {}

    static String format(JsonElement value) {
        if (value == null || value.isJsonNull()) {
            return "null";
        }
        if (value instanceof JsonArray array) {
            StringBuilder out = new StringBuilder("[");
            for (int i = 0; i < array.size(); i++) {
                out.append(i == 0 ? "" : ", ").append(format(array.get(i)));
            }
            return out.append(']').toString();
        }
        if (value instanceof JsonObject object) {
            Map<String, JsonElement> sorted = new TreeMap<>();
            object.entrySet().forEach(e -> sorted.put(e.getKey(), e.getValue()));
            return sorted.entrySet().stream().map(e -> Json.GSON.toJson(e.getKey()) + ": " + format(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        return Json.GSON.toJson(value);
    }
}
