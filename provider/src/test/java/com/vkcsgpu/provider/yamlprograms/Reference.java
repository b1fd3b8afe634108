package com.vkcsgpu.provider.yamlprograms;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One {@code ${...}} interpolation of a Pulumi YAML string: {@code ${cluster}}, {@code ${cluster.kubeconfig}},
 * {@code ${pool.tolerations[0].key}} or {@code ${tenant["namespace"]}}. {@code $${...}} is an escaped literal.
 *
 * @param text          the whole expression, {@code ${pool.tolerations[0].key}}
 * @param root          the name it starts with, {@code pool}
 * @param firstProperty the property accessed on the root, {@code tolerations}; empty for the root alone
 */
record Reference(String text, String root, Optional<String> firstProperty) {

    /** Every interpolation in a string, in order. */
    static List<Reference> in(String value) {
        List<Reference> found = new ArrayList<>();
        int from = 0;
        while (true) {
            int start = value.indexOf("${", from);
            if (start < 0) {
                return found;
            }
            int end = value.indexOf('}', start);
            if (end < 0) {
                return found;
            }
            from = end + 1;
            if (start > 0 && value.charAt(start - 1) == '$') {
                continue; // $${...} is the literal text ${...}
            }
            found.add(parse(value.substring(start, end + 1)));
        }
    }

    /** Whether the whole string is one interpolation (its value is then the referenced value itself). */
    static boolean isWhole(String value) {
        return value.startsWith("${") && value.endsWith("}") && value.indexOf("${", 1) < 0;
    }

    private static Reference parse(String text) {
        String path = text.substring(2, text.length() - 1).trim();
        int rootEnd = 0;
        while (rootEnd < path.length() && path.charAt(rootEnd) != '.' && path.charAt(rootEnd) != '[') {
            rootEnd++;
        }
        String root = path.substring(0, rootEnd);
        String rest = path.substring(rootEnd);
        Optional<String> property = Optional.empty();
        if (rest.startsWith(".")) {
            int end = 1;
            while (end < rest.length() && rest.charAt(end) != '.' && rest.charAt(end) != '[') {
                end++;
            }
            property = Optional.of(rest.substring(1, end));
        } else if (rest.startsWith("[\"") && rest.indexOf("\"]") > 2) {
            property = Optional.of(rest.substring(2, rest.indexOf("\"]")));
        }
        return new Reference(text, root, property);
    }
}
