package com.vkcsgpu.provider.lang;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A value computed on first use, once, by whichever thread asks first. The plugin defers everything that is
 * not needed to print its port (gRPC client channels, TLS clients, the schema) with it, or, for a static value,
 * with a holder class that the first use loads (fabric8's model in {@code ObjectApplier}, docs/benchmarks.md).
 *
 * @param <T> the value's type
 */
public final class Lazy<T> implements Supplier<T> {
    private final Supplier<? extends T> compute;
    private volatile T value;

    private Lazy(Supplier<? extends T> compute) {
        this.compute = compute;
    }

    /** A lazy value of {@code compute}, which must not return null. */
    public static <T> Lazy<T> of(Supplier<? extends T> compute) {
        return new Lazy<>(Objects.requireNonNull(compute));
    }

    @Override
    public T get() {
        T v = value;
        if (v == null) {
            synchronized (this) {
                v = value;
                if (v == null) {
                    v = Objects.requireNonNull(compute.get(), "a lazy value computed null");
                    value = v;
                }
            }
        }
        return v;
    }

    /** Whether the value was computed yet (to close only what was opened). */
    public boolean isComputed() {
        return value != null;
    }
}
