package com.vkcsgpu.provider.framework;

/**
 * The cloud could not be reached, or answered with a retryable error, before anything changed.
 */
public class ServiceUnavailableException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what happened and, where it helps, how to fix it. */
    public ServiceUnavailableException(String message) {
        super(FailureKind.UNAVAILABLE, message, null);
    }

    /** With a message and the cause. */
    public ServiceUnavailableException(String message, Throwable cause) {
        super(FailureKind.UNAVAILABLE, message, cause);
    }
}
