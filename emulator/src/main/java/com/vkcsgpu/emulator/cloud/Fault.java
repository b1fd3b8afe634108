package com.vkcsgpu.emulator.cloud;

import java.time.Duration;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A fault the emulator injects into the next {@link #times} requests that match {@link #method}
 * and {@link #pathGlob}. The glob is matched against the whole request path: {@code *} matches
 * within one segment, {@code **} across segments, e.g. {@code **}{@code /clusters/*:upgrade}.
 *
 * <p>Build one with {@link #on(String, String)}, e.g.
 * {@code Fault.on("POST", "**}{@code /node-groups").status(429, Duration.ofSeconds(2)).times(3)}.
 *
 * @param method     HTTP method, or {@code *} for any
 * @param pathGlob   glob over the absolute request path
 * @param kind       what happens
 * @param status     HTTP status for {@link Kind#STATUS}
 * @param retryAfter {@code Retry-After} for {@link Kind#STATUS} (whole seconds), or null for none
 * @param latency    added delay for {@link Kind#LATENCY} and {@link Kind#SLOW_ANSWER} (real time, not scaled)
 * @param times      how many matching requests it applies to
 */
public record Fault(String method, String pathGlob, Kind kind, int status, Duration retryAfter,
                    Duration latency, int times) {

    /** The kinds of injected fault. */
    public enum Kind {
        /** Answer {@code status} (with optional {@code Retry-After}) without doing anything. */
        STATUS,
        /** Wait {@code latency}, then handle the request normally. */
        LATENCY,
        /**
         * Handle the request normally, then hold its answer for {@code latency}: an answer that describes the
         * cloud as it was when the request arrived and reaches the client late (a slow network, a loaded client).
         */
        SLOW_ANSWER,
        /** Close the connection without doing anything or answering. */
        RESET_BEFORE,
        /** Do what the request asks, then close the connection without answering (a lost response). */
        RESET_AFTER,
        /**
         * Expire the caller's token now, so this and later requests with it get 401; on Keystone's
         * {@code POST auth/tokens}, the token it issues, right after issue: a token refused once renewed, as by a
         * Keystone node that has not yet received a rotated Fernet key.
         */
        EXPIRE_TOKEN,
        /** Answer 409 as the real API does for a cluster that is reconciling. */
        CONFLICT_RECONCILING
    }

    public Fault {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(pathGlob, "pathGlob");
        Objects.requireNonNull(kind, "kind");
        if (times < 1) {
            throw new IllegalArgumentException("fault times must be >= 1, got " + times);
        }
        if (kind == Kind.STATUS && (status < 100 || status > 599)) {
            throw new IllegalArgumentException("fault status must be an HTTP status (100-599), got " + status);
        }
        if ((kind == Kind.LATENCY || kind == Kind.SLOW_ANSWER) && (latency == null || latency.isNegative())) {
            throw new IllegalArgumentException("a " + kind + " fault needs a non-negative latency");
        }
    }

    /** Starts a fault for requests with {@code method} (or {@code *}) whose path matches {@code pathGlob}. */
    public static Target on(String method, String pathGlob) {
        return new Target(method, pathGlob);
    }

    /** The same fault for the next {@code n} matching requests. */
    public Fault times(int n) {
        return new Fault(method, pathGlob, kind, status, retryAfter, latency, n);
    }

    boolean matches(String requestMethod, String path) {
        return (method.equals("*") || method.equalsIgnoreCase(requestMethod)) && globToRegex(pathGlob).matcher(path).matches();
    }

    static Pattern globToRegex(String glob) {
        StringBuilder regex = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (c == '*') {
                if (i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
                    regex.append(".*");
                    i++;
                } else {
                    regex.append("[^/]*");
                }
            } else {
                regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString());
    }

    /** The request selector of a fault under construction. */
    public record Target(String method, String pathGlob) {
        /** Answer {@code status} with no {@code Retry-After}. */
        public Fault status(int status) {
            return new Fault(method, pathGlob, Kind.STATUS, status, null, null, 1);
        }

        /** Answer {@code status} with {@code Retry-After: <seconds>}. */
        public Fault status(int status, Duration retryAfter) {
            return new Fault(method, pathGlob, Kind.STATUS, status, retryAfter, null, 1);
        }

        /** Wait {@code latency} before handling the request. */
        public Fault latency(Duration latency) {
            return new Fault(method, pathGlob, Kind.LATENCY, 0, null, latency, 1);
        }

        /** Handle the request at once and answer {@code delay} later. */
        public Fault slowAnswer(Duration delay) {
            return new Fault(method, pathGlob, Kind.SLOW_ANSWER, 0, null, delay, 1);
        }

        public Fault resetBeforeHandling() {
            return new Fault(method, pathGlob, Kind.RESET_BEFORE, 0, null, null, 1);
        }

        public Fault resetAfterHandling() {
            return new Fault(method, pathGlob, Kind.RESET_AFTER, 0, null, null, 1);
        }

        public Fault expireToken() {
            return new Fault(method, pathGlob, Kind.EXPIRE_TOKEN, 0, null, null, 1);
        }

        public Fault conflictWhileReconciling() {
            return new Fault(method, pathGlob, Kind.CONFLICT_RECONCILING, 0, null, null, 1);
        }
    }
}
