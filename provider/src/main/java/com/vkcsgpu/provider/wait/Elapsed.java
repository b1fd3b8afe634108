package com.vkcsgpu.provider.wait;

import java.time.Duration;

/** How waits write a duration in progress lines and errors. */
public final class Elapsed {
    private Elapsed() {
    }

    /** {@code 3m12s}, {@code 45s}, {@code 1h02m05s}, {@code 120ms}. */
    public static String format(Duration duration) {
        long seconds = duration.getSeconds();
        if (seconds == 0) {
            return duration.toMillis() + "ms";
        }
        long hours = seconds / 3600;
        long minutes = (seconds % 3600) / 60;
        long secs = seconds % 60;
        if (hours > 0) {
            return String.format("%dh%02dm%02ds", hours, minutes, secs);
        }
        return minutes > 0 ? String.format("%dm%02ds", minutes, secs) : secs + "s";
    }
}
