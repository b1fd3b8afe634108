package com.vkcsgpu.provider.k8s;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares what a user applied with what the cluster holds, looking only at the fields the user
 * wrote: server-defaulted fields, status and metadata the server adds never count as drift
 * (the server-side-apply view of an object).
 */
public final class LiveProjection {
    private LiveProjection() {
    }

    /**
     * The live values at the paths {@code desired} sets: maps are followed key by key, anything
     * else (scalars, lists) is taken whole from {@code live}; keys missing live are left out. The
     * top-level {@code status} is skipped (the status subresource is not the user's).
     */
    public static Map<String, Object> project(Map<String, Object> desired, Map<String, Object> live) {
        Map<String, Object> out = projectMap(desired, live);
        out.remove("status");
        return out;
    }

    /** Whether {@code live} still has every value {@code desired} sets. */
    public static boolean matches(Map<String, Object> desired, Map<String, Object> live) {
        Map<String, Object> wanted = new LinkedHashMap<>(desired);
        wanted.remove("status");
        return sameData(wanted, project(desired, live));
    }

    /** Deep equality of plain data, numbers compared by value ({@code 3} equals {@code 3.0}). */
    public static boolean sameData(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return new BigDecimal(x.toString()).compareTo(new BigDecimal(y.toString())) == 0;
        }
        if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
            if (!x.keySet().equals(y.keySet())) {
                return false;
            }
            for (Map.Entry<?, ?> e : x.entrySet()) {
                if (!sameData(e.getValue(), y.get(e.getKey()))) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!sameData(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return a == null ? b == null : a.equals(b);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> projectMap(Map<String, Object> desired, Map<?, ?> live) {
        Map<String, Object> out = new LinkedHashMap<>();
        desired.forEach((key, wanted) -> {
            if (!live.containsKey(key)) {
                return;
            }
            Object actual = live.get(key);
            if (wanted instanceof Map<?, ?> w && actual instanceof Map<?, ?> a) {
                out.put(key, projectMap((Map<String, Object>) w, a));
            } else {
                out.put(key, actual instanceof List<?> l ? new ArrayList<>(l) : actual);
            }
        });
        return out;
    }
}
