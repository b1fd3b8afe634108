package com.vkcsgpu.provider.framework;

/**
 * The operation cannot run now (provider not configured, credentials missing, a conflicting object); nothing changed.
 */
public class PreconditionFailedException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what happened and, where it helps, how to fix it. */
    public PreconditionFailedException(String message) {
        super(FailureKind.PRECONDITION, message, null);
    }

    /** With a message and the cause. */
    public PreconditionFailedException(String message, Throwable cause) {
        super(FailureKind.PRECONDITION, message, cause);
    }
}
