package com.vkcsgpu.provider.cloud.http;

import com.vkcsgpu.provider.cloud.auth.Session;
import com.vkcsgpu.provider.secret.SecretString;
import java.net.URI;
import java.net.http.HttpResponse;
import java.util.Map;
import java.util.Optional;

/**
 * Authenticated calls to one cloud service: adds {@code X-Auth-Token}, re-authenticates on a 401 and sends the
 * call again, at most {@link Session#RENEWALS_PER_CALL} times, and turns every non-2xx answer into a {@link VkcsApiException}. (Gen-2 answers 200 to
 * everything in vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/services/kubernetes/containerinfra/v2; any 2xx is
 * accepted so a 201/204 from a gateway is not an error.)
 */
public final class ServiceApi {
    private final HttpCaller caller;
    private final Session session;
    private final String serviceType;

    public ServiceApi(HttpCaller caller, Session session, String serviceType) {
        this.caller = caller;
        this.session = session;
        this.serviceType = serviceType;
    }

    public RetryPolicy policy() {
        return caller.policy();
    }

    /** Calls and returns the response body; throws on any non-2xx status. */
    public String call(String operation, String method, String path, String jsonBody, boolean idempotent) {
        HttpResponse<String> response = send(operation, method, path, jsonBody, idempotent);
        if (response.statusCode() / 100 != 2) {
            throw ApiErrors.toException(operation, method, path, response, caller.redactor(), caller.policy());
        }
        return response.body();
    }

    public <T> T call(String operation, String method, String path, String jsonBody, boolean idempotent, Class<T> type) {
        return Json.parse(operation, call(operation, method, path, jsonBody, idempotent), type);
    }

    /** A status and body as the cloud sent them, secrets scrubbed: for the real-cloud contract test's observations. */
    public record Exchange(int status, String contentType, String body) { }

    /** Sends one request and returns whatever came back, without turning a refusal into an exception. */
    public Exchange exchange(String operation, String method, String path, String jsonBody) {
        HttpResponse<String> response = send(operation, method, path, jsonBody, "GET".equals(method));
        return new Exchange(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                caller.redactor().scrub(response.body()));
    }

    /** GET that answers empty on 404. */
    public <T> Optional<T> find(String operation, String path, Class<T> type) {
        try {
            return Optional.of(call(operation, "GET", path, null, true, type));
        } catch (VkcsApiException e) {
            if (e.isNotFound()) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /**
     * GET of an object by a name where the API may expect an id: a 404, or a 400 that is not "busy" (an API that
     * validates the path segment as an id refuses a name with 400), means "not found this way".
     */
    public <T> Optional<T> findByName(String operation, String path, Class<T> type) {
        try {
            return Optional.of(call(operation, "GET", path, null, true, type));
        } catch (VkcsApiException e) {
            if (e.isNotFound() || e.status() == 400 && !e.isBusy()) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** DELETE that counts 404 as done; returns false when the object was already gone. */
    public boolean deleteIfPresent(String operation, String path) {
        try {
            call(operation, "DELETE", path, null, true);
            return true;
        } catch (VkcsApiException e) {
            if (e.isNotFound()) {
                return false;
            }
            throw e;
        }
    }

    private HttpResponse<String> send(String operation, String method, String path, String jsonBody, boolean idempotent) {
        URI uri = URI.create(session.endpoint(serviceType) + path);
        String shownPath = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        for (int renewals = 0; ; renewals++) {
            SecretString token = session.token();
            HttpResponse<String> response = caller.send(new HttpCaller.Request(operation, method, uri, shownPath,
                    Map.of("X-Auth-Token", token.reveal(), "Accept", "application/json"), jsonBody, idempotent));
            if (response.statusCode() != 401 || renewals == Session.RENEWALS_PER_CALL || !session.renew(token)) {
                return response;
            }
        }
    }
}
