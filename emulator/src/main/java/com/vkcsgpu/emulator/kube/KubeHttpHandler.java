package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.DefaultHttpContent;
import io.netty.handler.codec.http.DefaultHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PongWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshaker;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshakerFactory;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import java.util.Optional;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Serves one connection of the emulated API server: REST calls on resources, discovery, and
 * watches over both transports fabric8 uses.
 *
 * <p>Watch transport, from fabric8 kubernetes-client 7.4.0 {@code BaseOperation.submitWatch}
 * (checked in the 7.4.0 jar and fabric8io/kubernetes-client sources): unless
 * {@code Config.onlyHttpWatches} is set (default false), a watch is first opened as a WebSocket
 * ({@code WatchConnectionManager}); only if the handshake fails with HTTP 200 or 503 or a
 * non-HTTP error does it fall back to a chunked HTTP watch ({@code WatchHTTPManager}). So the
 * default client needs WebSocket upgrade, which is why this server is built on Netty rather
 * than the JDK HttpServer. Both transports carry one JSON watch event per message/line.
 */
final class KubeHttpHandler extends SimpleChannelInboundHandler<Object> {
    /**
     * The id a real API server gives each request for its audit log and returns to the client
     * (kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/apis/audit/types.go, {@code HeaderAuditID}).
     */
    private static final String AUDIT_ID_HEADER = "Audit-Id";
    private static final Logger LOG = Logger.getLogger(KubeHttpHandler.class.getName());
    private static final int MAX_FRAME = 16 * 1024 * 1024;
    private static final java.util.Set<String> HEALTH_PATHS = java.util.Set.of("/healthz", "/livez", "/readyz");

    private static final String BEARER = "Bearer ";
    private final KubeStore store;
    private final Function<String, Optional<KubeUser>> authenticator;
    private final KubeAccess access;
    private final ServiceAccountTokens serviceAccountTokens;
    private final String kubernetesVersion;
    private WebSocketServerHandshaker handshaker;
    /** The current request's warnings, sent as {@code Warning: 299 - "..."} headers. */
    private List<String> warnings = List.of();

    private final KubeFaults faults;
    private final LongAdder resourceListsServed;
    private final List<String> writeRequests;

    KubeHttpHandler(KubeStore store, Function<String, Optional<KubeUser>> authenticator, KubeAccess access,
                    ServiceAccountTokens serviceAccountTokens, String kubernetesVersion, KubeFaults faults,
                    LongAdder resourceListsServed, List<String> writeRequests) {
        this.store = store;
        this.faults = faults;
        this.resourceListsServed = resourceListsServed;
        this.writeRequests = writeRequests;
        this.authenticator = authenticator;
        this.access = access;
        this.serviceAccountTokens = serviceAccountTokens;
        this.kubernetesVersion = kubernetesVersion;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, Object message) {
        if (message instanceof FullHttpRequest request) {
            handleRequest(ctx, request);
        } else if (message instanceof WebSocketFrame frame) {
            handleFrame(ctx, frame);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        LOG.log(Level.FINE, "connection error", cause);
        ctx.close();
    }

    private void handleRequest(ChannelHandlerContext ctx, FullHttpRequest request) {
        QueryStringDecoder uri = new QueryStringDecoder(request.uri());
        Map<String, List<String>> query = uri.parameters();
        try {
            String path = uri.path();
            if (HEALTH_PATHS.contains(path)) {
                // Readable without credentials, as upstream's system:public-info-viewer role allows.
                respondText(ctx, request, "ok");
                return;
            }
            KubeUser user = authenticated(request)
                    .orElseThrow(() -> new KubeApiException(401, "Unauthorized", "Unauthorized", null));
            boolean watch = "true".equals(param(query, "watch"));
            KubeFaults.Fault fault = faults.take(request.method().name(), path, watch).orElse(null);
            if (fault != null && fault.kind() == KubeFaults.Kind.DROP) {
                ctx.close();
                return;
            }
            if (fault != null && fault.kind() == KubeFaults.Kind.HANG) {
                return; // the connection stays open until the client gives up or the server stops
            }
            if (fault != null) {
                throw new KubeApiException(fault.status(), reasonOf(fault.status()),
                        "injected fault: HTTP " + fault.status(), null);
            }
            List<String> segments = ApiPath.segments(path);
            if (KubeAccess.isSelfReview(segments) && request.method().equals(HttpMethod.POST)) {
                respond(ctx, request, 201, access.selfReview(user, segments.get(3), Json.parseObject(
                        bodyAsJson(request.method(), request.headers().get(HttpHeaderNames.CONTENT_TYPE),
                                request.content().toString(StandardCharsets.UTF_8)))));
                return;
            }
            if (!request.method().equals(HttpMethod.GET) && !request.method().equals(HttpMethod.HEAD)) {
                writeRequests.add(request.method().name() + " " + path);
            }
            JsonObject discovery = discovery(path, segments);
            if (discovery != null) {
                respond(ctx, request, 200, discovery);
                return;
            }
            ApiPath target = resourcePath(segments);
            String verb = KubeAccess.verb(request.method().name(), target, watch);
            RequestAttributes attributes = KubeAccess.attributes(verb, target);
            access.authorize(user, attributes);
            if (request.method().equals(HttpMethod.GET) && target.name() == null && watch) {
                startWatch(ctx, request, target, query);
                return;
            }
            if ("log".equals(target.subresource())) {
                store.get(target.type(), target.namespace(), target.name())
                        .orElseThrow(() -> KubeApiException.notFound(target.type(), target.name()));
                respondText(ctx, request, store.podLog(target.namespace(), target.name()));
                return;
            }
            String contentType = request.headers().get(HttpHeaderNames.CONTENT_TYPE);
            String body = bodyAsJson(request.method(), contentType, request.content().toString(StandardCharsets.UTF_8));
            if (ServiceAccountTokens.SUBRESOURCE.equals(target.subresource())) {
                respond(ctx, request, 201, serviceAccountTokens.request(target.namespace(), target.name(),
                        Json.parseObject(body)));
                return;
            }
            String manager = defaultManager(request.headers().get(HttpHeaderNames.USER_AGENT));
            if (KubeAccess.guardsEscalation(target, verb) && !user.isMaster()) {
                JsonObject wouldStore = new ResourceOperations(store, target, KubeAccess.dryRun(query), manager)
                        .handle(request.method().name(), contentType, body);
                access.checkEscalation(user, attributes, wouldStore);
            }
            ResourceOperations operations = new ResourceOperations(store, target, query, manager);
            JsonObject result;
            try {
                result = operations.handle(request.method().name(), contentType, body);
            } finally {
                warnings = operations.warnings();
            }
            int code = request.method().equals(HttpMethod.POST) ? 201 : 200;
            respond(ctx, request, code, result);
        } catch (KubeApiException e) {
            respond(ctx, request, e.code(), e.toStatus());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "internal error serving " + request.method() + " " + uri.path(), e);
            respond(ctx, request, 500, new KubeApiException(500, "InternalError",
                    "Internal error occurred: " + e, null).toStatus());
        }
    }

    /**
     * POST and PUT bodies as JSON: YAML is converted, protobuf (which kubectl and client-go may
     * send for built-in kinds) is refused with 415 so the client falls back to JSON.
     */
    private static String bodyAsJson(HttpMethod method, String contentType, String body) {
        if (!(method.equals(HttpMethod.POST) || method.equals(HttpMethod.PUT)) || contentType == null) {
            return body;
        }
        String mediaType = contentType.split(";")[0].trim().toLowerCase(java.util.Locale.ROOT);
        if (mediaType.equals("application/yaml")) {
            return Json.parseYamlObject(body).toString();
        }
        if (!mediaType.equals("application/json") && !mediaType.isEmpty()) {
            throw new KubeApiException(415, "UnsupportedMediaType", "the body of the request was in an unknown"
                    + " format - accepted media types include: application/json, application/yaml", null);
        }
        return body;
    }

    private JsonObject discovery(String path, List<String> segments) {
        ResourceRegistry registry = store.registry();
        if (path.equals("/version") || path.equals("/version/")) {
            return version();
        }
        if (segments.equals(List.of("api"))) {
            return registry.coreVersions();
        }
        if (segments.equals(List.of("apis"))) {
            return registry.groupList();
        }
        if (segments.equals(List.of("api", "v1"))) {
            resourceListsServed.increment();
            return registry.resourceList("", "v1").orElseThrow();
        }
        if (segments.size() == 2 && segments.get(0).equals("apis")) {
            return registry.group(segments.get(1)).orElseThrow(ApiPath::notFound);
        }
        if (segments.size() == 3 && segments.get(0).equals("apis")) {
            resourceListsServed.increment(); // asked for, served or not: a client's "not served" probe counts too
            return registry.resourceList(segments.get(1), segments.get(2)).orElseThrow(ApiPath::notFound);
        }
        return null;
    }

    private ApiPath resourcePath(List<String> segments) {
        if (segments.size() > 2 && segments.get(0).equals("api") && segments.get(1).equals("v1")) {
            return ApiPath.parse(store.registry(), "", "v1", segments.subList(2, segments.size()));
        }
        if (segments.size() > 3 && segments.get(0).equals("apis")) {
            return ApiPath.parse(store.registry(), segments.get(1), segments.get(2),
                    segments.subList(3, segments.size()));
        }
        throw ApiPath.notFound();
    }

    private JsonObject version() {
        String[] parts = kubernetesVersion.replaceFirst("^v", "").split("\\.");
        JsonObject version = new JsonObject();
        version.addProperty("major", parts[0]);
        version.addProperty("minor", parts.length > 1 ? parts[1] : "0");
        version.addProperty("gitVersion", kubernetesVersion.startsWith("v") ? kubernetesVersion : "v" + kubernetesVersion);
        version.addProperty("gitCommit", "emulated");
        version.addProperty("gitTreeState", "clean");
        version.addProperty("buildDate", "2025-01-01T00:00:00Z");
        version.addProperty("goVersion", "go1.22");
        version.addProperty("compiler", "gc");
        version.addProperty("platform", "linux/amd64");
        return version;
    }

    /** Opens a watch on either transport; a too-old resourceVersion becomes an ERROR event with 410, as upstream. */
    private void startWatch(ChannelHandlerContext ctx, FullHttpRequest request, ApiPath target,
            Map<String, List<String>> query) {
        faults.watchOpened(ctx.channel());
        LabelSelector labels = LabelSelector.parse(param(query, "labelSelector"));
        FieldSelector fields = FieldSelector.parse(target.type(), param(query, "fieldSelector"));
        String fromVersion = param(query, "resourceVersion");
        String timeout = param(query, "timeoutSeconds");
        boolean webSocket = "websocket".equalsIgnoreCase(request.headers().get(HttpHeaderNames.UPGRADE));
        Consumer<String> send;
        Runnable end;
        if (webSocket) {
            String location = "wss://" + request.headers().get(HttpHeaderNames.HOST) + request.uri();
            handshaker = new WebSocketServerHandshakerFactory(location, null, true, MAX_FRAME).newHandshaker(request);
            if (handshaker == null) {
                WebSocketServerHandshakerFactory.sendUnsupportedVersionResponse(ctx.channel());
                return;
            }
            handshaker.handshake(ctx.channel(), request).syncUninterruptibly();
            send = json -> ctx.writeAndFlush(new TextWebSocketFrame(json));
            end = () -> ctx.writeAndFlush(new CloseWebSocketFrame(1000, "watch ended"))
                    .addListener(ChannelFutureListener.CLOSE);
        } else {
            HttpResponse head = new DefaultHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK);
            head.headers().set(HttpHeaderNames.CONTENT_TYPE, "application/json");
            head.headers().set(HttpHeaderNames.TRANSFER_ENCODING, HttpHeaderValues.CHUNKED);
            head.headers().set(AUDIT_ID_HEADER, java.util.UUID.randomUUID().toString());
            ctx.writeAndFlush(head);
            send = json -> ctx.writeAndFlush(new DefaultHttpContent(
                    Unpooled.copiedBuffer(json + "\n", StandardCharsets.UTF_8)));
            // Go's net/http ends the chunked body and keeps the connection for the client's next request;
            // closing it here raced with clients that had already pooled it (a POST is not retried).
            boolean keepAlive = HttpUtil.isKeepAlive(request);
            end = () -> {
                var last = ctx.writeAndFlush(LastHttpContent.EMPTY_LAST_CONTENT);
                if (!keepAlive) {
                    last.addListener(ChannelFutureListener.CLOSE);
                }
            };
        }
        try {
            KubeStore.Subscription subscription = store.watch(target.type(), target.namespace(), labels, fields,
                    fromVersion, event -> send.accept(event.toJson().toString()), end);
            ctx.channel().closeFuture().addListener(f -> subscription.close());
            if (timeout != null) {
                ctx.executor().schedule(subscription::close, Long.parseLong(timeout), TimeUnit.SECONDS);
            }
        } catch (KubeApiException e) {
            send.accept(new WatchEvent("ERROR", e.toStatus()).toJson().toString());
            end.run();
        }
    }

    /** The Status reason kube-apiserver gives with {@code code} (k8s.io/apimachinery pkg/apis/meta/v1 types.go). */
    private static String reasonOf(int code) {
        return switch (code) {
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "NotFound";
            case 429 -> "TooManyRequests";
            case 503 -> "ServiceUnavailable";
            default -> "InternalError";
        };
    }

    private void handleFrame(ChannelHandlerContext ctx, WebSocketFrame frame) {
        if (frame instanceof CloseWebSocketFrame close) {
            handshaker.close(ctx.channel(), close.retain());
        } else if (frame instanceof PingWebSocketFrame ping) {
            ctx.writeAndFlush(new PongWebSocketFrame(ping.content().retain()));
        }
    }

    private Optional<KubeUser> authenticated(FullHttpRequest request) {
        String header = request.headers().get(HttpHeaderNames.AUTHORIZATION);
        return header != null && header.startsWith(BEARER) ? authenticator.apply(header.substring(BEARER.length()))
                : Optional.empty();
    }

    private static String defaultManager(String userAgent) {
        if (userAgent == null || userAgent.isBlank()) {
            return "unknown";
        }
        return userAgent.split("/")[0].trim();
    }

    static String param(Map<String, List<String>> query, String name) {
        List<String> values = query.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    private void respond(ChannelHandlerContext ctx, FullHttpRequest request, int code, JsonObject body) {
        send(ctx, request, code, "application/json", body.toString());
    }

    private void respondText(ChannelHandlerContext ctx, FullHttpRequest request, String text) {
        send(ctx, request, 200, "text/plain", text);
    }

    private void send(ChannelHandlerContext ctx, FullHttpRequest request, int code, String contentType,
            String body) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.valueOf(code),
                Unpooled.copiedBuffer(body, StandardCharsets.UTF_8));
        response.headers().set(HttpHeaderNames.CONTENT_TYPE, contentType);
        response.headers().set(AUDIT_ID_HEADER, java.util.UUID.randomUUID().toString());
        for (String warning : warnings) {
            response.headers().add("Warning", "299 - \"" + warning.replace("\"", "\\\"") + "\"");
        }
        warnings = List.of();
        HttpUtil.setContentLength(response, response.content().readableBytes());
        boolean keepAlive = HttpUtil.isKeepAlive(request);
        HttpUtil.setKeepAlive(response, keepAlive);
        if (keepAlive) {
            ctx.writeAndFlush(response);
        } else {
            ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
        }
    }

    /** A {@code <Kind>List}; {@code continueToken} (null on the last page) names where the next page starts. */
    static JsonObject listOf(ResourceType type, List<JsonObject> items, String resourceVersion, String continueToken) {
        JsonObject list = new JsonObject();
        list.addProperty("apiVersion", type.apiVersion());
        list.addProperty("kind", type.kind() + "List");
        JsonObject metadata = new JsonObject();
        metadata.addProperty("resourceVersion", resourceVersion);
        if (continueToken != null) {
            metadata.addProperty("continue", continueToken);
        }
        list.add("metadata", metadata);
        JsonArray array = new JsonArray();
        items.forEach(array::add);
        list.add("items", array);
        return list;
    }
}
