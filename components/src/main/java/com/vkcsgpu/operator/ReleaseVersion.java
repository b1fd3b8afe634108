package com.vkcsgpu.operator;

import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A GPU Operator release version, {@code vMAJOR.MINOR.PATCH} (e.g. {@code v26.7.0}), ordered as a version:
 * {@code v26.10.0} comes after {@code v26.7.0}, where the strings sort the other way.
 *
 * @param major e.g. 26
 * @param minor e.g. 7
 * @param patch e.g. 0
 */
public record ReleaseVersion(int major, int minor, int patch) implements Comparable<ReleaseVersion> {

    private static final Pattern FORM = Pattern.compile("v(\\d{1,4})\\.(\\d{1,4})\\.(\\d{1,4})");
    private static final Comparator<ReleaseVersion> ORDER = Comparator.comparingInt(ReleaseVersion::major)
            .thenComparingInt(ReleaseVersion::minor).thenComparingInt(ReleaseVersion::patch);

    /** The version {@code text} names, if it has the form {@code vMAJOR.MINOR.PATCH}. */
    public static Optional<ReleaseVersion> tryParse(String text) {
        Matcher m = text == null ? null : FORM.matcher(text);
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new ReleaseVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3))));
    }

    /**
     * The version {@code text} names.
     *
     * @throws IllegalArgumentException naming the expected form when {@code text} is not {@code vMAJOR.MINOR.PATCH}
     */
    public static ReleaseVersion parse(String text) {
        return tryParse(text).orElseThrow(() -> new IllegalArgumentException("'" + text
                + "' is not a GPU Operator release version; expected vMAJOR.MINOR.PATCH, e.g. v26.7.0"));
    }

    /** True when this release is {@code other} or newer. */
    public boolean isAtLeast(ReleaseVersion other) {
        return compareTo(other) >= 0;
    }

    @Override
    public int compareTo(ReleaseVersion other) {
        return ORDER.compare(this, other);
    }

    @Override
    public String toString() {
        return "v" + major + "." + minor + "." + patch;
    }
}
