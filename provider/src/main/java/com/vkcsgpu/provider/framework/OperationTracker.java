package com.vkcsgpu.provider.framework;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Creates the {@link OpContext} of every running operation and cancels them all on the engine's
 * Cancel (or on shutdown).
 */
public final class OperationTracker {
    private final Set<Running> running = ConcurrentHashMap.newKeySet();
    private final Clock clock;

    /** Uses the system clock. */
    public OperationTracker() {
        this(Clock.systemUTC());
    }

    /** Uses the given clock (tests). */
    public OperationTracker(Clock clock) {
        this.clock = clock;
    }

    /**
     * Starts an operation; close the returned context when it ends.
     *
     * @param urn      the resource URN, or empty
     * @param dryRun   preview
     * @param timeout  how long it may take
     * @param progress where status goes
     */
    public Running start(String urn, boolean dryRun, Duration timeout, ProgressReporter progress) {
        Running r = new Running(urn, dryRun, clock.instant().plus(timeout), progress);
        running.add(r);
        return r;
    }

    /** Cancels every running operation; they fail at their next cancellation check. */
    public void cancelAll() {
        running.forEach(Running::cancel);
    }

    /** How many operations are running. */
    public int runningCount() {
        return running.size();
    }

    /** The context of one running operation. */
    public final class Running implements OpContext, AutoCloseable {
        private final String urn;
        private final boolean dryRun;
        private final Instant deadline;
        private final ProgressReporter progress;
        private final Object signal = new Object();
        private volatile boolean cancelled;
        private volatile Record accepted;

        private Running(String urn, boolean dryRun, Instant deadline, ProgressReporter progress) {
            this.urn = urn;
            this.dryRun = dryRun;
            this.deadline = deadline;
            this.progress = progress;
        }

        void cancel() {
            cancelled = true;
            synchronized (signal) {
                signal.notifyAll();
            }
        }

        @Override
        public boolean dryRun() {
            return dryRun;
        }

        @Override
        public Instant deadline() {
            return deadline;
        }

        @Override
        public Duration remaining() {
            Duration left = Duration.between(clock.instant(), deadline);
            return left.isNegative() ? Duration.ZERO : left;
        }

        @Override
        public boolean isCancelled() {
            return cancelled;
        }

        @Override
        public void throwIfCancelled() {
            if (cancelled) {
                throw new OperationCancelledException("the operation was cancelled by the engine");
            }
            if (!clock.instant().isBefore(deadline)) {
                throw new OperationTimeoutException("the operation did not finish within its timeout; raise it with"
                        + " the customTimeouts resource option");
            }
        }

        @Override
        public void sleep(Duration duration) {
            Instant until = clock.instant().plus(duration);
            synchronized (signal) {
                while (true) {
                    throwIfCancelled();
                    Instant now = clock.instant();
                    if (!now.isBefore(until)) {
                        return;
                    }
                    Instant wake = until.isBefore(deadline) ? until : deadline;
                    long millis = Math.max(1, Duration.between(now, wake).toMillis());
                    try {
                        signal.wait(millis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new OperationCancelledException("the provider is shutting down");
                    }
                }
            }
        }

        @Override
        public ProgressReporter progress() {
            return progress;
        }

        @Override
        public String urn() {
            return urn;
        }

        @Override
        public void accepted(Record partialState) {
            this.accepted = partialState;
        }

        /** The state recorded with {@link #accepted(Record)}, or null. */
        public Record acceptedState() {
            return accepted;
        }

        @Override
        public void close() {
            running.remove(this);
        }
    }

    /** Runs {@code body} in a tracked context (convenience for callers that return a value). */
    public <T> T run(String urn, boolean dryRun, Duration timeout, ProgressReporter progress,
                     Function<Running, T> body) {
        try (Running r = start(urn, dryRun, timeout, progress)) {
            return body.apply(r);
        }
    }
}
