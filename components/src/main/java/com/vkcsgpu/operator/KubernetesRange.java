package com.vkcsgpu.operator;

import com.vkcsgpu.domain.KubernetesVersion;
import java.util.List;

/**
 * The Kubernetes minor versions a release supports, inclusive. Where the validated range differs by
 * operating system or by vendor, {@link #scopes()} lists each one and {@code min}/{@code max} is the
 * widest span; {@link #note()} says why.
 *
 * @param min the oldest supported minor version
 * @param max the newest supported minor version
 * @param scopes the individual ranges this one is the union of, each with its source
 * @param note why the widest span was chosen, or {@code null}
 */
public record KubernetesRange(KubernetesVersion min, KubernetesVersion max, List<Scope> scopes, String note) {

    public KubernetesRange {
        scopes = List.copyOf(scopes);
    }

    /**
     * One validated range, e.g. "NVIDIA: Ubuntu 24.04" 1.32–1.36.
     *
     * @param scope what the range applies to
     * @param min the oldest minor version
     * @param max the newest minor version
     * @param provenance where it comes from
     */
    public record Scope(String scope, KubernetesVersion min, KubernetesVersion max, Provenance provenance) {
    }

    /** True when {@code version}'s minor lies within {@code min..max}. */
    public boolean contains(KubernetesVersion version) {
        return KubernetesVersion.BY_MINOR.compare(version, min) >= 0
                && KubernetesVersion.BY_MINOR.compare(version, max) <= 0;
    }

    /** {@code 1.32–1.36}. */
    public String describe() {
        return min.minorText() + "–" + max.minorText();
    }
}
