package com.vkcsgpu.tools.sdkgen;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * An inputs class ({@code XArgs} of a resource, an object type or a function): {@code @Import} fields, getters
 * ({@code Output<T>} when required, else {@code Optional<Output<T>>}) and a builder taking each value plainly or as
 * an {@code Output} (lists also as varargs); secret inputs are always sent as secrets.
 */
final class ArgsWriter {
    private final SchemaTypes types;
    private final String pkg;
    private final String name;
    private final String base;
    private final String description;
    private final JsonObject properties;
    private final Set<String> required;

    ArgsWriter(SchemaTypes types, String pkg, String name, String base, String description, JsonObject properties,
               Set<String> required) {
        this.types = types;
        this.pkg = pkg;
        this.name = name;
        this.base = base;
        this.description = description;
        this.properties = properties;
        this.required = required;
    }

    String write() {
        Set<String> imports = new TreeSet<>(Set.of("com.pulumi.core.Output", "com.pulumi.core.annotations.Import",
                "com.pulumi.resources." + base, "javax.annotation.Nullable"));
        StringBuilder fields = new StringBuilder();
        StringBuilder getters = new StringBuilder();
        StringBuilder setters = new StringBuilder();
        StringBuilder checks = new StringBuilder();
        for (String property : properties.keySet()) {
            JsonObject p = properties.getAsJsonObject(property);
            String id = SchemaTypes.identifier(property);
            JavaType type = types.javaType(p, true);
            type.addImports(imports, pkg);
            boolean isRequired = required.contains(property);
            boolean secret = p.has("secret") && p.get("secret").getAsBoolean();
            String doc = Javadoc.text(JavaSdkGenerator.str(p, "description"));
            String t = type.spelled();
            fields.append("    @Import(name = \"").append(property).append('"').append(isRequired ? ", required = true" : "")
                    .append(")\n    private ").append(isRequired ? "" : "@Nullable ").append("Output<").append(t).append("> ")
                    .append(id).append(";\n\n");
            if (isRequired) {
                getters.append(Javadoc.block("    ", "", List.of("@return " + doc)))
                        .append("    public Output<").append(t).append("> ").append(id).append("() {\n")
                        .append("        return this.").append(id).append(";\n    }\n\n");
                checks.append("            Objects.requireNonNull($.").append(id).append(", \"").append(name).append('.')
                        .append(property).append(" is required\");\n");
                imports.add("java.util.Objects");
            } else {
                imports.add("java.util.Optional");
                getters.append(Javadoc.block("    ", "", List.of("@return " + doc)))
                        .append("    public Optional<Output<").append(t).append(">> ").append(id).append("() {\n")
                        .append("        return Optional.ofNullable(this.").append(id).append(");\n    }\n\n");
            }
            String param = "@param " + id + " " + doc + (secret ? " (always sent as a secret)" : "");
            List<String> tags = List.of(param, "@return this builder");
            setters.append(Javadoc.block("        ", "", tags))
                    .append("        public Builder ").append(id).append("(@Nullable Output<").append(t).append("> ").append(id)
                    .append(") {\n            $.").append(id).append(" = ")
                    .append(secret ? id + " == null ? null : " + id + ".asSecret()" : id).append(";\n")
                    .append("            return this;\n        }\n\n")
                    .append(Javadoc.block("        ", "", tags))
                    .append("        public Builder ").append(id).append("(@Nullable ").append(t).append(' ').append(id)
                    .append(") {\n            return ").append(id).append('(').append(id).append(" == null ? null : Output.")
                    .append(secret ? "ofSecret(" : "of(").append(id).append("));\n        }\n\n");
            if (type.isList()) {
                String item = type.arguments().get(0).spelled();
                setters.append(Javadoc.block("        ", "", tags))
                        .append("        public Builder ").append(id).append('(').append(item).append("... ").append(id)
                        .append(") {\n            return ").append(id).append("(List.of(").append(id).append("));\n        }\n\n");
            }
        }
        return JavaSdkGenerator.header(pkg, imports)
                + Javadoc.block("", description, List.of())
                + "public final class " + name + " extends " + base + " {\n"
                + "    /** Args with nothing set. */\n"
                + "    public static final " + name + " Empty = new " + name + "();\n\n"
                + fields
                + "    private " + name + "() {\n    }\n\n"
                + getters
                + "    /** @return a builder for {@link " + name + "} */\n"
                + "    public static Builder builder() {\n        return new Builder();\n    }\n\n"
                + "    /** Builds {@link " + name + "}; every value may be given plainly or as an {@link Output}. */\n"
                + "    public static final class Builder {\n"
                + "        private final " + name + " $ = new " + name + "();\n\n"
                + "        private Builder() {\n        }\n\n"
                + setters
                + Javadoc.block("        ", "", List.of("@return the args",
                        "@throws NullPointerException when a required value is missing (the message names it)"))
                + "        public " + name + " build() {\n" + checks + "            return $;\n        }\n    }\n}\n";
    }
}
