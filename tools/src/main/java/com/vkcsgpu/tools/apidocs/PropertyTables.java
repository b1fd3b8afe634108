package com.vkcsgpu.tools.apidocs;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Renders the property tables of a page (inputs, outputs, nested types) from schema property specs, and
 * finds the object types a page refers to, so they can be documented on the same page.
 */
final class PropertyTables {
    /** What the Replaces column means, shown under tables that have it. */
    static final String REPLACES_LEGEND = "*Replaces*: changing the input deletes and recreates the resource"
            + " (`pulumi preview` shows it as a replacement; the description says why the cloud cannot change it in"
            + " place).";
    /** What a plain input is, shown under tables that have one. */
    static final String PLAIN_LEGEND = "*plain*: the value must be known when the program runs; it cannot be"
            + " another resource's output.";

    private final JsonObject types;

    PropertyTables(JsonObject types) {
        this.types = types;
    }

    /**
     * An input table.
     *
     * @param showReplaces add the Replaces column (custom resources; components and functions carry no
     *                     replace flag in the schema)
     */
    String inputs(JsonObject properties, JsonArray required, boolean showReplaces) {
        Set<String> requiredNames = names(required);
        List<String> header = new ArrayList<>(List.of("Name", "Type", "Required", "Default", "Secret"));
        if (showReplaces) {
            header.add("Replaces");
        }
        header.add("Description");
        List<List<String>> rows = new ArrayList<>();
        for (String name : properties.keySet()) {
            JsonObject p = properties.getAsJsonObject(name);
            List<String> row = new ArrayList<>(List.of("`" + name + "`", typeText(p),
                    requiredNames.contains(name) ? "yes" : "no", defaultText(p), flag(p, "secret")));
            if (showReplaces) {
                row.add(flag(p, "replaceOnChanges"));
            }
            row.add(Markdown.cell(description(p)));
            rows.add(row);
        }
        return Markdown.table(header, rows) + legends(properties, showReplaces);
    }

    /** An output table. */
    String outputs(JsonObject properties, Set<String> names, JsonArray required) {
        Set<String> requiredNames = names(required);
        List<List<String>> rows = new ArrayList<>();
        for (String name : properties.keySet()) {
            if (!names.contains(name)) {
                continue;
            }
            JsonObject p = properties.getAsJsonObject(name);
            rows.add(List.of("`" + name + "`", typeText(p), requiredNames.contains(name) ? "yes" : "no",
                    flag(p, "secret"), Markdown.cell(description(p))));
        }
        return Markdown.table(List.of("Name", "Type", "Always set", "Secret", "Description"), rows);
    }

    /** The section of one object or enum type: its description and its properties (or values). */
    String typeSection(Token token) {
        JsonObject spec = types.getAsJsonObject(token.toString());
        if (spec == null) {
            throw new IllegalArgumentException("schema.json refers to type " + token + " but does not define it");
        }
        StringBuilder out = new StringBuilder("### " + token.name() + "\n\n");
        out.append('`').append(token).append("`\n\n").append(description(spec)).append("\n\n");
        if (spec.has("enum")) {
            List<List<String>> rows = new ArrayList<>();
            for (JsonElement e : spec.getAsJsonArray("enum")) {
                JsonObject v = e.getAsJsonObject();
                rows.add(List.of("`" + v.get("value").getAsString() + "`", Markdown.cell(description(v))));
            }
            return out.append(Markdown.table(List.of("Value", "Description"), rows)).toString();
        }
        JsonObject properties = spec.has("properties") ? spec.getAsJsonObject("properties") : new JsonObject();
        boolean anyReplaces = properties.keySet().stream()
                .anyMatch(n -> properties.getAsJsonObject(n).has("replaceOnChanges"));
        return out.append(inputs(properties, spec.getAsJsonArray("required"), anyReplaces)).toString();
    }

    /** Every type reachable from these properties, directly or through other types, sorted by token. */
    Set<String> referencedTypes(List<JsonObject> propertySets) {
        Set<String> found = new TreeSet<>();
        List<JsonObject> pending = new ArrayList<>(propertySets);
        while (!pending.isEmpty()) {
            JsonObject props = pending.remove(pending.size() - 1);
            for (String name : props.keySet()) {
                for (String ref : refs(props.getAsJsonObject(name))) {
                    if (found.add(ref)) {
                        JsonObject spec = types.getAsJsonObject(ref);
                        if (spec != null && spec.has("properties")) {
                            pending.add(spec.getAsJsonObject("properties"));
                        }
                    }
                }
            }
        }
        return found;
    }

    private static Set<String> refs(JsonObject typeSpec) {
        Set<String> out = new LinkedHashSet<>();
        if (typeSpec.has("$ref")) {
            out.add(Token.ofRef(typeSpec.get("$ref").getAsString()).toString());
        }
        if (typeSpec.has("items")) {
            out.addAll(refs(typeSpec.getAsJsonObject("items")));
        }
        if (typeSpec.has("additionalProperties")) {
            out.addAll(refs(typeSpec.getAsJsonObject("additionalProperties")));
        }
        return out;
    }

    /** {@code string}, {@code list(string)}, {@code map(string)}, or a link to a type on the same page. */
    static String typeText(JsonObject spec) {
        String text = bareType(spec);
        return spec.has("plain") && spec.get("plain").getAsBoolean() ? text + " (plain)" : text;
    }

    private static String bareType(JsonObject spec) {
        if (spec.has("$ref")) {
            String name = Token.ofRef(spec.get("$ref").getAsString()).name();
            return "[" + name + "](#" + name.toLowerCase() + ")";
        }
        String type = spec.has("type") ? spec.get("type").getAsString() : "any";
        if (type.equals("array")) {
            return "list(" + bareType(spec.getAsJsonObject("items")) + ")";
        }
        if (type.equals("object") && spec.has("additionalProperties")) {
            return "map(" + bareType(spec.getAsJsonObject("additionalProperties")) + ")";
        }
        return type;
    }

    static String description(JsonObject spec) {
        return spec.has("description") ? spec.get("description").getAsString() : "";
    }

    private static String defaultText(JsonObject p) {
        if (!p.has("default")) {
            return "—";
        }
        JsonElement d = p.get("default");
        String text = d.isJsonPrimitive() && d.getAsJsonPrimitive().isString() ? d.getAsString() : d.toString();
        return text.isEmpty() ? "empty" : "`" + Markdown.cell(text) + "`";
    }

    private static String flag(JsonObject p, String key) {
        return p.has(key) && p.get(key).getAsBoolean() ? "yes" : "—";
    }

    private static String legends(JsonObject properties, boolean showReplaces) {
        StringBuilder out = new StringBuilder();
        if (showReplaces) {
            out.append('\n').append(REPLACES_LEGEND).append('\n');
        }
        boolean anyPlain = properties.keySet().stream().anyMatch(n -> properties.getAsJsonObject(n).has("plain"));
        if (anyPlain) {
            out.append('\n').append(PLAIN_LEGEND).append('\n');
        }
        return out.toString();
    }

    static Set<String> names(JsonArray array) {
        Set<String> out = new LinkedHashSet<>();
        if (array != null) {
            array.forEach(e -> out.add(e.getAsString()));
        }
        return out;
    }
}
