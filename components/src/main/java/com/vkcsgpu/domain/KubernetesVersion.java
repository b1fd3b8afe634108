package com.vkcsgpu.domain;

import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Kubernetes version, ordered numerically (so {@code v1.9.0 < v1.10.0}, which a string compare, as
 * Terraform's plan-time check does, gets wrong). Clusters report {@code vX.Y.Z} (VK Cloud writes
 * {@code v1.31.4}; the leading {@code v} is optional here); support ranges are written as minor versions
 * ({@code 1.31}), which parse with patch 0 and compare by {@link #BY_MINOR}.
 *
 * @param major the major version (1)
 * @param minor the minor version
 * @param patch the patch version, 0 for a minor-only version
 */
public record KubernetesVersion(int major, int minor, int patch) implements Comparable<KubernetesVersion> {

    private static final Pattern FULL = Pattern.compile("v?(\\d{1,6})\\.(\\d{1,6})\\.(\\d{1,6})");
    private static final Pattern MINOR = Pattern.compile("(\\d{1,6})\\.(\\d{1,6})");

    /** Orders by major, then minor; patch does not matter for support ranges. */
    public static final Comparator<KubernetesVersion> BY_MINOR =
            Comparator.comparingInt(KubernetesVersion::major).thenComparingInt(KubernetesVersion::minor);

    private static final Comparator<KubernetesVersion> FULL_ORDER =
            BY_MINOR.thenComparingInt(KubernetesVersion::patch);

    /** The version, or empty when {@code text} is not {@code vX.Y.Z} (or {@code X.Y.Z}). */
    public static Optional<KubernetesVersion> tryParse(String text) {
        Matcher m = text == null ? null : FULL.matcher(text.trim());
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new KubernetesVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3))));
    }

    /**
     * Parses a cluster version, {@code vX.Y.Z} (the leading {@code v} is optional).
     *
     * @throws IllegalArgumentException naming the expected format
     */
    public static KubernetesVersion parse(String text) {
        return tryParse(text).orElseThrow(() -> new IllegalArgumentException(
                "'" + text + "' is not a Kubernetes version; expected vX.Y.Z, e.g. v1.31.4"));
    }

    /**
     * Parses a minor version as written in support ranges, {@code X.Y}.
     *
     * @throws IllegalArgumentException naming the expected format
     */
    public static KubernetesVersion parseMinor(String text) {
        Matcher m = text == null ? null : MINOR.matcher(text.trim());
        if (m == null || !m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a Kubernetes minor version; expected X.Y, e.g. 1.31");
        }
        return new KubernetesVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), 0);
    }

    /** Whether both are the same major.minor line, e.g. v1.34.2 and v1.34.0. */
    public boolean sameMinor(KubernetesVersion other) {
        return BY_MINOR.compare(this, other) == 0;
    }

    /** {@code X.Y}. */
    public String minorText() {
        return major + "." + minor;
    }

    @Override
    public int compareTo(KubernetesVersion other) {
        return FULL_ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return "v" + major + "." + minor + "." + patch;
    }
}
