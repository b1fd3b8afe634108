package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonObject;
import java.time.Instant;

/** An addon installed in a cluster. Mutated only under the {@link Mk8sStore} lock. */
final class ClusterAddonRecord {
    final String id;
    final String clusterId;
    final String addonId;
    final String baseAddonName;
    final String addonName;
    final String namespace;
    final Instant createdAt;

    String addonVersionId;
    String values;
    String status;
    Instant updatedAt;
    long operation;

    ClusterAddonRecord(String id, String clusterId, String addonId, String baseAddonName, String addonName,
                       String namespace, String addonVersionId, String values) {
        this.id = id;
        this.clusterId = clusterId;
        this.addonId = addonId;
        this.baseAddonName = baseAddonName;
        this.addonName = addonName;
        this.namespace = namespace;
        this.addonVersionId = addonVersionId;
        this.values = values;
        this.status = "INSTALLING";
        this.createdAt = Instant.now();
        this.updatedAt = createdAt;
    }

    JsonObject toJson() {
        JsonObject json = new JsonObject();
        json.addProperty("id", id);
        json.addProperty("cluster_id", clusterId);
        json.addProperty("addon_id", addonId);
        json.addProperty("addon_version_id", addonVersionId);
        json.addProperty("namespace", namespace);
        json.addProperty("values", values);
        json.addProperty("status", status);
        json.addProperty("created_at", createdAt.toString());
        json.addProperty("updated_at", updatedAt.toString());
        json.addProperty("addon_name", addonName);
        json.addProperty("base_addon_name", baseAddonName);
        return json;
    }
}
