package com.vkcsgpu.provider.framework;

import java.time.Duration;
import java.util.Objects;

/**
 * A resource's default timeout per operation; the engine's customTimeouts override them per request.
 *
 * @param create default for create
 * @param read   default for read (refresh, import)
 * @param update default for update
 * @param delete default for delete
 */
public record Timeouts(Duration create, Duration read, Duration update, Duration delete) {
    /** Twenty minutes for writes and five for reads. */
    public static final Timeouts DEFAULT = new Timeouts(Duration.ofMinutes(20), Duration.ofMinutes(5),
            Duration.ofMinutes(20), Duration.ofMinutes(20));

    /** Validates that every timeout is positive. */
    public Timeouts {
        for (Duration d : new Duration[] {create, read, update, delete}) {
            if (Objects.requireNonNull(d, "timeout").isNegative() || d.isZero()) {
                throw new IllegalArgumentException("timeouts must be positive: " + d);
            }
        }
    }

    /** The same timeout for every operation. */
    public static Timeouts all(Duration each) {
        return new Timeouts(each, each, each, each);
    }

    /** The default for an operation (functions use the read timeout). */
    public Duration of(Operation op) {
        return switch (op) {
            case CREATE -> create;
            case READ, INVOKE -> read;
            case UPDATE -> update;
            case DELETE -> delete;
        };
    }

    /**
     * The timeout of a request: the engine's {@code timeout} field in seconds when positive (set from
     * the resource's customTimeouts option), else this default.
     */
    public Duration resolve(Operation op, double requestSeconds) {
        if (requestSeconds > 0) {
            return Duration.ofMillis(Math.round(requestSeconds * 1000));
        }
        return of(op);
    }
}
