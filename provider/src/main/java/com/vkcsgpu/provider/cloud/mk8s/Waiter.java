package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.cloud.http.RetryPolicy;
import com.vkcsgpu.provider.cloud.http.Sleeper;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.wait.Elapsed;
import com.vkcsgpu.provider.wait.Pacing;
import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.wait.Poller;
import com.vkcsgpu.provider.wait.WaitControl;
import java.time.Clock;
import java.time.Duration;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * The VK Cloud client's waits on the provider's one polling loop ({@link Poller}): polls paced by
 * {@link WaitTimings} (growing, jittered intervals), progress after every poll, and a transient error while
 * polling (5xx, throttling, connection trouble that survived the call's own retries) counted as "pending", so a
 * long wait does not die of one bad minute. A timeout advises running {@code pulumi up} again, as the change may
 * still complete in VK Cloud.
 */
public final class Waiter {
    /** What to do when a cloud wait times out. */
    static final String TIMEOUT_ADVICE = "the operation may still complete in VK Cloud: run `pulumi up` again to "
            + "resume, or raise the timeout with the customTimeouts resource option";
    private final Poller poller;
    private final DoubleSupplier random;

    Waiter(Sleeper sleeper, Clock clock, DoubleSupplier random) {
        this.poller = new Poller(clock, duration -> {
            sleeper.sleep(duration);
            return false;
        });
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
        return poller.until(new Poller.Awaited(subject + " to be " + target, TIMEOUT_ADVICE), control, pacing(timings),
                (state, inState, elapsed) -> subject + ": " + state + " for " + Elapsed.format(inState)
                        + " (waiting for " + target + ", " + Elapsed.format(elapsed) + " elapsed)",
                () -> {
                    try {
                        return poll.get();
                    } catch (VkcsException e) {
                        if (!e.isRetryable()) {
                            throw e;
                        }
                        return PollOutcome.pending("transient error: " + e.getMessage());
                    }
                });
    }

    /** {@code timings}' pauses: each interval jittered, the next one grown, up to the longest. */
    private Pacing pacing(WaitTimings timings) {
        Duration[] interval = {timings.pollInterval()};
        return new Pacing(timings.initialDelay(), () -> {
            Duration current = interval[0];
            interval[0] = timings.nextInterval(current);
            return Duration.ofMillis(Math.round(current.toMillis() * (1 - timings.jitter() * random.getAsDouble())));
        }, timings.cancelCheck());
    }
}
