package com.vkcsgpu.emulator.cloud;

import java.time.Instant;
import java.util.function.Supplier;

/**
 * Plays {@link CloudBehaviour#lateVisibility()}: a GET of an object created less than that long ago
 * (scaled) answers 404 as if the read went to a replica that has not seen the create yet.
 */
final class Visibility {
    private final Supplier<CloudBehaviour> behaviour;
    private final Scheduler scheduler;

    Visibility(Supplier<CloudBehaviour> behaviour, Scheduler scheduler) {
        this.behaviour = behaviour;
        this.scheduler = scheduler;
    }

    /** Throws 404 "{@code what} not found" while the object created at {@code createdAt} is not yet readable. */
    void requireVisible(Instant createdAt, String what) {
        Instant visibleAt = createdAt.plus(scheduler.scaled(behaviour.get().lateVisibility()));
        if (Instant.now().isBefore(visibleAt)) {
            throw ApiException.notFound(what + " not found");
        }
    }

    /** Whether objects may be read by name (id-only API otherwise). */
    boolean byNameGets() {
        return behaviour.get().byNameGets();
    }
}
