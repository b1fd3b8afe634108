package com.vkcsgpu.tools.sdkgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A Java type of a schema property: a class, or a {@code List}/{@code Map} of them. It knows how to spell itself,
 * its imports, and the {@code refs}/{@code tree} encoding of {@code @Export} (pulumi/pulumi-java v1.36.1,
 * {@code sdk/java/pulumi/src/main/java/com/pulumi/core/annotations/Export.java}: the distinct classes, then the
 * type as a tree of indexes into them).
 */
record JavaType(String qualifiedName, List<JavaType> arguments) {

    static JavaType of(String qualifiedName) {
        return new JavaType(qualifiedName, List.of());
    }

    static JavaType listOf(JavaType item) {
        return new JavaType("java.util.List", List.of(item));
    }

    static JavaType mapOf(JavaType value) {
        return new JavaType("java.util.Map", List.of(of("java.lang.String"), value));
    }

    String simpleName() {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }

    boolean isList() {
        return qualifiedName.equals("java.util.List");
    }

    /** The type as written in source, e.g. {@code List<ObjectRef>}. */
    String spelled() {
        if (arguments.isEmpty()) {
            return simpleName();
        }
        List<String> args = new ArrayList<>();
        arguments.forEach(a -> args.add(a.spelled()));
        return simpleName() + "<" + String.join(", ", args) + ">";
    }

    /** Adds the imports the type needs from outside {@code java.lang} and {@code currentPackage}. */
    void addImports(Set<String> imports, String currentPackage) {
        String pkg = qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
        if (!pkg.equals("java.lang") && !pkg.equals(currentPackage)) {
            imports.add(qualifiedName);
        }
        arguments.forEach(a -> a.addImports(imports, currentPackage));
    }

    /** The {@code refs} of {@code @Export}: each distinct class once, in order of appearance. */
    List<String> refs() {
        List<String> refs = new ArrayList<>();
        collect(refs);
        return refs;
    }

    /** The {@code tree} of {@code @Export}: {@code [0]} for a plain class, {@code [0,1]} for a list of one, ... */
    String tree() {
        List<String> refs = refs();
        return arguments.isEmpty() ? "[" + refs.indexOf(simpleName()) + "]" : node(refs);
    }

    private String node(List<String> refs) {
        int index = refs.indexOf(simpleName());
        if (arguments.isEmpty()) {
            return String.valueOf(index);
        }
        List<String> parts = new ArrayList<>();
        parts.add(String.valueOf(index));
        arguments.forEach(a -> parts.add(a.node(refs)));
        return "[" + String.join(",", parts) + "]";
    }

    private void collect(List<String> refs) {
        if (!refs.contains(simpleName())) {
            refs.add(simpleName());
        }
        arguments.forEach(a -> a.collect(refs));
    }
}
