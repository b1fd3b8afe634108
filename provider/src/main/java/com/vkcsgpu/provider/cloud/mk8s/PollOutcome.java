package com.vkcsgpu.provider.cloud.mk8s;

/** How one poll of a wait is classified (as aws-sdk waiters do): done, keep waiting, or give up. */
public sealed interface PollOutcome<T> {

    static <T> PollOutcome<T> done(T value) {
        return new Done<>(value);
    }

    static <T> PollOutcome<T> pending(String state) {
        return new Pending<>(state, null, null);
    }

    /**
     * Keep waiting, but fail with {@code reason} once this same {@code state} has lasted {@code limit}
     * (e.g. a status nobody documented: it may be a new transitional state, or one that never ends).
     */
    static <T> PollOutcome<T> pendingAtMost(String state, java.time.Duration limit, String reason) {
        return new Pending<>(state, limit, reason);
    }

    static <T> PollOutcome<T> failed(String reason) {
        return new Failed<>(reason);
    }

    record Done<T>(T value) implements PollOutcome<T> { }

    /** @param limit how long this state may last (null: until the deadline); @param limitReason why it may not last longer */
    record Pending<T>(String state, java.time.Duration limit, String limitReason) implements PollOutcome<T> { }

    record Failed<T>(String reason) implements PollOutcome<T> { }
}
