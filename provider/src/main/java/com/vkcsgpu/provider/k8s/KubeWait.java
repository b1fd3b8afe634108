package com.vkcsgpu.provider.k8s;

import com.vkcsgpu.provider.wait.Pacing;
import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.wait.Poller;
import com.vkcsgpu.provider.wait.WaitControl;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Kubernetes operations' waits on the provider's one polling loop ({@link Poller}): every poll interval, a
 * poll the API server failed for a passing reason (no answer, 429, 5xx) counted as pending and polled again. Used
 * for waits on the API server itself (a CRD becoming Established, deleted objects disappearing, a Job finishing);
 * GPU readiness uses watches instead.
 */
public final class KubeWait {
    /** What to do when a Kubernetes wait times out. */
    public static final String TIMEOUT_ADVICE = "raise the resource's customTimeouts if the cluster is slow";
    private static final Duration CANCEL_CHECK = Duration.ofMillis(100);
    private final Duration interval;
    private final Poller poller;

    public KubeWait(Duration interval, Clock clock) {
        this.interval = interval;
        this.poller = Poller.sleeping(clock);
    }

    /**
     * Waits until {@code probe} is done, reporting each pending state as {@code waiting for <awaited>: <state>}.
     *
     * @param awaited what is waited for, e.g. {@code CRD clusterpolicies.nvidia.com to be Established}
     */
    public <T> T until(String awaited, WaitControl control, Supplier<PollOutcome<T>> probe) {
        return until(awaited, control, (state, inState, elapsed) -> "waiting for " + awaited + ": " + state, probe);
    }

    /** Waits until {@code missing} returns empty; while it says what is missing, reports it and polls again. */
    public void untilNoneMissing(String awaited, WaitControl control, Supplier<Optional<String>> missing) {
        until(awaited, control, () -> missing.get().<PollOutcome<Void>>map(PollOutcome::pending)
                .orElseGet(() -> PollOutcome.done(null)));
    }

    /** {@link #until(String, WaitControl, Supplier)} with progress lines of its own. */
    public <T> T until(String awaited, WaitControl control, Poller.ProgressLine progress,
                       Supplier<PollOutcome<T>> probe) {
        return poller.until(new Poller.Awaited(awaited, TIMEOUT_ADVICE), control,
                Pacing.every(interval, CANCEL_CHECK), progress, () -> polled(probe));
    }

    /**
     * What {@code probe} says; a call the API server failed for a passing reason is missing information, not a
     * verdict: the wait goes on and reports the failure.
     */
    private static <T> PollOutcome<T> polled(Supplier<PollOutcome<T>> probe) {
        try {
            return probe.get();
        } catch (KubeOperationException e) {
            if (e.getCause() instanceof KubernetesClientException api && KubeApiFailure.isTransient(api)) {
                return PollOutcome.pending(e.getMessage() + "; asking again");
            }
            throw e;
        } catch (KubernetesClientException e) {
            if (KubeApiFailure.isTransient(e)) {
                return PollOutcome.pending(KubeApiFailure.describe(e) + "; asking again");
            }
            throw e;
        }
    }
}
