package com.vkcsgpu.provider.cloud;

/** How one poll of a wait is classified (as aws-sdk waiters do): done, keep waiting, or give up. */
sealed interface PollOutcome<T> {

    static <T> PollOutcome<T> done(T value) {
        return new Done<>(value);
    }

    static <T> PollOutcome<T> pending(String state) {
        return new Pending<>(state);
    }

    static <T> PollOutcome<T> failed(String reason) {
        return new Failed<>(reason);
    }

    record Done<T>(T value) implements PollOutcome<T> { }

    record Pending<T>(String state) implements PollOutcome<T> { }

    record Failed<T>(String reason) implements PollOutcome<T> { }
}
