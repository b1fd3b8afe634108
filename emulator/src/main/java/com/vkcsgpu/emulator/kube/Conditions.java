package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * Builds status conditions the way controllers do: a transition time that stays put while the
 * condition's status does not change (so a controller re-writing the same status is a no-op).
 */
public final class Conditions {
    private Conditions() {}

    /**
     * A condition of {@code type}, keeping {@code lastTransitionTime} (and, for workload
     * conditions, {@code lastUpdateTime}) from {@code previousStatus.conditions} when the status
     * is unchanged.
     *
     * @param withUpdateTime whether the kind has {@code lastUpdateTime} (apps/v1 conditions do)
     */
    public static JsonObject carry(JsonObject previousStatus, String type, String status, String reason,
            String message, boolean withUpdateTime) {
        JsonObject previous = find(previousStatus, type);
        JsonObject condition = new JsonObject();
        condition.addProperty("type", type);
        condition.addProperty("status", status);
        String now = KubeStore.now();
        boolean same = previous != null && status.equals(Json.string(previous, "status"));
        boolean identical = same && java.util.Objects.equals(reason, Json.string(previous, "reason"))
                && java.util.Objects.equals(message, Json.string(previous, "message"));
        if (withUpdateTime) {
            condition.addProperty("lastUpdateTime", identical ? Json.string(previous, "lastUpdateTime") : now);
        }
        condition.addProperty("lastTransitionTime", same ? Json.string(previous, "lastTransitionTime") : now);
        if (reason != null) {
            condition.addProperty("reason", reason);
        }
        if (message != null) {
            condition.addProperty("message", message);
        }
        return condition;
    }

    /** The condition of {@code type} in {@code status.conditions}, or null. */
    public static JsonObject find(JsonObject status, String type) {
        JsonElement conditions = status == null ? null : status.get("conditions");
        if (conditions == null || !conditions.isJsonArray()) {
            return null;
        }
        for (JsonElement element : conditions.getAsJsonArray()) {
            if (type.equals(Json.string(element.getAsJsonObject(), "type"))) {
                return element.getAsJsonObject();
            }
        }
        return null;
    }
}
