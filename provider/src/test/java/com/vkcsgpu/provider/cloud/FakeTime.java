package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.RetryPolicy;
import com.vkcsgpu.provider.cloud.http.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/** A clock that moves only when someone sleeps on it: tests see every delay and never wait. */
public final class FakeTime extends Clock implements Sleeper {
    private Instant now;
    private final List<Duration> sleeps = new ArrayList<>();

    public FakeTime(Instant start) {
        this.now = start;
    }

    public FakeTime() {
        this(Instant.parse("2026-01-01T00:00:00Z"));
    }

    @Override
    public synchronized void sleep(Duration duration) {
        sleeps.add(duration);
        now = now.plus(duration);
    }

    synchronized void advance(Duration duration) {
        now = now.plus(duration);
    }

    public synchronized List<Duration> sleeps() {
        return List.copyOf(sleeps);
    }

    public synchronized Duration totalSlept() {
        return sleeps.stream().reduce(Duration.ZERO, Duration::plus);
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    /** A retry policy on this time, with no jitter so delays are exact. */
    RetryPolicy policy(int maxAttempts) {
        return new RetryPolicy(maxAttempts, Duration.ofSeconds(1), Duration.ofSeconds(8), 0.0, Duration.ofSeconds(60), 5,
                this, this, () -> 0.5);
    }
}
