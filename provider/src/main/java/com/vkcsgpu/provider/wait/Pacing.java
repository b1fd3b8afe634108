package com.vkcsgpu.provider.wait;

import java.time.Duration;
import java.util.function.Supplier;

/**
 * When a {@link Poller} polls: a first pause, then the pause before each next poll, and the longest uninterrupted
 * sleep, so a cancel is noticed quickly.
 *
 * @param initialDelay pause before the first poll
 * @param intervals    the pause after each poll, asked once per pause (it may grow, or be jittered)
 * @param cancelCheck  longest uninterrupted sleep
 */
public record Pacing(Duration initialDelay, Supplier<Duration> intervals, Duration cancelCheck) {
    /** No first pause, then every {@code interval}, sleeping at most {@code cancelCheck} at a time. */
    public static Pacing every(Duration interval, Duration cancelCheck) {
        return new Pacing(Duration.ZERO, () -> interval, cancelCheck);
    }
}
