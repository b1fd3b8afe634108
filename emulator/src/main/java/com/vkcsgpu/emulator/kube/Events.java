package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;

/** Writes core/v1 Events about an object, as controllers and the kubelet do. */
public final class Events {
    private Events() {}

    /**
     * Records an event about {@code involved} (a stored object) in its namespace ({@code default}
     * for cluster-scoped objects).
     *
     * @param type      {@code Normal} or {@code Warning}
     * @param reason    a CamelCase reason such as {@code FailedScheduling}
     * @param message   the human-readable message
     * @param component the reporting component such as {@code default-scheduler} or {@code kubelet}
     */
    public static void record(KubeStore store, JsonObject involved, String type, String reason, String message,
            String component) {
        String namespace = Json.namespace(involved) == null ? "default" : Json.namespace(involved);
        JsonObject event = new JsonObject();
        JsonObject metadata = Json.metadata(event);
        metadata.addProperty("generateName", Json.name(involved) + ".");
        metadata.addProperty("namespace", namespace);
        JsonObject reference = Json.child(event, "involvedObject");
        reference.addProperty("apiVersion", Json.string(involved, "apiVersion"));
        reference.addProperty("kind", Json.string(involved, "kind"));
        reference.addProperty("name", Json.name(involved));
        if (Json.namespace(involved) != null) {
            reference.addProperty("namespace", Json.namespace(involved));
        }
        reference.addProperty("uid", Json.string(Json.metadata(involved), "uid"));
        event.addProperty("type", type);
        event.addProperty("reason", reason);
        event.addProperty("message", message);
        Json.child(event, "source").addProperty("component", component);
        event.addProperty("firstTimestamp", KubeStore.now());
        event.addProperty("lastTimestamp", KubeStore.now());
        event.addProperty("count", 1);
        event.addProperty("reportingComponent", component);
        store.create(BuiltinTypes.EVENT, namespace, event, WriteScope.ALL, component);
    }
}
