package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.cloud.FakeTime;
import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class WaiterTest {
    private final FakeTime time = new FakeTime();
    private final Waiter waiter = new Waiter(time, time, () -> 0.0);
    private final WaitTimings timings = new WaitTimings(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofSeconds(30),
            0.3, Duration.ofSeconds(1));

    @Test
    void pollsUntilDoneWithGrowingIntervalsAndReportsProgress() {
        AtomicInteger polls = new AtomicInteger();
        List<String> progress = new ArrayList<>();
        WaitControl control = WaitControl.of(time.instant().plus(Duration.ofHours(1)), () -> false, progress::add);

        String result = waiter.await("cluster abc", "RUNNING", timings, control,
                () -> polls.incrementAndGet() < 5 ? PollOutcome.pending("PROVISIONING") : PollOutcome.done("ok"));

        assertEquals("ok", result);
        assertEquals(5, polls.get());
        // 10 s initial delay, then 10, 15, 22.5, 30 (capped)
        assertEquals(Duration.ofMillis(10_000 + 10_000 + 15_000 + 22_500 + 30_000), time.totalSlept());
        assertEquals("cluster abc: PROVISIONING for 47s (waiting for RUNNING, 57s elapsed)", progress.get(3));
        assertTrue(progress.get(0).startsWith("cluster abc: PROVISIONING for 0ms"), progress.get(0));
    }

    @Test
    void timeoutNamesWhatWasAwaitedAndTheLastState() {
        WaitControl control = WaitControl.timeout(time, Duration.ofMinutes(3));

        WaitTimeoutException error = assertThrows(WaitTimeoutException.class,
                () -> waiter.await("cluster abc", "RUNNING", timings, control, () -> PollOutcome.pending("RECONCILING")));

        assertEquals("timed out after 3m waiting for cluster abc to be RUNNING; last observed: RECONCILING", error.getMessage());
        assertTrue(error.advice().startsWith("the operation may still complete in VK Cloud: run `pulumi up` again to "
                + "resume"), error.advice());
        assertEquals("RECONCILING", error.lastState());
        assertTrue(!time.instant().isAfter(control.deadline()), "never sleeps past the deadline");
    }

    @Test
    void cancellationStopsTheWaitWithinOneSlice() {
        AtomicInteger polls = new AtomicInteger();
        WaitControl control = WaitControl.of(time.instant().plus(Duration.ofHours(1)), () -> polls.get() >= 2, message -> { });

        WaitCancelledException error = assertThrows(WaitCancelledException.class,
                () -> waiter.await("node group ng1", "deleted", timings, control, () -> {
                    polls.incrementAndGet();
                    return PollOutcome.pending("present");
                }));

        assertEquals(2, polls.get());
        assertTrue(error.getMessage().contains("node group ng1 to be deleted; last observed: present"), error.getMessage());
        assertTrue(time.sleeps().stream().allMatch(d -> d.compareTo(Duration.ofSeconds(1)) <= 0), "sleeps in cancel-check slices");
    }

    @Test
    void aTerminalStateFailsAtOnce() {
        WaitFailedException error = assertThrows(WaitFailedException.class, () -> waiter.await("addon x", "INSTALLED", timings,
                WaitControl.timeout(time, Duration.ofHours(1)), () -> PollOutcome.failed("the addon is ERROR")));
        assertEquals("gave up waiting for addon x to be INSTALLED: the addon is ERROR", error.getMessage());
    }

    @Test
    void transientErrorsWhilePollingKeepWaitingButOthersStopIt() {
        AtomicInteger polls = new AtomicInteger();
        String result = waiter.await("cluster abc", "RUNNING", timings, WaitControl.timeout(time, Duration.ofHours(1)), () -> {
            if (polls.incrementAndGet() == 1) {
                throw new VkcsApiException("get cluster abc", "GET", "clusters/abc", 503, null, "down", null);
            }
            return PollOutcome.done("ok");
        });
        assertEquals("ok", result);

        assertThrows(VkcsApiException.class, () -> waiter.await("cluster abc", "RUNNING", timings,
                WaitControl.timeout(time, Duration.ofHours(1)), () -> {
                    throw new VkcsApiException("get cluster abc", "GET", "clusters/abc", 403, null, "forbidden", null);
                }));
    }

    @Test
    void statusesAreClassifiedAndAnUnknownOneIsBounded() {
        Duration limit = Duration.ofMinutes(20);
        assertTrue(classify("PROVISIONING", true, false) instanceof PollOutcome.Pending<Object> p && p.limit() == null);
        assertTrue(classify("DELETING", false, true) instanceof PollOutcome.Failed);
        assertTrue(classify("ERROR", false, false) instanceof PollOutcome.Failed);
        assertTrue(classify("UPGRADE_FAILED", false, false) instanceof PollOutcome.Failed);
        PollOutcome<Object> unknown = classify("UPDATING", false, false);
        assertTrue(unknown instanceof PollOutcome.Pending<Object> p && limit.equals(p.limit())
                && p.limitReason().contains("'UPDATING'"), unknown.toString());
    }

    @Test
    void anUnknownStatusFailsAfterItsLimitNamingItNotAtTheDeadline() {
        java.time.Instant start = time.instant();
        WaitFailedException error = assertThrows(WaitFailedException.class, () -> waiter.await("cluster abc", "RUNNING",
                timings, WaitControl.timeout(time, Duration.ofHours(1)),
                () -> ClusterClient.classifyStatus("UPDATING", "cluster", "RUNNING", Duration.ofMinutes(20), false, false)));

        assertTrue(error.getMessage().contains("'UPDATING'"), error.getMessage());
        assertTrue(error.getMessage().contains("pulumi refresh"), error.getMessage());
        assertTrue(time.instant().isBefore(start.plus(Duration.ofMinutes(25))), "failed at " + time.instant() + ", not near the limit");
    }

    private static PollOutcome<Object> classify(String status, boolean transitional, boolean terminal) {
        return ClusterClient.classifyStatus(status, "cluster", "RUNNING", Duration.ofMinutes(20), transitional, terminal);
    }

    private static Cluster cluster(String status) {
        return new Cluster("id", null, "n", null, null, status, null, null, null, null, null, null, null, null, null, null, null, null);
    }
}
