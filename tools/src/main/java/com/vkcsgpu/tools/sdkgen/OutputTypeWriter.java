package com.vkcsgpu.tools.sdkgen;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * An output type: a {@code @CustomType} the Pulumi runtime fills through its {@code @CustomType.Builder}. It extends
 * {@code com.vkcsgpu.OutputType} and its fields carry {@code @Import}, so a program can export it or pass it on as an
 * input (see {@code OutputType} for why).
 */
final class OutputTypeWriter {
    private final SchemaTypes types;
    private final String pkg;
    private final String name;
    private final String description;
    private final JsonObject properties;
    private final Set<String> required;

    OutputTypeWriter(SchemaTypes types, String pkg, String name, String description, JsonObject properties,
                     Set<String> required) {
        this.types = types;
        this.pkg = pkg;
        this.name = name;
        this.description = description;
        this.properties = properties;
        this.required = required;
    }

    String write() {
        Set<String> imports = new TreeSet<>(Set.of("com.pulumi.core.annotations.CustomType",
                "com.pulumi.core.annotations.Import", "com.vkcsgpu.OutputType"));
        StringBuilder fields = new StringBuilder();
        StringBuilder getters = new StringBuilder();
        StringBuilder setters = new StringBuilder();
        for (String property : properties.keySet()) {
            JsonObject p = properties.getAsJsonObject(property);
            String id = SchemaTypes.identifier(property);
            JavaType type = types.javaType(p, false);
            type.addImports(imports, pkg);
            String nullable = required.contains(property) ? "" : "@Nullable ";
            if (!nullable.isEmpty()) {
                imports.add("javax.annotation.Nullable");
            }
            String doc = Javadoc.text(JavaSdkGenerator.str(p, "description"));
            String t = type.spelled();
            fields.append("    @Import(name = \"").append(property).append("\")\n    private ").append(nullable).append(t)
                    .append(' ').append(id).append(";\n");
            getters.append(Javadoc.block("    ", "", List.of("@return " + doc)))
                    .append("    public ").append(t).append(' ').append(id).append("() {\n")
                    .append("        return this.").append(id).append(";\n    }\n\n");
            setters.append(Javadoc.block("        ", "", List.of("@param " + id + " " + doc, "@return this builder")))
                    .append("        @CustomType.Setter(\"").append(property).append("\")\n")
                    .append("        public Builder ").append(id).append('(').append(nullable).append(t).append(' ').append(id)
                    .append(") {\n            $.").append(id).append(" = ").append(id).append(";\n")
                    .append("            return this;\n        }\n\n");
        }
        return JavaSdkGenerator.header(pkg, imports)
                + Javadoc.block("", description, List.of())
                + "@CustomType\n"
                + "public final class " + name + " extends OutputType {\n"
                + fields + (fields.length() > 0 ? "\n" : "")
                + "    private " + name + "() {\n    }\n\n"
                + getters
                + "    /** @return a builder, used by the Pulumi runtime to read results */\n"
                + "    public static Builder builder() {\n        return new Builder();\n    }\n\n"
                + "    /** Builds {@link " + name + "}. */\n"
                + "    @CustomType.Builder\n"
                + "    public static final class Builder {\n"
                + "        private final " + name + " $ = new " + name + "();\n\n"
                + "        /** An empty builder. */\n"
                + "        public Builder() {\n        }\n\n"
                + setters
                + "        /** @return the value */\n"
                + "        public " + name + " build() {\n            return $;\n        }\n    }\n}\n";
    }
}
