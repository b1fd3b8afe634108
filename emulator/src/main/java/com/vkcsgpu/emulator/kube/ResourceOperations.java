package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/** The REST verbs on one resource path, translated to store calls with the query's options. */
final class ResourceOperations {
    private final KubeStore store;
    private final ApiPath target;
    private final Map<String, List<String>> query;
    private final String defaultManager;
    private final List<String> warnings = new ArrayList<>();

    ResourceOperations(KubeStore store, ApiPath target, Map<String, List<String>> query, String defaultManager) {
        this.store = store;
        this.target = target;
        this.query = query;
        this.defaultManager = defaultManager;
    }

    /** What the response's {@code Warning} headers say (unknown fields under fieldValidation=Warn). */
    List<String> warnings() {
        return warnings;
    }

    JsonObject handle(String method, String contentType, String body) {
        RequestOptions options = options(method, body);
        return store.during(options, () -> dispatch(method, contentType, body));
    }

    private JsonObject dispatch(String method, String contentType, String body) {
        ResourceType type = target.type();
        String name = target.name();
        String namespace = target.namespace();
        WriteScope scope = target.isStatus() ? WriteScope.STATUS : WriteScope.MAIN;
        if (name == null) {
            return switch (method) {
                case "GET" -> list();
                case "POST" -> store.create(type, namespace, Json.parseObject(body), WriteScope.MAIN, manager());
                case "DELETE" -> KubeHttpHandler.listOf(type, store.deleteCollection(type, namespace, labels(),
                        fields()), store.resourceVersion(), null);
                default -> throw methodNotAllowed(method);
            };
        }
        if (ScaleSubresource.NAME.equals(target.subresource())) {
            return scale(method, contentType, body);
        }
        return switch (method) {
            case "GET" -> store.get(type, namespace, name).orElseThrow(() -> KubeApiException.notFound(type, name));
            case "PUT" -> store.update(type, namespace, name, Json.parseObject(body), scope, manager());
            case "PATCH" -> patch(contentType, body, scope);
            case "DELETE" -> store.delete(type, namespace, name);
            default -> throw methodNotAllowed(method);
        };
    }

    /** {@code deployments/scale}: GET the Scale, PUT or PATCH it to change {@code spec.replicas}. */
    private JsonObject scale(String method, String contentType, String body) {
        ResourceType type = target.type();
        JsonObject current = ScaleSubresource.of(store.get(type, target.namespace(), target.name())
                .orElseThrow(() -> KubeApiException.notFound(type, target.name())));
        JsonObject wanted = switch (method) {
            case "GET" -> null;
            case "PUT" -> Json.parseObject(body);
            case "PATCH" -> Patches.apply(PatchType.ofContentType(contentType), ObjectSchema.ATOMIC, current, body);
            default -> throw methodNotAllowed(method);
        };
        if (wanted == null) {
            return current;
        }
        int replicas = ScaleSubresource.replicas(type, target.name(), wanted);
        JsonObject patch = new JsonObject();
        Json.child(patch, "spec").addProperty("replicas", replicas);
        return ScaleSubresource.of(store.patch(type, target.namespace(), target.name(), PatchType.MERGE,
                patch.toString(), WriteScope.MAIN, manager()));
    }

    /**
     * The request's options from the query and, for DELETE, the DeleteOptions body kubectl and
     * fabric8 send ({@code {"kind":"DeleteOptions","propagationPolicy":"Orphan","gracePeriodSeconds":0}}).
     */
    private RequestOptions options(String method, String body) {
        String dryRun = KubeHttpHandler.param(query, "dryRun");
        String grace = KubeHttpHandler.param(query, "gracePeriodSeconds");
        String propagation = KubeHttpHandler.param(query, "propagationPolicy");
        if (method.equals("DELETE") && body != null && !body.isBlank()) {
            JsonObject deleteOptions = Json.parseObject(body);
            JsonElement bodyGrace = deleteOptions.get("gracePeriodSeconds");
            if (bodyGrace != null && !bodyGrace.isJsonNull()) {
                grace = bodyGrace.getAsString();
            }
            if (Json.string(deleteOptions, "propagationPolicy") != null) {
                propagation = Json.string(deleteOptions, "propagationPolicy");
            }
            JsonElement bodyDryRun = deleteOptions.get("dryRun");
            if (bodyDryRun != null && bodyDryRun.isJsonArray() && !bodyDryRun.getAsJsonArray().isEmpty()) {
                dryRun = bodyDryRun.getAsJsonArray().get(0).getAsString();
            }
        }
        if (dryRun != null && !dryRun.equals("All")) {
            throw KubeApiException.badRequest("dryRun: Unsupported value: \"" + dryRun
                    + "\": supported values: \"All\"");
        }
        if (propagation != null && !List.of("Orphan", "Background", "Foreground").contains(propagation)) {
            throw KubeApiException.badRequest("propagationPolicy: Unsupported value: \"" + propagation
                    + "\": supported values: \"Foreground\", \"Background\", \"Orphan\"");
        }
        Long graceSeconds;
        try {
            graceSeconds = grace == null ? null : Long.parseLong(grace);
        } catch (NumberFormatException e) {
            throw KubeApiException.badRequest("gracePeriodSeconds must be an integer, got \"" + grace + "\"");
        }
        return new RequestOptions(RequestOptions.fieldValidation(KubeHttpHandler.param(query, "fieldValidation")),
                dryRun != null, graceSeconds, propagation, warnings);
    }

    /**
     * A list, paged when {@code limit} is set: {@code metadata.continue} names where the next page
     * starts and {@code remainingItemCount} how many are left (pages are read from the current
     * state, not from a snapshot at the first page's resourceVersion as upstream).
     */
    private JsonObject list() {
        List<JsonObject> items = store.list(target.type(), target.namespace(), labels(), fields());
        String limitParam = KubeHttpHandler.param(query, "limit");
        String continueToken = KubeHttpHandler.param(query, "continue");
        int start = continueToken == null || continueToken.isEmpty() ? 0 : startAfter(items, continueToken);
        if (limitParam == null || Long.parseLong(limitParam) <= 0) {
            return KubeHttpHandler.listOf(target.type(), items.subList(start, items.size()), store.resourceVersion(),
                    null);
        }
        int end = (int) Math.min(items.size(), start + Long.parseLong(limitParam));
        List<JsonObject> page = items.subList(start, end);
        JsonObject list = KubeHttpHandler.listOf(target.type(), page, store.resourceVersion(),
                end < items.size() ? token(page.get(page.size() - 1)) : null);
        if (end < items.size()) {
            list.getAsJsonObject("metadata").addProperty("remainingItemCount", items.size() - end);
        }
        return list;
    }

    private static String token(JsonObject last) {
        String key = Json.namespace(last) == null ? Json.name(last) : Json.namespace(last) + "/" + Json.name(last);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(key.getBytes(StandardCharsets.UTF_8));
    }

    private static int startAfter(List<JsonObject> items, String continueToken) {
        String key;
        try {
            key = new String(Base64.getUrlDecoder().decode(continueToken), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw KubeApiException.badRequest("continue key is not valid: " + e.getMessage());
        }
        for (int i = 0; i < items.size(); i++) {
            JsonObject item = items.get(i);
            String itemKey = Json.namespace(item) == null ? Json.name(item)
                    : Json.namespace(item) + "/" + Json.name(item);
            if (itemKey.compareTo(key) > 0) {
                return i;
            }
        }
        return items.size();
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

    private LabelSelector labels() {
        return LabelSelector.parse(KubeHttpHandler.param(query, "labelSelector"));
    }

    private FieldSelector fields() {
        return FieldSelector.parse(target.type(), KubeHttpHandler.param(query, "fieldSelector"));
    }

    private static KubeApiException methodNotAllowed(String method) {
        return new KubeApiException(405, "MethodNotAllowed", "the server does not allow this method on the requested resource ("
                + method + ")", null);
    }
}
