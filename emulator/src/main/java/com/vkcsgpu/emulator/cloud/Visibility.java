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
    /**
     * Refuses a GET of {@code key} at the id path (an id or uuid), or at a by-name path of {@code shape}, where the
     * settings do not serve names there: by-name routes that are off answer 404 (no route), a name at the id path
     * answers {@link CloudBehaviour#nameAsIdStatus()} (404, or 400 for a segment validated as an id).
     */
    void requireNameServedAt(String what, String key, boolean isName, CloudBehaviour.ByNameShape shape) {
        CloudBehaviour settings = behaviour.get();
        boolean served = settings.byNameGets() && settings.byNameShape() == shape;
        if (shape == CloudBehaviour.ByNameShape.PREFIXED && !served) {
            throw ApiException.notFound("no such route for " + what + " " + key);
        }
        if (isName && !served) {
            throw settings.nameAsIdStatus() == 400
                    ? ApiException.invalid("id", "\"" + key + "\" is not a valid " + what + " id")
                    : ApiException.notFound(what + " " + key + " not found");
        }
    }

    boolean byNameGets() {
        return behaviour.get().byNameGets();
    }
}
