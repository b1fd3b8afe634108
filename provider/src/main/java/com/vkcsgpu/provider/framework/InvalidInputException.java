package com.vkcsgpu.provider.framework;

/**
 * The inputs are invalid in a way only the cloud could tell (Check catches the rest); nothing changed.
 */
public class InvalidInputException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what happened and, where it helps, how to fix it. */
    public InvalidInputException(String message) {
        super(FailureKind.INVALID_INPUT, message, null);
    }

    /** With a message and the cause. */
    public InvalidInputException(String message, Throwable cause) {
        super(FailureKind.INVALID_INPUT, message, cause);
    }
}
