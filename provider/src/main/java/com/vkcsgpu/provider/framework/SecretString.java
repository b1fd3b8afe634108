package com.vkcsgpu.provider.framework;

import java.util.Objects;

/**
 * A secret text value. {@link #toString()} redacts, so records holding one can be printed and
 * logged safely; call {@link #reveal()} only where the plain value is sent to the cloud.
 */
public final class SecretString {
    private final String value;

    private SecretString(String value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    /** Wraps a plain value. */
    public static SecretString of(String value) {
        return new SecretString(value);
    }

    /** The plain value: use it only to hand the secret to the system that needs it. */
    public String reveal() {
        return value;
    }

    /** Whether the secret is the empty string. */
    public boolean isEmpty() {
        return value.isEmpty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SecretString other && other.value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return "[secret]";
    }
}
