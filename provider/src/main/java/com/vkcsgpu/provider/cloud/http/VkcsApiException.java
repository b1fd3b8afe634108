package com.vkcsgpu.provider.cloud.http;

import java.time.Duration;
import java.util.Optional;

/**
 * The cloud answered with an unexpected HTTP status. Carries what support needs to trace the call:
 * the operation, method, URL path (no host, no query), status, request id and the server's message.
 */
public class VkcsApiException extends VkcsException {
    private static final long serialVersionUID = 1L;

    private final String operation;
    private final String method;
    private final String path;
    private final int status;
    private final String requestId;
    private final String serverMessage;
    private final transient Duration retryAfter;
    private final boolean busy;

    /** An answer that is "busy" only when it is a 409 that does not say the object already exists. */
    public VkcsApiException(String operation, String method, String path, int status, String requestId,
            String serverMessage, Duration retryAfter) {
        this(operation, method, path, status, requestId, serverMessage, retryAfter,
                BusyAnswers.isBusy(status == 409 ? 409 : -1, null, serverMessage));
    }

    /** With {@code busy} decided from the whole answer ({@link BusyAnswers}). */
    public VkcsApiException(String operation, String method, String path, int status, String requestId,
            String serverMessage, Duration retryAfter, boolean busy) {
        super(describe(operation, method, path, status, requestId, serverMessage));
        this.busy = busy;
        this.operation = operation;
        this.method = method;
        this.path = path;
        this.status = status;
        this.requestId = requestId;
        this.serverMessage = serverMessage;
        this.retryAfter = retryAfter;
    }

    static String describe(String operation, String method, String path, int status, String requestId, String serverMessage) {
        StringBuilder text = new StringBuilder()
                .append(operation).append(" failed: ").append(method).append(' ').append(path)
                .append(" returned HTTP ").append(status);
        if (requestId != null) {
            text.append(" (request id ").append(requestId).append(')');
        }
        if (serverMessage != null && !serverMessage.isBlank()) {
            text.append(": ").append(serverMessage);
        }
        return text.toString();
    }

    /** What the client was doing, e.g. {@code create cluster 'gpu-prod'}. */
    public String operation() {
        return operation;
    }

    public String method() {
        return method;
    }

    /** The request path relative to the service endpoint, without query. */
    public String path() {
        return path;
    }

    public int status() {
        return status;
    }

    /** The {@code X-Openstack-Request-Id} / {@code X-Request-Id} of the response, if sent. */
    public Optional<String> requestId() {
        return Optional.ofNullable(requestId);
    }

    /** The server's explanation (message field of a JSON error, or the body), secrets removed. */
    public String serverMessage() {
        return serverMessage;
    }

    /** The server's {@code Retry-After}, if it sent one. */
    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }

    public boolean isNotFound() {
        return status == 404;
    }

    public boolean isConflict() {
        return status == 409;
    }

    /**
     * The cluster (or object) is busy with another change: a 409 that is not "already exists", or a
     * 400/412/422 whose body says so ({@link BusyAnswers}). Worth waiting for RUNNING and retrying.
     */
    public boolean isBusy() {
        return busy;
    }

    /** 429, or 498 which some OpenStack gateways use for the same. */
    public boolean isThrottling() {
        return status == 429 || status == 498;
    }

    @Override
    public boolean isRetryable() {
        return status >= 500 || isThrottling();
    }
}
