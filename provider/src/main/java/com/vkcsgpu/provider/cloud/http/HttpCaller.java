package com.vkcsgpu.provider.cloud.http;

import com.vkcsgpu.provider.calllog.ApiCall;
import com.vkcsgpu.provider.calllog.CallLog;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import javax.net.ssl.SSLException;

/**
 * Sends one HTTP request with the bounded retries of a {@link RetryPolicy}: 5xx and connection
 * errors with backoff, 429/498 after {@code Retry-After}. A request that is not idempotent (a POST
 * that creates something) is re-sent only when it certainly never reached the server (connection
 * refused or connect timeout) or was throttled; after any other failure its outcome is unknown and
 * the caller must look before trying again (see {@link SafeCreate}). Any other status is returned.
 */
public final class HttpCaller {
    /** The API name in the debug log. */
    public static final String API = "vkcs";

    private final HttpClient http;
    private final RetryPolicy policy;
    private final Duration requestTimeout;
    private final Redactor redactor;
    private final CallLog callLog;

    public HttpCaller(HttpClient http, RetryPolicy policy, Duration requestTimeout, Redactor redactor, CallLog callLog) {
        this.http = http;
        this.policy = policy;
        this.requestTimeout = requestTimeout;
        this.redactor = redactor;
        this.callLog = callLog;
    }

    /**
     * One request.
     *
     * @param operation what the caller does, for messages ({@code get cluster abc})
     * @param path the path shown in messages: relative to the endpoint, no query
     * @param idempotent whether sending it twice is harmless
     */
    public record Request(String operation, String method, URI uri, String path, Map<String, String> headers, String body, boolean idempotent) { }

    public RetryPolicy policy() {
        return policy;
    }

    public Redactor redactor() {
        return redactor;
    }

    public HttpResponse<String> send(Request request) {
        HttpRequest httpRequest = build(request);
        for (int attempt = 1; ; attempt++) {
            HttpResponse<String> response;
            long started = System.nanoTime();
            try {
                response = http.send(httpRequest, HttpResponse.BodyHandlers.ofString());
                logAnswered(httpRequest, response, started);
            } catch (IOException e) {
                callLog.record(ApiCall.failed(API, httpRequest.method(), pathAndQuery(httpRequest), since(started), e));
                boolean tls = e instanceof SSLException || e.getCause() instanceof SSLException;
                boolean neverSent = e instanceof ConnectException || e instanceof HttpConnectTimeoutException;
                if (tls || attempt >= policy.maxAttempts() || (!request.idempotent() && !neverSent)) {
                    throw new VkcsTransportException(request.operation(), request.method(), request.path(), e, tls);
                }
                pause(policy.backoff(attempt), request);
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new VkcsException(request.operation() + " was interrupted");
            }
            int status = response.statusCode();
            boolean throttled = status == 429 || status == 498;
            boolean serverError = status >= 500;
            if (!throttled && !serverError) {
                return response;
            }
            if (attempt >= policy.maxAttempts() || (serverError && !request.idempotent())) {
                throw ApiErrors.toException(request.operation(), request.method(), request.path(), response, redactor, policy);
            }
            Duration asked = throttled ? policy.retryAfter(response.headers().firstValue("Retry-After").orElse(null)) : null;
            pause(asked != null ? asked : policy.backoff(attempt), request);
        }
    }

    private void logAnswered(HttpRequest request, HttpResponse<String> response, long started) {
        callLog.record(ApiCall.answered(API, request.method(), pathAndQuery(request), response.statusCode(),
                since(started), ApiErrors.requestId(response.headers())));
    }

    /** The path and query as sent, scrubbed of this client's secrets (the query is masked by {@link ApiCall}). */
    private String pathAndQuery(HttpRequest request) {
        return redactor.scrub(ApiCall.pathAndQuery(request.uri()));
    }

    private static Duration since(long startedNanos) {
        return Duration.ofNanos(System.nanoTime() - startedNanos);
    }

    private HttpRequest build(Request request) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(request.uri())
                .timeout(requestTimeout)
                .header("User-Agent", "vkcs-gpu")
                .method(request.method(), request.body() == null
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(request.body()));
        if (request.body() != null) {
            builder.header("Content-Type", "application/json");
        }
        request.headers().forEach(builder::header);
        return builder.build();
    }

    private void pause(Duration delay, Request request) {
        try {
            policy.sleeper().sleep(delay);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new VkcsException(request.operation() + " was interrupted while waiting to retry");
        }
    }
}
