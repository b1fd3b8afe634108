package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A parsed {@code fieldSelector} query: comma-separated {@code path=value}, {@code path==value}
 * or {@code path!=value}. Simulations may use any dotted path into the object
 * ({@link #parse(String)}); requests over HTTP are held to the labels the real server supports
 * for the kind ({@link #parse(ResourceType, String)}, see {@link FieldLabels}). A missing field
 * compares as the empty string ({@code "false"} for boolean fields), which is how the real
 * server matches unscheduled pods with {@code spec.nodeName=}.
 */
public final class FieldSelector {
    /** Selects everything. */
    public static final FieldSelector ALL = new FieldSelector(List.of(), List.of());

    private final List<Predicate<JsonObject>> requirements;
    private final List<String> labels;

    private FieldSelector(List<Predicate<JsonObject>> requirements, List<String> labels) {
        this.requirements = requirements;
        this.labels = labels;
    }

    /** Parses the query form of a request for {@code type}: 400 for field labels the real server does not support. */
    static FieldSelector parse(ResourceType type, String selector) {
        FieldSelector parsed = parse(selector);
        FieldLabels.check(type, parsed.labels);
        return parsed;
    }

    /** Parses the query form with any dotted path (for simulations); null or blank selects everything. */
    public static FieldSelector parse(String selector) {
        if (selector == null || selector.isBlank()) {
            return ALL;
        }
        List<String> labels = new ArrayList<>();
        List<Predicate<JsonObject>> requirements = new ArrayList<>();
        for (String term : selector.split(",")) {
            int notEquals = term.indexOf("!=");
            int equals = term.indexOf('=');
            if (notEquals > 0) {
                String path = term.substring(0, notEquals).trim();
                String value = term.substring(notEquals + 2).trim();
                labels.add(path);
                requirements.add(object -> !value.equals(selectable(object, path)));
            } else if (equals > 0) {
                String path = term.substring(0, equals).trim();
                String value = term.substring(term.startsWith("==", equals) ? equals + 2 : equals + 1).trim();
                labels.add(path);
                requirements.add(object -> value.equals(selectable(object, path)));
            } else {
                throw KubeApiException.badRequest("invalid field selector \"" + selector
                        + "\": each term must be path=value, path==value or path!=value");
            }
        }
        return new FieldSelector(List.copyOf(requirements), List.copyOf(labels));
    }

    private static String selectable(JsonObject object, String path) {
        String value = valueAt(object, path);
        return value.isEmpty() ? FieldLabels.missingValue(path) : value;
    }

    public boolean matches(JsonObject object) {
        return requirements.stream().allMatch(r -> r.test(object));
    }

    /** The value at a dotted path such as {@code spec.nodeName}, {@code ""} when missing. */
    public static String valueAt(JsonObject object, String dottedPath) {
        JsonElement current = object;
        for (String part : dottedPath.split("\\.")) {
            if (current == null || !current.isJsonObject()) {
                return "";
            }
            current = current.getAsJsonObject().get(part);
        }
        if (current == null || current.isJsonNull()) {
            return "";
        }
        return current.isJsonPrimitive() ? current.getAsString() : current.toString();
    }
}
