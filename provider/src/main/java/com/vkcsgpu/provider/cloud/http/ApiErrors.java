package com.vkcsgpu.provider.cloud.http;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns an unsuccessful response into an exception. The gen-2 error body schema is not published
 * (neither VK's docs nor the Terraform provider define one), so the message is read from every plausible shape
 * (grpc-gateway status,
 * OpenStack, flat and list forms; see {@link #describe}) and falls back to the body text.
 */
public final class ApiErrors {
    private static final int MAX_MESSAGE = 500;
    private static final int MAX_DEPTH = 3;
    private static final int MAX_LIST_ITEMS = 5;
    /** Where services put the explanation, most specific first ({@code title} is only a status name). */
    private static final String[] MESSAGE_FIELDS = {"message", "error_message", "error_description", "detail", "details",
        "msg", "faultstring", "error", "errors", "title"};

    private ApiErrors() {
    }

    public static VkcsApiException toException(String operation, String method, String path, HttpResponse<String> response,
            Redactor redactor, RetryPolicy policy) {
        // scrub before extracting and truncating, so that a cut never leaves half a secret behind
        String body = redactor.scrub(response.body());
        String message = serverMessage(body);
        String requestId = requestId(response.headers());
        if (response.statusCode() == 401) {
            return new VkcsAuthException(operation, method, path, 401, requestId, message);
        }
        Duration retryAfter = policy.retryAfter(response.headers().firstValue("Retry-After").orElse(null));
        return new VkcsApiException(operation, method, path, response.statusCode(), requestId, message, retryAfter,
                BusyAnswers.isBusy(response.statusCode(), body, message));
    }

    public static String requestId(HttpHeaders headers) {
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
            List<String> parts = describe(JsonParser.parseString(body), 0);
            if (!parts.isEmpty()) {
                return truncate(String.join("; ", parts));
            }
        } catch (RuntimeException notJson) {
            // fall through to the raw text
        }
        return truncate(body.strip());
    }

    /**
     * The human-readable parts of an error body, whatever its shape:
     * <ul>
     *   <li>grpc-gateway {@code google.rpc.Status} {@code {"code":3,"message":…,"details":[{"@type":
     *       "…google.rpc.BadRequest","field_violations":[{"field","description"}]}]}} — the message plus
     *       any field violation it does not already mention (what the emulator answers, and the likely
     *       gen-2 shape, see the emulator README);</li>
     *   <li>Keystone {@code {"error":{"message":…}}} and Nova {@code {"itemNotFound":{"message":…}}};</li>
     *   <li>flat {@code {"message"|"error"|"detail"|…: "…"}};</li>
     *   <li>lists such as {@code {"errors":[{"detail":…}]}} or {@code {"detail":[{"msg":…}]}}, joined.</li>
     * </ul>
     */
    private static List<String> describe(JsonElement element, int depth) {
        Set<String> parts = new LinkedHashSet<>();
        if (depth > MAX_DEPTH || element == null || element.isJsonNull()) {
            return List.of();
        }
        if (element.isJsonPrimitive()) {
            String text = element.getAsString().strip();
            return text.isEmpty() ? List.of() : List.of(text);
        }
        if (element.isJsonArray()) {
            int taken = 0;
            for (JsonElement item : element.getAsJsonArray()) {
                if (taken++ >= MAX_LIST_ITEMS) {
                    break;
                }
                parts.addAll(describe(item, depth + 1));
            }
            return List.copyOf(parts);
        }
        JsonObject object = element.getAsJsonObject();
        String message = null;
        for (String field : MESSAGE_FIELDS) {
            JsonElement value = object.get(field);
            if (value != null && value.isJsonPrimitive() && !value.getAsString().isBlank()) {
                message = value.getAsString().strip();
                break;
            }
        }
        if (message != null) {
            parts.add(message);
        }
        for (String violation : fieldViolations(object)) {
            if (message == null || !message.contains(violation)) {
                parts.add(violation);
            }
        }
        if (!parts.isEmpty()) {
            return List.copyOf(parts);
        }
        // no message here: the first nested object or list that has one (message fields first)
        for (String field : MESSAGE_FIELDS) {
            List<String> nested = describe(object.get(field), depth + 1);
            if (!nested.isEmpty()) {
                return nested;
            }
        }
        for (String key : object.keySet()) {
            JsonElement value = object.get(key);
            if (!value.isJsonPrimitive()) {
                List<String> nested = describe(value, depth + 1);
                if (!nested.isEmpty()) {
                    return nested;
                }
            }
        }
        return List.of();
    }

    /** {@code field: description} of every {@code google.rpc.BadRequest} violation in {@code details}. */
    private static List<String> fieldViolations(JsonObject status) {
        List<String> violations = new ArrayList<>();
        JsonElement details = status.get("details");
        if (details == null || !details.isJsonArray()) {
            return violations;
        }
        for (JsonElement detail : details.getAsJsonArray()) {
            if (!detail.isJsonObject()) {
                continue;
            }
            JsonObject detailObject = detail.getAsJsonObject();
            JsonElement list = detailObject.has("field_violations") ? detailObject.get("field_violations") : detailObject.get("fieldViolations");
            if (list == null || !list.isJsonArray()) {
                continue;
            }
            for (JsonElement item : list.getAsJsonArray()) {
                if (item.isJsonObject()) {
                    JsonObject violation = item.getAsJsonObject();
                    String field = text(violation.get("field"));
                    String description = text(violation.get("description"));
                    if (description != null) {
                        violations.add(field == null ? description : field + ": " + description);
                    }
                }
            }
        }
        return violations;
    }

    private static String text(JsonElement element) {
        return element != null && element.isJsonPrimitive() ? element.getAsString() : null;
    }

    private static String truncate(String text) {
        return text.length() <= MAX_MESSAGE ? text : text.substring(0, MAX_MESSAGE) + "…";
    }
}
