package com.vkcsgpu.harness;

/**
 * Hears an operation's steps while it runs, as the Pulumi CLI's display hears the engine's resource events
 * (pulumi/pulumi, pkg/engine/events.go: ResourcePreEvent when a step starts, ResourceOutputsEvent when it ends),
 * so a display can show progress live instead of only after the operation returns. Called from the threads that
 * run the steps, concurrently: implementations synchronize what they print.
 */
public interface StepListener {
    /** Hears nothing. */
    StepListener NONE = new StepListener() {
    };

    /**
     * A step began: a resource the state does not hold is being created ({@link StepKind#CREATE}), or a resource
     * is being deleted ({@link StepKind#DELETE}). Steps on resources the state holds are heard only when they end,
     * their kind being known only after the diff.
     */
    default void started(String urn, String type, StepKind kind) {
    }

    /** A step ended (its error set when it failed). */
    default void finished(ResourceStep step) {
    }

    /** An engine log message arrived (progress updates are the ephemeral ones). */
    default void logged(EngineLogMessage message) {
    }
}
