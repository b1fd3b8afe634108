package com.vkcsgpu.provider;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

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
}
