package com.vkcsgpu.provider.framework;

/**
 * A defect in the provider itself, reported as such (INTERNAL) rather than blamed on the user or the cloud.
 */
public class ProviderBugException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what happened and, where it helps, how to fix it. */
    public ProviderBugException(String message) {
        super(FailureKind.BUG, message, null);
    }

    /** With a message and the cause. */
    public ProviderBugException(String message, Throwable cause) {
        super(FailureKind.BUG, message, cause);
    }
}
