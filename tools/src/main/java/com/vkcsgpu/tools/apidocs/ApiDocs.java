package com.vkcsgpu.tools.apidocs;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.doc.Descriptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Renders the API reference under {@code docs/api/} from {@code schema.json}: one page per resource,
 * component and function ({@code <module>/<kebab-name>.md}), the provider configuration page
 * ({@code provider-config.md}) and an index ({@code README.md}). Everything a page says comes from the
 * schema; the output depends only on it, so {@code ApiDocsGoldenTest} can compare the checked-in pages
 * byte for byte. Regenerate with {@value #REGENERATE}.
 */
public final class ApiDocs {
    /** The command that regenerates {@code docs/api/}. */
    public static final String REGENERATE = "mvn -B -ntp -pl tools -am test -Dtest=ApiDocsGoldenTest -Ddocs.update=true -Dsurefire.failIfNoSpecifiedTests=false";

    private static final String INDEX = "README.md";
    private static final String PROVIDER_CONFIG = "provider-config.md";

    private final JsonObject schema;
    private final JsonObject types;
    private final PropertyTables tables;
    private final UsageExample examples;

    private ApiDocs(JsonObject schema) {
        this.schema = schema;
        this.types = schema.has("types") ? schema.getAsJsonObject("types") : new JsonObject();
        this.tables = new PropertyTables(types);
        this.examples = new UsageExample(types, schema.getAsJsonObject("language").getAsJsonObject("java"));
    }

    /**
     * Every page, by path relative to {@code docs/api/}, sorted.
     *
     * @param schemaJson the text of schema.json
     */
    public static SortedMap<String, String> render(String schemaJson) {
        return new ApiDocs(JsonParser.parseString(schemaJson).getAsJsonObject()).pages();
    }

    /**
     * Example hints that name a resource, function or input schema.json no longer has; empty when all match.
     *
     * @param schemaJson the text of schema.json
     */
    public static List<String> staleExampleHints(String schemaJson) {
        return ExampleValues.staleHints(JsonParser.parseString(schemaJson).getAsJsonObject());
    }

    /**
     * Writes the pages into {@code apiDir} and deletes Markdown files there that are no longer generated.
     *
     * @return the relative paths of the deleted files
     */
    public static List<String> write(Path apiDir, SortedMap<String, String> pages) {
        try {
            List<String> deleted = new ArrayList<>();
            for (String stale : existingPages(apiDir)) {
                if (!pages.containsKey(stale)) {
                    Files.delete(apiDir.resolve(stale));
                    deleted.add(stale);
                }
            }
            for (Map.Entry<String, String> page : pages.entrySet()) {
                Path file = apiDir.resolve(page.getKey());
                Files.createDirectories(file.getParent());
                Files.writeString(file, page.getValue());
            }
            return deleted;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the API docs into " + apiDir, e);
        }
    }

    /** The Markdown files under {@code apiDir}, as sorted paths relative to it ({@code /}-separated). */
    public static Set<String> existingPages(Path apiDir) {
        if (!Files.isDirectory(apiDir)) {
            return Set.of();
        }
        try (Stream<Path> files = Files.walk(apiDir)) {
            Set<String> out = new java.util.TreeSet<>();
            files.filter(f -> Files.isRegularFile(f) && f.toString().endsWith(".md"))
                    .forEach(f -> out.add(apiDir.relativize(f).toString().replace('\\', '/')));
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + apiDir, e);
        }
    }

    private SortedMap<String, String> pages() {
        SortedMap<String, String> pages = new TreeMap<>();
        JsonObject resources = schema.getAsJsonObject("resources");
        JsonObject functions = schema.getAsJsonObject("functions");
        for (String token : new java.util.TreeSet<>(resources.keySet())) {
            Token t = Token.parse(token);
            put(pages, t.pagePath(), resourcePage(t, resources.getAsJsonObject(token)));
        }
        for (String token : new java.util.TreeSet<>(functions.keySet())) {
            Token t = Token.parse(token);
            put(pages, t.pagePath(), functionPage(t, functions.getAsJsonObject(token)));
        }
        pages.put(PROVIDER_CONFIG, providerConfigPage());
        pages.put(INDEX, indexPage(resources, functions));
        return pages;
    }

    private static void put(SortedMap<String, String> pages, String path, String page) {
        if (pages.putIfAbsent(path, page) != null) {
            throw new IllegalArgumentException("two schema entries would share the page " + path + "; rename one");
        }
    }

    private String header(String title) {
        return "<!-- Generated by " + ApiDocs.class.getName() + " from schema.json. Do not edit; regenerate with\n     "
                + REGENERATE + " -->\n# " + title + "\n\n";
    }

    private String resourcePage(Token token, JsonObject spec) {
        boolean component = spec.has("isComponent") && spec.get("isComponent").getAsBoolean();
        JsonObject inputs = objectOrEmpty(spec, "inputProperties");
        JsonObject outputs = objectOrEmpty(spec, "properties");
        JsonArray requiredInputs = spec.getAsJsonArray("requiredInputs");
        Map<String, JsonElement> values = ExampleValues.inputs(token.toString(), inputs, requiredInputs, types);

        StringBuilder page = new StringBuilder(header(token.name()));
        page.append('`').append(token).append("` · ").append(component ? "component resource" : "custom resource")
                .append("\n\n").append(PropertyTables.description(spec)).append("\n\n");
        page.append("## Example usage\n\n").append(exampleNote(component)).append("\n\n");
        page.append("### Java\n\n").append(Markdown.code("java",
                examples.javaResource(token, component, inputs, values)));
        page.append("\n### YAML\n\n").append(Markdown.code("yaml", examples.yamlResource(token, inputs, values)));

        page.append("\n## Inputs\n\n");
        if (component) {
            page.append("A component passes its inputs on to the resources it creates; whether a change updates them"
                    + " in place or replaces them is said in each description and decided by those resources.\n\n");
        }
        page.append(tables.inputs(inputs, requiredInputs, !component));

        page.append("\n## Outputs\n\n");
        Set<String> outputNames = new LinkedHashSet<>(outputs.keySet());
        if (!component) {
            page.append("Every input is also an output. In addition:\n\n");
            outputNames.removeAll(inputs.keySet());
        }
        page.append(tables.outputs(outputs, outputNames, spec.getAsJsonArray("required")));
        page.append(typesSection(List.of(inputs, outputs)));
        return page.toString();
    }

    private String functionPage(Token token, JsonObject spec) {
        JsonObject inputSpec = objectOrEmpty(spec, "inputs");
        JsonObject outputSpec = objectOrEmpty(spec, "outputs");
        JsonObject inputs = objectOrEmpty(inputSpec, "properties");
        JsonObject outputs = objectOrEmpty(outputSpec, "properties");
        Map<String, JsonElement> values = ExampleValues.inputs(token.toString(), inputs,
                inputSpec.getAsJsonArray("required"), types);

        StringBuilder page = new StringBuilder(header(token.name()));
        page.append('`').append(token).append("` · function\n\n").append(PropertyTables.description(spec))
                .append("\n\n");
        page.append("## Example usage\n\n### Java\n\n").append(Markdown.code("java",
                examples.javaFunction(token, inputs, values)));
        page.append("\n### YAML\n\n").append(Markdown.code("yaml", examples.yamlFunction(token, inputs, values)));
        page.append("\n## Inputs\n\n");
        page.append(inputs.keySet().isEmpty() ? "None.\n"
                : tables.inputs(inputs, inputSpec.getAsJsonArray("required"), false));
        page.append("\n## Outputs\n\n").append(tables.outputs(outputs, outputs.keySet(),
                outputSpec.getAsJsonArray("required")));
        page.append(typesSection(List.of(inputs, outputs)));
        return page.toString();
    }

    private static String exampleNote(boolean component) {
        return "The required inputs" + (component ? " and a usual choice of optional ones" : " and what a working"
                + " program also needs") + "; values in `<angle brackets>` are yours to fill in (ids usually come"
                + " from other resources' outputs). The Java classes are in the `vkcs-gpu-components` library.";
    }

    private String typesSection(List<JsonObject> propertySets) {
        Set<String> referenced = tables.referencedTypes(propertySets);
        if (referenced.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\n## Types\n");
        for (String token : referenced) {
            out.append('\n').append(tables.typeSection(Token.parse(token)));
        }
        return out.toString();
    }

    private String providerConfigPage() {
        JsonObject variables = schema.getAsJsonObject("config").getAsJsonObject("variables");
        String packageName = schema.get("name").getAsString();
        StringBuilder page = new StringBuilder(header("Provider configuration"));
        page.append(PropertyTables.description(schema.getAsJsonObject("provider"))).append("\n\n")
                .append("Set a key on the stack (`pulumi config set ").append(packageName).append(":<key> <value>`,")
                .append(" with `--secret` for secrets) or as an argument of an explicit provider resource. A key that")
                .append(" is not set is taken from its environment variable, then from its default; values from the")
                .append(" environment are read when the provider is configured and never stored in the state.")
                .append(" How to authenticate, trust a private CA and override endpoints:")
                .append(" [installation and configuration](../installation.md).\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (String name : variables.keySet()) {
            JsonObject p = variables.getAsJsonObject(name);
            rows.add(List.of("`" + packageName + ":" + name + "`", PropertyTables.typeText(p), environment(p),
                    p.has("default") ? "`" + Markdown.cell(p.get("default").getAsString()) + "`" : "—",
                    p.has("secret") && p.get("secret").getAsBoolean() ? "yes" : "—",
                    Markdown.cell(PropertyTables.description(p))));
        }
        page.append(Markdown.table(List.of("Key", "Type", "Environment variable", "Default", "Secret", "Description"),
                rows));
        page.append(typesSection(List.of(variables)));
        return page.toString();
    }

    private static String environment(JsonObject p) {
        if (!p.has("defaultInfo") || !p.getAsJsonObject("defaultInfo").has("environment")) {
            return "—";
        }
        List<String> names = new ArrayList<>();
        p.getAsJsonObject("defaultInfo").getAsJsonArray("environment").forEach(e -> names.add("`" + e.getAsString() + "`"));
        return String.join(", ", names);
    }

    private String indexPage(JsonObject resources, JsonObject functions) {
        StringBuilder page = new StringBuilder(header("API reference"));
        page.append(PropertyTables.description(schema)).append("\n\n")
                .append("Generated from [`schema.json`](../../schema.json), version `")
                .append(schema.get("version").getAsString()).append("`. Provider configuration: [")
                .append(PROVIDER_CONFIG).append("](").append(PROVIDER_CONFIG).append(").\n");
        List<List<String>> components = new ArrayList<>();
        TreeMap<String, List<List<String>>> customByModule = new TreeMap<>();
        for (String token : new java.util.TreeSet<>(resources.keySet())) {
            JsonObject spec = resources.getAsJsonObject(token);
            List<String> row = indexRow(Token.parse(token), spec);
            if (spec.has("isComponent") && spec.get("isComponent").getAsBoolean()) {
                components.add(row);
            } else {
                customByModule.computeIfAbsent(Token.parse(token).module(), m -> new ArrayList<>()).add(row);
            }
        }
        List<String> header = List.of("Name", "Token", "Summary");
        if (!components.isEmpty()) {
            page.append("\n## Components\n\n").append(Markdown.table(header, components));
        }
        customByModule.forEach((module, rows) -> page.append("\n## Resources: `").append(module).append("`\n\n")
                .append(Markdown.table(header, rows)));
        List<List<String>> functionRows = new ArrayList<>();
        for (String token : new java.util.TreeSet<>(functions.keySet())) {
            functionRows.add(indexRow(Token.parse(token), functions.getAsJsonObject(token)));
        }
        if (!functionRows.isEmpty()) {
            page.append("\n## Functions\n\n").append(Markdown.table(header, functionRows));
        }
        return page.toString();
    }

    private static List<String> indexRow(Token token, JsonObject spec) {
        return List.of("[" + token.name() + "](" + token.pagePath() + ")", "`" + token + "`",
                Markdown.cell(firstSentence(PropertyTables.description(spec))));
    }

    /** The text up to the first sentence end. */
    static String firstSentence(String text) {
        return Descriptions.firstSentence(text);
    }

    private static JsonObject objectOrEmpty(JsonObject spec, String key) {
        return spec.has(key) ? spec.getAsJsonObject(key) : new JsonObject();
    }
}
