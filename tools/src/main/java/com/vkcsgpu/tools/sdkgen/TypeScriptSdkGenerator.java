package com.vkcsgpu.tools.sdkgen;

import static com.vkcsgpu.tools.sdkgen.JavaSdkGenerator.names;
import static com.vkcsgpu.tools.sdkgen.JavaSdkGenerator.obj;
import static com.vkcsgpu.tools.sdkgen.JavaSdkGenerator.str;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Generates a TypeScript SDK of the package for {@code @pulumi/pulumi} from schema.json: one {@code index.ts} whose
 * top level holds the {@code index} module and whose {@code export namespace <module>} blocks hold the others. Its
 * shape follows Pulumi's Node.js code generator (pulumi/pulumi v3.248.0, {@code pkg/codegen/nodejs/gen.go}): a
 * component is a {@code pulumi.ComponentResource} registered with {@code remote = true} (so the engine sends it to
 * the plugin's Construct), a custom resource a {@code pulumi.CustomResource}; each declares its outputs as
 * {@code pulumi.Output} fields and registers every input and output property (outputs as {@code undefined}) so the
 * SDK fills them; secret inputs are sent as {@code pulumi.secret}, and a custom resource lists its secret outputs in
 * {@code additionalSecretOutputs} (a component's Construct returns its secrets as secrets); every registration and invoke names the plugin version; an object type is an {@code XArgs} interface of inputs and
 * an {@code X} interface of outputs; an enum type is a union of its values; a function returns a {@code Promise}.
 *
 * <p>What differs from Pulumi's generator, on purpose: the SDK is one file without a package of its own (the
 * program imports it by path); and an input the schema marks {@code plain} is typed {@code pulumi.Input} like every
 * other. {@code @pulumi/pulumi} awaits every input before it registers a resource, so an output of another component
 * (a GpuNodePool's {@code nodeSelector} in GpuOperator's {@code pools}) reaches the plugin as the value it resolved to
 * instead of being typed again as a literal. Not generated: methods, provider resources, resource {@code get}.
 */
public final class TypeScriptSdkGenerator {
    /** The first line of the generated file; the golden test names the command that rewrites it. */
    public static final String MARKER = "// Generated from schema.json by com.vkcsgpu.tools.sdkgen.TypeScriptSdkGenerator. Do not edit.";
    /** Where the generated file lives, relative to the repository root. */
    public static final String PATH = "examples/typescript-gpu-platform/sdks/vkcs-gpu/index.ts";

    private static final String TYPE_REF = "#/types/";
    private static final String ANY_REF = "pulumi.json#/Any";
    private static final String INDENT = "    ";

    private final JsonObject schema;

    private TypeScriptSdkGenerator(JsonObject schema) {
        this.schema = schema;
    }

    /** The generated {@code index.ts}. */
    public static String generate(JsonObject schema) {
        return new TypeScriptSdkGenerator(schema).file();
    }

    private String file() {
        Map<String, List<String>> byModule = new TreeMap<>();
        JsonObject resources = obj(schema, "resources");
        for (String token : resources.keySet()) {
            declarations(byModule, token).add(resource(token, resources.getAsJsonObject(token)));
        }
        JsonObject types = obj(schema, "types");
        for (String token : types.keySet()) {
            declarations(byModule, token).add(type(token, types.getAsJsonObject(token)));
        }
        JsonObject functions = obj(schema, "functions");
        for (String token : functions.keySet()) {
            declarations(byModule, token).add(function(token, functions.getAsJsonObject(token)));
        }
        StringBuilder out = new StringBuilder(MARKER).append('\n')
                .append("import * as pulumi from \"@pulumi/pulumi\";\n\n")
                .append("/** The plugin version every registration and invoke names, so the engine starts that plugin. */\n")
                .append("const pluginVersion = ").append(quote(str(schema, "version"))).append(";\n\n")
                .append("function withVersion<T extends { version?: string }>(opts: T | undefined): T {\n")
                .append(INDENT).append("return { version: pluginVersion, ...opts } as T;\n}\n\n")
                .append("/** A custom resource's options with the plugin version and the outputs the schema marks secret. */\n")
                .append("function withSecretOutputs(opts: pulumi.CustomResourceOptions | undefined, secretOutputs: string[]): pulumi.CustomResourceOptions {\n")
                .append(INDENT).append("return withVersion({ ...opts, additionalSecretOutputs: [...secretOutputs, ...(opts?.additionalSecretOutputs ?? [])] });\n}\n");
        byModule.forEach((module, declarations) -> {
            boolean top = module.equals("index");
            if (!top) {
                out.append("\nexport namespace ").append(module).append(" {");
            }
            for (String declaration : declarations) {
                out.append('\n').append(top ? declaration : indent(declaration));
            }
            if (!top) {
                out.append("}\n");
            }
        });
        return out.toString();
    }

    private static boolean secret(JsonObject property) {
        return property.has("secret") && property.get("secret").getAsBoolean();
    }

    private static List<String> declarations(Map<String, List<String>> byModule, String token) {
        return byModule.computeIfAbsent(module(token), m -> new ArrayList<>());
    }

    private String resource(String token, JsonObject spec) {
        boolean component = spec.has("isComponent") && spec.get("isComponent").getAsBoolean();
        String name = SchemaTypes.nameOf(token);
        JsonObject inputs = obj(spec, "inputProperties");
        JsonObject outputs = obj(spec, "properties");
        Set<String> required = names(spec, "required");
        StringBuilder b = new StringBuilder(doc(str(spec, "description"), ""));
        b.append("export class ").append(name).append(" extends pulumi.")
                .append(component ? "ComponentResource" : "CustomResource").append(" {\n");
        for (String property : outputs.keySet()) {
            JsonObject p = outputs.getAsJsonObject(property);
            b.append(doc(str(p, "description"), INDENT)).append(INDENT).append("public readonly ").append(property)
                    .append("!: pulumi.Output<").append(tsType(p, token, false))
                    .append(required.contains(property) ? "" : " | undefined").append(">;\n");
        }
        String options = component ? "pulumi.ComponentResourceOptions" : "pulumi.CustomResourceOptions";
        String argsOptional = names(spec, "requiredInputs").isEmpty() ? "?" : "";
        String pad = INDENT + INDENT + INDENT;
        b.append('\n').append(INDENT).append("constructor(name: string, args").append(argsOptional).append(": ")
                .append(name).append("Args, opts?: ").append(options).append(") {\n")
                .append(INDENT).append(INDENT).append("super(").append(quote(token)).append(", name, {\n");
        for (String property : inputs.keySet()) {
            b.append(pad).append(property).append(": ").append(secret(inputs.getAsJsonObject(property))
                    ? "args?." + property + " === undefined ? undefined : pulumi.secret(args." + property + ")"
                    : "args?." + property).append(",\n");
        }
        for (String property : outputs.keySet()) {
            if (!inputs.has(property)) {
                b.append(pad).append(property).append(": undefined,\n");
            }
        }
        List<String> secretOutputs = outputs.keySet().stream().filter(o -> secret(outputs.getAsJsonObject(o)))
                .map(TypeScriptSdkGenerator::quote).toList();
        b.append(INDENT).append(INDENT).append("}, ").append(component ? "withVersion(opts), true"
                : "withSecretOutputs(opts, [" + String.join(", ", secretOutputs) + "])").append(");\n")
                .append(INDENT).append("}\n}\n\n");
        b.append(argsInterface(name + "Args", "The inputs of " + name + ".", inputs, names(spec, "requiredInputs"), token));
        return b.toString();
    }

    private String type(String token, JsonObject spec) {
        String name = SchemaTypes.nameOf(token);
        if (spec.has("enum")) {
            List<String> values = new ArrayList<>();
            for (JsonElement e : spec.getAsJsonArray("enum")) {
                values.add(e.getAsJsonObject().get("value").toString());
            }
            return doc(str(spec, "description"), "") + "export type " + name + " = " + String.join(" | ", values) + ";\n";
        }
        JsonObject properties = obj(spec, "properties");
        Set<String> required = names(spec, "required");
        return argsInterface(name + "Args", str(spec, "description"), properties, required, token) + "\n"
                + outputInterface(name, str(spec, "description"), properties, required, token);
    }

    private String function(String token, JsonObject spec) {
        String name = SchemaTypes.nameOf(token);
        String base = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        JsonObject inputs = obj(spec, "inputs");
        JsonObject outputs = obj(spec, "outputs");
        return doc(str(spec, "description"), "")
                + "export function " + name + "(args?: " + base + "Args, opts?: pulumi.InvokeOptions): Promise<"
                + base + "Result> {\n"
                + INDENT + "return pulumi.runtime.invoke(" + quote(token) + ", args ?? {}, withVersion(opts));\n}\n\n"
                + argsInterface(base + "Args", "The arguments of " + name + ".", obj(inputs, "properties"),
                        names(inputs, "required"), token) + "\n"
                + outputInterface(base + "Result", "The result of " + name + ".", obj(outputs, "properties"),
                        names(outputs, "required"), token);
    }

    private String argsInterface(String name, String description, JsonObject properties, Set<String> required,
                                 String from) {
        StringBuilder b = new StringBuilder(doc(description, "")).append("export interface ").append(name).append(" {\n");
        for (String property : properties.keySet()) {
            JsonObject p = properties.getAsJsonObject(property);
            b.append(doc(str(p, "description"), INDENT)).append(INDENT).append(property)
                    .append(required.contains(property) ? "" : "?").append(": pulumi.Input<")
                    .append(tsType(p, from, true)).append(">;\n");
        }
        return b.append("}\n").toString();
    }

    private String outputInterface(String name, String description, JsonObject properties, Set<String> required,
                                   String from) {
        StringBuilder b = new StringBuilder(doc(description, "")).append("export interface ").append(name).append(" {\n");
        for (String property : properties.keySet()) {
            JsonObject p = properties.getAsJsonObject(property);
            b.append(doc(str(p, "description"), INDENT)).append(INDENT).append("readonly ").append(property)
                    .append(required.contains(property) ? "" : "?").append(": ").append(tsType(p, from, false))
                    .append(";\n");
        }
        return b.append("}\n").toString();
    }

    /**
     * The TypeScript type of a property as seen from the declaration of {@code from}: object types are {@code XArgs}
     * on the input side, and the elements of arrays and maps of inputs are inputs themselves.
     */
    private String tsType(JsonObject spec, String from, boolean input) {
        if (spec.has("$ref")) {
            String ref = spec.get("$ref").getAsString();
            if (ref.equals(ANY_REF)) {
                return "any";
            }
            if (!ref.startsWith(TYPE_REF)) {
                throw new IllegalArgumentException("unsupported $ref " + ref);
            }
            String token = ref.substring(TYPE_REF.length());
            boolean isEnum = obj(obj(schema, "types"), token).has("enum");
            String local = SchemaTypes.nameOf(token) + (input && !isEnum ? "Args" : "");
            return module(token).equals(module(from)) || module(token).equals("index") ? local : module(token) + "." + local;
        }
        String type = spec.get("type").getAsString();
        return switch (type) {
            case "string" -> "string";
            case "integer", "number" -> "number";
            case "boolean" -> "boolean";
            case "array" -> element(spec.getAsJsonObject("items"), from, input) + "[]";
            case "object" -> "{ [key: string]: " + (spec.has("additionalProperties")
                    ? element(spec.getAsJsonObject("additionalProperties"), from, input) : "any") + " }";
            default -> throw new IllegalArgumentException("unsupported schema type " + type);
        };
    }

    private String element(JsonObject spec, String from, boolean input) {
        String type = tsType(spec, from, input);
        return input ? "pulumi.Input<" + type + ">" : type.contains(" ") ? "(" + type + ")" : type;
    }

    private static String module(String token) {
        return token.split(":")[1];
    }

    private static String doc(String text, String indent) {
        if (text.isBlank()) {
            return "";
        }
        String body = text.strip().replace("*/", "*\\/").replace("\n", "\n" + indent + " * ");
        return indent + "/** " + body + " */\n";
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String indent(String declaration) {
        StringBuilder b = new StringBuilder();
        for (String line : declaration.split("\n", -1)) {
            b.append(line.isEmpty() ? "" : INDENT + line).append('\n');
        }
        return b.substring(0, b.length() - 1);
    }
}
