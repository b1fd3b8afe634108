package com.vkcsgpu.tools.sdkgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A module's {@code <Module>Functions} class: per function an {@code Output} form (for wiring into resources) and a
 * {@code ...Plain} {@code CompletableFuture} form (for decisions in program code), both through
 * {@code Deployment.getInstance()} with the plugin version.
 */
final class FunctionsWriter {
    private final String pkg;
    private final String className;
    private final StringBuilder constants = new StringBuilder();
    private final StringBuilder methods = new StringBuilder();
    private final List<String> tokens = new ArrayList<>();

    FunctionsWriter(String pkg, String className) {
        this.pkg = pkg;
        this.className = className;
    }

    /** {@code Mk8sFunctions} for {@code vkcs-gpu:mk8s:getVersions}. */
    static String className(String token) {
        String module = token.split(":")[1];
        return Character.toUpperCase(module.charAt(0)) + module.substring(1) + "Functions";
    }

    String className() {
        return className;
    }

    void add(String token, String description, String argsClass, String resultClass) {
        tokens.add(token);
        String function = SchemaTypes.nameOf(token);
        String constant = function.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase();
        constants.append("    /** Token of {@code ").append(function).append("}. */\n")
                .append("    public static final String ").append(constant).append(" = \"").append(token).append("\";\n");
        String argsParam = argsClass == null ? "" : argsClass + " args";
        String argsValue = argsClass == null ? "InvokeArgs.Empty" : "args";
        String sep = argsClass == null ? "" : ", ";
        List<String> argsTag = argsClass == null ? List.of() : List.of("@param args the arguments; {@code " + argsClass + ".Empty} sets none");
        List<String> tags = new ArrayList<>(argsTag);
        tags.add("@return the result");
        methods.append(Javadoc.block("    ", description, tags))
                .append("    public static Output<").append(resultClass).append("> ").append(function).append('(')
                .append(argsParam).append(") {\n        return ").append(function).append('(')
                .append(argsClass == null ? "" : "args, ").append("null);\n    }\n\n");
        List<String> withOptions = new ArrayList<>(argsTag);
        withOptions.add("@param options invoke options (parent, provider, version)");
        withOptions.add("@return the result");
        methods.append(Javadoc.block("    ", description, withOptions))
                .append("    public static Output<").append(resultClass).append("> ").append(function).append('(')
                .append(argsParam).append(sep).append("@Nullable InvokeOptions options) {\n")
                .append("        return Deployment.getInstance().invoke(").append(constant).append(", TypeShape.of(")
                .append(resultClass).append(".class), ").append(argsValue).append(", SdkVersion.withVersion(options));\n    }\n\n");
        methods.append(Javadoc.block("    ", description, withOptions))
                .append("    public static CompletableFuture<").append(resultClass).append("> ").append(function)
                .append("Plain(").append(argsParam).append(sep).append("@Nullable InvokeOptions options) {\n")
                .append("        return Deployment.getInstance().invokeAsync(").append(constant).append(", TypeShape.of(")
                .append(resultClass).append(".class), ").append(argsValue).append(", SdkVersion.withVersion(options));\n    }\n\n");
    }

    String write() {
        Set<String> imports = new TreeSet<>(Set.of("com.pulumi.core.Output", "com.pulumi.core.TypeShape",
                "com.pulumi.deployment.Deployment", "com.pulumi.deployment.InvokeOptions",
                "com.pulumi.resources.InvokeArgs", "java.util.concurrent.CompletableFuture", "javax.annotation.Nullable"));
        if (!pkg.equals("com.vkcsgpu.mk8s")) {
            imports.add("com.vkcsgpu.mk8s.SdkVersion");
        }
        String module = tokens.get(0).split(":")[1];
        return JavaSdkGenerator.header(pkg, imports)
                + Javadoc.block("", "The {@code " + tokens.get(0).split(":")[0] + ":" + module + "} functions: read-only look-ups the provider answers. They run during {@code pulumi preview} too.", List.of())
                + "public final class " + className + " {\n"
                + constants + "\n"
                + "    private " + className + "() {\n    }\n\n"
                + methods.toString().stripTrailing() + "\n}\n";
    }
}
