package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;

/** The REST verbs on one resource path, translated to store calls with the query's options. */
final class ResourceOperations {
    private final KubeStore store;
    private final ApiPath target;
    private final Map<String, List<String>> query;
    private final String defaultManager;

    ResourceOperations(KubeStore store, ApiPath target, Map<String, List<String>> query, String defaultManager) {
        this.store = store;
        this.target = target;
        this.query = query;
        this.defaultManager = defaultManager;
    }

    JsonObject handle(String method, String contentType, String body) {
        ResourceType type = target.type();
        String name = target.name();
        String namespace = target.namespace();
        WriteScope scope = target.isStatus() ? WriteScope.STATUS : WriteScope.MAIN;
        if (isDryRun() && !method.equals("GET")) {
            throw KubeApiException.badRequest("dryRun is not supported by the emulator; send the request without it");
        }
        if (name == null) {
            return switch (method) {
                case "GET" -> list();
                case "POST" -> store.create(type, namespace, Json.parseObject(body), WriteScope.MAIN, manager());
                case "DELETE" -> KubeHttpHandler.listOf(type, store.deleteCollection(type, namespace, labels(),
                        fields()), store.resourceVersion());
                default -> throw methodNotAllowed(method);
            };
        }
        return switch (method) {
            case "GET" -> store.get(type, namespace, name).orElseThrow(() -> KubeApiException.notFound(type, name));
            case "PUT" -> store.update(type, namespace, name, Json.parseObject(body), scope, manager());
            case "PATCH" -> patch(contentType, body, scope);
            case "DELETE" -> store.delete(type, namespace, name);
            default -> throw methodNotAllowed(method);
        };
    }

    private JsonObject list() {
        synchronized (store) {
            return KubeHttpHandler.listOf(target.type(),
                    store.list(target.type(), target.namespace(), labels(), fields()), store.resourceVersion());
        }
    }

    private JsonObject patch(String contentType, String body, WriteScope scope) {
        PatchType patchType = PatchType.ofContentType(contentType);
        if (patchType == PatchType.APPLY) {
            return store.apply(target.type(), target.namespace(), target.name(), Json.parseYamlObject(body), scope,
                    KubeHttpHandler.param(query, "fieldManager"), "true".equals(KubeHttpHandler.param(query, "force")));
        }
        return store.patch(target.type(), target.namespace(), target.name(), patchType, body, scope, manager());
    }

    private String manager() {
        String manager = KubeHttpHandler.param(query, "fieldManager");
        return manager == null || manager.isEmpty() ? defaultManager : manager;
    }

    private boolean isDryRun() {
        return KubeHttpHandler.param(query, "dryRun") != null;
    }

    private LabelSelector labels() {
        return LabelSelector.parse(KubeHttpHandler.param(query, "labelSelector"));
    }

    private FieldSelector fields() {
        return FieldSelector.parse(KubeHttpHandler.param(query, "fieldSelector"));
    }

    private static KubeApiException methodNotAllowed(String method) {
        return new KubeApiException(405, "MethodNotAllowed", "the server does not allow this method on the requested resource ("
                + method + ")", null);
    }
}
