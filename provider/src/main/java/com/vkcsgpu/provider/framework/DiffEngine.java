package com.vkcsgpu.provider.framework;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Computes a {@link Diff} from old and new <em>inputs</em> (never outputs, so server-chosen values
 * and refresh cause no noise) using the declarations: {@link ReplaceOnChange} on any record component
 * along a path, and the resource's {@link ReplaceRule}s.
 */
public final class DiffEngine {
    private DiffEngine() {
    }

    /**
     * Diffs two input maps of the record {@code args}.
     *
     * @param ignoreChanges paths the user asked to ignore (the {@code ignoreChanges} option)
     */
    public static Diff diff(RecordModel args, Map<String, Object> oldInputs, Map<String, Object> newInputs,
                            List<ReplaceRule> rules, List<PropertyPath> ignoreChanges) {
        List<Diff.Entry> raw = new ArrayList<>();
        Set<PropertyPath> unknowns = new LinkedHashSet<>();
        for (PropertyModel p : args.properties()) {
            compare(PropertyPath.of(p.name()), oldInputs.get(p.name()), newInputs.get(p.name()), raw, unknowns);
        }
        List<Diff.Entry> entries = new ArrayList<>();
        for (Diff.Entry e : raw) {
            if (ignoreChanges.stream().anyMatch(i -> e.path().startsWith(i))) {
                continue;
            }
            String reason = replaceReason(args, e.path(), rules);
            entries.add(new Diff.Entry(e.path(), e.kind(), reason != null, reason));
        }
        return new Diff(entries, unknowns);
    }

    private static String replaceReason(RecordModel args, PropertyPath path, List<ReplaceRule> rules) {
        for (PropertyModel p : args.propertiesAlong(path, null)) {
            if (p.replaceOnChange()) {
                return p.name() + " cannot be changed in place";
            }
        }
        for (ReplaceRule r : rules) {
            if (path.startsWith(r.path()) || r.path().startsWith(path)) {
                return r.reason();
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private static void compare(PropertyPath path, Object oldValue, Object newValue, List<Diff.Entry> out,
                                Set<PropertyPath> unknowns) {
        Object o = Values.unwrap(oldValue);
        Object n = Values.unwrap(newValue);
        if (n == Values.UNKNOWN) {
            unknowns.add(path);
            out.add(new Diff.Entry(path, o == null ? Diff.Kind.ADD : Diff.Kind.UPDATE, false, null));
            return;
        }
        if (o == null && n == null) {
            return;
        }
        if (o == null) {
            out.add(new Diff.Entry(path, Diff.Kind.ADD, false, null));
            return;
        }
        if (n == null) {
            out.add(new Diff.Entry(path, Diff.Kind.DELETE, false, null));
            return;
        }
        if (o instanceof Map<?, ?> om && n instanceof Map<?, ?> nm) {
            Set<String> keys = new LinkedHashSet<>((Set<String>) om.keySet());
            keys.addAll((Set<String>) nm.keySet());
            for (String k : keys) {
                compare(path.key(k), om.get(k), nm.get(k), out, unknowns);
            }
            return;
        }
        if (o instanceof List<?> ol && n instanceof List<?> nl) {
            for (int i = 0; i < Math.max(ol.size(), nl.size()); i++) {
                compare(path.index(i), i < ol.size() ? ol.get(i) : null, i < nl.size() ? nl.get(i) : null, out,
                        unknowns);
            }
            return;
        }
        if (!Values.sameValue(o, n)) {
            out.add(new Diff.Entry(path, Diff.Kind.UPDATE, false, null));
        }
    }
}
