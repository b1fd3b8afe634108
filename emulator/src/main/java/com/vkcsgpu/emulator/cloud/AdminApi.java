package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The emulator's own control endpoints under {@code /_emulator/} (no token needed; loopback only):
 * <ul>
 *   <li>{@code GET state} — clusters, node groups, addons ({@link EmulatorSnapshot} as JSON);</li>
 *   <li>{@code GET requests} — every recorded request plus {@code counts} per {@code "METHOD route"};
 *       {@code DELETE requests} clears them;</li>
 *   <li>{@code POST faults} — add a fault: {@code {"method":"POST","path":"**}{@code /node-groups",
 *       "kind":"status","status":429,"retryAfterSeconds":2,"times":3}}; kinds: {@code status},
 *       {@code latency} (with {@code latencyMillis}), {@code reset_before}, {@code reset_after},
 *       {@code expire_token}, {@code conflict_reconciling}; {@code GET faults} lists pending ones,
 *       {@code DELETE faults} clears them;</li>
 *   <li>{@code POST tokens/expire} — expire every token issued so far.</li>
 * </ul>
 */
final class AdminApi {
    static final String SERVICE = "admin";
    private final VkCloudEmulator emulator;

    AdminApi(VkCloudEmulator emulator) {
        this.emulator = emulator;
    }

    RouteTable routes(String basePath) {
        return new RouteTable(SERVICE, basePath, ErrorStyle.ADMIN)
                .addPublic("GET", "state", r -> ApiResponse.ok(Json.GSON.toJsonTree(emulator.snapshot())))
                .addPublic("GET", "requests", r -> requests())
                .addPublic("DELETE", "requests", r -> {
                    emulator.clearRequests();
                    return ApiResponse.okEmpty();
                })
                .addPublic("GET", "faults", r -> {
                    JsonArray faults = new JsonArray();
                    emulator.pendingFaults().forEach(f -> faults.add(faultJson(f)));
                    return ApiResponse.ok(Json.object("faults", faults));
                })
                .addPublic("POST", "faults", this::addFault)
                .addPublic("DELETE", "faults", r -> {
                    emulator.clearFaults();
                    return ApiResponse.okEmpty();
                })
                .addPublic("POST", "tokens/expire", r -> {
                    emulator.expireAllTokens();
                    return ApiResponse.okEmpty();
                });
    }

    private ApiResponse requests() {
        JsonObject body = new JsonObject();
        JsonArray list = new JsonArray();
        Map<String, Integer> counts = new TreeMap<>();
        for (RecordedRequest request : emulator.requests()) {
            list.add(Json.GSON.toJsonTree(request));
            counts.merge(request.method() + " " + request.route(), 1, Integer::sum);
        }
        body.add("requests", list);
        body.add("counts", Json.GSON.toJsonTree(counts));
        return ApiResponse.ok(body);
    }

    private ApiResponse addFault(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String method = in.string(body, "method", "method", false);
        String path = in.string(body, "path", "path", true);
        String kindName = in.string(body, "kind", "kind", true);
        Integer status = in.integer(body, "status", "status", false);
        Integer retryAfter = in.integer(body, "retryAfterSeconds", "retryAfterSeconds", false);
        Integer latencyMillis = in.integer(body, "latencyMillis", "latencyMillis", false);
        Integer times = in.integer(body, "times", "times", false);
        in.throwIfInvalid();
        Fault.Kind kind;
        try {
            kind = Fault.Kind.valueOf(kindName.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ApiException.invalid("kind", "must be one of status, latency, reset_before, reset_after, "
                    + "expire_token, conflict_reconciling; got \"" + kindName + "\"");
        }
        try {
            Fault fault = new Fault(method == null ? "*" : method.toUpperCase(Locale.ROOT), path, kind,
                    status == null ? 0 : status, retryAfter == null ? null : Duration.ofSeconds(retryAfter),
                    latencyMillis == null ? null : Duration.ofMillis(latencyMillis), times == null ? 1 : times);
            emulator.injectFault(fault);
            return ApiResponse.json(201, faultJson(fault));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }

    private static JsonObject faultJson(Fault fault) {
        JsonObject json = new JsonObject();
        json.addProperty("method", fault.method());
        json.addProperty("path", fault.pathGlob());
        json.addProperty("kind", fault.kind().name().toLowerCase(Locale.ROOT));
        json.addProperty("status", fault.status());
        json.addProperty("retryAfterSeconds", fault.retryAfter() == null ? null : fault.retryAfter().toSeconds());
        json.addProperty("latencyMillis", fault.latency() == null ? null : fault.latency().toMillis());
        json.addProperty("times", fault.times());
        return json;
    }
}
