package com.vkcsgpu.tools.apidocs;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Usage snippets of a resource or function in Java (against the components module's typed classes) and
 * in Pulumi YAML. The Java snippet is imports, a blank line, then statements, so a test can compile it.
 */
final class UsageExample {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();
    private static final String INDENT = "        ";

    private final JsonObject types;
    private final JsonObject javaLanguage;

    /**
     * @param types        the schema's {@code types}
     * @param javaLanguage the schema's {@code language.java} ({@code basePackage}, {@code packages})
     */
    UsageExample(JsonObject types, JsonObject javaLanguage) {
        this.types = types;
        this.javaLanguage = javaLanguage;
    }

    /** The Java snippet creating a resource or component. */
    String javaResource(Token token, boolean component, JsonObject properties, Map<String, JsonElement> values) {
        TreeSet<String> imports = new TreeSet<>();
        imports.add(javaClass(token.module(), token.name()));
        imports.add(javaClass(token.module(), token.name() + "Args"));
        String builder = builder(token.name() + "Args", properties, values, imports, INDENT);
        String body = "var " + Markdown.lowerCamel(token.name()) + " = new " + token.name() + "(\""
                + Markdown.slug(token.name()) + "\", " + builder + (component ? ", null" : "") + ");\n";
        return importLines(imports) + "\n" + body;
    }

    /** The Java snippet invoking a function. */
    String javaFunction(Token token, JsonObject properties, Map<String, JsonElement> values) {
        TreeSet<String> imports = new TreeSet<>();
        String functions = capitalized(token.module()) + "Functions";
        imports.add(javaClass(token.module(), functions));
        String args = "";
        if (!properties.keySet().isEmpty()) {
            String argsClass = capitalized(token.name()) + "Args";
            imports.add(javaClass(token.module(), argsClass));
            args = builder(argsClass, properties, values, imports, INDENT);
        }
        String variable = Markdown.lowerCamel(token.name().replaceFirst("^get", ""));
        return importLines(imports) + "\nvar " + variable + " = " + functions + "." + token.name() + "(" + args + ");\n";
    }

    /** The Pulumi YAML snippet declaring a resource or component. */
    String yamlResource(Token token, JsonObject properties, Map<String, JsonElement> values) {
        StringBuilder out = new StringBuilder("resources:\n  ").append(Markdown.slug(token.name())).append(":\n")
                .append("    type: ").append(token).append('\n');
        if (!values.isEmpty()) {
            out.append("    properties:\n");
            yamlMembers(out, properties, values, "      ");
        }
        return out.toString();
    }

    /** The Pulumi YAML snippet invoking a function. */
    String yamlFunction(Token token, JsonObject properties, Map<String, JsonElement> values) {
        StringBuilder out = new StringBuilder("variables:\n  ")
                .append(Markdown.lowerCamel(token.name().replaceFirst("^get", ""))).append(":\n")
                .append("    fn::invoke:\n      function: ").append(token).append('\n');
        if (!values.isEmpty()) {
            out.append("      arguments:\n");
            yamlMembers(out, properties, values, "        ");
        }
        return out.toString();
    }

    private String builder(String argsClass, JsonObject properties, Map<String, JsonElement> values,
                           TreeSet<String> imports, String indent) {
        StringBuilder out = new StringBuilder(argsClass).append(".builder()");
        values.forEach((name, value) -> out.append('\n').append(indent).append('.').append(name).append('(')
                .append(javaValue(properties.getAsJsonObject(name), value, imports, indent + "        ")).append(')'));
        return out.append('\n').append(indent).append(".build()").toString();
    }

    private String javaValue(JsonObject spec, JsonElement value, TreeSet<String> imports, String indent) {
        if (spec.has("$ref") && !typeSpec(Token.ofRef(spec.get("$ref").getAsString())).has("enum")) {
            Token type = Token.ofRef(spec.get("$ref").getAsString());
            String argsClass = type.name() + "Args";
            imports.add(javaClass(type.module(), argsClass));
            JsonObject typeProperties = typeSpec(type).getAsJsonObject("properties");
            Map<String, JsonElement> members = new java.util.LinkedHashMap<>();
            value.getAsJsonObject().entrySet().forEach(e -> members.put(e.getKey(), e.getValue()));
            return builder(argsClass, typeProperties, members, imports, indent);
        }
        String type = spec.has("$ref") ? "enum" : spec.get("type").getAsString(); // the Java SDK takes enum values as strings
        if (type.equals("array")) {
            imports.add("java.util.List");
            List<String> items = new ArrayList<>();
            value.getAsJsonArray().forEach(v -> items.add(javaValue(spec.getAsJsonObject("items"), v, imports, indent)));
            return "List.of(" + String.join(", ", items) + ")";
        }
        if (type.equals("object")) {
            imports.add("java.util.Map");
            List<String> entries = new ArrayList<>();
            value.getAsJsonObject().entrySet().forEach(e -> entries.add(GSON.toJson(e.getKey()) + ", "
                    + javaValue(spec.getAsJsonObject("additionalProperties"), e.getValue(), imports, indent)));
            return "Map.of(" + String.join(", ", entries) + ")";
        }
        return GSON.toJson(value); // JSON scalars are Java literals for the strings, numbers and booleans used here
    }

    private void yamlMembers(StringBuilder out, JsonObject properties, Map<String, JsonElement> values, String indent) {
        values.forEach((name, value) -> {
            JsonObject spec = properties.getAsJsonObject(name);
            out.append(indent).append(name).append(':');
            yamlValue(out, spec, value, indent);
        });
    }

    private void yamlValue(StringBuilder out, JsonObject spec, JsonElement value, String indent) {
        if (value.isJsonObject()) {
            JsonObject memberSpecs = spec.has("$ref")
                    ? typeSpec(Token.ofRef(spec.get("$ref").getAsString())).getAsJsonObject("properties")
                    : null;
            out.append('\n');
            value.getAsJsonObject().entrySet().forEach(e -> {
                JsonObject member = memberSpecs != null ? memberSpecs.getAsJsonObject(e.getKey())
                        : spec.getAsJsonObject("additionalProperties");
                out.append(indent).append("  ").append(e.getKey()).append(':');
                yamlValue(out, member, e.getValue(), indent + "  ");
            });
        } else if (value.isJsonArray()) {
            out.append('\n');
            value.getAsJsonArray().forEach(v -> {
                out.append(indent).append("  -");
                if (v.isJsonObject()) {
                    // "- key: value" with the following keys aligned under the first
                    StringBuilder item = new StringBuilder();
                    yamlValue(item, spec.getAsJsonObject("items"), v, indent + "  ");
                    out.append(' ').append(item.substring(item.indexOf("\n") + 1).stripLeading());
                } else {
                    out.append(' ').append(GSON.toJson(v)).append('\n');
                }
            });
        } else {
            out.append(' ').append(GSON.toJson(value)).append('\n'); // JSON scalars are valid YAML flow scalars
        }
    }

    private JsonObject typeSpec(Token token) {
        JsonObject spec = types.getAsJsonObject(token.toString());
        if (spec == null) {
            throw new IllegalArgumentException("schema.json refers to type " + token + " but does not define it");
        }
        return spec;
    }

    private String javaClass(String module, String simpleName) {
        String base = javaLanguage.get("basePackage").getAsString();
        JsonObject packages = javaLanguage.getAsJsonObject("packages");
        if (module.equals("index")) {
            return base + "." + simpleName;
        }
        String sub = packages != null && packages.has(module) ? packages.get(module).getAsString() : module;
        return base + "." + sub + "." + simpleName;
    }

    private static String importLines(TreeSet<String> imports) {
        StringBuilder out = new StringBuilder();
        imports.forEach(i -> out.append("import ").append(i).append(";\n"));
        return out.toString();
    }

    private static String capitalized(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
