package com.vkcsgpu.provider.wait;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * The provider's one polling loop, used by the VK Cloud client's waits, the Kubernetes operations' waits and the
 * readiness gate: polls until the probe says done or failed, pacing polls by a {@link Pacing}, and ends the way
 * every wait ends: {@link WaitTimeoutException} at the caller's deadline, {@link WaitCancelledException} on its
 * cancel signal (or an interrupt), {@link WaitFailedException} when the probe gives up or a state lasts longer
 * than the probe allows. The framework turns the first two into the engine's answer, once for all waits.
 */
public final class Poller {
    /** Sleeps up to the given duration; returns true when woken early by something worth polling again for. */
    @FunctionalInterface
    public interface Sleeper {
        boolean sleep(Duration duration) throws InterruptedException;
    }

    /** Writes the progress line of a pending poll, or null to report nothing. */
    @FunctionalInterface
    public interface ProgressLine {
        /** Reports nothing: the probe reports its own progress. */
        ProgressLine NONE = (state, inState, elapsed) -> null;

        /**
         * @param state   what the poll saw
         * @param inState how long that state has been seen
         * @param elapsed how long the wait has run
         */
        String line(String state, Duration inState, Duration elapsed);
    }

    /** What a wait is for, as its messages name it, and what to do when it times out. */
    public record Awaited(String what, String timeoutAdvice) {
        /** {@code what} with the advice that fits most waits: a longer timeout. */
        public static Awaited of(String what) {
            return new Awaited(what, WaitTimeoutException.RAISE_TIMEOUT);
        }
    }

    private static final Sleeper THREAD_SLEEP = duration -> {
        Thread.sleep(Math.max(1, duration.toMillis()));
        return false;
    };

    private final Clock clock;
    private final Sleeper sleeper;

    public Poller(Clock clock, Sleeper sleeper) {
        this.clock = clock;
        this.sleeper = sleeper;
    }

    /** A poller on the system clock that sleeps the thread between polls. */
    public static Poller sleeping(Clock clock) {
        return new Poller(clock, THREAD_SLEEP);
    }

    /**
     * Polls {@code probe} until it is done, returning its value.
     *
     * @param awaited  what is waited for, e.g. {@code cluster abc to be RUNNING}
     * @param progress the progress line of each pending poll, sent to {@code control}
     */
    public <T> T until(Awaited awaited, WaitControl control, Pacing pacing, ProgressLine progress,
                       Supplier<PollOutcome<T>> probe) {
        Instant start = clock.instant();
        String lastState = "not polled yet";
        Instant stateSince = start;
        pause(pacing.initialDelay(), pacing, control, awaited, lastState);
        while (true) {
            if (control.cancelled()) {
                throw new WaitCancelledException(awaited.what(), lastState);
            }
            PollOutcome<T> outcome = probe.get();
            if (outcome instanceof PollOutcome.Done<T> done) {
                return done.value();
            }
            if (outcome instanceof PollOutcome.Failed<T> failed) {
                throw new WaitFailedException(awaited.what(), failed.reason());
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
                throw new WaitFailedException(awaited.what(), pending.limitReason() + " (" + state + " for "
                        + Elapsed.format(inState) + ")");
            }
            String line = progress.line(state, inState, Duration.between(start, now));
            if (line != null) {
                control.progress(line);
            }
            if (!now.isBefore(control.deadline())) {
                String detail = pending.detail() == null ? "" : pending.detail().get();
                throw new WaitTimeoutException(awaited.what(), state + detail, Duration.between(start, now),
                        awaited.timeoutAdvice());
            }
            pause(pacing.intervals().get(), pacing, control, awaited, lastState);
        }
    }

    /**
     * Sleeps up to {@code duration} but never past the deadline, in slices so a cancel is seen; ends early when the
     * sleeper is woken.
     */
    private void pause(Duration duration, Pacing pacing, WaitControl control, Awaited awaited, String lastState) {
        Instant until = min(clock.instant().plus(duration), control.deadline());
        while (true) {
            if (control.cancelled()) {
                throw new WaitCancelledException(awaited.what(), lastState);
            }
            Duration left = Duration.between(clock.instant(), until);
            if (left.isZero() || left.isNegative()) {
                return;
            }
            try {
                if (sleeper.sleep(left.compareTo(pacing.cancelCheck()) > 0 ? pacing.cancelCheck() : left)) {
                    return;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new WaitCancelledException(awaited.what(), lastState + " (interrupted)");
            }
        }
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }
}
