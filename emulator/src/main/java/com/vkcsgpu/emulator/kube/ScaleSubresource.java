package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * {@code deployments/scale}: the Deployment seen as an {@code autoscaling/v1 Scale}
 * ({@code spec.replicas}; {@code status.replicas} and the selector as a string), and writes of
 * the Scale that change only {@code spec.replicas} (what {@code kubectl scale} and fabric8's
 * {@code scale(n)} send). kubernetes/kubernetes (tag v1.33.3) {@code pkg/registry/apps/deployment/storage/storage.go}.
 */
final class ScaleSubresource {
    static final String NAME = "scale";

    private ScaleSubresource() {}

    /** Whether {@code type} serves {@code /scale} (Deployments only here; upstream also ReplicaSets, StatefulSets). */
    static boolean servedBy(ResourceType type) {
        return type.equals(BuiltinTypes.DEPLOYMENT);
    }

    static JsonObject of(JsonObject deployment) {
        JsonObject scale = new JsonObject();
        scale.addProperty("kind", "Scale");
        scale.addProperty("apiVersion", "autoscaling/v1");
        JsonObject metadata = new JsonObject();
        JsonObject source = Json.metadata(deployment);
        for (String key : new String[] {"name", "namespace", "uid", "resourceVersion", "creationTimestamp"}) {
            if (source.has(key)) {
                metadata.add(key, source.get(key).deepCopy());
            }
        }
        scale.add("metadata", metadata);
        JsonObject spec = new JsonObject();
        JsonElement replicas = Json.childOrNull(deployment, "spec") == null ? null
                : Json.childOrNull(deployment, "spec").get("replicas");
        spec.addProperty("replicas", replicas == null ? 1 : replicas.getAsInt());
        scale.add("spec", spec);
        JsonObject status = new JsonObject();
        JsonObject deploymentStatus = Json.childOrNull(deployment, "status");
        JsonElement current = deploymentStatus == null ? null : deploymentStatus.get("replicas");
        status.addProperty("replicas", current == null ? 0 : current.getAsInt());
        JsonObject selector = Json.childOrNull(Json.childOrNull(deployment, "spec"), "selector");
        status.addProperty("selector", selector == null ? "" : LabelSelector.toQuery(selector));
        scale.add("status", status);
        return scale;
    }

    /** The replicas a written Scale asks for; 422 when missing or negative. */
    static int replicas(ResourceType type, String name, JsonObject scale) {
        JsonElement replicas = Json.childOrNull(scale, "spec") == null ? null
                : Json.childOrNull(scale, "spec").get("replicas");
        if (replicas == null || !replicas.isJsonPrimitive() || replicas.getAsInt() < 0) {
            throw KubeApiException.invalid(type, name, "spec.replicas: Invalid value: " + replicas
                    + ": must be greater than or equal to 0");
        }
        return replicas.getAsInt();
    }
}
