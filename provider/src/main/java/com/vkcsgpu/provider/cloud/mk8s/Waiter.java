package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.cloud.http.RetryPolicy;
import com.vkcsgpu.provider.cloud.http.Sleeper;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.wait.Elapsed;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitControl;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * Polls until a target state, classifying each poll as done, pending or failed; paces polls by
 * {@link WaitTimings}; stops at the caller's deadline or cancel signal; reports progress after every
 * poll. A transient error while polling (5xx, throttling, connection trouble that survived the
 * call's own retries) counts as "pending", so a long wait does not die of one bad minute.
 */
public final class Waiter {
    private final Sleeper sleeper;
    private final Clock clock;
    private final DoubleSupplier random;

    Waiter(Sleeper sleeper, Clock clock, DoubleSupplier random) {
        this.sleeper = sleeper;
        this.clock = clock;
        this.random = random;
    }

    public static Waiter from(RetryPolicy policy) {
        return new Waiter(policy.sleeper(), policy.clock(), policy.random());
    }

    /**
     * Waits for {@code subject} to reach {@code target}.
     *
     * @param subject what is watched, e.g. {@code cluster abc}
     * @param target the awaited state, e.g. {@code RUNNING}
     */
    <T> T await(String subject, String target, WaitTimings timings, WaitControl control, Supplier<PollOutcome<T>> poll) {
        String awaited = subject + " to be " + target;
        Instant start = clock.instant();
        String lastState = "not polled yet";
        Instant stateSince = start;
        pause(timings.initialDelay(), timings, control, awaited, lastState);
        Duration interval = timings.pollInterval();
        while (true) {
            if (control.cancelled()) {
                throw new WaitCancelledException(awaited, lastState);
            }
            PollOutcome<T> outcome;
            try {
                outcome = poll.get();
            } catch (VkcsException e) {
                if (!e.isRetryable()) {
                    throw e;
                }
                outcome = PollOutcome.pending("transient error: " + e.getMessage());
            }
            if (outcome instanceof PollOutcome.Done<T> done) {
                return done.value();
            }
            if (outcome instanceof PollOutcome.Failed<T> failed) {
                throw new WaitFailedException(awaited, failed.reason());
            }
            PollOutcome.Pending<T> pending = (PollOutcome.Pending<T>) outcome;
            String state = pending.state();
            Instant now = clock.instant();
            if (!state.equals(lastState)) {
                lastState = state;
                stateSince = now;
            }
            Duration inState = Duration.between(stateSince, now);
            if (pending.limit() != null && inState.compareTo(pending.limit()) >= 0) {
                throw new WaitFailedException(awaited, pending.limitReason() + " (" + state + " for " + Elapsed.format(inState) + ")");
            }
            control.progress(subject + ": " + state + " for " + Elapsed.format(Duration.between(stateSince, now))
                    + " (waiting for " + target + ", " + Elapsed.format(Duration.between(start, now)) + " elapsed)");
            if (!now.isBefore(control.deadline())) {
                throw new WaitTimeoutException(awaited, lastState, Duration.between(start, now));
            }
            Duration jittered = Duration.ofMillis(Math.round(interval.toMillis() * (1 - timings.jitter() * random.getAsDouble())));
            pause(jittered, timings, control, awaited, lastState);
            interval = timings.nextInterval(interval);
        }
    }

    /** Sleeps up to {@code duration} but never past the deadline, in slices so a cancel is seen. */
    private void pause(Duration duration, WaitTimings timings, WaitControl control, String awaited, String lastState) {
        Instant until = min(clock.instant().plus(duration), control.deadline());
        while (true) {
            if (control.cancelled()) {
                throw new WaitCancelledException(awaited, lastState);
            }
            Duration left = Duration.between(clock.instant(), until);
            if (left.isZero() || left.isNegative()) {
                return;
            }
            try {
                sleeper.sleep(left.compareTo(timings.cancelCheck()) > 0 ? timings.cancelCheck() : left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new WaitCancelledException(awaited, lastState + " (interrupted)");
            }
        }
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }
}
