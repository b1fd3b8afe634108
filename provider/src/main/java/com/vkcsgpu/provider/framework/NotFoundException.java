package com.vkcsgpu.provider.framework;

/**
 * The object does not exist: {@code read} reports the resource gone, {@code delete} counts it as done.
 */
public class NotFoundException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what happened and, where it helps, how to fix it. */
    public NotFoundException(String message) {
        super(FailureKind.NOT_FOUND, message, null);
    }

    /** With a message and the cause. */
    public NotFoundException(String message, Throwable cause) {
        super(FailureKind.NOT_FOUND, message, cause);
    }
}
