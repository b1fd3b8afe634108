package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonElement;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** What a handler answers: status, extra headers, body bytes and their content type. */
record ApiResponse(int status, Map<String, String> headers, byte[] body, String contentType) {

    static ApiResponse json(int status, JsonElement body) {
        return json(status, body, Map.of());
    }

    static ApiResponse json(int status, JsonElement body, Map<String, String> headers) {
        return new ApiResponse(status, headers, Json.GSON.toJson(body).getBytes(StandardCharsets.UTF_8),
                "application/json");
    }

    static ApiResponse ok(JsonElement body) {
        return json(200, body);
    }

    /** gen-2 answers 200 with an empty JSON object where the client ignores the body. */
    static ApiResponse okEmpty() {
        return json(200, new com.google.gson.JsonObject());
    }

    static ApiResponse text(int status, String body, String contentType) {
        return new ApiResponse(status, Map.of(), body.getBytes(StandardCharsets.UTF_8), contentType);
    }
}
