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
                        : problem(cause)),
                cause);
        this.tlsFailure = tlsFailure;
    }

    /** What went wrong, in words: the message names no Java class. */
    private static String problem(IOException cause) {
        String detail = cause.getMessage() == null || cause.getMessage().isBlank() ? "" : " (" + cause.getMessage() + ")";
        if (cause instanceof java.net.ConnectException) {
            return "the connection was refused or could not be opened" + detail;
        }
        if (cause instanceof java.net.http.HttpConnectTimeoutException) {
            return "opening the connection timed out" + detail;
        }
        if (cause instanceof java.net.http.HttpTimeoutException) {
            return "no answer within the request timeout" + detail;
        }
        if (cause instanceof java.net.UnknownHostException) {
            return "the host name could not be resolved" + detail;
        }
        return "the connection failed" + detail;
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
