package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Polls a condition until it holds, bounded by the caller's deadline and cancel signal, reporting
 * what it still waits for. A poll the API server failed for a passing reason is polled again. Used for short waits on the API server itself (a CRD becoming
 * Established, deleted objects disappearing); GPU readiness uses watches instead.
 */
final class KubeWait {
    private static final Duration CANCEL_CHECK = Duration.ofMillis(100);
    private final Duration interval;
    private final Clock clock;

    KubeWait(Duration interval, Clock clock) {
        this.interval = interval;
        this.clock = clock;
    }

    /**
     * Waits until {@code pending} returns empty; while it returns a description of what is missing,
     * reports it and polls again.
     *
     * @param awaited what is waited for, e.g. {@code CRD clusterpolicies.nvidia.com to be Established}
     */
    void until(String awaited, WaitControl control, Supplier<Optional<String>> pending) {
        Instant start = clock.instant();
        while (true) {
            if (control.cancelled()) {
                throw new WaitCancelledException(awaited, "cancelled before it finished");
            }
            Optional<String> missing = polled(pending);
            if (missing.isEmpty()) {
                return;
            }
            Instant now = clock.instant();
            control.progress("waiting for " + awaited + ": " + missing.get());
            if (!now.isBefore(control.deadline())) {
                throw new WaitTimeoutException(awaited, missing.get(), Duration.between(start, now));
            }
            pause(awaited, missing.get(), control);
        }
    }

    /**
     * What {@code pending} says is missing; a call the API server failed for a passing reason (no answer, 429,
     * 5xx) is missing information, not a verdict: the wait goes on and reports the failure.
     */
    private static Optional<String> polled(Supplier<Optional<String>> pending) {
        try {
            return pending.get();
        } catch (KubeOperationException e) {
            if (e.getCause() instanceof KubernetesClientException api && KubeApiFailure.isTransient(api)) {
                return Optional.of(e.getMessage() + "; asking again");
            }
            throw e;
        } catch (KubernetesClientException e) {
            if (KubeApiFailure.isTransient(e)) {
                return Optional.of(KubeApiFailure.describe(e) + "; asking again");
            }
            throw e;
        }
    }

    private void pause(String awaited, String state, WaitControl control) {
        Instant until = clock.instant().plus(interval);
        if (until.isAfter(control.deadline())) {
            until = control.deadline();
        }
        while (true) {
            if (control.cancelled()) {
                throw new WaitCancelledException(awaited, state);
            }
            Duration left = Duration.between(clock.instant(), until);
            if (left.isNegative() || left.isZero()) {
                return;
            }
            try {
                Thread.sleep(Math.max(1, Math.min(left.toMillis(), CANCEL_CHECK.toMillis())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new WaitCancelledException(awaited, state + " (interrupted)");
            }
        }
    }
}
