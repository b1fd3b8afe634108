package com.vkcsgpu.tools.sdkgen;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Generates the Java SDK classes of the package's custom resources and functions from schema.json, in the shape
 * pulumi-java's code generator gives them (pulumi/pulumi-java v1.36.1, {@code pkg/codegen/java/gen.go}): per
 * resource a {@code @ResourceType} class with {@code @Export} outputs and an {@code XArgs} with a builder and
 * {@code @Import} inputs; per object type an {@code XArgs} where inputs use it and a {@code @CustomType} output type
 * where outputs do; per module a {@code <Module>Functions} class invoking through {@code Deployment.getInstance()}.
 *
 * <p>Where this project's SDK differs from pulumi-java's on purpose: output types extend
 * {@code com.vkcsgpu.OutputType} so programs can export them; all classes of a module share one package (no
 * {@code inputs}/{@code outputs} subpackages); output getters return {@code Output<T>} and output-type getters
 * {@code T} (nullable) rather than {@code Optional}; registrations carry the plugin version and secret outputs
 * through {@code com.vkcsgpu.mk8s.SdkVersion}. Component resources ({@code isComponent}) are written by hand in
 * {@code com.vkcsgpu} and are skipped.
 */
public final class JavaSdkGenerator {
    /** The first line of every generated file; the golden test finds stale generated files by it. */
    public static final String MARKER = "// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.";

    private final JsonObject schema;
    private final SchemaTypes types;

    private JavaSdkGenerator(JsonObject schema) {
        this.schema = schema;
        this.types = new SchemaTypes(schema);
    }

    /** The generated sources by path relative to a source root, e.g. {@code com/vkcsgpu/k8s/JobRun.java}. */
    public static Map<String, String> generate(JsonObject schema) {
        return new JavaSdkGenerator(schema).all();
    }

    private Map<String, String> all() {
        Map<String, String> files = new TreeMap<>();
        JsonObject resources = schema.getAsJsonObject("resources");
        for (String token : resources.keySet()) {
            JsonObject spec = resources.getAsJsonObject(token);
            if (spec.has("isComponent") && spec.get("isComponent").getAsBoolean()) {
                continue;
            }
            String pkg = types.packageOf(token);
            String name = SchemaTypes.nameOf(token);
            put(files, pkg, name, new ResourceWriter(types, pkg, name, token, spec).write());
            put(files, pkg, name + "Args", new ArgsWriter(types, pkg, name + "Args", "ResourceArgs",
                    "Inputs of {@link " + name + "}.", obj(spec, "inputProperties"), names(spec, "requiredInputs")).write());
        }
        for (String token : types.inputTypes()) {
            JsonObject spec = types.type(token);
            String pkg = types.packageOf(token);
            String name = SchemaTypes.nameOf(token) + "Args";
            put(files, pkg, name, new ArgsWriter(types, pkg, name, "ResourceArgs", Javadoc.text(str(spec, "description")),
                    obj(spec, "properties"), names(spec, "required")).write());
        }
        for (String token : types.outputTypes()) {
            JsonObject spec = types.type(token);
            String pkg = types.packageOf(token);
            String name = SchemaTypes.nameOf(token);
            put(files, pkg, name, new OutputTypeWriter(types, pkg, name, Javadoc.text(str(spec, "description")),
                    obj(spec, "properties"), names(spec, "required")).write());
        }
        JsonObject functions = schema.has("functions") ? schema.getAsJsonObject("functions") : new JsonObject();
        Map<String, FunctionsWriter> byModule = new TreeMap<>();
        for (String token : functions.keySet()) {
            JsonObject spec = functions.getAsJsonObject(token);
            String pkg = types.packageOf(token);
            String base = Character.toUpperCase(SchemaTypes.nameOf(token).charAt(0)) + SchemaTypes.nameOf(token).substring(1);
            JsonObject inputs = obj(obj(spec, "inputs"), "properties");
            JsonObject outputs = obj(spec, "outputs");
            String argsClass = inputs.size() == 0 ? null : base + "Args";
            if (argsClass != null) {
                put(files, pkg, argsClass, new ArgsWriter(types, pkg, argsClass, "InvokeArgs",
                        "Arguments of {@link " + FunctionsWriter.className(token) + "#" + SchemaTypes.nameOf(token) + "}.",
                        inputs, names(obj(spec, "inputs"), "required")).write());
            }
            put(files, pkg, base + "Result", new OutputTypeWriter(types, pkg, base + "Result",
                    "Result of {@link " + FunctionsWriter.className(token) + "#" + SchemaTypes.nameOf(token) + "}.",
                    obj(outputs, "properties"), names(outputs, "required")).write());
            byModule.computeIfAbsent(pkg, p -> new FunctionsWriter(p, FunctionsWriter.className(token)))
                    .add(token, Javadoc.text(str(spec, "description")), argsClass, base + "Result");
        }
        byModule.forEach((pkg, writer) -> put(files, pkg, writer.className(), writer.write()));
        return files;
    }

    private static void put(Map<String, String> files, String pkg, String className, String source) {
        String path = pkg.replace('.', '/') + "/" + className + ".java";
        if (files.put(path, source) != null) {
            throw new IllegalStateException("two schema entries generate " + path);
        }
    }

    static JsonObject obj(JsonObject o, String key) {
        return o != null && o.has(key) ? o.getAsJsonObject(key) : new JsonObject();
    }

    static String str(JsonObject o, String key) {
        return o.has(key) ? o.get(key).getAsString() : "";
    }

    static Set<String> names(JsonObject o, String key) {
        Set<String> names = new LinkedHashSet<>();
        if (o.has(key)) {
            JsonArray a = o.getAsJsonArray(key);
            for (JsonElement e : a) {
                names.add(e.getAsString());
            }
        }
        return names;
    }

    /** The file's start: marker, package, sorted imports. */
    static String header(String pkg, Set<String> imports) {
        StringBuilder b = new StringBuilder(MARKER).append("\npackage ").append(pkg).append(";\n\n");
        List<String> sorted = imports.stream().sorted().toList();
        sorted.forEach(i -> b.append("import ").append(i).append(";\n"));
        if (!sorted.isEmpty()) {
            b.append('\n');
        }
        return b.toString();
    }
}
