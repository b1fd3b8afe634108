package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A custom resource's {@code openAPIV3Schema} for one served version, used as kube-apiserver's
 * apiextensions code uses it (kubernetes/apiextensions-apiserver, tag v0.33.3,
 * {@code pkg/apiserver/schema/pruning}, {@code .../schema/defaulting}, {@code pkg/apiserver/validation}):
 * unknown fields are pruned unless {@code x-kubernetes-preserve-unknown-fields}; missing fields
 * get their {@code default}; values are checked against {@code type}, {@code enum} and
 * {@code required}; list types come from {@code x-kubernetes-list-type} /
 * {@code x-kubernetes-list-map-keys}. {@code apiVersion}, {@code kind} and {@code metadata} at
 * the root are the server's, never pruned. Not evaluated: patterns, formats, bounds, CEL rules.
 */
final class StructuralSchema implements ObjectSchema {
    private static final Set<String> ROOT_FIELDS = Set.of("apiVersion", "kind", "metadata");

    private final JsonObject root;

    private StructuralSchema(JsonObject root) {
        this.root = root;
    }

    /** The schema of {@code version} in {@code crd}; every list atomic and nothing pruned when it has none. */
    static StructuralSchema of(JsonObject crd, String version) {
        JsonObject spec = Json.childOrNull(crd, "spec");
        JsonElement versions = spec == null ? null : spec.get("versions");
        if (versions != null && versions.isJsonArray()) {
            for (JsonElement element : versions.getAsJsonArray()) {
                JsonObject candidate = element.getAsJsonObject();
                if (version.equals(Json.string(candidate, "name"))) {
                    JsonObject schema = Json.childOrNull(Json.childOrNull(candidate, "schema"), "openAPIV3Schema");
                    if (schema != null) {
                        return new StructuralSchema(schema);
                    }
                }
            }
        }
        JsonObject preserve = new JsonObject();
        preserve.addProperty("x-kubernetes-preserve-unknown-fields", true);
        return new StructuralSchema(preserve);
    }

    @Override
    public ListType listType(List<String> fieldPath) {
        ListType metadata = BuiltinSchemas.metadataList(fieldPath);
        if (metadata != null && fieldPath.size() == 2) {
            return metadata;
        }
        JsonObject node = root;
        for (String field : fieldPath) {
            node = child(node, field);
            if (node == null) {
                return ListType.ATOMIC;
            }
        }
        String listType = Json.string(node, "x-kubernetes-list-type");
        if ("map".equals(listType)) {
            JsonElement keys = node.get("x-kubernetes-list-map-keys");
            List<String> names = new ArrayList<>();
            if (keys != null && keys.isJsonArray()) {
                keys.getAsJsonArray().forEach(k -> names.add(k.getAsString()));
            }
            return ListType.map(names.toArray(String[]::new));
        }
        return "set".equals(listType) ? ListType.SET : ListType.ATOMIC;
    }

    /** The schema of {@code field} below {@code node} (through array items), or null when it declares none. */
    private static JsonObject child(JsonObject node, String field) {
        JsonObject objectNode = node;
        while (objectNode != null && "array".equals(Json.string(objectNode, "type"))) {
            objectNode = Json.childOrNull(objectNode, "items");
        }
        if (objectNode == null) {
            return null;
        }
        JsonObject property = Json.childOrNull(Json.childOrNull(objectNode, "properties"), field);
        return property != null ? property : Json.childOrNull(objectNode, "additionalProperties");
    }

    /**
     * Removes the fields the schema does not declare, returning their paths ({@code spec.foo})
     * for {@code fieldValidation} Strict and Warn.
     */
    List<String> prune(JsonObject object) {
        List<String> pruned = new ArrayList<>();
        for (Map.Entry<String, JsonElement> entry : List.copyOf(object.entrySet())) {
            if (ROOT_FIELDS.contains(entry.getKey())) {
                continue;
            }
            pruneField(root, object, entry.getKey(), "", pruned);
        }
        return pruned;
    }

    private static void pruneValue(JsonObject schema, JsonElement value, String path, List<String> pruned) {
        if (schema == null || value == null) {
            return;
        }
        if (value.isJsonArray()) {
            JsonObject items = Json.childOrNull(schema, "items");
            for (JsonElement item : value.getAsJsonArray()) {
                pruneValue(items, item, path + "[]", pruned);
            }
        } else if (value.isJsonObject() && !preservesUnknown(schema)
                && !Boolean.TRUE.equals(bool(schema, "x-kubernetes-embedded-resource"))) {
            JsonObject object = value.getAsJsonObject();
            for (String key : List.copyOf(object.keySet())) {
                pruneField(schema, object, key, path, pruned);
            }
        } else if (value.isJsonObject()) {
            JsonObject object = value.getAsJsonObject();
            JsonObject properties = Json.childOrNull(schema, "properties");
            for (String key : List.copyOf(object.keySet())) {
                JsonObject property = properties == null ? null : Json.childOrNull(properties, key);
                pruneValue(property, object.get(key), join(path, key), pruned);
            }
        }
    }

    private static void pruneField(JsonObject schema, JsonObject object, String key, String path,
            List<String> pruned) {
        JsonObject property = Json.childOrNull(Json.childOrNull(schema, "properties"), key);
        if (property == null) {
            JsonElement additional = schema.get("additionalProperties");
            if (additional != null && additional.isJsonObject()) {
                property = additional.getAsJsonObject();
            } else if (additional != null && additional.isJsonPrimitive() && additional.getAsBoolean()
                    || preservesUnknown(schema)) {
                return;
            }
        }
        if (property == null) {
            object.remove(key);
            pruned.add(join(path, key));
            return;
        }
        pruneValue(property, object.get(key), join(path, key), pruned);
    }

    /** Sets each missing property that has a {@code default}, at every level present in the object. */
    void applyDefaults(JsonObject object) {
        defaults(root, object);
    }

    private static void defaults(JsonObject schema, JsonElement value) {
        if (schema == null || value == null) {
            return;
        }
        if (value.isJsonArray()) {
            JsonObject items = Json.childOrNull(schema, "items");
            value.getAsJsonArray().forEach(item -> defaults(items, item));
            return;
        }
        if (!value.isJsonObject()) {
            return;
        }
        JsonObject object = value.getAsJsonObject();
        JsonObject properties = Json.childOrNull(schema, "properties");
        if (properties != null) {
            for (Map.Entry<String, JsonElement> property : properties.entrySet()) {
                JsonObject propertySchema = property.getValue().getAsJsonObject();
                JsonElement fallback = propertySchema.get("default");
                if (!object.has(property.getKey()) && fallback != null) {
                    object.add(property.getKey(), fallback.deepCopy());
                }
                defaults(propertySchema, object.get(property.getKey()));
            }
        }
        JsonElement additional = schema.get("additionalProperties");
        if (additional != null && additional.isJsonObject()) {
            for (Map.Entry<String, JsonElement> entry : object.entrySet()) {
                if (properties == null || !properties.has(entry.getKey())) {
                    defaults(additional.getAsJsonObject(), entry.getValue());
                }
            }
        }
    }

    /** Every type, enum and required violation, worded as the real server's field errors. */
    List<String> validate(JsonObject object) {
        List<String> errors = new ArrayList<>();
        JsonObject body = object.deepCopy();
        ROOT_FIELDS.forEach(body::remove);
        validateValue(root, body, "", errors);
        return errors;
    }

    private static void validateValue(JsonObject schema, JsonElement value, String path, List<String> errors) {
        if (schema == null || value == null) {
            return;
        }
        if (value.isJsonNull()) {
            if (!Boolean.TRUE.equals(bool(schema, "nullable")) && Json.string(schema, "type") != null) {
                errors.add(path + ": Invalid value: \"null\": " + path + " in body must be of type "
                        + Json.string(schema, "type") + ": \"null\"");
            }
            return;
        }
        String type = Json.string(schema, "type");
        String actual = typeOf(value);
        boolean intOrString = Boolean.TRUE.equals(bool(schema, "x-kubernetes-int-or-string"));
        boolean typeOk = type == null
                || (intOrString && (actual.equals("integer") || actual.equals("string")))
                || type.equals(actual)
                || (type.equals("number") && actual.equals("integer"));
        if (!typeOk) {
            errors.add(path + ": Invalid value: \"" + actual + "\": " + path + " in body must be of type " + type
                    + ": " + render(value));
            return;
        }
        JsonElement allowed = schema.get("enum");
        if (allowed != null && allowed.isJsonArray() && !allowed.getAsJsonArray().contains(value)) {
            List<String> supported = new ArrayList<>();
            allowed.getAsJsonArray().forEach(a -> supported.add(render(a)));
            errors.add(path + ": Unsupported value: " + render(value) + ": supported values: "
                    + String.join(", ", supported));
        }
        if (value.isJsonArray()) {
            JsonObject items = Json.childOrNull(schema, "items");
            JsonArray array = value.getAsJsonArray();
            for (int i = 0; i < array.size(); i++) {
                validateValue(items, array.get(i), path + "[" + i + "]", errors);
            }
        } else if (value.isJsonObject()) {
            JsonObject object = value.getAsJsonObject();
            JsonElement required = schema.get("required");
            if (required != null && required.isJsonArray()) {
                for (JsonElement name : required.getAsJsonArray()) {
                    if (!object.has(name.getAsString())) {
                        errors.add(join(path, name.getAsString()) + ": Required value");
                    }
                }
            }
            JsonObject properties = Json.childOrNull(schema, "properties");
            JsonElement additional = schema.get("additionalProperties");
            for (Map.Entry<String, JsonElement> entry : object.entrySet()) {
                JsonObject property = properties == null ? null : Json.childOrNull(properties, entry.getKey());
                if (property == null && additional != null && additional.isJsonObject()) {
                    property = additional.getAsJsonObject();
                }
                validateValue(property, entry.getValue(), join(path, entry.getKey()), errors);
            }
        }
    }

    private static String typeOf(JsonElement value) {
        if (value.isJsonObject()) {
            return "object";
        }
        if (value.isJsonArray()) {
            return "array";
        }
        var primitive = value.getAsJsonPrimitive();
        if (primitive.isBoolean()) {
            return "boolean";
        }
        if (primitive.isNumber()) {
            double number = primitive.getAsDouble();
            return number == Math.rint(number) && !primitive.getAsString().contains(".") ? "integer" : "number";
        }
        return "string";
    }

    private static String render(JsonElement value) {
        return value.isJsonPrimitive() && value.getAsJsonPrimitive().isString()
                ? "\"" + value.getAsString() + "\"" : value.toString();
    }

    private static boolean preservesUnknown(JsonObject schema) {
        return Boolean.TRUE.equals(bool(schema, "x-kubernetes-preserve-unknown-fields"));
    }

    private static Boolean bool(JsonObject schema, String key) {
        JsonElement value = schema.get(key);
        return value != null && value.isJsonPrimitive() ? value.getAsBoolean() : null;
    }

    private static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }
}
