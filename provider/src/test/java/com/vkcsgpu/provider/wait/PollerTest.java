package com.vkcsgpu.provider.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The one polling loop: pacing, an early wake, and the three ways a wait ends. */
class PollerTest {
    private static final Instant START = Instant.parse("2026-12-05T00:00:00Z");

    /** A clock that moves only when the poller sleeps. */
    private static final class SleptClock extends Clock {
        Instant now = START;
        final List<Duration> sleeps = new ArrayList<>();

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        boolean sleep(Duration duration) {
            sleeps.add(duration);
            now = now.plus(duration);
            return false;
        }
    }

    private final SleptClock clock = new SleptClock();
    private final List<String> progress = new ArrayList<>();

    private WaitControl endingAfter(Duration timeout, AtomicBoolean cancelled) {
        return WaitControl.of(START.plus(timeout), cancelled::get, progress::add);
    }

    @Test
    void pollsAtItsPacingUntilDoneReportingEachPendingState() {
        AtomicInteger polls = new AtomicInteger();
        String value = new Poller(clock, clock::sleep).until(Poller.Awaited.of("x to be ready"),
                endingAfter(Duration.ofMinutes(1), new AtomicBoolean()),
                new Pacing(Duration.ofSeconds(2), () -> Duration.ofSeconds(5), Duration.ofSeconds(5)),
                (state, inState, elapsed) -> state + " for " + Elapsed.format(inState) + ", " + Elapsed.format(elapsed),
                () -> polls.incrementAndGet() < 3 ? PollOutcome.pending("starting") : PollOutcome.done("ready"));

        assertEquals("ready", value);
        assertEquals(List.of(Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(5)), clock.sleeps);
        assertEquals(List.of("starting for 0ms, 2s", "starting for 5s, 7s"), progress);
    }

    @Test
    void aSleeperWokenEarlyEndsThePauseSoThePollComesAtOnce() {
        AtomicInteger polls = new AtomicInteger();
        List<Duration> asked = new ArrayList<>();
        Poller woken = new Poller(clock, duration -> {
            asked.add(duration);
            clock.now = clock.now.plusMillis(10);
            return true;
        });
        woken.until(Poller.Awaited.of("x"), endingAfter(Duration.ofMinutes(1), new AtomicBoolean()),
                Pacing.every(Duration.ofSeconds(1), Duration.ofSeconds(1)), Poller.ProgressLine.NONE,
                () -> polls.incrementAndGet() < 3 ? PollOutcome.pending("waiting") : PollOutcome.done(null));

        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(1)), asked, "one wake per pause, not slices of it");
        assertEquals(START.plusMillis(20), clock.now);
    }

    @Test
    void theDeadlineEndsItNamingTheLastStateItsDetailAndTheAdvice() {
        AtomicInteger detailReads = new AtomicInteger();
        WaitTimeoutException timeout = assertThrows(WaitTimeoutException.class, () -> new Poller(clock, clock::sleep)
                .until(new Poller.Awaited("the Job to finish", "raise it"),
                        endingAfter(Duration.ofSeconds(30), new AtomicBoolean()),
                        Pacing.every(Duration.ofSeconds(10), Duration.ofSeconds(1)), Poller.ProgressLine.NONE,
                        () -> PollOutcome.<Void>pending("pod p: Pending").detailedAtTimeout(() -> {
                            detailReads.incrementAndGet();
                            return "; last log lines: none";
                        })));

        assertEquals("timed out after 30s waiting for the Job to finish; last observed: pod p: Pending; last log "
                + "lines: none", timeout.getMessage());
        assertEquals("raise it", timeout.advice());
        assertEquals(1, detailReads.get(), "the detail is read once, at the timeout");
        assertEquals(Duration.ofSeconds(1), clock.sleeps.stream().max(Duration::compareTo).orElseThrow(),
                "no sleep is longer than the cancel check");
    }

    @Test
    void aCancelDuringAPauseEndsItWithTheLastState() {
        AtomicBoolean cancelled = new AtomicBoolean();
        WaitCancelledException cancel = assertThrows(WaitCancelledException.class, () -> new Poller(clock, duration -> {
            cancelled.set(true);
            return clock.sleep(duration);
        }).until(Poller.Awaited.of("cluster c to be RUNNING"), endingAfter(Duration.ofHours(1), cancelled),
                Pacing.every(Duration.ofMinutes(1), Duration.ofSeconds(1)), Poller.ProgressLine.NONE,
                () -> PollOutcome.pending("RECONCILING")));

        assertEquals("cancelled while waiting for cluster c to be RUNNING; last observed: RECONCILING", cancel.getMessage());
        assertEquals(List.of(Duration.ofSeconds(1)), clock.sleeps, "noticed at the next slice");
    }

    @Test
    void aStateThatOutlastsItsLimitFailsTheWait() {
        WaitFailedException failed = assertThrows(WaitFailedException.class, () -> new Poller(clock, clock::sleep)
                .until(Poller.Awaited.of("cluster c to be RUNNING"), endingAfter(Duration.ofHours(1), new AtomicBoolean()),
                        Pacing.every(Duration.ofMinutes(1), Duration.ofMinutes(1)), Poller.ProgressLine.NONE,
                        () -> PollOutcome.pendingAtMost("SURPRISE", Duration.ofMinutes(3), "an unknown status")));

        assertEquals("gave up waiting for cluster c to be RUNNING: an unknown status (SURPRISE for 3m)", failed.getMessage());
    }
}
