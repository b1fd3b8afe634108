package com.vkcsgpu.provider.wait;

/** A wait reached a terminal state that is not its target, e.g. an addon in {@code ERROR}. */
public class WaitFailedException extends WaitException {
    private static final long serialVersionUID = 1L;

    public WaitFailedException(String awaited, String reason) {
        super("gave up waiting for " + awaited + ": " + reason);
    }
}
