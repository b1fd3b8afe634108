package com.vkcsgpu.provider.k8s.access;

import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.util.List;

/**
 * The cluster says the credentials may not do what the operation needs: every missing right at once (from the
 * preflight), or the one the API server refused with 403. Nothing was written before a preflight refusal.
 */
public final class MissingRightsException extends KubeOperationException {
    private static final long serialVersionUID = 1L;
    private final transient List<KubeRight> missing;

    MissingRightsException(String message, List<KubeRight> missing, Throwable cause) {
        super(message, cause);
        this.missing = List.copyOf(missing);
    }

    /** The rights found missing, in the order the operation needs them (empty for a 403 not tied to one). */
    public List<KubeRight> missing() {
        return missing;
    }
}
