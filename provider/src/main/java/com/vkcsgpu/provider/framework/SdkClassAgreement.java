package com.vkcsgpu.provider.framework;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.ResourceArgs;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Proves that a Java SDK resource class of the components module (annotated {@link ResourceType}, with
 * its args class) matches the schema: same input and output names, same required inputs, same basic
 * types. The provider's declarations generate the schema, so agreement with the schema is agreement
 * with the provider.
 */
public final class SdkClassAgreement {
    private static final Set<String> IMPLICIT_OUTPUTS = Set.of("id", "urn");

    private SdkClassAgreement() {
    }

    /** Every disagreement between {@code sdkClass} and {@code schema}, each naming the property; empty when they agree. */
    public static List<String> check(JsonObject schema, Class<?> sdkClass) {
        List<String> problems = new ArrayList<>();
        ResourceType rt = sdkClass.getAnnotation(ResourceType.class);
        if (rt == null) {
            problems.add(sdkClass.getName() + " has no @ResourceType");
            return problems;
        }
        String token = rt.type();
        JsonObject resources = schema.getAsJsonObject("resources");
        if (resources == null || !resources.has(token)) {
            problems.add(token + " (" + sdkClass.getName() + ") is not in the schema");
            return problems;
        }
        JsonObject spec = resources.getAsJsonObject(token);
        Map<String, Type> outputs = new LinkedHashMap<>();
        for (Field f : ComponentIntrospector.fields(sdkClass, com.pulumi.resources.Resource.class)) {
            Export e = f.getAnnotation(Export.class);
            if (e != null) {
                outputs.put(e.name().isEmpty() ? f.getName() : e.name(), f.getGenericType());
            }
        }
        compare(token + " output", outputs, obj(spec, "properties"), IMPLICIT_OUTPUTS, problems);
        Class<?> args = argsClass(sdkClass);
        if (args == null) {
            problems.add(sdkClass.getName() + " has no constructor taking a ResourceArgs");
            return problems;
        }
        Map<String, Type> inputs = new LinkedHashMap<>();
        Set<String> required = new HashSet<>();
        for (Field f : ComponentIntrospector.fields(args, ResourceArgs.class)) {
            Import i = f.getAnnotation(Import.class);
            if (i != null) {
                String name = i.name().isEmpty() ? f.getName() : i.name();
                inputs.put(name, f.getGenericType());
                if (i.required()) {
                    required.add(name);
                }
            }
        }
        compare(token + " input", inputs, obj(spec, "inputProperties"), Set.of(), problems);
        Set<String> schemaRequired = new HashSet<>();
        if (spec.has("requiredInputs")) {
            spec.getAsJsonArray("requiredInputs").forEach(e -> schemaRequired.add(e.getAsString()));
        }
        if (!schemaRequired.equals(required)) {
            problems.add(token + " required inputs differ: Java " + new java.util.TreeSet<>(required) + ", schema "
                    + new java.util.TreeSet<>(schemaRequired));
        }
        return problems;
    }

    private static JsonObject obj(JsonObject o, String key) {
        return o.has(key) ? o.getAsJsonObject(key) : new JsonObject();
    }

    private static Class<?> argsClass(Class<?> sdkClass) {
        for (Constructor<?> c : sdkClass.getDeclaredConstructors()) {
            for (Class<?> p : c.getParameterTypes()) {
                if (ResourceArgs.class.isAssignableFrom(p)) {
                    return p;
                }
            }
        }
        return null;
    }

    private static void compare(String what, Map<String, Type> java, JsonObject schema, Set<String> ignore,
                                List<String> problems) {
        for (Map.Entry<String, Type> e : java.entrySet()) {
            if (ignore.contains(e.getKey())) {
                continue;
            }
            JsonElement spec = schema.get(e.getKey());
            if (spec == null) {
                problems.add(what + " " + e.getKey() + " is in the Java class but not in the schema");
                continue;
            }
            String javaKind = kind(e.getValue());
            String schemaKind = schemaKind(spec.getAsJsonObject());
            if (!javaKind.equals(schemaKind)) {
                problems.add(what + " " + e.getKey() + " is " + javaKind + " in Java but " + schemaKind + " in the schema");
            }
        }
        for (String name : schema.keySet()) {
            if (!java.containsKey(name)) {
                problems.add(what + " " + name + " is in the schema but not in the Java class");
            }
        }
    }

    private static String kind(Type t) {
        if (t instanceof ParameterizedType p && p.getRawType() == Output.class) {
            t = p.getActualTypeArguments()[0];
        }
        if (t instanceof ParameterizedType p) {
            t = p.getRawType();
        }
        if (t == String.class) {
            return "string";
        }
        if (t == Integer.class || t == int.class || t == Long.class || t == long.class) {
            return "integer";
        }
        if (t == Double.class || t == double.class) {
            return "number";
        }
        if (t == Boolean.class || t == boolean.class) {
            return "boolean";
        }
        if (t == List.class) {
            return "array";
        }
        if (t == Map.class) {
            return "object";
        }
        return "reference";
    }

    private static String schemaKind(JsonObject spec) {
        if (spec.has("$ref")) {
            return "reference";
        }
        return spec.has("type") ? spec.get("type").getAsString() : "unknown";
    }
}
