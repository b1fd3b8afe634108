package com.vkcsgpu.operator;

import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Kubernetes version. Clusters report {@code vX.Y.Z} (VK Cloud writes {@code v1.31.4}); support
 * ranges are written as minor versions ({@code 1.31}), which parse with patch 0 and compare by minor.
 *
 * @param major the major version (1)
 * @param minor the minor version
 * @param patch the patch version, 0 for a minor-only version
 */
public record KubernetesVersion(int major, int minor, int patch) {

    private static final Pattern CLUSTER = Pattern.compile("v?(\\d+)\\.(\\d+)\\.(\\d+)");
    private static final Pattern MINOR = Pattern.compile("(\\d+)\\.(\\d+)");

    /** Orders by major, then minor; patch does not matter for support ranges. */
    public static final Comparator<KubernetesVersion> BY_MINOR =
            Comparator.comparingInt(KubernetesVersion::major).thenComparingInt(KubernetesVersion::minor);

    /**
     * Parses a cluster version, {@code vX.Y.Z} (the leading {@code v} is optional).
     *
     * @throws IllegalArgumentException naming the expected format
     */
    public static KubernetesVersion parse(String text) {
        Matcher m = text == null ? null : CLUSTER.matcher(text.trim());
        if (m == null || !m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a Kubernetes version; expected vX.Y.Z, e.g. v1.31.4");
        }
        return new KubernetesVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
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

    /** {@code X.Y}. */
    public String minorText() {
        return major + "." + minor;
    }

    @Override
    public String toString() {
        return "v" + major + "." + minor + "." + patch;
    }
}
