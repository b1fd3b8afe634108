package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.secret.SecretString;
import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * A small in-test VK Cloud over HTTPS: Keystone with a catalog, the gen-2 managed-k8s calls the
 * client makes (with cluster status scripts), compute flavors, and one-shot faults. Not the
 * emulator: just enough state to test the client's behaviour against real HTTP and TLS.
 */
public final class FakeCloud implements AutoCloseable {
    static final String USER = "alice";
    static final String PASSWORD = "s3cret-Passw0rd!";
    static final String PROJECT = "proj-1";
    static final String GONE = "<gone>";

    private static final Gson GSON = new Gson();

    static {
        // Without TCP_NODELAY the JDK server's separate header and body writes meet delayed ACKs
        // (~40 ms per call), which makes polling tests needlessly slow.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    public final EmulatorCa ca;
    private final HttpsServer server;
    private final Clock clock;
    private final AtomicInteger counter = new AtomicInteger();
    private final Set<String> validTokens = Collections.synchronizedSet(new HashSet<>());
    private final List<Fault> faults = Collections.synchronizedList(new ArrayList<>());
    public final List<Seen> requests = Collections.synchronizedList(new ArrayList<>());

    final Map<String, JsonObject> clusters = Collections.synchronizedMap(new LinkedHashMap<>());
    final Map<String, Deque<String>> clusterStatus = Collections.synchronizedMap(new LinkedHashMap<>());
    final Map<String, JsonObject> nodeGroups = Collections.synchronizedMap(new LinkedHashMap<>());
    final Map<String, JsonObject> addons = Collections.synchronizedMap(new LinkedHashMap<>());
    final Map<String, Deque<String>> addonStatus = Collections.synchronizedMap(new LinkedHashMap<>());
    final List<JsonObject> flavors = Collections.synchronizedList(new ArrayList<>());
    volatile Duration tokenLifetime = Duration.ofHours(1);
    /** Statuses a new cluster goes through, one per GET, staying at the last. */
    volatile List<String> createScript = List.of("PROVISIONING", "PROVISIONING", "RUNNING");

    /** One request as the server saw it. */
    record Seen(String method, String path, String body, String token) { }

    /** A reply; {@code dropped} closes the connection without answering. */
    record Reply(int status, String body, Map<String, String> headers, boolean dropped) {
        static Reply json(int status, Object body) {
            return new Reply(status, body instanceof String s ? s : GSON.toJson(body), Map.of("Content-Type", "application/json"), false);
        }

        static Reply notFound(String what) {
            JsonObject error = new JsonObject();
            error.addProperty("message", what + " not found");
            return json(404, error);
        }
    }

    /** A one-shot fault for the first request whose "METHOD path" matches. */
    record Fault(String method, Pattern path, Kind kind, Reply reply, Runnable sideEffect) {
        enum Kind { REPLY, RESET_BEFORE, LOSE_RESPONSE, ECHO }
    }

    public FakeCloud(Clock clock) throws IOException {
        this.clock = clock;
        this.ca = EmulatorCa.generate("fake VK Cloud CA");
        this.server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(ca.serverContext("localhost", "127.0.0.1")));
        server.createContext("/", this::handle);
        server.start();
    }

    String base() {
        return "https://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    String authUrl() {
        return base() + "identity/v3";
    }

    /** Password settings trusting this server's CA. */
    public CloudSettings settings() {
        return new CloudSettings(authUrl(), USER, SecretString.of(PASSWORD), PROJECT, null, null, null, null, ca.caCertificatePem());
    }

    Map<String, String> overrides() {
        return Map.of(Endpoints.MANAGED_K8S, base() + "mk8s/v2/", Endpoints.COMPUTE, base() + "compute/v2.1");
    }

    void fail(String method, String pathRegex, int status, String body, Map<String, String> headers) {
        faults.add(new Fault(method, Pattern.compile(pathRegex), Fault.Kind.REPLY, new Reply(status, body, headers, false), () -> { }));
    }

    /** Like {@link #fail} but runs {@code sideEffect} first (e.g. the cluster starts reconciling). */
    void failAndThen(String method, String pathRegex, int status, String body, Runnable sideEffect) {
        faults.add(new Fault(method, Pattern.compile(pathRegex), Fault.Kind.REPLY, new Reply(status, body, Map.of(), false), sideEffect));
    }

    void reset(String method, String pathRegex) {
        faults.add(new Fault(method, Pattern.compile(pathRegex), Fault.Kind.RESET_BEFORE, null, () -> { }));
    }

    /** The request is carried out, then the connection drops before the answer. */
    void loseResponse(String method, String pathRegex) {
        faults.add(new Fault(method, Pattern.compile(pathRegex), Fault.Kind.LOSE_RESPONSE, null, () -> { }));
    }

    /** Answers {@code status} with the request's body and auth header in the body, like a careless gateway. */
    void echo(String method, String pathRegex, int status) {
        faults.add(new Fault(method, Pattern.compile(pathRegex), Fault.Kind.ECHO, new Reply(status, null, Map.of(), false), () -> { }));
    }

    void expireAllTokens() {
        validTokens.clear();
    }

    long count(String method, String pathRegex) {
        Pattern pattern = Pattern.compile(pathRegex);
        synchronized (requests) {
            return requests.stream().filter(r -> r.method().equals(method) && pattern.matcher(r.path()).matches()).count();
        }
    }

    String addCluster(String name, String... statuses) {
        String id = "c" + counter.incrementAndGet() + "KSUIDxxxxxxxxxxxxxxxxxxx";
        JsonObject cluster = new JsonObject();
        cluster.addProperty("id", id);
        cluster.addProperty("name", name);
        cluster.addProperty("version", "v1.33.3");
        clusters.put(id, cluster);
        clusterStatus.put(id, new ArrayDeque<>(List.of(statuses)));
        return id;
    }

    void script(String clusterId, String... statuses) {
        clusterStatus.put(clusterId, new ArrayDeque<>(List.of(statuses)));
    }

    void addFlavor(String id, String name, int vcpus, int ramMb) {
        JsonObject flavor = new JsonObject();
        flavor.addProperty("id", id);
        flavor.addProperty("name", name);
        flavor.addProperty("vcpus", vcpus);
        flavor.addProperty("ram", ramMb);
        flavor.addProperty("disk", 0);
        flavors.add(flavor);
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String path = exchange.getRequestURI().getPath().substring(1);
            String query = exchange.getRequestURI().getRawQuery();
            String method = exchange.getRequestMethod();
            String token = exchange.getRequestHeaders().getFirst("X-Auth-Token");
            requests.add(new Seen(method, path, body, token));
            Fault fault = takeFault(method, path);
            if (fault != null && fault.kind() == Fault.Kind.RESET_BEFORE) {
                exchange.close();
                return;
            }
            if (fault != null && fault.kind() == Fault.Kind.REPLY) {
                fault.sideEffect().run();
                send(exchange, fault.reply());
                return;
            }
            if (fault != null && fault.kind() == Fault.Kind.ECHO) {
                send(exchange, new Reply(fault.reply().status(), "{\"message\":\"bad request: token=" + token + " body="
                        + body.replace("\"", "'") + "\"}", Map.of(), false));
                return;
            }
            Reply reply = route(method, path, query, body, token);
            if (fault != null && fault.kind() == Fault.Kind.LOSE_RESPONSE) {
                exchange.close();
                return;
            }
            send(exchange, reply);
        } catch (RuntimeException e) {
            send(exchange, Reply.json(500, "{\"message\":\"fake cloud bug: " + e + "\"}"));
        }
    }

    private Fault takeFault(String method, String path) {
        synchronized (faults) {
            for (Fault fault : faults) {
                if (fault.method().equals(method) && fault.path().matcher(path).matches()) {
                    faults.remove(fault);
                    return fault;
                }
            }
        }
        return null;
    }

    private static void send(HttpExchange exchange, Reply reply) throws IOException {
        byte[] bytes = reply.body() == null ? new byte[0] : reply.body().getBytes(StandardCharsets.UTF_8);
        reply.headers().forEach((name, value) -> exchange.getResponseHeaders().add(name, value));
        exchange.getResponseHeaders().add("X-Openstack-Request-Id", "req-" + System.nanoTime());
        exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            exchange.getResponseBody().write(bytes);
        }
        exchange.close();
    }

    private Reply route(String method, String path, String query, String body, String token) {
        if (path.equals("identity/v3/auth/tokens") && method.equals("POST")) {
            return authenticate(body);
        }
        if (!validTokens.contains(token)) {
            return Reply.json(401, "{\"message\":\"The request you have made requires authentication.\"}");
        }
        if (path.startsWith("mk8s/v2/")) {
            return managedK8s(method, path.substring("mk8s/v2/".length()), body);
        }
        if (path.equals("compute/v2.1/flavors/detail") && method.equals("GET")) {
            JsonObject page = new JsonObject();
            page.add("flavors", GSON.toJsonTree(flavors));
            return Reply.json(200, page);
        }
        return Reply.notFound(path);
    }

    private Reply authenticate(String body) {
        JsonObject user = JsonParser.parseString(body).getAsJsonObject().getAsJsonObject("auth")
                .getAsJsonObject("identity").getAsJsonObject("password").getAsJsonObject("user");
        if (!USER.equals(user.get("name").getAsString()) || !PASSWORD.equals(user.get("password").getAsString())) {
            return Reply.json(401, "{\"error\":{\"code\":401,\"message\":\"The request you have made requires authentication.\"}}");
        }
        String token = "gAAAAtoken-" + counter.incrementAndGet() + "-abcdef";
        validTokens.add(token);
        JsonObject tokenBody = new JsonObject();
        tokenBody.addProperty("expires_at", clock.instant().plus(tokenLifetime).toString());
        JsonArray catalog = new JsonArray();
        catalog.add(service(Endpoints.MANAGED_K8S, base() + "mk8s/v2"));
        catalog.add(service(Endpoints.COMPUTE, base() + "compute/v2.1"));
        tokenBody.add("catalog", catalog);
        JsonObject root = new JsonObject();
        root.add("token", tokenBody);
        return new Reply(201, root.toString(), Map.of("X-Subject-Token", token), false);
    }

    private static JsonObject service(String type, String url) {
        JsonArray endpoints = new JsonArray();
        endpoints.add(endpoint("internal", "RegionOne", url + "-internal"));
        endpoints.add(endpoint("public", "OtherRegion", url + "-other"));
        endpoints.add(endpoint("public", "RegionOne", url));
        JsonObject service = new JsonObject();
        service.addProperty("type", type);
        service.add("endpoints", endpoints);
        return service;
    }

    private static JsonObject endpoint(String iface, String region, String url) {
        JsonObject endpoint = new JsonObject();
        endpoint.addProperty("interface", iface);
        endpoint.addProperty("region", region);
        endpoint.addProperty("region_id", region);
        endpoint.addProperty("url", url);
        return endpoint;
    }

    private Reply managedK8s(String method, String path, String body) {
        String[] parts = path.split("/");
        switch (method + " " + parts[0]) {
            case "POST clusters":
                if (parts.length == 1) {
                    return createCluster(body);
                }
                if (parts.length == 2 && parts[1].endsWith(":scaleControlPlane")) {
                    return changeCluster(parts[1].substring(0, parts[1].indexOf(':')));
                }
                if (parts.length == 3 && parts[2].equals("kube_config")) {
                    return find(parts[1]) == null ? Reply.notFound("cluster")
                            : new Reply(200, "apiVersion: v1\nkind: Config\n", Map.of("Content-Type", "text/plain"), false);
                }
                if (parts.length == 3 && parts[2].equals("addons")) {
                    return installAddon(parts[1], body);
                }
                break;
            case "GET clusters":
                if (parts.length == 2 && parts[1].equals("k8s_versions")) {
                    return Reply.json(200, "{\"k8s_versions\":[{\"version\":\"v1.34.2\"},{\"version\":\"v1.33.3\"}]}");
                }
                if (parts.length == 2) {
                    return getCluster(parts[1]);
                }
                if (parts.length == 4 && parts[2].equals("node-groups")) {
                    return nodeGroups.values().stream()
                            .filter(ng -> ng.get("cluster_id").getAsString().equals(parts[1]) && ng.get("name").getAsString().equals(parts[3]))
                            .findFirst().map(ng -> Reply.json(200, wrap(ng))).orElse(Reply.notFound("node group"));
                }
                if (parts.length == 4 && parts[2].equals("addons")) {
                    return addons.values().stream()
                            .filter(a -> a.get("cluster_id").getAsString().equals(parts[1]) && a.get("base_addon_name").getAsString().equals(parts[3]))
                            .findFirst().map(a -> Reply.json(200, a)).orElse(Reply.notFound("addon"));
                }
                break;
            case "PATCH clusters":
                if (parts.length == 2 && parts[1].endsWith(":upgrade")) {
                    return changeCluster(parts[1].substring(0, parts[1].indexOf(':')));
                }
                if (parts.length == 4 && parts[2].equals("addons")) {
                    return addons.containsKey(parts[3]) ? ok(() -> addonStatus.put(parts[3], new ArrayDeque<>(List.of("UPDATING", "INSTALLED"))))
                            : Reply.notFound("addon");
                }
                break;
            case "DELETE clusters":
                if (parts.length == 2) {
                    JsonObject cluster = find(parts[1]);
                    if (cluster == null) {
                        return Reply.notFound("cluster");
                    }
                    return ok(() -> script(cluster.get("id").getAsString(), "DELETING", GONE));
                }
                if (parts.length == 4 && parts[2].equals("addons")) {
                    return addons.remove(parts[3]) == null ? Reply.notFound("addon") : Reply.json(200, "{}");
                }
                break;
            case "POST node-groups":
                return createNodeGroup(body);
            case "GET node-groups":
                return nodeGroups.containsKey(parts[1]) ? Reply.json(200, wrap(nodeGroups.get(parts[1]))) : Reply.notFound("node group");
            case "PATCH node-groups":
            case "DELETE node-groups": {
                JsonObject ng = nodeGroups.get(parts[1]);
                if (ng == null) {
                    return Reply.notFound("node group");
                }
                String clusterId = ng.get("cluster_id").getAsString();
                if (!"RUNNING".equals(status(clusterId))) {
                    return conflict(clusterId);
                }
                if (method.equals("DELETE")) {
                    nodeGroups.remove(parts[1]);
                }
                return ok(() -> script(clusterId, "RECONCILING", "RUNNING"));
            }
            case "GET cluster_addons":
                return getAddon(parts[1]);
            case "GET addons":
                return Reply.json(200, "{\"addons\":[{\"id\":\"a-gpu\",\"name\":\"gpu-operator\",\"versions\":[{\"id\":\"v-2490\",\"version\":\"24.9.0\",\"is_deprecated\":false}]}]}");
            case "GET availability-zones":
                return Reply.json(200, "{\"azs\":[\"GZ1\",\"MS1\"]}");
            default:
                break;
        }
        return Reply.notFound(path);
    }

    private static Reply ok(Runnable action) {
        action.run();
        return Reply.json(200, "{}");
    }

    private static JsonObject wrap(JsonObject ng) {
        JsonObject wrapper = new JsonObject();
        wrapper.add("node_group", ng);
        return wrapper;
    }

    private Reply conflict(String clusterId) {
        return Reply.json(409, "{\"message\":\"cluster " + clusterId + " is in " + status(clusterId) + " state\"}");
    }

    private Reply createCluster(String body) {
        JsonObject request = JsonParser.parseString(body).getAsJsonObject();
        String name = request.get("name").getAsString();
        if (clusters.values().stream().anyMatch(c -> c.get("name").getAsString().equals(name))) {
            return Reply.json(409, "{\"message\":\"cluster with name " + name + " already exists\"}");
        }
        String id = addCluster(name, createScript.toArray(String[]::new));
        clusters.get(id).addProperty("version", request.get("version").getAsString());
        JsonObject answer = new JsonObject();
        answer.addProperty("id", id);
        return Reply.json(200, answer);
    }

    private Reply changeCluster(String id) {
        if (find(id) == null) {
            return Reply.notFound("cluster");
        }
        if (!"RUNNING".equals(status(id))) {
            return conflict(id);
        }
        return ok(() -> script(id, "RECONCILING", "RUNNING"));
    }

    private Reply getCluster(String idOrName) {
        JsonObject cluster = find(idOrName);
        if (cluster == null) {
            return Reply.notFound("cluster");
        }
        String id = cluster.get("id").getAsString();
        Deque<String> script = clusterStatus.get(id);
        String status = script.size() > 1 ? script.poll() : script.peek();
        if (GONE.equals(status)) {
            clusters.remove(id);
            return Reply.notFound("cluster");
        }
        JsonObject copy = cluster.deepCopy();
        copy.addProperty("status", status);
        return Reply.json(200, copy);
    }

    String status(String clusterId) {
        Deque<String> script = clusterStatus.get(clusterId);
        return script == null ? null : script.peek();
    }

    private JsonObject find(String idOrName) {
        JsonObject byId = clusters.get(idOrName);
        if (byId != null) {
            return byId;
        }
        synchronized (clusters) {
            return clusters.values().stream().filter(c -> c.get("name").getAsString().equals(idOrName)).findFirst().orElse(null);
        }
    }

    private Reply createNodeGroup(String body) {
        JsonObject request = JsonParser.parseString(body).getAsJsonObject();
        String clusterId = request.get("cluster_id").getAsString();
        if (find(clusterId) == null) {
            return Reply.notFound("cluster");
        }
        if (!"RUNNING".equals(status(clusterId))) {
            return conflict(clusterId);
        }
        JsonObject ng = request.getAsJsonObject("node_group_spec").deepCopy();
        String id = "ng" + counter.incrementAndGet();
        ng.addProperty("id", id);
        ng.addProperty("cluster_id", clusterId);
        nodeGroups.put(id, ng);
        script(clusterId, "RECONCILING", "RUNNING");
        JsonObject answer = new JsonObject();
        answer.addProperty("node_group_id", id);
        return Reply.json(200, answer);
    }

    private Reply installAddon(String clusterId, String body) {
        if (find(clusterId) == null) {
            return Reply.notFound("cluster");
        }
        JsonObject request = JsonParser.parseString(body).getAsJsonObject();
        JsonObject addon = request.deepCopy();
        String id = "ca" + counter.incrementAndGet();
        addon.addProperty("id", id);
        addon.addProperty("cluster_id", clusterId);
        addon.addProperty("base_addon_name", "gpu-operator");
        addons.put(id, addon);
        addonStatus.put(id, new ArrayDeque<>(List.of("INSTALLING", "INSTALLED")));
        JsonObject answer = new JsonObject();
        answer.addProperty("id", id);
        return Reply.json(200, answer);
    }

    private Reply getAddon(String id) {
        JsonObject addon = addons.get(id);
        if (addon == null) {
            return Reply.notFound("addon");
        }
        Deque<String> script = addonStatus.get(id);
        JsonObject copy = addon.deepCopy();
        copy.addProperty("status", script.size() > 1 ? script.poll() : script.peek());
        return Reply.json(200, copy);
    }

    static JsonElement parse(String json) {
        return JsonParser.parseString(json);
    }
}
