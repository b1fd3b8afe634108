package com.vkcsgpu.provider.framework;

/**
 * The operation's deadline (customTimeouts or the resource's default) passed.
 */
public class OperationTimeoutException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what happened and, where it helps, how to fix it. */
    public OperationTimeoutException(String message) {
        super(FailureKind.TIMEOUT, message, null);
    }

    /** With a message and the cause. */
    public OperationTimeoutException(String message, Throwable cause) {
        super(FailureKind.TIMEOUT, message, cause);
    }
}
