package com.vkcsgpu.harness;

/**
 * A diagnostic the engine received: an {@code Engine.Log} call from the program or the plugin, or a line the
 * plugin wrote to stdout/stderr after its port.
 *
 * @param source    who sent it
 * @param severity  {@code DEBUG}, {@code INFO}, {@code WARNING} or {@code ERROR}
 * @param message   the text
 * @param urn       the resource it is about ("" for none)
 * @param ephemeral true for status messages (shown while a step runs, not kept in the run's log)
 */
public record EngineLogMessage(Source source, String severity, String message, String urn, boolean ephemeral) {

    /** Where a diagnostic came from. */
    public enum Source {
        /** The harness itself, speaking as the engine (e.g. the import-mismatch warning in preview). */
        ENGINE,
        /** {@code Engine.Log} (from the program or the plugin; both use the same engine address). */
        ENGINE_LOG,
        /** The plugin's stdout after the port line. */
        PLUGIN_STDOUT,
        /** The plugin's stderr. */
        PLUGIN_STDERR,
        /** The program's stdout or stderr. */
        PROGRAM_OUTPUT
    }
}
