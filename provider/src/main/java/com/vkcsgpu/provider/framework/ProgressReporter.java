package com.vkcsgpu.provider.framework;

/** Sends human-readable progress of a long operation to the engine's Log. */
public interface ProgressReporter {
    /** An ephemeral status line, e.g. "2/4 GPU nodes ready (3m12s)". Never include secrets. */
    void status(String message);

    /** A lasting informational message. */
    void info(String message);

    /** A lasting warning. */
    void warning(String message);

    /** Discards everything (tests, functions without a URN). */
    ProgressReporter NONE = new ProgressReporter() {
        @Override
        public void status(String message) {
        }

        @Override
        public void info(String message) {
        }

        @Override
        public void warning(String message) {
        }
    };
}
