package com.vkcsgpu.operator;

import java.util.Comparator;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An NVIDIA data center driver version, {@code <branch>.<minor>.<patch>} such as {@code 580.105.08}.
 *
 * <p>The branch (the first field, "R580") decides which GPUs and which CUDA majors the driver supports.
 * Ordering is numeric field by field; {@link #toString()} keeps the text as written, so the
 * zero-padded patch of {@code 550.144.03} survives a round trip into an image tag.
 *
 * @param branch the driver branch, e.g. 580
 * @param minor the second field
 * @param patch the third field, numerically
 * @param text the version exactly as given
 */
public record DriverVersion(int branch, int minor, int patch, String text) implements Comparable<DriverVersion> {

    private static final Pattern FORMAT = Pattern.compile("(\\d{3})\\.(\\d{1,4})\\.(\\d{1,4})");
    private static final Comparator<DriverVersion> ORDER = Comparator.comparingInt(DriverVersion::branch)
            .thenComparingInt(DriverVersion::minor)
            .thenComparingInt(DriverVersion::patch);

    public DriverVersion {
        Objects.requireNonNull(text, "text");
    }

    /**
     * Parses {@code <branch>.<minor>.<patch>}.
     *
     * @throws IllegalArgumentException naming the expected format when {@code text} is not a driver version
     */
    public static DriverVersion parse(String text) {
        Matcher m = text == null ? null : FORMAT.matcher(text.trim());
        if (m == null || !m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not an NVIDIA driver version; expected"
                    + " <branch>.<minor>.<patch>, e.g. 580.105.08");
        }
        return new DriverVersion(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), text.trim());
    }

    /** True when {@code text} parses as a driver version. */
    public static boolean isValid(String text) {
        return text != null && FORMAT.matcher(text.trim()).matches();
    }

    /** The branch as NVIDIA writes it, e.g. {@code R580}. */
    public String branchName() {
        return "R" + branch;
    }

    @Override
    public int compareTo(DriverVersion other) {
        return ORDER.compare(this, other);
    }

    /** Versions are equal when their numbers are; {@code 580.105.8} equals {@code 580.105.08}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof DriverVersion other && compareTo(other) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(branch, minor, patch);
    }

    @Override
    public String toString() {
        return text;
    }
}
