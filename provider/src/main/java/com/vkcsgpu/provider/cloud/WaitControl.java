package com.vkcsgpu.provider.cloud;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * What a caller gives a long operation: a deadline, a cancel signal and somewhere to report
 * progress. The resource framework adapts its operation context to this.
 */
public interface WaitControl {
    /** Waits give up with {@link WaitTimeoutException} at this instant. */
    Instant deadline();

    /** When true, waits stop with {@link WaitCancelledException} at the next check. */
    boolean cancelled();

    /** Receives status lines such as {@code cluster abc: PROVISIONING for 3m12s}. */
    void progress(String message);

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
