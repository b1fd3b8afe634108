package com.vkcsgpu.tools.sdkgen;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** A custom resource's class: {@code @ResourceType}, one {@code @Export} field and getter per output. */
final class ResourceWriter {
    private static final String SDK_VERSION = "com.vkcsgpu.mk8s.SdkVersion";

    private final SchemaTypes types;
    private final String pkg;
    private final String name;
    private final String token;
    private final JsonObject spec;

    ResourceWriter(SchemaTypes types, String pkg, String name, String token, JsonObject spec) {
        this.types = types;
        this.pkg = pkg;
        this.name = name;
        this.token = token;
        this.spec = spec;
    }

    String write() {
        Set<String> imports = new TreeSet<>(Set.of("com.pulumi.core.Output", "com.pulumi.core.annotations.Export",
                "com.pulumi.core.annotations.ResourceType", "com.pulumi.resources.CustomResource",
                "com.pulumi.resources.CustomResourceOptions", "javax.annotation.Nullable"));
        if (!SDK_VERSION.startsWith(pkg + ".") || SDK_VERSION.substring(pkg.length() + 1).contains(".")) {
            imports.add(SDK_VERSION);
        }
        JsonObject properties = JavaSdkGenerator.obj(spec, "properties");
        StringBuilder fields = new StringBuilder();
        StringBuilder getters = new StringBuilder();
        List<String> secrets = new ArrayList<>();
        for (String property : properties.keySet()) {
            JsonObject p = properties.getAsJsonObject(property);
            String id = SchemaTypes.identifier(property);
            JavaType type = types.javaType(p, false);
            type.addImports(imports, pkg);
            List<String> refs = new ArrayList<>();
            type.refs().forEach(r -> refs.add(r + ".class"));
            fields.append("    @Export(name = \"").append(property).append("\", refs = {").append(String.join(", ", refs))
                    .append("}, tree = \"").append(type.tree()).append("\")\n")
                    .append("    private Output<").append(type.spelled()).append("> ").append(id).append(";\n\n");
            getters.append(Javadoc.block("    ", "", List.of("@return " + Javadoc.text(JavaSdkGenerator.str(p, "description")))))
                    .append("    public Output<").append(type.spelled()).append("> ").append(id).append("() {\n")
                    .append("        return ").append(id).append(";\n    }\n\n");
            if (p.has("secret") && p.get("secret").getAsBoolean()) {
                secrets.add('"' + property + '"');
            }
        }
        String secretArgs = secrets.isEmpty() ? "" : ", " + String.join(", ", secrets);
        String secretNote = secrets.isEmpty() ? "" : " Secret outputs: " + String.join(", ", secrets).replace("\"", "") + ".";
        return JavaSdkGenerator.header(pkg, imports)
                + Javadoc.block("", Javadoc.text(JavaSdkGenerator.str(spec, "description")) + " ({@code " + token + "})", List.of())
                + "@ResourceType(type = \"" + token + "\")\n"
                + "public class " + name + " extends CustomResource {\n"
                + "    /** The type token this class registers. */\n"
                + "    public static final String TYPE = \"" + token + "\";\n\n"
                + fields + getters
                + Javadoc.block("    ", "Registers the resource.", List.of("@param name the unique name of the resource",
                        "@param args the inputs"))
                + "    public " + name + "(String name, " + name + "Args args) {\n"
                + "        this(name, args, null);\n    }\n\n"
                + Javadoc.block("    ", "Registers the resource." + secretNote, List.of("@param name the unique name of the resource",
                        "@param args the inputs", "@param options the resource options (parent, provider, dependsOn, customTimeouts, ...)"))
                + "    public " + name + "(String name, " + name + "Args args, @Nullable CustomResourceOptions options) {\n"
                + "        super(TYPE, name, args, SdkVersion.withVersion(options" + secretArgs + "));\n    }\n}\n";
    }
}
