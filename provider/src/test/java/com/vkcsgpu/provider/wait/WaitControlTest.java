package com.vkcsgpu.provider.wait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class WaitControlTest {
    private static final Instant DEADLINE = Instant.parse("2026-01-01T00:10:00Z");

    @Test
    void anEarlierBoundReplacesTheDeadlineAndALaterOneDoesNot() {
        WaitControl control = WaitControl.of(DEADLINE, () -> false, line -> { });

        assertEquals(DEADLINE.minusSeconds(60), control.endingNoLaterThan(DEADLINE.minusSeconds(60)).deadline());
        assertEquals(DEADLINE, control.endingNoLaterThan(DEADLINE.plusSeconds(60)).deadline());
    }

    @Test
    void derivedControlsKeepTheCancelSignalAndTagTheirProgress() {
        AtomicBoolean cancelled = new AtomicBoolean();
        List<String> lines = new ArrayList<>();
        WaitControl tagged = WaitControl.of(DEADLINE, cancelled::get, lines::add).about("node group gpu-a")
                .endingNoLaterThan(DEADLINE.minusSeconds(1));

        tagged.progress("cluster abc: RECONCILING for 12s");
        cancelled.set(true);

        assertEquals(List.of("cluster abc: RECONCILING for 12s [node group gpu-a]"), lines);
        assertTrue(tagged.cancelled());
    }

    @Test
    void elapsedTimeReadsLikePeopleSayIt() {
        assertEquals("120ms", Elapsed.format(Duration.ofMillis(120)));
        assertEquals("45s", Elapsed.format(Duration.ofSeconds(45)));
        assertEquals("59s", Elapsed.format(Duration.ofMillis(59_999)));
        assertEquals("1m", Elapsed.format(Duration.ofSeconds(60)));
        assertEquals("6m", Elapsed.format(Duration.ofSeconds(6 * 60 + 59)), "whole minutes past the first");
        assertEquals("59m", Elapsed.format(Duration.ofSeconds(3599)));
        assertEquals("1h0m", Elapsed.format(Duration.ofSeconds(3600)));
        assertEquals("1h2m", Elapsed.format(Duration.ofSeconds(3725)));
    }
}
