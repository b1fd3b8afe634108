package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** Sets a pod condition, keeping lastTransitionTime when the status does not change (so no-op edits stay no-ops). */
final class PodConditions {
    private PodConditions() {}

    static void set(JsonObject pod, String type, String status, String reason, String message) {
        JsonObject podStatus = Json.child(pod, "status");
        JsonElement existing = podStatus.get("conditions");
        JsonArray conditions = existing != null && existing.isJsonArray() ? existing.getAsJsonArray() : new JsonArray();
        JsonObject condition = null;
        for (JsonElement element : conditions) {
            if (type.equals(Json.string(element.getAsJsonObject(), "type"))) {
                condition = element.getAsJsonObject();
            }
        }
        if (condition == null) {
            condition = new JsonObject();
            condition.addProperty("type", type);
            conditions.add(condition);
        }
        if (!status.equals(Json.string(condition, "status"))) {
            condition.addProperty("lastTransitionTime", KubeStore.now());
        }
        condition.addProperty("status", status);
        if (reason == null) {
            condition.remove("reason");
            condition.remove("message");
        } else {
            condition.addProperty("reason", reason);
            condition.addProperty("message", message);
        }
        podStatus.add("conditions", conditions);
    }
}
