package com.vkcsgpu.provider.k8s;

/**
 * A Kubernetes operation failed in a way the caller should report as is: an unusable kubeconfig, an
 * object the API server rejected, a field-manager conflict. Messages name the object and the fix,
 * never a credential.
 */
public class KubeOperationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** With a message that names the object and, where there is one, the fix. */
    public KubeOperationException(String message) {
        super(message);
    }

    /** With the underlying client failure. */
    public KubeOperationException(String message, Throwable cause) {
        super(message, cause);
    }
}
