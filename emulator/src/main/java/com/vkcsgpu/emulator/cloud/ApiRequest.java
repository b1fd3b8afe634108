package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;

/**
 * One request as a route handler sees it.
 *
 * @param method     HTTP method
 * @param path       the path relative to the service's base URL (no leading slash)
 * @param pathParams values of the route template's {@code {placeholders}}
 * @param headers    request headers (keys lower-case)
 * @param body       the raw body, possibly empty
 * @param token      the caller's valid token, or null on unauthenticated routes
 */
record ApiRequest(
        String method,
        String path,
        Map<String, String> pathParams,
        Map<String, List<String>> headers,
        String body,
        TokenStore.Token token) {

    String param(String name) {
        return pathParams.get(name);
    }

    String header(String name) {
        List<String> values = headers.get(name.toLowerCase(java.util.Locale.ROOT));
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** The body as a JSON object; a missing or malformed body is the client's 400. */
    JsonObject json() {
        if (body.isBlank()) {
            throw ApiException.badRequest("request body is required (a JSON object)");
        }
        try {
            JsonElement element = JsonParser.parseString(body);
            if (!element.isJsonObject()) {
                throw ApiException.badRequest("request body must be a JSON object");
            }
            return element.getAsJsonObject();
        } catch (JsonParseException e) {
            throw ApiException.badRequest("request body is not valid JSON: " + e.getMessage());
        }
    }
}
