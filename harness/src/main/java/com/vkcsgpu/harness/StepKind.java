package com.vkcsgpu.harness;

/** What the engine did (or, in preview, would do) to one resource in a run. */
public enum StepKind {
    /** A new resource was created. */
    CREATE,
    /** An existing resource was updated in place. */
    UPDATE,
    /** An existing resource was replaced (create-then-delete, or delete-then-create with deleteBeforeReplace). */
    REPLACE,
    /** A resource was deleted (removed from the program, destroy, or gone on refresh). */
    DELETE,
    /** Nothing changed. */
    SAME,
    /** An existing resource was read ({@code ReadResource}, e.g. {@code Resource.get}). */
    READ,
    /** A resource was refreshed from the provider (its state may have changed). */
    REFRESH,
    /** An existing cloud resource was adopted into the state. */
    IMPORT,
    /**
     * A resource of a package the harness was told to leave out ({@link EngineHarness.Builder#notDeployedOffline}):
     * shown in the plan, never sent to a plugin, never in the state; its outputs are unknown.
     */
    NOT_DEPLOYED
}
