package com.vkcsgpu.provider.resources.mk8s;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A gen-2 Kubernetes version {@code vX.Y.Z}, ordered numerically (so {@code v1.9.0 < v1.10.0},
 * which a string compare, as Terraform's plan-time check does, gets wrong).
 */
record KubernetesVersion(int major, int minor, int patch) implements Comparable<KubernetesVersion> {
    private static final Pattern FORMAT = Pattern.compile("v(\\d{1,6})\\.(\\d{1,6})\\.(\\d{1,6})");

    /** The version, or empty when {@code text} is not {@code vX.Y.Z}. */
    static Optional<KubernetesVersion> parse(String text) {
        Matcher m = text == null ? null : FORMAT.matcher(text);
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new KubernetesVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3))));
    }

    /** Whether both are the same major.minor line, e.g. v1.34.2 and v1.34.0. */
    boolean sameMinor(KubernetesVersion other) {
        return major == other.major && minor == other.minor;
    }

    @Override
    public int compareTo(KubernetesVersion other) {
        int c = Integer.compare(major, other.major);
        if (c == 0) {
            c = Integer.compare(minor, other.minor);
        }
        return c == 0 ? Integer.compare(patch, other.patch) : c;
    }

    @Override
    public String toString() {
        return "v" + major + "." + minor + "." + patch;
    }
}
