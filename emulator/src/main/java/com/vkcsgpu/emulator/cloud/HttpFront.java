package com.vkcsgpu.emulator.cloud;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The one HTTPS listener every emulated service shares (each under its own base path). For each
 * request it finds the route, applies an injected fault if one matches, checks the token,
 * runs the handler, writes the answer in the service's error style, and records the request.
 */
final class HttpFront implements AutoCloseable {
    static {
        // The JDK server leaves Nagle's algorithm on unless told otherwise, which delays every small
        // answer by ~40 ms on loopback (delayed ACK). Read once by sun.net.httpserver.ServerConfig,
        // so it must be set before the first server is created; a user's explicit setting wins.
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
    }


    /** Thrown to make the JDK server drop the connection without writing a response. */
    private static final class ConnectionReset extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ConnectionReset() {
            super("injected connection reset", null, false, false);
        }
    }

    private final HttpsServer server;
    private final ExecutorService executor;
    private final List<RouteTable> tables = new CopyOnWriteArrayList<>();
    private final FaultInjector faults;
    private final TokenStore tokens;
    private final List<RecordedRequest> recorded = new CopyOnWriteArrayList<>();
    private final java.util.function.Supplier<CloudBehaviour> behaviour;
    private final Runnable catchUp;

    /**
     * @param catchUp run before a request is handled: the state transitions that have fallen due by then
     */
    HttpFront(int port, EmulatorCa ca, FaultInjector faults, TokenStore tokens,
              java.util.function.Supplier<CloudBehaviour> behaviour, Runnable catchUp) throws IOException {
        this.behaviour = behaviour;
        this.catchUp = catchUp;
        this.faults = faults;
        this.tokens = tokens;
        this.server = HttpsServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(ca.serverContext("localhost", "127.0.0.1")));
        this.executor = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "vkcs-emulator-http");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(executor);
        server.createContext("/", this::handle);
    }

    void mount(RouteTable table) {
        tables.add(table);
    }

    void start() {
        server.start();
    }

    int port() {
        return server.getAddress().getPort();
    }

    List<RecordedRequest> recorded() {
        return List.copyOf(recorded);
    }

    void clearRecorded() {
        recorded.clear();
    }

    private void handle(HttpExchange exchange) throws IOException {
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        String fullPath = exchange.getRequestURI().getRawPath();
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readAllBytes();
        }
        Optional<RouteTable> table = tables.stream()
                .filter(t -> fullPath.startsWith(t.basePath))
                .max((a, b) -> Integer.compare(a.basePath.length(), b.basePath.length()));
        if (table.isEmpty()) {
            write(exchange, ApiResponse.json(404, Json.object("error", "no emulated service at " + fullPath)));
            return;
        }
        RouteTable service = table.get();
        String path = fullPath.substring(service.basePath.length());
        Optional<RouteTable.Match> match = service.match(method, path);
        String route = match.map(m -> m.route().template()).orElse(path);
        boolean injectable = !service.name.equals(AdminApi.SERVICE);
        Fault fault = injectable ? faults.take(method, fullPath).orElse(null) : null;
        Fault.Kind kind = fault == null ? null : fault.kind();

        String recordedBody = service.name.equals("identity") ? "" : new String(body, java.nio.charset.StandardCharsets.UTF_8);
        ApiResponse response;
        try {
            response = answer(exchange, service, method, path, match, body, fault);
        } catch (ConnectionReset reset) {
            recorded.add(new RecordedRequest(service.name, method, path, route, -1, kind, recordedBody));
            throw reset;
        }
        if (injectable) {
            recorded.add(new RecordedRequest(service.name, method, path, route, response.status(), kind, recordedBody));
        }
        write(exchange, response);
    }

    private ApiResponse answer(HttpExchange exchange, RouteTable service, String method, String path,
                               Optional<RouteTable.Match> match, byte[] body, Fault fault) {
        String tokenHeader = exchange.getRequestHeaders().getFirst("X-Auth-Token");
        if (fault != null) {
            switch (fault.kind()) {
                case STATUS -> {
                    Map<String, String> headers = new HashMap<>();
                    if (fault.retryAfter() != null) {
                        headers.put("Retry-After", Long.toString(fault.retryAfter().toSeconds()));
                    }
                    ApiException error = ApiException.status(fault.status(), "injected fault: HTTP " + fault.status());
                    return service.errorStyle().response(error, headers);
                }
                case LATENCY -> sleep(fault.latency());
                case RESET_BEFORE -> throw new ConnectionReset();
                case EXPIRE_TOKEN -> tokens.expire(tokenHeader);
                case CONFLICT_RECONCILING -> {
                    return error(service, ApiException.conflict(
                            "cluster is in RECONCILING state, the operation is not allowed until it is RUNNING"));
                }
                case RESET_AFTER, SLOW_ANSWER -> { } // handled below, after the action ran
            }
        }
        ApiResponse response;
        if (match.isEmpty()) {
            response = service.matchesOtherMethod(path)
                    ? error(service, ApiException.status(405, "method " + method + " is not allowed on " + path))
                    : error(service, ApiException.notFound("no route " + method + " " + path));
        } else {
            response = invoke(exchange, service, method, path, match.get(), body, tokenHeader);
        }
        if (fault != null && fault.kind() == Fault.Kind.EXPIRE_TOKEN) {
            tokens.expire(response.headers().get(IdentityApi.SUBJECT_TOKEN)); // the token just issued, if any
        }
        if (fault != null && fault.kind() == Fault.Kind.RESET_AFTER) {
            throw new ConnectionReset();
        }
        if (fault != null && fault.kind() == Fault.Kind.SLOW_ANSWER) {
            sleep(fault.latency());
        }
        return response;
    }

    private ApiResponse invoke(HttpExchange exchange, RouteTable service, String method, String path,
                               RouteTable.Match match, byte[] body, String tokenHeader) {
        catchUp.run();
        try {
            TokenStore.Token token = null;
            if (match.route().authenticated()) {
                token = tokens.valid(tokenHeader);
                if (token == null) {
                    throw ApiException.unauthorized(tokenHeader == null
                            ? "The request you have made requires authentication (no X-Auth-Token)."
                            : "The request you have made requires authentication (token unknown or expired).");
                }
            }
            Map<String, List<String>> headers = new HashMap<>();
            exchange.getRequestHeaders().forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), new ArrayList<>(v)));
            ApiRequest request = new ApiRequest(method, path, match.params(), headers,
                    new String(body, StandardCharsets.UTF_8), token);
            return match.route().handler().handle(request);
        } catch (ApiException e) {
            return error(service, e);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            return error(service, ApiException.status(500, "internal emulator error: " + e));
        }
    }

    private ApiResponse error(RouteTable service, ApiException error) {
        ApiException e = error.asBusy(behaviour.get().busyStatus());
        ErrorStyle style = service.errorStyle();
        Map<String, String> headers = e.httpStatus == 401 && style != ErrorStyle.ADMIN
                ? Map.of("WWW-Authenticate", "Keystone uri=\"identity\"")
                : Map.of();
        return style.response(e, headers);
    }

    private static void write(HttpExchange exchange, ApiResponse response) throws IOException {
        response.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
        exchange.getResponseHeaders().set("Content-Type", response.contentType());
        exchange.getResponseHeaders().set("X-Openstack-Request-Id", "req-" + java.util.UUID.randomUUID());
        exchange.sendResponseHeaders(response.status(), response.body().length == 0 ? -1 : response.body().length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(response.body());
        }
    }

    private static void sleep(Duration latency) {
        try {
            Thread.sleep(latency.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
