package com.vkcsgpu.provider.cloud.http;

import java.io.IOException;

/** The call got no HTTP answer (refused, reset, timed out, TLS failure) after its retries. */
public class VkcsTransportException extends VkcsException {
    private static final long serialVersionUID = 1L;

    private final boolean tlsFailure;

    public VkcsTransportException(String operation, String method, String path, IOException cause, boolean tlsFailure) {
        super(operation + " failed: " + method + " " + path + " got no answer: "
                + (tlsFailure ? "TLS verification failed (" + cause.getMessage() + "); if the endpoint uses a private CA, "
                        + "set vkcs-gpu:caCertificate to its PEM certificate"
                        : ConnectionProblem.describe(cause)),
                cause);
        this.tlsFailure = tlsFailure;
    }

    /** Whether the server's certificate was not trusted. */
    public boolean isTlsFailure() {
        return tlsFailure;
    }

    @Override
    public boolean isRetryable() {
        return !tlsFailure;
    }
}
