package com.vkcsgpu.tools.sdkgen;

import com.google.gson.JsonObject;
import java.util.Set;
import java.util.TreeSet;

/**
 * The schema's names as Java names: a token's package ({@code language.java.basePackage} plus the module's entry in
 * {@code language.java.packages}), a property's Java type, and which object types inputs and outputs use.
 */
final class SchemaTypes {
    private static final String TYPE_REF = "#/types/";
    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final",
            "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long",
            "native", "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
            "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile",
            "while");

    private final JsonObject schema;
    private final Set<String> inputTypes = new TreeSet<>();
    private final Set<String> outputTypes = new TreeSet<>();

    SchemaTypes(JsonObject schema) {
        this.schema = schema;
        JsonObject resources = schema.getAsJsonObject("resources");
        for (String token : resources.keySet()) {
            JsonObject spec = resources.getAsJsonObject(token);
            if (!(spec.has("isComponent") && spec.get("isComponent").getAsBoolean())) {
                reach(JavaSdkGenerator.obj(spec, "inputProperties"), inputTypes);
                reach(JavaSdkGenerator.obj(spec, "properties"), outputTypes);
            }
        }
        JsonObject functions = JavaSdkGenerator.obj(schema, "functions");
        for (String token : functions.keySet()) {
            JsonObject spec = functions.getAsJsonObject(token);
            reach(JavaSdkGenerator.obj(JavaSdkGenerator.obj(spec, "inputs"), "properties"), inputTypes);
            reach(JavaSdkGenerator.obj(JavaSdkGenerator.obj(spec, "outputs"), "properties"), outputTypes);
        }
    }

    /** The object types used by inputs of custom resources and functions, each with an {@code XArgs} class. */
    Set<String> inputTypes() {
        return inputTypes;
    }

    /** The object types used by outputs of custom resources and functions, each with an output type class. */
    Set<String> outputTypes() {
        return outputTypes;
    }

    JsonObject type(String token) {
        return schema.getAsJsonObject("types").getAsJsonObject(token);
    }

    /** The last part of {@code pkg:module:Name}. */
    static String nameOf(String token) {
        return token.substring(token.lastIndexOf(':') + 1);
    }

    /** A property name as a Java identifier; a schema property named like a Java keyword is refused. */
    static String identifier(String property) {
        if (KEYWORDS.contains(property) || !property.matches("[A-Za-z_][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException("property '" + property + "' is no Java identifier; rename it in its record");
        }
        return property;
    }

    String packageOf(String token) {
        String[] parts = token.split(":");
        JsonObject java = JavaSdkGenerator.obj(JavaSdkGenerator.obj(schema, "language"), "java");
        String base = java.get("basePackage").getAsString();
        JsonObject packages = JavaSdkGenerator.obj(java, "packages");
        String module = packages.has(parts[1]) ? packages.get(parts[1]).getAsString() : parts[1];
        return parts[1].equals("index") ? base : base + "." + module;
    }

    /** The Java type of a property; object types are {@code XArgs} on the input side. */
    JavaType javaType(JsonObject spec, boolean input) {
        if (spec.has("$ref")) {
            String ref = spec.get("$ref").getAsString();
            if (!ref.startsWith(TYPE_REF)) {
                throw new IllegalArgumentException("unsupported $ref " + ref);
            }
            String token = ref.substring(TYPE_REF.length());
            if (type(token).has("enum")) {
                // an enum type's values travel as its underlying scalar; the Java SDK takes them as that scalar
                // (a String), as it did before the schema had enums, so existing programs keep compiling
                return javaType(type(token), input);
            }
            return JavaType.of(packageOf(token) + "." + nameOf(token) + (input ? "Args" : ""));
        }
        String type = spec.get("type").getAsString();
        return switch (type) {
            case "string" -> JavaType.of("java.lang.String");
            case "integer" -> JavaType.of("java.lang.Integer");
            case "number" -> JavaType.of("java.lang.Double");
            case "boolean" -> JavaType.of("java.lang.Boolean");
            case "array" -> JavaType.listOf(javaType(spec.getAsJsonObject("items"), input));
            case "object" -> JavaType.mapOf(javaType(spec.getAsJsonObject("additionalProperties"), input));
            default -> throw new IllegalArgumentException("unsupported schema type " + type);
        };
    }

    private void reach(JsonObject properties, Set<String> into) {
        for (String name : properties.keySet()) {
            reachSpec(properties.getAsJsonObject(name), into);
        }
    }

    private void reachSpec(JsonObject spec, Set<String> into) {
        if (spec.has("$ref")) {
            String token = spec.get("$ref").getAsString().substring(TYPE_REF.length());
            if (!type(token).has("enum") && into.add(token)) {
                reach(JavaSdkGenerator.obj(type(token), "properties"), into);
            }
        }
        if (spec.has("items")) {
            reachSpec(spec.getAsJsonObject("items"), into);
        }
        if (spec.has("additionalProperties")) {
            reachSpec(spec.getAsJsonObject("additionalProperties"), into);
        }
    }
}
