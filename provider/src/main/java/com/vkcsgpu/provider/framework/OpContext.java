package com.vkcsgpu.provider.framework;

import com.vkcsgpu.provider.wait.WaitControl;
import java.time.Duration;
import java.time.Instant;

/**
 * What a lifecycle method gets besides its inputs: the deadline, the cancel signal and a progress
 * reporter. Long waits must call {@link #throwIfCancelled()} (or use {@link #sleep(Duration)}) so that
 * customTimeouts and the engine's Cancel take effect.
 */
public interface OpContext {
    /** True in preview (Invoke during preview): talk to no write API. */
    boolean dryRun();

    /** When the operation must give up: now + customTimeouts value, or the resource's default. */
    Instant deadline();

    /** Time left until {@link #deadline()}, never negative. */
    Duration remaining();

    /** Whether the engine cancelled the operation. */
    boolean isCancelled();

    /**
     * Throws {@link OperationCancelledException} after Cancel and {@link OperationTimeoutException}
     * after the deadline; returns otherwise.
     */
    void throwIfCancelled();

    /** Sleeps up to {@code duration}, waking early (and throwing) on cancel or deadline. */
    void sleep(Duration duration);

    /** Sends status messages to the engine (shown next to the resource in the CLI). */
    ProgressReporter progress();

    /** The URN of the resource being operated on (empty for functions). */
    String urn();

    /**
     * Records that the cloud has accepted the write and what is known so far. From now on any failure
     * of this operation is reported as ErrorResourceInitFailed with this state, so the engine keeps
     * the resource. Pass the operation's outputs record type.
     */
    void accepted(Record partialState);

    /**
     * This operation as a {@link WaitControl} for the cloud client and Kubernetes waits: the same
     * deadline (customTimeouts or the resource default), the engine's Cancel, and progress lines sent
     * to the engine as status messages. The one adapter from the context to waits.
     */
    default WaitControl waitControl() {
        return WaitControl.of(deadline(), this::isCancelled, line -> progress().status(line));
    }
}
