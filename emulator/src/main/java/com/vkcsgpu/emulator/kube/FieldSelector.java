package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A parsed {@code fieldSelector} query: comma-separated {@code path=value}, {@code path==value}
 * or {@code path!=value}. Any dotted path into the object works ({@code metadata.name},
 * {@code spec.nodeName}, {@code status.phase}, ...); a missing field compares as the empty
 * string, which is how the real server matches unscheduled pods with {@code spec.nodeName=}.
 * The real server accepts only a few paths per kind; this one is more lenient.
 */
public final class FieldSelector {
    /** Selects everything. */
    public static final FieldSelector ALL = new FieldSelector(List.of());

    private final List<Predicate<JsonObject>> requirements;

    private FieldSelector(List<Predicate<JsonObject>> requirements) {
        this.requirements = requirements;
    }

    /** Parses the query form; null or blank selects everything. */
    public static FieldSelector parse(String selector) {
        if (selector == null || selector.isBlank()) {
            return ALL;
        }
        List<Predicate<JsonObject>> requirements = new ArrayList<>();
        for (String term : selector.split(",")) {
            int notEquals = term.indexOf("!=");
            int equals = term.indexOf('=');
            if (notEquals > 0) {
                String path = term.substring(0, notEquals).trim();
                String value = term.substring(notEquals + 2).trim();
                requirements.add(object -> !value.equals(valueAt(object, path)));
            } else if (equals > 0) {
                String path = term.substring(0, equals).trim();
                String value = term.substring(term.startsWith("==", equals) ? equals + 2 : equals + 1).trim();
                requirements.add(object -> value.equals(valueAt(object, path)));
            } else {
                throw KubeApiException.badRequest("invalid field selector \"" + selector
                        + "\": each term must be path=value, path==value or path!=value");
            }
        }
        return new FieldSelector(List.copyOf(requirements));
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
