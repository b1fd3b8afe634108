package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Collects the steps and errors of one operation, from the many threads that run its steps. */
final class StepRecorder {
    private final StepListener listener;

    /** Each resource's parent URN: from the old state (deletes, refreshes), then from this run's registrations. */
    private final Map<String, String> parents = new ConcurrentHashMap<>();

    StepRecorder(StepListener listener, List<ResourceState> oldState) {
        this.listener = listener;
        oldState.forEach(r -> parent(r.urn(), r.parent()));
    }

    /** Records the parent the program gave {@code urn}, for the step's {@link ResourceStep#parent()}. */
    void parent(String urn, String parentUrn) {
        parents.put(urn, parentUrn == null ? "" : parentUrn);
    }

    private final List<ResourceStep> steps = Collections.synchronizedList(new ArrayList<>());
    private final List<String> errors = Collections.synchronizedList(new ArrayList<>());

    void step(String urn, String type, StepKind kind, Map<String, DiffKind> detailedDiff, List<String> replaceKeys,
              boolean deleteBeforeReplace, String error) {
        ResourceStep step = new ResourceStep(urn, type, kind, detailedDiff, replaceKeys, deleteBeforeReplace,
                Optional.ofNullable(error), parents.getOrDefault(urn, ""));
        steps.add(step);
        listener.finished(step);
    }

    void started(String urn, String type, StepKind kind) {
        listener.started(urn, type, kind);
    }

    void step(String urn, String type, StepKind kind) {
        step(urn, type, kind, Map.of(), List.of(), false, null);
    }

    void error(String message) {
        errors.add(message);
    }

    boolean hasErrors() {
        return !errors.isEmpty();
    }

    List<ResourceStep> steps() {
        synchronized (steps) {
            return List.copyOf(steps);
        }
    }

    List<String> errors() {
        synchronized (errors) {
            return List.copyOf(errors);
        }
    }
}
