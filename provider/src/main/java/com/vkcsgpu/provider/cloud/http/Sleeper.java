package com.vkcsgpu.provider.cloud.http;

import java.time.Duration;

/** Pauses the calling thread; injected so tests observe delays instead of sleeping. */
@FunctionalInterface
public interface Sleeper {
    /** The real one: {@link Thread#sleep(long)}. */
    Sleeper SYSTEM = duration -> Thread.sleep(duration.toMillis());

    void sleep(Duration duration) throws InterruptedException;
}
