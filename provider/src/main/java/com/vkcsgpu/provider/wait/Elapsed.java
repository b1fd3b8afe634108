package com.vkcsgpu.provider.wait;

import java.time.Duration;

/**
 * The one way waits write a duration, in progress lines, reasons and errors: {@code 120ms}, {@code 45s}, {@code 6m},
 * {@code 1h2m}. Past a minute it counts whole minutes, as {@code kubectl} ages do: a reason that embeds how long a
 * state lasted then reads the same for a minute, so the readiness gate sees it unchanged.
 */
public final class Elapsed {
    private Elapsed() {
    }

    /** {@code duration} as {@code 120ms} (under a second), {@code 45s}, {@code 6m} or {@code 1h2m}. */
    public static String format(Duration duration) {
        long seconds = duration.getSeconds();
        if (seconds == 0) {
            return duration.toMillis() + "ms";
        }
        if (seconds < 60) {
            return seconds + "s";
        }
        if (seconds < 3600) {
            return (seconds / 60) + "m";
        }
        return (seconds / 3600) + "h" + (seconds % 3600 / 60) + "m";
    }
}
