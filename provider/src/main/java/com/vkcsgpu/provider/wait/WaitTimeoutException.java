package com.vkcsgpu.provider.wait;

import java.time.Duration;

/** A wait reached the caller's deadline before its target state. */
public class WaitTimeoutException extends WaitException {
    private static final long serialVersionUID = 1L;

    private final String awaited;
    private final String lastState;

    public WaitTimeoutException(String awaited, String lastState, Duration waited) {
        super("timed out after " + Elapsed.format(waited) + " waiting for " + awaited + "; last observed: " + lastState);
        this.awaited = awaited;
        this.lastState = lastState;
    }

    /** What was awaited, e.g. {@code cluster abc to be RUNNING}. */
    public String awaited() {
        return awaited;
    }

    /** The last state seen before the deadline. */
    public String lastState() {
        return lastState;
    }
}
