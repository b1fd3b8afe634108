package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * Requests run the transitions that fell due before they are answered, so what they see depends on when they
 * arrived: played here with an alarm that never wakes, as the emulator's own thread on a starved machine.
 */
class SchedulerTest {
    private static final Scheduler.Alarm NEVER_WAKES = new Scheduler.Alarm() {
        @Override
        public void set(long delayNanos, Runnable wake) {
        }

        @Override
        public void close() {
        }
    };

    private final List<String> ran = new CopyOnWriteArrayList<>();

    @Test
    void whatFellDueRunsWhenAskedInDueOrderAndNothingEarlier() throws InterruptedException {
        try (Scheduler scheduler = new Scheduler(0.001, NEVER_WAKES)) {
            // 500 ms, 1 ms and 36 s at this scale: "second" stays due after "first" unless this thread is held
            // half a second between the two calls, and ten hours are far beyond any delay of this thread
            scheduler.after(Duration.ofSeconds(500), () -> ran.add("second"));
            scheduler.after(Duration.ofSeconds(1), () -> ran.add("first"));
            scheduler.after(Duration.ofHours(10), () -> ran.add("ten hours later"));

            Thread.sleep(600); // lets both fall due: a loaded machine only sleeps longer
            assertEquals(List.of(), ran, "nothing runs until asked");
            scheduler.runDue();
            assertEquals(List.of("first", "second"), ran, "what fell due, in due order, and nothing not yet due");
        }
    }

    @Test
    void transitionsDueAtTheSameTimeRunInTheOrderTheyWereScheduled() {
        try (Scheduler scheduler = new Scheduler(0.001, NEVER_WAKES)) {
            scheduler.after(Duration.ZERO, () -> ran.add("a"));
            scheduler.after(Duration.ZERO, () -> ran.add("b"));
            scheduler.after(Duration.ZERO, () -> ran.add("c"));
            scheduler.runDue();
            assertEquals(List.of("a", "b", "c"), ran);
        }
    }

    @Test
    void aTransitionThatSchedulesAnotherAlreadyDueRunsItInTheSameCatchUp() {
        try (Scheduler scheduler = new Scheduler(0.001, NEVER_WAKES)) {
            scheduler.after(Duration.ZERO, () -> {
                ran.add("status lag over");
                scheduler.after(Duration.ZERO, () -> ran.add("reconcile done"));
            });
            scheduler.runDue();
            assertEquals(List.of("status lag over", "reconcile done"), ran);
        }
    }

    @Test
    void theOwnThreadRunsTransitionsWhenNobodyAsks() throws InterruptedException {
        try (Scheduler scheduler = new Scheduler(0.001)) {
            scheduler.after(Duration.ofSeconds(1), () -> ran.add("done"));
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (ran.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            assertEquals(List.of("done"), ran);
        }
    }
}
