package com.vkcsgpu.provider.cloud;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Turns an unsuccessful response into an exception. The gen-2 error body schema is not published
 * (reference §2, UNKNOWN), so the message is read from the usual OpenStack shapes and falls back
 * to the body text.
 */
final class ApiErrors {
    private static final int MAX_MESSAGE = 500;
    private static final String[] MESSAGE_FIELDS = {"message", "error_message", "detail", "details", "faultstring", "title", "error"};

    private ApiErrors() {
    }

    static VkcsApiException toException(String operation, String method, String path, HttpResponse<String> response,
            Redactor redactor, RetryPolicy policy) {
        // scrub before extracting and truncating, so that a cut never leaves half a secret behind
        String message = serverMessage(redactor.scrub(response.body()));
        String requestId = requestId(response.headers());
        if (response.statusCode() == 401) {
            return new VkcsAuthException(operation, method, path, 401, requestId, message);
        }
        Duration retryAfter = policy.retryAfter(response.headers().firstValue("Retry-After").orElse(null));
        return new VkcsApiException(operation, method, path, response.statusCode(), requestId, message, retryAfter);
    }

    static String requestId(HttpHeaders headers) {
        return headers.firstValue("X-Openstack-Request-Id")
                .or(() -> headers.firstValue("X-Request-Id"))
                .or(() -> headers.firstValue("X-Compute-Request-Id"))
                .orElse(null);
    }

    static String serverMessage(String body) {
        if (body == null || body.isBlank()) {
            return null;
        }
        try {
            JsonElement root = JsonParser.parseString(body);
            String found = findMessage(root, 0);
            if (found != null) {
                return truncate(found);
            }
        } catch (RuntimeException notJson) {
            // fall through to the raw text
        }
        return truncate(body.strip());
    }

    /** Looks for a message field at the top level or one level down ({@code {"itemNotFound":{"message":…}}}). */
    private static String findMessage(JsonElement element, int depth) {
        if (!element.isJsonObject()) {
            return null;
        }
        JsonObject object = element.getAsJsonObject();
        for (String field : MESSAGE_FIELDS) {
            JsonElement value = object.get(field);
            if (value != null && value.isJsonPrimitive()) {
                return value.getAsString();
            }
        }
        if (depth == 0) {
            for (String key : object.keySet()) {
                String nested = findMessage(object.get(key), 1);
                if (nested != null) {
                    return nested;
                }
            }
        }
        return null;
    }

    private static String truncate(String text) {
        return text.length() <= MAX_MESSAGE ? text : text.substring(0, MAX_MESSAGE) + "…";
    }
}
