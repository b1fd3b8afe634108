package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Collects the steps and errors of one operation, from the many threads that run its steps. */
final class StepRecorder {
    private final StepListener listener;

    StepRecorder(StepListener listener) {
        this.listener = listener;
    }

    private final List<ResourceStep> steps = Collections.synchronizedList(new ArrayList<>());
    private final List<String> errors = Collections.synchronizedList(new ArrayList<>());

    void step(String urn, String type, StepKind kind, Map<String, DiffKind> detailedDiff, List<String> replaceKeys,
              boolean deleteBeforeReplace, String error) {
        ResourceStep step = new ResourceStep(urn, type, kind, detailedDiff, replaceKeys, deleteBeforeReplace,
                Optional.ofNullable(error));
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
