package com.vkcsgpu.provider.framework;

/**
 * The credentials were accepted but are not allowed to do what the operation needs (a Kubernetes RBAC
 * refusal, found by the preflight or answered 403); nothing was changed. The message names every missing right,
 * what would grant it and the way out.
 */
public class PermissionDeniedException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message naming what is missing and how to get it. */
    public PermissionDeniedException(String message, Throwable cause) {
        super(FailureKind.PERMISSION_DENIED, message, cause);
    }
}
