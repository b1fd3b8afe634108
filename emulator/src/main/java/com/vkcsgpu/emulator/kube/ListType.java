package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.List;
import java.util.Map;

/**
 * How server-side apply treats one list, from the OpenAPI markers {@code x-kubernetes-list-type}
 * and {@code x-kubernetes-list-map-keys} (and, for built-in kinds without a list type,
 * {@code x-kubernetes-patch-strategy: merge} with {@code x-kubernetes-patch-merge-key}, which
 * kube-openapi's {@code pkg/schemaconv/smd.go} turns into an associative list): {@code atomic}
 * lists are owned and replaced whole, {@code map} lists item by item on their keys, {@code set}
 * lists value by value.
 *
 * @param kind        atomic, map or set
 * @param keys        the list-map keys (map lists only)
 * @param keyDefaults values of key fields an item may omit (container and service port
 *                    {@code protocol} defaults to {@code TCP})
 */
record ListType(Kind kind, List<String> keys, Map<String, JsonElement> keyDefaults) {
    enum Kind { ATOMIC, MAP, SET }

    static final ListType ATOMIC = new ListType(Kind.ATOMIC, List.of(), Map.of());
    static final ListType SET = new ListType(Kind.SET, List.of(), Map.of());

    ListType {
        keys = List.copyOf(keys);
        keyDefaults = Map.copyOf(keyDefaults);
    }

    static ListType map(String... keys) {
        return new ListType(Kind.MAP, List.of(keys), Map.of());
    }

    /** A map list keyed by {@code containerPort}/{@code port} and {@code protocol} (default TCP). */
    static ListType ports(String portKey) {
        return new ListType(Kind.MAP, List.of(portKey, "protocol"), Map.of("protocol", new JsonPrimitive("TCP")));
    }

    /**
     * The path element naming {@code item} in managedFields, in the real wire form:
     * {@code k:{"name":"nvidia-driver"}} for map lists, {@code v:"a"} for sets.
     */
    String itemElement(JsonElement item) {
        if (kind == Kind.SET) {
            return "v:" + Json.GSON.toJson(item);
        }
        JsonObject key = new JsonObject();
        for (String field : keys.stream().sorted().toList()) {
            key.add(field, keyValue(item, field));
        }
        return "k:" + Json.GSON.toJson(key);
    }

    private JsonElement keyValue(JsonElement item, String field) {
        JsonElement value = item.isJsonObject() ? item.getAsJsonObject().get(field) : null;
        if (value == null || value.isJsonNull()) {
            value = keyDefaults.get(field);
        }
        if (value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber()) {
            // One spelling for 80 from JSON and 80 from YAML, so equal keys are equal paths.
            return new JsonPrimitive(value.getAsBigDecimal().stripTrailingZeros().toPlainString().contains(".")
                    ? value.getAsDouble() : (Number) value.getAsLong());
        }
        return value;
    }

    static boolean isItemElement(String element) {
        return element.startsWith("k:{") || element.startsWith("v:");
    }
}
