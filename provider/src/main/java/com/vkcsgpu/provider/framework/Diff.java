package com.vkcsgpu.provider.framework;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A field-level diff between old and new inputs: one entry per changed path, each saying whether it
 * forces replacement and why. Immutable; the {@code with…} methods return adjusted copies.
 */
public final class Diff {
    /** How a path changed. */
    public enum Kind { ADD, DELETE, UPDATE }

    /**
     * One changed path.
     *
     * @param path    where, e.g. {@code labels.foo} or {@code taints[1]}
     * @param kind    added, deleted or updated (unknown new values count as updates)
     * @param replace whether this change replaces the resource
     * @param reason  why it replaces (null for in-place changes)
     */
    public record Entry(PropertyPath path, Kind kind, boolean replace, String reason) {
    }

    private final List<Entry> entries;
    private final Set<PropertyPath> unknowns;

    /** A diff from its entries and the paths whose new value is unknown. */
    public Diff(List<Entry> entries, Set<PropertyPath> unknowns) {
        this.entries = List.copyOf(entries);
        this.unknowns = Collections.unmodifiableSet(new LinkedHashSet<>(unknowns));
    }

    /** The changed paths. */
    public List<Entry> entries() {
        return entries;
    }

    /** Paths whose new value is unknown (preview). */
    public Set<PropertyPath> unknowns() {
        return unknowns;
    }

    /** Whether anything changed. */
    public boolean hasChanges() {
        return !entries.isEmpty();
    }

    /** Whether any change replaces the resource. */
    public boolean requiresReplace() {
        return entries.stream().anyMatch(Entry::replace);
    }

    /** Top-level properties with changes, in order, without duplicates. */
    public List<String> changedProperties() {
        Set<String> out = new LinkedHashSet<>();
        entries.forEach(e -> out.add(e.path().topLevel()));
        return new ArrayList<>(out);
    }

    /** Top-level properties whose change replaces the resource. */
    public List<String> replacedProperties() {
        Set<String> out = new LinkedHashSet<>();
        entries.stream().filter(Entry::replace).forEach(e -> out.add(e.path().topLevel()));
        return new ArrayList<>(out);
    }

    /** This diff with every change at or under {@code prefix} marked as replacing, for {@code reason}. */
    public Diff withReplace(PropertyPath prefix, String reason) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            boolean hit = e.path().startsWith(prefix) || prefix.startsWith(e.path());
            out.add(hit && !e.replace() ? new Entry(e.path(), e.kind(), true, reason) : e);
        }
        return new Diff(out, unknowns);
    }

    /** This diff without the changes at or under {@code prefix}. */
    public Diff without(PropertyPath prefix) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            if (!e.path().startsWith(prefix)) {
                out.add(e);
            }
        }
        return new Diff(out, unknowns);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Diff{");
        for (Entry e : entries) {
            sb.append(e.path()).append('=').append(e.kind()).append(e.replace() ? "(replace)" : "").append(' ');
        }
        return sb.append('}').toString();
    }
}
