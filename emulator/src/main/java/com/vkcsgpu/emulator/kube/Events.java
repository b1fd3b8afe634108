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

    /**
     * A controller could not create a pod for {@code owner}: a Warning {@code FailedCreate} event
     * {@code Error creating: <the API's message>}, as upstream's DaemonSet, ReplicaSet and Job controllers record it
     * (kubernetes/kubernetes pkg/controller/controller_utils.go {@code FailedCreatePodReason}). A repeat of the same
     * message counts up the existing event, as the event recorder's aggregation does.
     */
    public static void failedCreate(KubeStore store, JsonObject owner, String component, KubeApiException refusal) {
        String message = "Error creating: " + refusal.getMessage();
        String namespace = Json.namespace(owner) == null ? "default" : Json.namespace(owner);
        String uid = Json.string(Json.metadata(owner), "uid");
        for (JsonObject event : store.list(BuiltinTypes.EVENT, namespace, LabelSelector.ALL,
                FieldSelector.parse(BuiltinTypes.EVENT, "involvedObject.uid=" + uid + ",reason=FailedCreate"))) {
            if (message.equals(Json.string(event, "message"))) {
                store.edit(BuiltinTypes.EVENT, namespace, Json.name(event), component, live -> {
                    live.addProperty("count", live.get("count").getAsInt() + 1);
                    live.addProperty("lastTimestamp", KubeStore.now());
                    return live;
                });
                return;
            }
        }
        record(store, owner, "Warning", "FailedCreate", message, component);
    }
}
