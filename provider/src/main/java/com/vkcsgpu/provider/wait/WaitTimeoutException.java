package com.vkcsgpu.provider.wait;

import java.time.Duration;

/** A wait reached the caller's deadline before its target state. */
public class WaitTimeoutException extends WaitException {
    /** What to do about most timeouts. */
    public static final String RAISE_TIMEOUT = "raise the timeout with the customTimeouts resource option";
    private static final long serialVersionUID = 1L;

    private final String awaited;
    private final String lastState;
    private final String advice;

    /** A timeout whose advice is {@link #RAISE_TIMEOUT}. */
    public WaitTimeoutException(String awaited, String lastState, Duration waited) {
        this(awaited, lastState, waited, RAISE_TIMEOUT);
    }

    /** @param advice what the user can do about it, e.g. {@link #RAISE_TIMEOUT} */
    public WaitTimeoutException(String awaited, String lastState, Duration waited, String advice) {
        super("timed out after " + Elapsed.format(waited) + " waiting for " + awaited + "; last observed: " + lastState);
        this.awaited = awaited;
        this.lastState = lastState;
        this.advice = advice;
    }

    /** What was awaited, e.g. {@code cluster abc to be RUNNING}. */
    public String awaited() {
        return awaited;
    }

    /** The last state seen before the deadline. */
    public String lastState() {
        return lastState;
    }

    /** What the user can do about it, told to the engine after the message. */
    public String advice() {
        return advice;
    }
}
