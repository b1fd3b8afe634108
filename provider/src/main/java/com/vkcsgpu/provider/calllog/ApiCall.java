package com.vkcsgpu.provider.calllog;

import java.net.URI;
import java.time.Duration;

/**
 * One HTTP exchange with VK Cloud or a Kubernetes API server, as the debug log shows it.
 *
 * @param api       which API: {@code vkcs} or {@code kubernetes}
 * @param method    the HTTP method
 * @param target    the path with its query, secret-looking query values masked ({@link QueryMask})
 * @param status    the HTTP status, or {@link #NO_STATUS} when no answer came
 * @param duration  from sending the request to the answer's headers (or the failure)
 * @param requestId the id the server gave the exchange, or null when it gave none
 * @param failure   why no answer came (the exception's class), or null
 */
public record ApiCall(String api, String method, String target, int status, Duration duration, String requestId,
                      String failure) {
    /** The status of a call that got no answer. */
    public static final int NO_STATUS = 0;

    /** A call the server answered. */
    public static ApiCall answered(String api, String method, String pathAndQuery, int status, Duration duration,
                                   String requestId) {
        return new ApiCall(api, method, QueryMask.mask(pathAndQuery), status, duration, blankToNull(requestId), null);
    }

    /** A call that got no answer (connection refused, timeout, TLS failure). */
    public static ApiCall failed(String api, String method, String pathAndQuery, Duration duration, Throwable cause) {
        return new ApiCall(api, method, QueryMask.mask(pathAndQuery), NO_STATUS, duration, null,
                cause.getClass().getSimpleName());
    }

    /** The log line: {@code vkcs GET /v2/clusters/c1 200 87ms request-id=req-3f2a}. */
    public String line() {
        StringBuilder b = new StringBuilder(api).append(' ').append(method).append(' ').append(target).append(' ');
        b.append(status == NO_STATUS ? "failed(" + failure + ")" : String.valueOf(status));
        b.append(' ').append(duration.toMillis()).append("ms");
        if (requestId != null) {
            b.append(" request-id=").append(requestId);
        }
        return b.toString();
    }

    /** The path and raw query of {@code uri} as sent ({@code /} for an empty path), before masking. */
    public static String pathAndQuery(URI uri) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
