package com.vkcsgpu.provider.cloud.http;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * How calls are retried. Every retry is bounded by {@code maxAttempts}:
 * <ul>
 *   <li>5xx and connection errors: exponential backoff from {@code baseBackoff} up to
 *       {@code maxBackoff}, each delay shortened by up to {@code jitter} (a fraction) at random so
 *       that parallel operations do not retry in lockstep;</li>
 *   <li>429: the server's {@code Retry-After} (seconds or HTTP-date), capped at {@code maxRetryAfter};
 *       backoff when the header is absent;</li>
 *   <li>401: one re-authentication (not counted here);</li>
 *   <li>409 while the cluster reconciles: wait until it is RUNNING, then try again, at most
 *       {@code maxConflictRetries} times;</li>
 *   <li>any other 4xx: never.</li>
 * </ul>
 * The Terraform provider (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/clients/config.go, retryFunc) retries
 * 5xx three times after 1 s and never retries 409; our
 * defaults are a little more patient because several pool changes often run at once.
 *
 * @param maxAttempts attempts per call, the first included (at least 1)
 * @param baseBackoff the delay before the second attempt
 * @param maxBackoff the longest delay between attempts
 * @param jitter the fraction (0..1) by which a delay may be randomly shortened
 * @param maxRetryAfter the longest {@code Retry-After} honoured
 * @param maxConflictRetries how many times a call refused with 409 is retried after the cluster is RUNNING
 * @param sleeper pauses between attempts
 * @param clock reads the time (HTTP-date {@code Retry-After}, token expiry, wait deadlines)
 * @param random a source of numbers in [0, 1) for jitter
 */
public record RetryPolicy(
        int maxAttempts,
        Duration baseBackoff,
        Duration maxBackoff,
        double jitter,
        Duration maxRetryAfter,
        int maxConflictRetries,
        Sleeper sleeper,
        Clock clock,
        DoubleSupplier random) {

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1, got " + maxAttempts);
        }
        if (jitter < 0 || jitter > 1) {
            throw new IllegalArgumentException("jitter must be within 0..1, got " + jitter);
        }
        if (maxConflictRetries < 0) {
            throw new IllegalArgumentException("maxConflictRetries must not be negative, got " + maxConflictRetries);
        }
        Objects.requireNonNull(baseBackoff, "baseBackoff");
        Objects.requireNonNull(maxBackoff, "maxBackoff");
        Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
        Objects.requireNonNull(sleeper, "sleeper");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(random, "random");
    }

    /** 5 attempts, 1 s doubling to 20 s, 50 % jitter, Retry-After up to 60 s, 10 conflict retries. */
    public static RetryPolicy defaults() {
        return new RetryPolicy(5, Duration.ofSeconds(1), Duration.ofSeconds(20), 0.5, Duration.ofSeconds(60), 10,
                Sleeper.SYSTEM, Clock.systemUTC(), () -> ThreadLocalRandom.current().nextDouble());
    }

    /** A copy that sleeps and reads time through the given test doubles. */
    public RetryPolicy withTime(Sleeper sleeper, Clock clock) {
        return new RetryPolicy(maxAttempts, baseBackoff, maxBackoff, jitter, maxRetryAfter, maxConflictRetries, sleeper, clock, random);
    }

    /** A copy with other attempt limits. */
    public RetryPolicy withAttempts(int maxAttempts, int maxConflictRetries) {
        return new RetryPolicy(maxAttempts, baseBackoff, maxBackoff, jitter, maxRetryAfter, maxConflictRetries, sleeper, clock, random);
    }

    /** The pause after failed attempt number {@code attempt} (1-based), jitter applied. */
    public Duration backoff(int attempt) {
        long base = baseBackoff.toMillis();
        long exponential = attempt >= 31 ? Long.MAX_VALUE : base << Math.max(0, attempt - 1);
        long capped = Math.min(exponential < 0 ? Long.MAX_VALUE : exponential, maxBackoff.toMillis());
        return Duration.ofMillis(Math.round(capped * (1 - jitter * random.getAsDouble())));
    }

    /**
     * The pause a {@code Retry-After} header asks for (delta-seconds or an HTTP-date), capped at
     * {@code maxRetryAfter}; {@code null} when the header is absent or unreadable.
     */
    public Duration retryAfter(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        Duration asked;
        try {
            asked = Duration.ofSeconds(Long.parseLong(header.trim()));
        } catch (NumberFormatException notSeconds) {
            try {
                Instant at = ZonedDateTime.parse(header.trim(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
                asked = Duration.between(clock.instant(), at);
            } catch (DateTimeParseException notADate) {
                return null;
            }
        }
        if (asked.isNegative()) {
            return Duration.ZERO;
        }
        return asked.compareTo(maxRetryAfter) > 0 ? maxRetryAfter : asked;
    }
}
