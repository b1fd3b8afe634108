package com.vkcsgpu.provider.framework;

/**
 * A failure whose meaning the provider knows. Messages must never contain secret values (the wire
 * layer also scrubs every known secret from them as a second line of defence).
 */
public class ProviderException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final FailureKind kind;

    /** A failure of the given kind. */
    public ProviderException(FailureKind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    /** What the failure means for the resource. */
    public FailureKind kind() {
        return kind;
    }
}
