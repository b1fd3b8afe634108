package com.vkcsgpu.provider.secret;

import java.security.MessageDigest;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * A secret value (password, token) whose {@link #toString()} never reveals it, so records that hold
 * one can be logged or put in an exception message without leaking it. Read the value only where it
 * goes on the wire, with {@link #reveal()}.
 */
public final class SecretString {
    private static final String REDACTED = "[secret]";
    private final String value;

    private SecretString(String value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    /** Wraps {@code value}; {@code null} stays {@code null} so optional secrets read naturally. */
    public static SecretString of(String value) {
        return value == null ? null : new SecretString(value);
    }

    /** The clear-text value: use only to put it on the wire. */
    public String reveal() {
        return value;
    }

    public boolean isEmpty() {
        return value.isEmpty();
    }

    @Override
    public String toString() {
        return REDACTED;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SecretString that
                && MessageDigest.isEqual(value.getBytes(StandardCharsets.UTF_8), that.value.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }
}
