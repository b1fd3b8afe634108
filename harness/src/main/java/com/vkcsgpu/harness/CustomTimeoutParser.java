package com.vkcsgpu.harness;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the Go duration strings the SDKs put in {@code RegisterResourceRequest.customTimeouts} (the Java SDK
 * sends nanoseconds, e.g. {@code "300000000000ns"}) into the seconds the engine sends as {@code timeout}
 * ({@code sdk/go/common/resource/custom_timeouts.go}).
 */
final class CustomTimeoutParser {

    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d*)?)(ns|us|µs|ms|s|m|h)");

    private CustomTimeoutParser() {
    }

    /** Seconds, or 0 when unset (the provider then picks its own default). */
    static double seconds(String goDuration) {
        if (goDuration == null || goDuration.isBlank()) {
            return 0;
        }
        Matcher m = PART.matcher(goDuration.trim());
        double total = 0;
        int end = 0;
        while (m.find()) {
            if (m.start() != end) {
                break;
            }
            double n = Double.parseDouble(m.group(1));
            total += switch (m.group(2)) {
                case "ns" -> n / 1e9;
                case "us", "µs" -> n / 1e6;
                case "ms" -> n / 1e3;
                case "s" -> n;
                case "m" -> n * 60;
                default -> n * 3600;
            };
            end = m.end();
        }
        if (end != goDuration.trim().length()) {
            throw new IllegalArgumentException("customTimeouts: \"" + goDuration + "\" is not a Go duration such as \"5m\" or \"300000000000ns\"");
        }
        return total;
    }
}
