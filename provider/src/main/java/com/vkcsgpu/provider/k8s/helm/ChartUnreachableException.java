package com.vkcsgpu.provider.k8s.helm;

import com.vkcsgpu.provider.cloud.http.ConnectionProblem;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import java.io.IOException;
import java.net.URI;

/**
 * A chart repository or registry gave no answer (no network, a name that does not resolve, a proxy in the way):
 * nothing was fetched, and the same call may work later or from a machine that reaches it.
 */
public class ChartUnreachableException extends KubeOperationException {
    private static final long serialVersionUID = 1L;

    /** {@code GET <uri> got no answer: <why>}, the cause kept. */
    public ChartUnreachableException(URI uri, IOException cause) {
        super("GET " + uri + " got no answer: " + ConnectionProblem.describe(cause), cause);
    }
}
