package com.vkcsgpu.harness;

import com.google.protobuf.Struct;
import com.google.protobuf.Value;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The engine's own property handling: the fallback diff for {@code DIFF_UNKNOWN} and {@code ignoreChanges}. */
final class InputDiff {

    private InputDiff() {
    }

    /**
     * Top-level differences between two property bags, as the engine computes them when the provider's Diff says
     * {@code DIFF_UNKNOWN} ({@code diffResource} in {@code pkg/resource/deploy/step_generator.go}).
     */
    static Map<String, DiffKind> topLevel(Struct olds, Struct news) {
        Map<String, DiffKind> out = new LinkedHashMap<>();
        Set<String> keys = new LinkedHashSet<>(olds.getFieldsMap().keySet());
        keys.addAll(news.getFieldsMap().keySet());
        for (String k : keys) {
            Value o = olds.getFieldsOrDefault(k, null);
            Value n = news.getFieldsOrDefault(k, null);
            if (o == null) {
                out.put(k, DiffKind.ADD);
            } else if (n == null) {
                out.put(k, DiffKind.DELETE);
            } else if (!o.equals(n) || Values.containsUnknown(n)) {
                out.put(k, DiffKind.UPDATE);
            }
        }
        return out;
    }

    /**
     * Applies {@code ignoreChanges}: each path (top-level {@code key} or dotted {@code a.b.c}) takes its old value,
     * or is removed when it had none, before Check sees the new inputs.
     */
    static Struct applyIgnoreChanges(Struct oldInputs, Struct news, List<String> paths) {
        Struct result = news;
        for (String path : paths) {
            if (path.equals("*")) {
                return oldInputs;
            }
            result = setPath(result, path.split("\\."), 0, lookup(oldInputs, path.split("\\.")));
        }
        return result;
    }

    private static Value lookup(Struct s, String[] path) {
        Value v = Value.newBuilder().setStructValue(s).build();
        for (String part : path) {
            if (!v.hasStructValue() || !v.getStructValue().containsFields(part)) {
                return null;
            }
            v = v.getStructValue().getFieldsOrThrow(part);
        }
        return v;
    }

    private static Struct setPath(Struct s, String[] path, int i, Value value) {
        Struct.Builder b = s.toBuilder();
        String key = path[i];
        if (i == path.length - 1) {
            if (value == null) {
                b.removeFields(key);
            } else {
                b.putFields(key, value);
            }
            return b.build();
        }
        Value child = s.getFieldsOrDefault(key, null);
        Struct childStruct = child != null && child.hasStructValue() ? child.getStructValue() : Struct.getDefaultInstance();
        if (child == null && value == null) {
            return s;
        }
        b.putFields(key, Value.newBuilder().setStructValue(setPath(childStruct, path, i + 1, value)).build());
        return b.build();
    }
}
