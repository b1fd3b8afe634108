package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitControl;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The changes this process makes to each cluster: one fair queue per cluster id, so parallel pools
 * send their changes one after another instead of hammering a busy cluster (VK's Terraform provider v2
 * neither serialises nor retries them); the last change accepted per cluster, whose effect the next
 * wait must see before RUNNING counts as done; and when objects were created, for the 404 grace.
 */
final class ClusterMutations {
    /**
     * A change the cloud accepted and, once a wait saw it take effect, the cluster that wait saw. Every wait for
     * the change shares one instance, so the first to see it settled ends the others' waits too.
     */
    static final class Change {
        private final Instant sentAt;
        private final Instant acceptedAt;
        private final Predicate<Cluster> evidence;
        private final String what;
        private final AtomicReference<Cluster> settledAs = new AtomicReference<>();

        /**
         * @param sentAt when the request was sent: reads sent before cannot show its effect
         * @param acceptedAt when the answer came
         * @param evidence true for a cluster that visibly carries the change (target version reached…); never
         *     null, {@code c -> false} when only a transitional status or the settle time can tell
         * @param what for progress lines, e.g. {@code create node group 'l4'}
         */
        Change(Instant sentAt, Instant acceptedAt, Predicate<Cluster> evidence, String what) {
            this.sentAt = sentAt;
            this.acceptedAt = acceptedAt;
            this.evidence = evidence;
            this.what = what;
        }

        Instant sentAt() {
            return sentAt;
        }

        Instant acceptedAt() {
            return acceptedAt;
        }

        /** Whether {@code cluster} visibly carries this change. */
        boolean evidentIn(Cluster cluster) {
            return evidence.test(cluster);
        }

        String what() {
            return what;
        }

        /** The RUNNING cluster a wait saw with this change in effect; empty until one did. */
        Optional<Cluster> settledAs() {
            return Optional.ofNullable(settledAs.get());
        }
    }

    /**
     * A read of an object this process may have created moments ago.
     *
     * @param found the object, when the read found it
     * @param lateRead the read found nothing but was sent within the 404 grace of the object's creation: a read
     *     that has not caught up yet, not proof that the object is gone
     */
    record ReadAfterCreate<T>(Optional<T> found, boolean lateRead) {
    }

    private final Clock clock;
    private final ConcurrentHashMap<String, ReentrantLock> queues = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Change> lastChange = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Instant> createdAt = new ConcurrentHashMap<>();

    ClusterMutations(Clock clock) {
        this.clock = clock;
    }

    /**
     * Runs {@code send} as the only change of this process in flight on the cluster; waits its turn while
     * honouring the control's deadline and cancel signal. {@code beforeSend} runs first, inside the turn
     * (waiting for the previous change to take effect).
     */
    <T> T inTurn(String clusterId, String operation, WaitControl control, Runnable beforeSend, Supplier<T> send) {
        ReentrantLock queue = queues.computeIfAbsent(clusterId, id -> new ReentrantLock(true));
        String awaited = operation + ": its turn among this deployment's changes to cluster " + clusterId;
        boolean reported = false;
        try {
            while (!queue.tryLock(50, TimeUnit.MILLISECONDS)) {
                if (control.cancelled()) {
                    throw new WaitCancelledException(awaited, "queued");
                }
                if (!clock.instant().isBefore(control.deadline())) {
                    throw new WaitTimeoutException(awaited, "queued", Duration.ZERO);
                }
                if (!reported) {
                    control.progress(operation + ": queued behind another change to cluster " + clusterId);
                    reported = true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WaitCancelledException(awaited, "interrupted");
        }
        try {
            beforeSend.run();
            return send.get();
        } finally {
            queue.unlock();
        }
    }

    void accepted(String clusterId, Change change) {
        lastChange.put(clusterId, change);
    }

    /** The last change accepted on the cluster that no wait has yet seen take effect; null when none. */
    Change pending(String clusterId) {
        return lastChange.get(clusterId);
    }

    /**
     * A wait saw {@code change} take effect on {@code running}: later waits need no evidence of it, and waits
     * still watching for it are done, even when the cluster is already busy with the next change.
     */
    void settled(String clusterId, Change change, Cluster running) {
        change.settledAs.compareAndSet(null, running);
        lastChange.remove(clusterId, change);
    }

    void created(String objectId) {
        createdAt.put(objectId, clock.instant());
    }

    /**
     * Whether this process created the object less than {@code grace} before a read sent at {@code readSentAt}
     * (a 404 to that read may be a late read).
     */
    boolean createdWithin(String objectId, Duration grace, Instant readSentAt) {
        Instant at = createdAt.get(objectId);
        return at != null && readSentAt.isBefore(at.plus(grace));
    }

    /** Runs {@code read} for an object this process may have just created, noting when the read was sent. */
    <T> ReadAfterCreate<T> readAfterCreate(String objectId, Duration grace, Supplier<Optional<T>> read) {
        Instant sent = clock.instant();
        Optional<T> found = read.get();
        return new ReadAfterCreate<>(found, found.isEmpty() && createdWithin(objectId, grace, sent));
    }

    Instant now() {
        return clock.instant();
    }
}
