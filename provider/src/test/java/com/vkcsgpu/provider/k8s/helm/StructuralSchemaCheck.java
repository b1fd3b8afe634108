package com.vkcsgpu.provider.k8s.helm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks an object against a CRD version's {@code openAPIV3Schema} the way kube-apiserver treats a structural
 * schema (https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definitions/
 * "Specifying a structural schema", "Field pruning", "Defaulting"): a field the schema does not declare is
 * pruned (reported; refused under {@code fieldValidation=Strict}), defaults fill absent fields before
 * validation, then types, enums, {@code minimum} and {@code required} are validated. CEL rules
 * ({@code x-kubernetes-validations}) are not evaluated.
 */
public final class StructuralSchemaCheck {
    private final List<String> problems = new ArrayList<>();

    private StructuralSchemaCheck() {
    }

    /**
     * The problems of {@code object} (metadata excluded, as the API server validates it separately) against
     * {@code schema}, each naming its field path; empty when the API server would store it unchanged but for
     * defaults.
     */
    public static List<String> problems(Map<String, Object> object, Map<String, Object> schema) {
        StructuralSchemaCheck check = new StructuralSchemaCheck();
        Map<String, Object> withoutMeta = new LinkedHashMap<>(object);
        withoutMeta.remove("metadata");
        withoutMeta.remove("apiVersion");
        withoutMeta.remove("kind");
        check.value(deepCopy(withoutMeta), schema, "");
        return List.copyOf(check.problems);
    }

    /** The {@code openAPIV3Schema} of version {@code version} of {@code crd}. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> schemaOf(Map<String, Object> crd, String version) {
        Map<String, Object> spec = (Map<String, Object>) crd.get("spec");
        for (Object v : (List<Object>) spec.get("versions")) {
            Map<String, Object> entry = (Map<String, Object>) v;
            if (version.equals(entry.get("name"))) {
                return (Map<String, Object>) ((Map<String, Object>) entry.get("schema")).get("openAPIV3Schema");
            }
        }
        throw new IllegalArgumentException("the CRD " + ((Map<?, ?>) crd.get("metadata")).get("name")
                + " has no version " + version);
    }

    @SuppressWarnings("unchecked")
    private void value(Object v, Map<String, Object> schema, String path) {
        if (v == null) {
            return; // a null where nullable is false is dropped (or defaulted) by the API server, never refused
        }
        if (Boolean.TRUE.equals(schema.get("x-kubernetes-int-or-string"))) {
            if (!(v instanceof Number || v instanceof String)) {
                problems.add(at(path) + ": must be an integer or a string, got " + kind(v));
            }
            return;
        }
        if (schema.containsKey("anyOf") && !schema.containsKey("type")) {
            return; // only used with x-kubernetes-int-or-string in these CRDs
        }
        String type = (String) schema.get("type");
        if (type == null) {
            return; // x-kubernetes-preserve-unknown-fields without a type: anything goes
        }
        switch (type) {
            case "object" -> object(v, schema, path);
            case "array" -> {
                if (!(v instanceof List<?> list)) {
                    problems.add(at(path) + ": must be an array, got " + kind(v));
                    return;
                }
                Map<String, Object> items = (Map<String, Object>) schema.get("items");
                for (int i = 0; i < list.size(); i++) {
                    if (items != null) {
                        value(list.get(i), items, path + "[" + i + "]");
                    }
                }
            }
            case "string" -> {
                if (!(v instanceof String)) {
                    problems.add(at(path) + ": must be a string, got " + kind(v) + " " + v);
                }
            }
            case "integer" -> {
                if (!(v instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())) {
                    problems.add(at(path) + ": must be an integer, got " + kind(v) + " " + v);
                }
            }
            case "number" -> {
                if (!(v instanceof Number)) {
                    problems.add(at(path) + ": must be a number, got " + kind(v) + " " + v);
                }
            }
            case "boolean" -> {
                if (!(v instanceof Boolean)) {
                    problems.add(at(path) + ": must be a boolean, got " + kind(v) + " " + v);
                }
            }
            default -> problems.add(at(path) + ": the schema has an unknown type " + type);
        }
        if (schema.get("enum") instanceof List<?> allowed && !allowed.contains(v)) {
            problems.add(at(path) + ": " + v + " is not one of " + allowed);
        }
        if (schema.get("minimum") instanceof Number min && v instanceof Number n && n.doubleValue() < min.doubleValue()) {
            problems.add(at(path) + ": " + v + " is below the minimum " + min);
        }
    }

    @SuppressWarnings("unchecked")
    private void object(Object v, Map<String, Object> schema, String path) {
        if (!(v instanceof Map<?, ?>)) {
            problems.add(at(path) + ": must be an object, got " + kind(v));
            return;
        }
        Map<String, Object> map = (Map<String, Object>) v;
        Map<String, Object> properties = (Map<String, Object>) schema.getOrDefault("properties", Map.of());
        Object additional = schema.get("additionalProperties");
        boolean preserve = Boolean.TRUE.equals(schema.get("x-kubernetes-preserve-unknown-fields"));
        // Defaulting happens before validation, on absent fields and on nulls where null is not allowed.
        properties.forEach((name, s) -> {
            Map<String, Object> property = (Map<String, Object>) s;
            if (map.get(name) == null && !Boolean.TRUE.equals(property.get("nullable"))) {
                map.remove(name);
            }
            if (!map.containsKey(name) && property.containsKey("default")) {
                map.put(name, deepCopy(property.get("default")));
            }
        });
        for (Map.Entry<String, Object> e : map.entrySet()) {
            String child = path + "." + e.getKey();
            Map<String, Object> property = (Map<String, Object>) properties.get(e.getKey());
            if (property != null) {
                value(e.getValue(), property, child);
            } else if (additional instanceof Map<?, ?> additionalSchema) {
                value(e.getValue(), (Map<String, Object>) additionalSchema, child);
            } else if (!preserve && !Boolean.TRUE.equals(additional)) {
                problems.add(at(child) + ": unknown field, pruned by the API server (refused with fieldValidation=Strict)");
            }
        }
        if (schema.get("required") instanceof List<?> required) {
            for (Object name : required) {
                if (!map.containsKey(name)) {
                    problems.add(at(path + "." + name) + ": required");
                }
            }
        }
    }

    private static String at(String path) {
        return path.isEmpty() ? "(root)" : path.substring(1);
    }

    private static String kind(Object v) {
        return v instanceof Map ? "object" : v instanceof List ? "array" : v.getClass().getSimpleName();
    }

    @SuppressWarnings("unchecked")
    private static <T> T deepCopy(T v) {
        if (v instanceof Map<?, ?> m) {
            Map<Object, Object> copy = new LinkedHashMap<>();
            m.forEach((k, x) -> copy.put(k, deepCopy(x)));
            return (T) copy;
        }
        if (v instanceof List<?> l) {
            List<Object> copy = new ArrayList<>();
            l.forEach(x -> copy.add(deepCopy(x)));
            return (T) copy;
        }
        return v;
    }
}
