package com.vkcsgpu.harness.yaml;

import java.util.ArrayList;
import java.util.List;

/**
 * A string of a Pulumi YAML program split into literal text and {@code ${...}} references. {@code $${} is the
 * literal text {@code ${} (pulumi-yaml {@code pkg/pulumiyaml/ast/interpolation.go}).
 *
 * @param parts {@code String} literals and {@link PropertyPath} references, in order
 */
record Interpolation(List<Object> parts) {

    static Interpolation parse(String value) {
        List<Object> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < value.length()) {
            if (value.startsWith("$${", i)) {
                literal.append("${");
                i += 3;
            } else if (value.startsWith("${", i)) {
                int close = value.indexOf('}', i);
                if (close < 0) {
                    throw new IllegalArgumentException("'" + value + "' has a '${' without '}'");
                }
                if (literal.length() > 0) {
                    parts.add(literal.toString());
                    literal.setLength(0);
                }
                parts.add(PropertyPath.parse(value.substring(i + 2, close)));
                i = close + 1;
            } else {
                literal.append(value.charAt(i++));
            }
        }
        if (literal.length() > 0 || parts.isEmpty()) {
            parts.add(literal.toString());
        }
        return new Interpolation(parts);
    }

    /** The references, in order. */
    List<PropertyPath> references() {
        return parts.stream().filter(PropertyPath.class::isInstance).map(PropertyPath.class::cast).toList();
    }

    /** The reference when the string is exactly one {@code ${...}}: its value is then the referenced value itself. */
    PropertyPath whole() {
        return parts.size() == 1 && parts.get(0) instanceof PropertyPath p ? p : null;
    }
}
