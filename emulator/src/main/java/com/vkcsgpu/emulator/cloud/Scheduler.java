package com.vkcsgpu.emulator.cloud;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** Runs state transitions after realistic durations multiplied by the time scale. */
final class Scheduler implements AutoCloseable {
    private final double timeScale;
    private final ScheduledExecutorService executor;

    Scheduler(double timeScale) {
        if (!(timeScale > 0)) {
            throw new IllegalArgumentException("timeScale must be > 0 (1.0 = real time, 0.001 for tests), got " + timeScale);
        }
        this.timeScale = timeScale;
        this.executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "vkcs-emulator-state");
            t.setDaemon(true);
            return t;
        });
    }

    /** The factor realistic durations are multiplied by. */
    double timeScale() {
        return timeScale;
    }

    Duration scaled(Duration realistic) {
        return Duration.ofNanos((long) (realistic.toNanos() * timeScale));
    }

    void after(Duration realistic, Runnable transition) {
        executor.schedule(() -> {
            try {
                transition.run();
            } catch (RuntimeException e) {
                System.getLogger("vkcs-emulator").log(System.Logger.Level.ERROR, "state transition failed", e);
            }
        }, scaled(realistic).toNanos(), TimeUnit.NANOSECONDS);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
