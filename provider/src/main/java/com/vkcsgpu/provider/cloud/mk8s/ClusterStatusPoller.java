package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * One status poller per cluster, shared by every wait on that cluster: twenty node groups created at
 * once wait on one {@code GET clusters/{id}} per interval, not twenty. A wait asks for an observation no
 * older than {@code freshness} and started no earlier than {@code notBefore} (the moment its own change
 * was sent, so it never reads a state from before that change); a concurrent ask joins the read already
 * in flight. The poller also remembers when a transitional (non-RUNNING) status was last seen, which
 * waits use as evidence that a change started.
 */
final class ClusterStatusPoller {
    /** What one {@code GET clusters/{id}} returned (empty: 404), and when that request was sent. */
    record Observation(Optional<Cluster> cluster, Instant sentAt) { }

    private final Function<String, Optional<Cluster>> fetch;
    private final Clock clock;
    private final Duration freshness;
    private final ConcurrentHashMap<String, Entry> entries = new ConcurrentHashMap<>();

    ClusterStatusPoller(Function<String, Optional<Cluster>> fetch, Clock clock, Duration freshness) {
        this.fetch = fetch;
        this.clock = clock;
        this.freshness = freshness;
    }

    /** The latest state of the cluster, read now unless a read sent at or after {@code notBefore} is fresh enough. */
    Observation observe(String clusterId, Instant notBefore) {
        Entry entry = entries.computeIfAbsent(clusterId, id -> new Entry());
        synchronized (entry) {
            while (true) {
                Observation latest = entry.latest;
                if (latest != null && !latest.sentAt().isBefore(notBefore)
                        && Duration.between(latest.sentAt(), clock.instant()).compareTo(freshness) < 0) {
                    return latest;
                }
                if (!entry.reading) {
                    break;
                }
                try {
                    entry.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new WaitCancelledException("cluster " + clusterId + " status", "interrupted");
                }
                if (entry.failure != null && entry.failureSeq == entry.readSeq) {
                    throw entry.failure;
                }
            }
            entry.reading = true;
        }
        Instant sentAt = clock.instant();
        Observation observation = null;
        VkcsException failure = null;
        try {
            observation = new Observation(fetch.apply(clusterId), sentAt);
            return observation;
        } catch (VkcsException e) {
            failure = e;
            throw e;
        } finally {
            synchronized (entry) {
                entry.reading = false;
                entry.readSeq++;
                if (observation != null) {
                    entry.latest = observation;
                    entry.failure = null;
                    String status = observation.cluster().map(Cluster::status).orElse(null);
                    if (status != null && !Cluster.RUNNING.equals(status)) {
                        entry.transitionalSeenAt = sentAt;
                    }
                    if (Cluster.RUNNING.equals(status)) {
                        entry.lastRunning = observation;
                    }
                } else {
                    entry.failure = failure;
                    entry.failureSeq = entry.readSeq;
                }
                entry.notifyAll();
            }
        }
    }

    /** Whether a read sent at or after {@code since} saw the cluster in a status other than RUNNING. */
    boolean transitionalSeenSince(String clusterId, Instant since) {
        Entry entry = entries.get(clusterId);
        if (entry == null) {
            return false;
        }
        synchronized (entry) {
            return entry.transitionalSeenAt != null && !entry.transitionalSeenAt.isBefore(since);
        }
    }

    /**
     * The cluster as the latest read sent at or after {@code since} that found it RUNNING saw it; empty when none
     * did. A wait that polls at its own pace can miss a short RUNNING between two changes another wait saw.
     */
    Optional<Cluster> runningSeenSince(String clusterId, Instant since) {
        Entry entry = entries.get(clusterId);
        if (entry == null) {
            return Optional.empty();
        }
        synchronized (entry) {
            Observation running = entry.lastRunning;
            return running == null || running.sentAt().isBefore(since) ? Optional.empty() : running.cluster();
        }
    }

    private static final class Entry {
        Observation latest;
        Observation lastRunning;
        boolean reading;
        long readSeq;
        VkcsException failure;
        long failureSeq = -1;
        Instant transitionalSeenAt;
    }
}
