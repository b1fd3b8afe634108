package com.vkcsgpu.provider.cloud.http;

/**
 * Base of every failure the VK Cloud client reports. Messages name the operation and never contain
 * a password or token.
 */
public class VkcsException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public VkcsException(String message) {
        super(message);
    }

    public VkcsException(String message, Throwable cause) {
        super(message, cause);
    }

    /** Whether trying the same call again later may succeed (5xx, throttling, connection trouble). */
    public boolean isRetryable() {
        return false;
    }
}
