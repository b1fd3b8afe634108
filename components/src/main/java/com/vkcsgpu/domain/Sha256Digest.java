package com.vkcsgpu.domain;

import java.util.regex.Pattern;

/**
 * The one digest form the project pins, of chart archives and of images: {@code sha256:} and 64 lowercase hex
 * digits. It is the form an OCI registry names a blob or manifest by (opencontainers/image-spec descriptor.md,
 * "Digests": {@code algorithm:encoded}, sha256 encoded as lowercase hex) and the form a Helm index's bare hex
 * {@code digest} takes with its algorithm in front; only sha256, the digest every registry serves.
 */
public final class Sha256Digest {
    /** The form as a regular expression, for patterns that embed it (a tag pinned to a digest). */
    public static final String REGEX = "sha256:[0-9a-f]{64}";
    /** The form as users read it in errors. */
    public static final String FORM = "sha256: and 64 lowercase hex digits";
    private static final Pattern PATTERN = Pattern.compile(REGEX);

    private Sha256Digest() {
    }

    /** Whether {@code digest} has the form. */
    public static boolean isValid(String digest) {
        return digest != null && PATTERN.matcher(digest).matches();
    }
}
