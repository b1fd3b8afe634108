package com.vkcsgpu.emulator.cloud;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Kubernetes versions the emulated gen-2 service offers (from VK's version-support docs,
 * https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/versions/version-support), newest first, and the rules for
 * choosing and upgrading them.
 */
final class KubeVersions {
    static final List<String> OFFERED = List.of("v1.34.2", "v1.33.3", "v1.32.1", "v1.31.4");
    private static final Pattern FORMAT = Pattern.compile("v(\\d+)\\.(\\d+)\\.(\\d+)");

    private KubeVersions() {}

    /** Null if fine, else what is wrong (format, then availability). */
    static String problem(String version) {
        if (!FORMAT.matcher(version).matches()) {
            return "must look like vX.Y.Z (e.g. v1.34.2), got \"" + version + "\"";
        }
        if (!OFFERED.contains(version)) {
            return "version " + version + " is not available; available: " + String.join(", ", OFFERED);
        }
        return null;
    }

    /**
     * Null if {@code from → to} is a valid upgrade, else why not. Only upgrades, one minor
     * version at a time (INFERRED: Kubernetes control planes cannot skip minors).
     */
    static String upgradeProblem(String from, String to) {
        String problem = problem(to);
        if (problem != null) {
            return problem;
        }
        int[] a = parts(from);
        int[] b = parts(to);
        int cmp = compare(a, b);
        if (cmp == 0) {
            return "cluster is already at version " + from;
        }
        if (cmp > 0) {
            return "downgrade from " + from + " to " + to + " is not supported; only upgrades are";
        }
        if (b[0] != a[0] || b[1] - a[1] > 1) {
            return "upgrade from " + from + " to " + to + " skips a minor version; upgrade one minor version at a time";
        }
        return null;
    }

    private static int compare(int[] a, int[] b) {
        for (int i = 0; i < 3; i++) {
            if (a[i] != b[i]) {
                return Integer.compare(a[i], b[i]);
            }
        }
        return 0;
    }

    private static int[] parts(String version) {
        Matcher m = FORMAT.matcher(version);
        if (!m.matches()) {
            throw new IllegalArgumentException(version);
        }
        return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
    }
}
