package com.vkcsgpu.provider.framework;

/**
 * The cloud refused the provider's credentials before anything changed (a Keystone 401, or a service that
 * kept answering 401 after re-authentication).
 */
public class AuthenticationFailedException extends ProviderException {
    private static final long serialVersionUID = 1L;

    /** With a message that says what was refused and which configuration to check. */
    public AuthenticationFailedException(String message, Throwable cause) {
        super(FailureKind.UNAUTHENTICATED, message, cause);
    }
}
