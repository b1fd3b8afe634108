package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A parsed {@code labelSelector} query: comma-separated requirements {@code key}, {@code !key},
 * {@code key=value}, {@code key==value}, {@code key!=value}, {@code key in (a,b)},
 * {@code key notin (a,b)}, with the real server's semantics ({@code !=} and {@code notin} also
 * match objects without the label).
 */
public final class LabelSelector {
    /** Selects everything. */
    public static final LabelSelector ALL = new LabelSelector(List.of());

    private final List<Predicate<Map<String, String>>> requirements;

    private LabelSelector(List<Predicate<Map<String, String>>> requirements) {
        this.requirements = requirements;
    }

    /** Parses the query form; null or blank selects everything. */
    public static LabelSelector parse(String selector) {
        if (selector == null || selector.isBlank()) {
            return ALL;
        }
        List<Predicate<Map<String, String>>> requirements = new ArrayList<>();
        for (String term : splitTopLevel(selector)) {
            requirements.add(requirement(term.trim(), selector));
        }
        return new LabelSelector(List.copyOf(requirements));
    }

    /** Converts a {@code metav1.LabelSelector} object (matchLabels, matchExpressions); null selects everything. */
    public static LabelSelector fromObject(JsonObject selector) {
        if (selector == null) {
            return ALL;
        }
        String query = toQuery(selector);
        return query.isEmpty() ? ALL : parse(query);
    }

    /** The query form of a {@code metav1.LabelSelector} ({@code app=x,tier in (a,b)}), as Scale's status shows it. */
    static String toQuery(JsonObject selector) {
        List<String> terms = new ArrayList<>();
        if (selector.has("matchLabels")) {
            selector.getAsJsonObject("matchLabels").entrySet()
                    .forEach(e -> terms.add(e.getKey() + "=" + e.getValue().getAsString()));
        }
        if (selector.has("matchExpressions")) {
            for (JsonElement expression : selector.getAsJsonArray("matchExpressions")) {
                terms.add(expressionTerm(expression.getAsJsonObject()));
            }
        }
        return String.join(",", terms);
    }

    /** Whether labels (null = none) satisfy every requirement. */
    public boolean matches(Map<String, String> labels) {
        Map<String, String> actual = labels == null ? Map.of() : labels;
        return requirements.stream().allMatch(r -> r.test(actual));
    }

    static String expressionTerm(JsonObject expression) {
        String key = expression.get("key").getAsString();
        String operator = expression.get("operator").getAsString();
        List<String> values = new ArrayList<>();
        if (expression.has("values")) {
            expression.getAsJsonArray("values").forEach(v -> values.add(v.getAsString()));
        }
        return switch (operator) {
            case "In" -> key + " in (" + String.join(",", values) + ")";
            case "NotIn" -> key + " notin (" + String.join(",", values) + ")";
            case "Exists" -> key;
            case "DoesNotExist" -> "!" + key;
            default -> throw KubeApiException.badRequest("unsupported label selector operator \"" + operator
                    + "\" on key \"" + key + "\"; use In, NotIn, Exists or DoesNotExist");
        };
    }

    private static Predicate<Map<String, String>> requirement(String term, String whole) {
        if (term.isEmpty()) {
            throw invalid(whole, "empty requirement");
        }
        String[] words = term.split("\\s+", 2);
        if (words.length == 2 && (words[1].startsWith("in ") || words[1].startsWith("in(")
                || words[1].startsWith("notin ") || words[1].startsWith("notin("))) {
            boolean negated = words[1].startsWith("notin");
            String rest = words[1].substring(negated ? 5 : 2).trim();
            if (!rest.startsWith("(") || !rest.endsWith(")")) {
                throw invalid(whole, "set values of \"" + words[0] + "\" must be in parentheses");
            }
            Set<String> values = Set.of(java.util.Arrays.stream(rest.substring(1, rest.length() - 1).split(","))
                    .map(String::trim).filter(s -> !s.isEmpty()).distinct().toArray(String[]::new));
            String key = words[0];
            return negated
                    ? labels -> !labels.containsKey(key) || !values.contains(labels.get(key))
                    : labels -> labels.containsKey(key) && values.contains(labels.get(key));
        }
        int notEquals = term.indexOf("!=");
        if (notEquals > 0) {
            String key = term.substring(0, notEquals).trim();
            String value = term.substring(notEquals + 2).trim();
            return labels -> !value.equals(labels.get(key));
        }
        int equals = term.indexOf('=');
        if (equals > 0) {
            String key = term.substring(0, equals).trim();
            String value = term.substring(term.startsWith("==", equals) ? equals + 2 : equals + 1).trim();
            return labels -> value.equals(labels.get(key));
        }
        if (term.startsWith("!")) {
            String key = term.substring(1).trim();
            return labels -> !labels.containsKey(key);
        }
        if (term.contains(" ") || term.contains("(")) {
            throw invalid(whole, "cannot parse \"" + term + "\"");
        }
        return labels -> labels.containsKey(term);
    }

    static List<String> splitTopLevel(String selector) {
        List<String> terms = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < selector.length(); i++) {
            char c = selector.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == ',' && depth == 0) {
                terms.add(selector.substring(start, i));
                start = i + 1;
            }
        }
        terms.add(selector.substring(start));
        return terms;
    }

    private static KubeApiException invalid(String selector, String why) {
        return KubeApiException.badRequest("unable to parse requirement: labelSelector \"" + selector + "\": " + why);
    }
}
