package com.vkcsgpu.provider.cloud.http;

/** The settings cannot work (missing credentials, no endpoint for a service, a bad CA certificate). */
public class VkcsConfigurationException extends VkcsException {
    private static final long serialVersionUID = 1L;

    public VkcsConfigurationException(String message) {
        super(message);
    }

    public VkcsConfigurationException(String message, Throwable cause) {
        super(message, cause);
    }
}
