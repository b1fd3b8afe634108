package com.vkcsgpu.provider.framework;

/**
 * The engine cancelled the operation (Cancel RPC or shutdown).
 */
public class OperationCancelledException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what happened and, where it helps, how to fix it. */
    public OperationCancelledException(String message) {
        super(FailureKind.CANCELLED, message, null);
    }

    /** With a message and the cause. */
    public OperationCancelledException(String message, Throwable cause) {
        super(FailureKind.CANCELLED, message, cause);
    }
}
