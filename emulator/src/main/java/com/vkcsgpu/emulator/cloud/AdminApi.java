package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.emulator.kube.EmulatedNode;
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
 *       {@code latency} and {@code slow_answer} (with {@code latencyMillis}), {@code reset_before}, {@code reset_after},
 *       {@code expire_token}, {@code conflict_reconciling}; {@code GET faults} lists pending ones,
 *       {@code DELETE faults} clears them;</li>
 *   <li>{@code POST gpu-faults} — inject a failure into a cluster's simulated GPU Operator:
 *       {@code {"cluster":"ml-gpu","node":"ml-gpu-l4-pool-0","kind":"driver_crash_loop"}} (or
 *       {@code "nodeGroup":"l4-pool"} for every node of a group); kinds {@code driver_crash_loop},
 *       {@code missing_gpus}, {@code slow_driver_compile} (with {@code compileMinutes}, realistic minutes,
 *       scaled like every timing; a compile still running when its fault is cleared ends at once) and
 *       {@code untolerated_taint} (with {@code taint}, e.g. {@code "dedicated=training:NoSchedule"}), and the
 *       failure modes without parameters of {@link GpuFault.Kind}; the cluster (id, uuid or name) need not exist yet;
 *       {@code GET gpu-faults} lists them, {@code DELETE gpu-faults} clears all and
 *       {@code DELETE gpu-faults/{cluster}} one cluster's;</li>
 *   <li>{@code POST tokens/expire} — expire every token issued so far;</li>
 *   <li>{@code GET settings} — the {@link CloudBehaviour} in play as {@code {"status.lag.seconds":"0",…}};
 *       {@code PUT settings} with some of those keys changes them (others keep their value; every bad key
 *       is named at once).</li>
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
                .addPublic("GET", "gpu-faults", r -> gpuFaults())
                .addPublic("POST", "gpu-faults", this::addGpuFault)
                .addPublic("DELETE", "gpu-faults", r -> {
                    emulator.gpuFaults().clear();
                    return ApiResponse.okEmpty();
                })
                .addPublic("DELETE", "gpu-faults/{cluster}", r -> {
                    emulator.gpuFaults().clearCluster(emulator.clusterName(r.param("cluster")));
                    return ApiResponse.okEmpty();
                })
                .addPublic("GET", "settings", r -> ApiResponse.ok(Json.GSON.toJsonTree(emulator.behaviour().toMap())))
                .addPublic("PUT", "settings", this::putSettings)
                .addPublic("GET", "platform", r -> ApiResponse.ok(Json.GSON.toJsonTree(emulator.platform().toMap())))
                .addPublic("PUT", "platform", this::putPlatform)
                .addPublic("GET", "users", r -> users())
                .addPublic("POST", "users", this::addUser)
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
            throw ApiException.invalid("kind", "must be one of " + java.util.Arrays.stream(Fault.Kind.values())
                    .map(k -> k.name().toLowerCase(Locale.ROOT)).collect(java.util.stream.Collectors.joining(", "))
                    + "; got \"" + kindName + "\"");
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

    private ApiResponse putSettings(ApiRequest request) {
        Map<String, String> values = new TreeMap<>(emulator.behaviour().toMap());
        request.json().entrySet().forEach(e -> values.put(e.getKey(),
                e.getValue().isJsonPrimitive() ? e.getValue().getAsString() : e.getValue().toString()));
        try {
            emulator.behaviour(CloudBehaviour.fromMap(values, "PUT /_emulator/settings"));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        return ApiResponse.ok(Json.GSON.toJsonTree(emulator.behaviour().toMap()));
    }

    private ApiResponse putPlatform(ApiRequest request) {
        Map<String, String> changes = new TreeMap<>();
        request.json().entrySet().forEach(e -> changes.put(e.getKey(),
                e.getValue().isJsonPrimitive() ? e.getValue().getAsString() : e.getValue().toString()));
        try {
            emulator.platform(emulator.platform().with(changes));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("PUT /_emulator/platform: " + e.getMessage());
        }
        return ApiResponse.ok(Json.GSON.toJsonTree(emulator.platform().toMap()));
    }

    private ApiResponse users() {
        JsonArray users = new JsonArray();
        emulator.projectMembers().forEach((name, roles) -> users.add(userJson(name, roles)));
        return ApiResponse.ok(Json.object("users", users));
    }

    /** {@code {"name":"ops","password":"…","roles":["kubernetes-operator"]}}: a project member with console roles. */
    private ApiResponse addUser(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String name = in.string(body, "name", "name", false);
        String password = in.string(body, "password", "password", false);
        java.util.List<VkRole> roles = new java.util.ArrayList<>();
        java.util.List<String> errors = new java.util.ArrayList<>();
        if (body.has("roles") && body.get("roles").isJsonArray()) {
            body.getAsJsonArray("roles").forEach(r -> {
                try {
                    roles.add(VkRole.fromWireName(r.getAsString()));
                } catch (IllegalArgumentException e) {
                    errors.add("roles: " + e.getMessage());
                }
            });
        } else {
            errors.add("roles: required, a list of VK console roles such as [\"kubernetes-operator\"]");
        }
        if (name == null || password == null || !errors.isEmpty()) {
            java.util.List<String> all = new java.util.ArrayList<>(errors);
            if (name == null) {
                all.add(0, "name: required");
            }
            if (password == null) {
                all.add("password: required");
            }
            throw ApiException.badRequest(String.join("; ", all));
        }
        EmulatorCredentials member = emulator.addProjectMember(name, password, roles.toArray(VkRole[]::new));
        JsonObject answer = userJson(member.username(), java.util.Set.copyOf(roles));
        answer.addProperty("id", member.userId());
        return ApiResponse.json(201, answer);
    }

    private static JsonObject userJson(String name, java.util.Set<VkRole> roles) {
        JsonObject user = new JsonObject();
        user.addProperty("name", name);
        JsonArray list = new JsonArray();
        roles.stream().map(VkRole::wireName).sorted().forEach(list::add);
        user.add("roles", list);
        return user;
    }

    private ApiResponse gpuFaults() {
        JsonArray list = new JsonArray();
        emulator.gpuFaults().all().forEach(f -> list.add(gpuFaultJson(f.cluster(), f.fault())));
        return ApiResponse.ok(Json.object("gpuFaults", list));
    }

    private ApiResponse addGpuFault(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String cluster = in.string(body, "cluster", "cluster", true);
        String node = in.string(body, "node", "node", false);
        String nodeGroup = in.string(body, "nodeGroup", "nodeGroup", false);
        String kindName = in.string(body, "kind", "kind", true);
        Integer compileMinutes = in.integer(body, "compileMinutes", "compileMinutes", false);
        String taintText = in.string(body, "taint", "taint", false);
        if ((node == null || node.isEmpty()) == (nodeGroup == null || nodeGroup.isEmpty())) {
            in.violation("node", "give exactly one of node (a node name such as <cluster>-<group>-0) and nodeGroup");
        }
        GpuFault.Kind kind = null;
        if (kindName != null) {
            try {
                kind = GpuFault.Kind.parse(kindName);
            } catch (IllegalArgumentException e) {
                in.violation("kind", e.getMessage().replaceFirst("^kind ", ""));
            }
        }
        if (kind == GpuFault.Kind.SLOW_DRIVER_COMPILE && (compileMinutes == null || compileMinutes < 1)) {
            in.violation("compileMinutes", "slow_driver_compile needs compileMinutes >= 1 (realistic minutes)");
        } else if (kind != null && kind != GpuFault.Kind.SLOW_DRIVER_COMPILE && compileMinutes != null) {
            in.violation("compileMinutes", "only slow_driver_compile takes compileMinutes");
        }
        EmulatedNode.Taint taint = null;
        if (kind == GpuFault.Kind.UNTOLERATED_TAINT && taintText == null) {
            in.violation("taint", "untolerated_taint needs a taint such as dedicated=training:NoSchedule");
        } else if (kind != null && kind != GpuFault.Kind.UNTOLERATED_TAINT && taintText != null) {
            in.violation("taint", "only untolerated_taint takes a taint");
        } else if (taintText != null) {
            try {
                taint = GpuFault.parseTaint(taintText);
            } catch (IllegalArgumentException e) {
                in.violation("taint", e.getMessage());
            }
        }
        in.throwIfInvalid();
        GpuFault fault;
        try {
            fault = new GpuFault(kind, node, nodeGroup,
                    compileMinutes == null ? null : Duration.ofMinutes(compileMinutes), taint);
        } catch (IllegalArgumentException e) {
            throw ApiException.invalid(kind == GpuFault.Kind.UNTOLERATED_TAINT ? "taint" : "kind", e.getMessage());
        }
        String clusterName = emulator.clusterName(cluster);
        emulator.gpuFaults().add(clusterName, fault);
        return ApiResponse.json(201, gpuFaultJson(clusterName, fault));
    }

    private static JsonObject gpuFaultJson(String cluster, GpuFault fault) {
        JsonObject json = new JsonObject();
        json.addProperty("cluster", cluster);
        json.addProperty("node", fault.node());
        json.addProperty("nodeGroup", fault.nodeGroup());
        json.addProperty("kind", fault.kind().wireName());
        json.addProperty("compileMinutes", fault.compileTime() == null ? null : fault.compileTime().toMinutes());
        json.addProperty("taint", fault.taint() == null ? null : GpuFault.describe(fault.taint()));
        return json;
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
