package com.vkcsgpu.provider.cloud.http;

/**
 * Authentication failed: Keystone refused the credentials, or a service kept answering 401 after
 * {@link com.vkcsgpu.provider.cloud.auth.Session#RENEWALS_PER_CALL} re-authentications. Never retryable.
 */
public class VkcsAuthException extends VkcsApiException {
    private static final long serialVersionUID = 1L;

    public VkcsAuthException(String operation, String method, String path, int status, String requestId, String serverMessage) {
        super(operation, method, path, status, requestId, serverMessage, null);
    }

    @Override
    public boolean isRetryable() {
        return false;
    }
}
