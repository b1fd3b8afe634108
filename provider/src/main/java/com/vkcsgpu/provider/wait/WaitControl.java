package com.vkcsgpu.provider.wait;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * What a caller gives a long operation: a deadline, a cancel signal and somewhere to report
 * progress. The resource framework adapts its operation context to this
 * ({@code OpContext.waitControl()}); the VK Cloud client and the Kubernetes operations take it.
 */
public interface WaitControl {
    /** Waits give up with {@link WaitTimeoutException} at this instant. */
    Instant deadline();

    /** When true, waits stop with {@link WaitCancelledException} at the next check. */
    boolean cancelled();

    /** Receives status lines such as {@code cluster abc: PROVISIONING for 3m12s}. */
    void progress(String message);

    /** This control with its deadline moved to {@code bound} when that comes first. */
    default WaitControl endingNoLaterThan(Instant bound) {
        Instant deadline = bound.isBefore(deadline()) ? bound : deadline();
        return of(deadline, this::cancelled, this::progress);
    }

    /**
     * This control with every progress line tagged with {@code subject}, e.g.
     * {@code cluster abc: RECONCILING for 1m20s (…) [node group gpu-a100]}: node group and addon
     * changes are waited for on the parent cluster, so the line says which change it is.
     */
    default WaitControl about(String subject) {
        return of(deadline(), this::cancelled, message -> progress(message + " [" + subject + "]"));
    }

    /** A control with a deadline, a cancel signal and a progress sink. */
    static WaitControl of(Instant deadline, BooleanSupplier cancelled, Consumer<String> progress) {
        return new WaitControl() {
            @Override
            public Instant deadline() {
                return deadline;
            }

            @Override
            public boolean cancelled() {
                return cancelled.getAsBoolean();
            }

            @Override
            public void progress(String message) {
                progress.accept(message);
            }
        };
    }

    /** A control that ends {@code timeout} from now, is never cancelled and drops progress. */
    static WaitControl timeout(Clock clock, Duration timeout) {
        return of(clock.instant().plus(timeout), () -> false, message -> { });
    }
}
