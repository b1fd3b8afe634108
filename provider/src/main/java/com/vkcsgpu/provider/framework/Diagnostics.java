package com.vkcsgpu.provider.framework;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Collects every problem found by a check, each tied to a property path, so the user sees all of
 * them at once. Messages say what is wrong and how to fix it, never a secret value.
 */
public final class Diagnostics {
    /** One problem. */
    public record Failure(PropertyPath path, String reason) {
    }

    private final List<Failure> failures = new ArrayList<>();
    private final Set<PropertyPath> unknowns;

    /** With the paths that are unknown (preview). */
    public Diagnostics(Set<PropertyPath> unknowns) {
        this.unknowns = Set.copyOf(unknowns);
    }

    /** Reports a problem and how to fix it. */
    public void error(PropertyPath path, String problem, String fix) {
        failures.add(new Failure(path, fix == null || fix.isEmpty() ? problem : problem + "; " + fix));
    }

    /** Reports a problem on a top-level property. */
    public void error(String property, String problem, String fix) {
        error(PropertyPath.parse(property), problem, fix);
    }

    /**
     * Whether the value at {@code path} (or anything inside it) is unknown in this preview; such
     * values are null in the record and must not be reported as missing.
     */
    public boolean isUnknown(PropertyPath path) {
        return unknowns.stream().anyMatch(u -> u.startsWith(path) || path.startsWith(u));
    }

    /** Whether the top-level property is unknown. */
    public boolean isUnknown(String property) {
        return isUnknown(PropertyPath.of(property));
    }

    /** The problems found so far. */
    public List<Failure> failures() {
        return Collections.unmodifiableList(failures);
    }

    /** Whether nothing was reported. */
    public boolean ok() {
        return failures.isEmpty();
    }
}
