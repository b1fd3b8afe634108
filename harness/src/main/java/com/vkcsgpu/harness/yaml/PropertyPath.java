package com.vkcsgpu.harness.yaml;

import java.util.ArrayList;
import java.util.List;

/**
 * The inside of one {@code ${...}} of a Pulumi YAML program: a root name and the property accesses after it, as
 * pulumi-yaml parses them ({@code pkg/pulumiyaml/ast/property.go}: {@code .name}, {@code [0]}, {@code ["key"]}).
 * Examples: {@code cluster.kubeconfig}, {@code pool.tolerations[0].key}, {@code tenant["namespace"]}.
 *
 * @param text      the expression as written, without {@code ${ }}
 * @param root      the config key, variable or resource it starts with
 * @param accessors the property names ({@code String}) and list indexes ({@code Integer}) read after the root
 */
record PropertyPath(String text, String root, List<Object> accessors) {

    PropertyPath {
        accessors = List.copyOf(accessors);
    }

    /** Parses {@code text}; an {@link IllegalArgumentException} says what is malformed. */
    static PropertyPath parse(String text) {
        String path = text.trim();
        int i = 0;
        while (i < path.length() && path.charAt(i) != '.' && path.charAt(i) != '[') {
            i++;
        }
        String root = path.substring(0, i);
        if (root.isEmpty()) {
            throw new IllegalArgumentException("${" + text + "} does not start with a name");
        }
        List<Object> accessors = new ArrayList<>();
        while (i < path.length()) {
            char c = path.charAt(i);
            if (c == '.') {
                int end = i + 1;
                while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') {
                    end++;
                }
                if (end == i + 1) {
                    throw new IllegalArgumentException("${" + text + "} has an empty property name");
                }
                accessors.add(path.substring(i + 1, end));
                i = end;
            } else {
                int close = path.indexOf(']', i);
                if (close < 0) {
                    throw new IllegalArgumentException("${" + text + "} has a '[' without ']'");
                }
                String inside = path.substring(i + 1, close).trim();
                if (inside.length() >= 2 && inside.startsWith("\"") && inside.endsWith("\"")) {
                    accessors.add(inside.substring(1, inside.length() - 1));
                } else {
                    try {
                        accessors.add(Integer.parseInt(inside));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("${" + text + "}: [" + inside + "] is neither a list index "
                                + "nor a quoted property name");
                    }
                }
                i = close + 1;
            }
        }
        return new PropertyPath(text, root, accessors);
    }

    @Override
    public String toString() {
        return "${" + text + "}";
    }
}
