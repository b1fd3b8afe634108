package com.vkcsgpu.provider.cloud.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.cloud.FakeTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the shared poller remembers for the waits that did not make a read themselves. Reads are scripted and the
 * clock moves only when the test moves it, so each case is one exact interleaving of reads and waits.
 */
class ClusterStatusPollerTest {
    private static final String ID = "c1";
    private static final Duration FRESHNESS = Duration.ofSeconds(1);

    private final FakeTime time = new FakeTime();
    private final Deque<String> statuses = new ArrayDeque<>();
    private final ClusterStatusPoller poller = new ClusterStatusPoller(
            id -> Optional.of(cluster(statuses.removeFirst())), time, FRESHNESS);

    @Test
    void aRunningSeenByAReadSentAfterAWaitStartedEndsThatWaitEvenIfTheClusterMovedOnSince() {
        statuses.addAll(List.of(Cluster.RUNNING, Cluster.RECONCILING));
        Instant waitStarted = time.instant();
        time.sleep(Duration.ofMillis(10));
        Instant runningReadSent = time.instant();
        poller.observe(ID, Instant.MIN);
        time.sleep(FRESHNESS);
        // The next change was sent at once and the cluster is busy again: the wait's own read would not see RUNNING.
        assertEquals(Cluster.RECONCILING, poller.observe(ID, Instant.MIN).cluster().orElseThrow().status());

        assertEquals(Optional.of(Cluster.RUNNING), poller.runningSeenSince(ID, waitStarted).map(Cluster::status));
        assertEquals(Optional.of(Cluster.RUNNING), poller.runningSeenSince(ID, runningReadSent).map(Cluster::status),
                "a read sent at the moment the wait started counts");
        assertEquals(Optional.empty(), poller.runningSeenSince(ID, runningReadSent.plusMillis(1)),
                "a RUNNING read sent before the wait started may predate the change it waits for");
    }

    @Test
    void nothingIsSeenForAClusterNoReadReachedOrThatWasNeverRunning() {
        assertEquals(Optional.empty(), poller.runningSeenSince(ID, Instant.MIN));
        assertFalse(poller.transitionalSeenSince(ID, Instant.MIN));

        statuses.add(Cluster.PROVISIONING);
        poller.observe(ID, Instant.MIN);

        assertEquals(Optional.empty(), poller.runningSeenSince(ID, Instant.MIN));
        assertTrue(poller.transitionalSeenSince(ID, Instant.MIN));
    }

    @Test
    void aFreshReadIsSharedButNeverOneSentBeforeTheAskersChange() {
        statuses.addAll(List.of(Cluster.RUNNING, Cluster.RECONCILING));
        poller.observe(ID, Instant.MIN);
        Instant changeSent = time.instant().plusMillis(1);

        assertEquals(Cluster.RUNNING, poller.observe(ID, Instant.MIN).cluster().orElseThrow().status(),
                "a read younger than the freshness is reused");
        assertEquals(1, statuses.size(), "no second GET");
        time.sleep(Duration.ofMillis(1));
        assertEquals(Cluster.RECONCILING, poller.observe(ID, changeSent).cluster().orElseThrow().status(),
                "a read sent before the change cannot show it, however fresh");
    }

    private static Cluster cluster(String status) {
        return new Cluster(ID, null, "n", null, null, status, null, null, null, null, null, null, null, null, null,
                null, null, null);
    }
}
