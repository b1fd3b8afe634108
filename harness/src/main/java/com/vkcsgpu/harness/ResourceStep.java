package com.vkcsgpu.harness;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The step a run took for one resource.
 *
 * @param urn           the resource URN
 * @param type          the type token
 * @param kind          what happened
 * @param detailedDiff  property path → kind, from the provider's Diff (or the engine's own input diff)
 * @param replaceKeys   the properties that forced a replace
 * @param deleteBeforeReplace true when a replace deleted the old resource first
 * @param error         the failure message, if the step failed
 * @param parent        the parent's URN as the program registered it ("" for the stack or when unknown)
 */
public record ResourceStep(
        String urn,
        String type,
        StepKind kind,
        Map<String, DiffKind> detailedDiff,
        List<String> replaceKeys,
        boolean deleteBeforeReplace,
        Optional<String> error,
        String parent) {

    public ResourceStep {
        detailedDiff = Map.copyOf(detailedDiff);
        replaceKeys = List.copyOf(replaceKeys);
        parent = parent == null ? "" : parent;
    }

    /** A step whose parent is not known. */
    public ResourceStep(String urn, String type, StepKind kind, Map<String, DiffKind> detailedDiff,
                        List<String> replaceKeys, boolean deleteBeforeReplace, Optional<String> error) {
        this(urn, type, kind, detailedDiff, replaceKeys, deleteBeforeReplace, error, "");
    }

    /** The resource name (last URN segment). */
    public String name() {
        return Urns.name(urn);
    }

    public boolean failed() {
        return error.isPresent();
    }
}
