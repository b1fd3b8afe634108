package com.vkcsgpu.provider;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** For tests that look again and again at a condition another thread or process will make true. */
public final class Poll {
    private static final long PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private Poll() {
    }

    /**
     * Between two looks: a test still reacts within milliseconds, while the core it would spin on goes to the plugin,
     * emulator or Helm process it waits for (the module's test JVMs share two cores with them). The conditions
     * tests wait for here are held states (a hung request, an open watch, a pending fault), not instants.
     */
    public static void pause() {
        LockSupport.parkNanos(PAUSE_NANOS);
    }

    /**
     * Waits until {@code condition} holds, looking again after each {@link #pause()}; fails after {@code bound}
     * (choose one far above any plausible delay: it is spent only when the test fails) with what was awaited and
     * what was seen last.
     */
    public static void until(String awaited, Duration bound, BooleanSupplier condition, Supplier<String> seen) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("waited " + bound.toSeconds() + " s for " + awaited + "; saw " + seen.get());
            }
            pause();
        }
    }
}
