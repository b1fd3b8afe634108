package com.vkcsgpu.provider.k8s.helm;

import com.vkcsgpu.domain.Sha256Digest;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Chart archive digests in the one form both sources use: {@code sha256:} and 64 lowercase hex digits, the sha256
 * of the {@code .tgz}. A Helm index lists it as bare hex ({@code digest}, helm/helm pkg/repo/chartrepo.go at v3.16.0),
 * an OCI registry as the chart layer's {@code digest} (Helm pushes the archive as that layer, helm/helm
 * pkg/registry/client.go at v3.16.0), so one pinned value checks the archive from either.
 */
public final class ChartDigests {
    private ChartDigests() {
    }

    /** {@code sha256:<hex>} of {@code data}. */
    static String of(byte[] data) {
        try {
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Why {@code digest} is not a pinnable digest, or {@code null} when it is one. */
    public static String pinnedFormProblem(String digest) {
        return Sha256Digest.isValid(digest) ? null
                : "must be sha256: followed by the 64 lowercase hex digits of the chart archive's sha256";
    }

    static void requirePinnedForm(String digest) {
        if (digest != null && pinnedFormProblem(digest) != null) {
            throw new IllegalArgumentException("chart digest " + pinnedFormProblem(digest));
        }
    }

    /** Refuses {@code actual} unless it is {@code pinned} (when one is pinned). */
    static void requirePinned(String pinned, String actual, String what) {
        if (pinned != null && !pinned.equals(actual)) {
            throw new KubeOperationException("the archive of " + what + " is " + actual + ", not the pinned "
                    + pinned + "; the source serves another archive under this version (check the pin, or the "
                    + "source, before changing either)");
        }
    }
}
