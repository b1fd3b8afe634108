package com.vkcsgpu.provider.framework;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The framework's protocol-neutral value model, between the wire's {@code Struct} and typed records.
 *
 * <p>A value is {@code null}, {@link Boolean}, {@link Double}, {@link String},
 * {@code List<Object>}, {@code Map<String, Object>} (insertion-ordered), {@link #UNKNOWN}
 * (not known during preview) or {@link Secret} wrapping any of these.
 */
public final class Values {
    /** The value of an input that is not known yet (preview). */
    public static final Unknown UNKNOWN = new Unknown();

    private Values() {
    }

    /** The type of {@link #UNKNOWN}. */
    public static final class Unknown {
        private Unknown() {
        }

        @Override
        public String toString() {
            return "<unknown>";
        }
    }

    /** A value marked secret; {@link #toString()} redacts. */
    public record Secret(Object value) {
        @Override
        public String toString() {
            return "[secret]";
        }
    }

    /** Whether the value is unknown, directly or inside a secret. */
    public static boolean isUnknown(Object value) {
        return unwrap(value) == UNKNOWN;
    }

    /** The value without a secret wrapper. */
    public static Object unwrap(Object value) {
        Object v = value;
        while (v instanceof Secret s) {
            v = s.value();
        }
        return v;
    }

    /** Whether the value or anything inside it is unknown. */
    public static boolean containsUnknown(Object value) {
        Object v = unwrap(value);
        if (v == UNKNOWN) {
            return true;
        }
        if (v instanceof Map<?, ?> m) {
            return m.values().stream().anyMatch(Values::containsUnknown);
        }
        if (v instanceof List<?> l) {
            return l.stream().anyMatch(Values::containsUnknown);
        }
        return false;
    }

    /** Wraps in a secret unless it already is one (or is null). */
    public static Object secret(Object value) {
        return value == null || value instanceof Secret ? value : new Secret(value);
    }

    /** Whether a secret is anywhere inside {@code value}. */
    public static boolean containsSecret(Object value) {
        if (value instanceof Secret) {
            return true;
        }
        if (value instanceof Map<?, ?> m) {
            return m.values().stream().anyMatch(Values::containsSecret);
        }
        return value instanceof List<?> l && l.stream().anyMatch(Values::containsSecret);
    }

    /**
     * {@code output} with the secrets of {@code input} marked where they sit: an output that mirrors its input
     * (same keys, same list length) is secret at the same places; where the shapes part, the whole output part
     * is secret if any of the input part was. So an output that came from a secret input is secret at any depth.
     */
    public static Object secretLike(Object input, Object output) {
        if (input instanceof Secret s) {
            return secret(secretLike(s.value(), unwrap(output)));
        }
        if (output == null || !containsSecret(input)) {
            return output;
        }
        if (output instanceof Secret) {
            return output;
        }
        if (input instanceof Map<?, ?> in && output instanceof Map<?, ?> out) {
            Map<Object, Object> marked = new LinkedHashMap<>();
            out.forEach((k, v) -> marked.put(k, in.containsKey(k) ? secretLike(in.get(k), v) : v));
            return marked;
        }
        if (input instanceof List<?> in && output instanceof List<?> out && in.size() == out.size()) {
            List<Object> marked = new ArrayList<>();
            for (int i = 0; i < out.size(); i++) {
                marked.add(secretLike(in.get(i), out.get(i)));
            }
            return marked;
        }
        return secret(output);
    }

    /** Every plain string found inside a secret, for scrubbing error messages. */
    public static void collectSecretStrings(Object value, boolean insideSecret, List<String> into) {
        if (value instanceof Secret s) {
            collectSecretStrings(s.value(), true, into);
        } else if (value instanceof String s && insideSecret && !s.isEmpty()) {
            into.add(s);
        } else if (value instanceof Map<?, ?> m) {
            m.values().forEach(v -> collectSecretStrings(v, insideSecret, into));
        } else if (value instanceof List<?> l) {
            l.forEach(v -> collectSecretStrings(v, insideSecret, into));
        }
    }

    /** Semantic equality: ignores secret wrappers; numbers compare as doubles. */
    public static boolean sameValue(Object a, Object b) {
        Object x = unwrap(a);
        Object y = unwrap(b);
        if (x instanceof Map<?, ?> mx && y instanceof Map<?, ?> my) {
            if (!mx.keySet().equals(my.keySet())) {
                return false;
            }
            return mx.keySet().stream().allMatch(k -> sameValue(mx.get(k), my.get(k)));
        }
        if (x instanceof List<?> lx && y instanceof List<?> ly) {
            if (lx.size() != ly.size()) {
                return false;
            }
            for (int i = 0; i < lx.size(); i++) {
                if (!sameValue(lx.get(i), ly.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return Objects.equals(x, y);
    }

    /** A deep, mutable copy (maps keep their order). */
    @SuppressWarnings("unchecked")
    public static Object copy(Object value) {
        if (value instanceof Secret s) {
            return new Secret(copy(s.value()));
        }
        if (value instanceof Map<?, ?> m) {
            Map<String, Object> out = new LinkedHashMap<>();
            ((Map<String, Object>) m).forEach((k, v) -> out.put(k, copy(v)));
            return out;
        }
        if (value instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            l.forEach(v -> out.add(copy(v)));
            return out;
        }
        return value;
    }
}
