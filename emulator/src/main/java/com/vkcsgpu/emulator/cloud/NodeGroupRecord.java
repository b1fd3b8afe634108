package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A gen-2 node group as the emulator stores it. Mutated only under the {@link Mk8sStore} lock. */
final class NodeGroupRecord {
    final String id;
    final String uuid;
    final String name;
    final String clusterId;
    final Instant createdAt;
    final String zone;
    final String diskType;
    final int diskSize;

    String flavorId;
    boolean autoScale;
    int size;
    int minSize;
    int maxSize;
    Map<String, String> labels;
    List<EmulatedNode.Taint> taints;
    int parallelUpgradeChunk;
    /** Set once DELETE was accepted; the group stays readable until the deletion completes. */
    boolean deleting;
    /** Why the group's nodes were not created: over a quota, answered late (ProjectQuotas.WhenExceeded.LATE_ERROR). */
    String quotaError;

    /** Node names as last synced to the cluster's Kubernetes API, oldest first. */
    final List<String> nodeNames = new ArrayList<>();
    /** The flavor each node runs: the one it was created with, until a rolling replacement replaces the node. */
    final Map<String, String> nodeFlavors = new HashMap<>();
    int nextNodeIndex;

    NodeGroupRecord(String id, String uuid, String name, String clusterId, String zone, String diskType, int diskSize,
                    String flavorId, boolean autoScale, int size, int minSize, int maxSize,
                    Map<String, String> labels, List<EmulatedNode.Taint> taints, int parallelUpgradeChunk) {
        this.id = id;
        this.uuid = uuid;
        this.name = name;
        this.clusterId = clusterId;
        this.zone = zone;
        this.diskType = diskType;
        this.diskSize = diskSize;
        this.flavorId = flavorId;
        this.autoScale = autoScale;
        this.size = size;
        this.minSize = minSize;
        this.maxSize = maxSize;
        this.labels = new LinkedHashMap<>(labels);
        this.taints = List.copyOf(taints);
        this.parallelUpgradeChunk = parallelUpgradeChunk;
        this.createdAt = Instant.now();
    }

    /**
     * Nodes replaced at once in a rolling replacement: {@code parallel_upgrade_chunk} percent of the group's nodes,
     * rounded up, at least one (see {@link RollingReplacement}).
     */
    int chunkSize() {
        int percent = parallelUpgradeChunk > 0 ? parallelUpgradeChunk : 100;
        return Math.max(1, (nodeNames.size() * percent + 99) / 100);
    }

    /** The node group object as it appears in {@code {"node_group":…}} and in a cluster's {@code node_groups[]}. */
    JsonObject toJson() {
        JsonObject json = new JsonObject();
        json.addProperty("id", id);
        json.addProperty("uuid", uuid);
        json.addProperty("name", name);
        json.addProperty("cluster_id", clusterId);
        json.addProperty("created_at", createdAt.toString());
        json.add("zones", Json.strings(List.of(zone)));
        JsonObject scale = new JsonObject();
        if (autoScale) {
            JsonObject auto = new JsonObject();
            auto.addProperty("min_size", minSize);
            auto.addProperty("max_size", maxSize);
            auto.addProperty("size", size);
            scale.add("fixed_scale", null);
            scale.add("auto_scale", auto);
        } else {
            JsonObject fixed = new JsonObject();
            fixed.addProperty("size", size);
            scale.add("fixed_scale", fixed);
            scale.add("auto_scale", null);
        }
        json.add("scale_spec", scale);
        json.add("labels", Json.stringMap(labels));
        JsonArray taintArray = new JsonArray();
        for (EmulatedNode.Taint taint : taints) {
            JsonObject t = new JsonObject();
            t.addProperty("key", taint.key());
            t.addProperty("value", taint.value());
            t.addProperty("effect", taint.effect());
            taintArray.add(t);
        }
        json.add("taints", taintArray);
        json.add("vm_engine", Json.object("nova_engine", Json.object("flavor_id", flavorId)));
        json.addProperty("parallel_upgrade_chunk", parallelUpgradeChunk);
        JsonObject cinder = new JsonObject();
        cinder.addProperty("type", diskType);
        cinder.addProperty("size", diskSize);
        json.add("disk_type", Json.object("cinder_volume_type", cinder));
        return json;
    }
}
