package com.vkcsgpu.provider.wait;

import java.time.Duration;
import java.util.function.Supplier;

/** How one poll of a wait is classified (as aws-sdk waiters do): done, keep waiting, or give up. */
public sealed interface PollOutcome<T> {

    static <T> PollOutcome<T> done(T value) {
        return new Done<>(value);
    }

    static <T> Pending<T> pending(String state) {
        return new Pending<>(state, null, null, null);
    }

    /**
     * Keep waiting, but fail with {@code reason} once this same {@code state} has lasted {@code limit}
     * (e.g. a status nobody documented: it may be a new transitional state, or one that never ends).
     */
    static <T> PollOutcome<T> pendingAtMost(String state, Duration limit, String reason) {
        return new Pending<>(state, limit, reason, null);
    }

    static <T> PollOutcome<T> failed(String reason) {
        return new Failed<>(reason);
    }

    record Done<T>(T value) implements PollOutcome<T> { }

    /**
     * @param state       what is seen now, in progress lines and as the last state of a timeout
     * @param limit       how long this state may last (null: until the deadline)
     * @param limitReason why it may not last longer
     * @param detail      what a timeout in this state adds to it (e.g. a pod's last log lines), read only then;
     *                    null for nothing
     */
    record Pending<T>(String state, Duration limit, String limitReason, Supplier<String> detail)
            implements PollOutcome<T> {
        /** This outcome with {@code detail} appended to its state should the wait time out in it. */
        public Pending<T> detailedAtTimeout(Supplier<String> detail) {
            return new Pending<>(state, limit, limitReason, detail);
        }
    }

    record Failed<T>(String reason) implements PollOutcome<T> { }
}
