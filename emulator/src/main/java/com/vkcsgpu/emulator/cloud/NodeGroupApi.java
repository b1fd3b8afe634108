package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Gen-2 node group routes (vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/internal/services/kubernetes/containerinfra/v2/nodegroups): {@code POST node-groups}, {@code GET/PATCH/DELETE
 * node-groups/{id}} and {@code GET clusters/{cid}/node-groups/{name}}. Node groups have no
 * status; every change puts the parent cluster into RECONCILING until the nodes match, and a
 * deleted group stays readable until the deletion completes, then answers 404.
 */
final class NodeGroupApi {
    static final int MIN_NODES = 1;
    static final int MAX_NODES = 500;
    private static final List<String> TAINT_EFFECTS = List.of("NoSchedule", "PreferNoSchedule", "NoExecute");

    private final Mk8sStore store;
    private final ClusterLifecycle lifecycle;
    private final FlavorCatalog flavors;
    private final Timings timings;
    private final Visibility visibility;
    private final QuotaGuard quotas;

    NodeGroupApi(Mk8sStore store, ClusterLifecycle lifecycle, FlavorCatalog flavors, Timings timings,
                 Visibility visibility, QuotaGuard quotas) {
        this.visibility = visibility;
        this.quotas = quotas;
        this.store = store;
        this.lifecycle = lifecycle;
        this.flavors = flavors;
        this.timings = timings;
    }

    void addRoutes(RouteTable table) {
        table.add("POST", "node-groups", this::create)
                .add("GET", "node-groups/{id}", this::get)
                .add("PATCH", "node-groups/{id}", this::patch)
                .add("DELETE", "node-groups/{id}", this::delete)
                .add("GET", "clusters/{cid}/node-groups/{name}", r -> getByName(r, CloudBehaviour.ByNameShape.PLAIN))
                .add("GET", "clusters/{cid}/node-groups/by-name/{name}", r -> getByName(r, CloudBehaviour.ByNameShape.PREFIXED));
    }

    /** The scale a request asks for. */
    private record Scale(boolean auto, int size, int min, int max) {}

    private ApiResponse create(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String clusterId = in.string(body, "cluster_id", "cluster_id", true);
        JsonObject spec = in.object(body, "node_group_spec", "node_group_spec", true);
        in.throwIfInvalid();
        String p = "node_group_spec.";
        String name = in.name(spec, "name", p + "name");
        String flavorId = flavor(in, spec, p, true);
        List<String> zones = in.strings(spec, "zones", p + "zones");
        if (zones.size() != 1) {
            in.violation(p + "zones", "a node group lives in exactly one availability zone, got " + zones);
        }
        String zone = zones.size() == 1 ? zones.get(0) : null;
        ClusterApi.checkZone(in, zone, p + "zones");
        checkGpuZone(in, flavorId, zone, p);
        Scale scale = scale(in, in.object(spec, "scale_spec", p + "scale_spec", true), p + "scale_spec");
        Map<String, String> labels = in.stringMap(spec, "labels", p + "labels");
        List<EmulatedNode.Taint> taints = taints(in, spec, p + "taints");
        Integer chunk = chunk(in, spec, p + "parallel_upgrade_chunk", true);
        JsonObject diskType = in.object(spec, "disk_type", p + "disk_type", true);
        JsonObject cinder = in.object(diskType, "cinder_volume_type", p + "disk_type.cinder_volume_type", diskType != null);
        String volumeType = in.string(cinder, "type", p + "disk_type.cinder_volume_type.type", cinder != null);
        if (volumeType != null && !ClusterApi.STORAGE_CLASSES.contains(volumeType)) {
            in.violation(p + "disk_type.cinder_volume_type.type", "unknown volume type \"" + volumeType
                    + "\"; available: " + String.join(", ", ClusterApi.STORAGE_CLASSES));
        }
        Integer diskSize = in.integer(cinder, "size", p + "disk_type.cinder_volume_type.size", cinder != null);
        if (diskSize != null && diskSize < 1) {
            in.violation(p + "disk_type.cinder_volume_type.size", "must be at least 1 (GB), got " + diskSize);
        }
        in.throwIfInvalid();

        synchronized (store) {
            ClusterRecord cluster = store.cluster(clusterId).filter(c -> c.id.equals(clusterId))
                    .orElseThrow(() -> ApiException.notFound("cluster " + clusterId + " not found"));
            ClusterApi.requireRunning(cluster);
            if (store.nodeGroupsOf(cluster.id).stream().anyMatch(ng -> ng.name.equals(name))) {
                throw ApiException.alreadyExists("node group \"" + name + "\" already exists in cluster " + cluster.id);
            }
            NodeGroupRecord group = new NodeGroupRecord(Ksuid.next(), UUID.randomUUID().toString(), name, cluster.id,
                    zone, volumeType, diskSize, flavorId, scale.auto(), scale.size(), scale.min(), scale.max(),
                    labels, taints, chunk);
            group.quotaError = quotas.admitNodeGroup(group, true);
            store.nodeGroups.put(group.id, group);
            lifecycle.reconcile(cluster, timings.nodeGroupCreate(), c -> { }, List.of(group));
            return ApiResponse.ok(Json.object("node_group_id", group.id));
        }
    }

    private ApiResponse get(ApiRequest request) {
        synchronized (store) {
            NodeGroupRecord group = require(request.param("id"));
            visibility.requireVisible(group.createdAt, "node group " + group.id);
            return ApiResponse.ok(Json.object("node_group", group.toJson()));
        }
    }

    private ApiResponse getByName(ApiRequest request, CloudBehaviour.ByNameShape shape) {
        visibility.requireNameServedAt("node group", request.param("name"), true, shape);
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(request.param("cid"));
            NodeGroupRecord group = store.nodeGroupsOf(cluster.id).stream()
                    .filter(ng -> ng.name.equals(request.param("name"))).findFirst()
                    .orElseThrow(() -> ApiException.notFound("node group " + request.param("name")
                            + " not found in cluster " + cluster.id));
            visibility.requireVisible(group.createdAt, "node group " + request.param("name"));
            return ApiResponse.ok(Json.object("node_group", group.toJson()));
        }
    }

    private ApiResponse patch(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String flavorId = flavor(in, body, "", false);
        JsonObject scaleJson = in.object(body, "scale_spec", "scale_spec", false);
        Scale scale = scaleJson == null ? null : scale(in, scaleJson, "scale_spec");
        Map<String, String> labels = RequestReader.present(body, "labels") ? in.stringMap(body, "labels", "labels") : null;
        List<EmulatedNode.Taint> taints = RequestReader.present(body, "taints") ? taints(in, body, "taints") : null;
        Integer chunk = chunk(in, body, "parallel_upgrade_chunk", false);
        in.throwIfInvalid();
        synchronized (store) {
            NodeGroupRecord group = require(request.param("id"));
            ClusterRecord cluster = store.requireCluster(group.clusterId);
            ClusterApi.requireRunning(cluster);
            String flavorBefore = group.flavorId;
            boolean autoBefore = group.autoScale;
            int[] sizesBefore = {group.size, group.minSize, group.maxSize};
            if (flavorId != null) {
                RequestReader zoneCheck = new RequestReader();
                checkGpuZone(zoneCheck, flavorId, group.zone, "");
                zoneCheck.throwIfInvalid();
                group.flavorId = flavorId;
            }
            if (scale != null) {
                group.autoScale = scale.auto();
                group.minSize = scale.min();
                group.maxSize = scale.max();
                // an autoscaled group keeps its current size, clamped into the new bounds
                group.size = scale.auto() ? Math.max(scale.min(), Math.min(scale.max(), group.size)) : scale.size();
            }
            try {
                group.quotaError = quotas.admitNodeGroup(group, false);
            } catch (ApiException refused) {
                group.flavorId = flavorBefore;
                group.autoScale = autoBefore;
                group.size = sizesBefore[0];
                group.minSize = sizesBefore[1];
                group.maxSize = sizesBefore[2];
                throw refused;
            }
            if (labels != null) {
                group.labels = labels;
            }
            if (taints != null) {
                group.taints = List.copyOf(taints);
            }
            if (chunk != null) {
                group.parallelUpgradeChunk = chunk;
            }
            lifecycle.reconcile(cluster, timings.nodeGroupUpdate(), c -> { }, List.of(group));
            return ApiResponse.okEmpty();
        }
    }

    private ApiResponse delete(ApiRequest request) {
        synchronized (store) {
            NodeGroupRecord group = require(request.param("id"));
            ClusterRecord cluster = store.requireCluster(group.clusterId);
            ClusterApi.requireRunning(cluster);
            group.deleting = true;
            lifecycle.reconcile(cluster, timings.nodeGroupDelete(), c -> store.nodeGroups.remove(group.id), List.of(group));
            return ApiResponse.okEmpty();
        }
    }

    private NodeGroupRecord require(String id) {
        NodeGroupRecord group = store.nodeGroups.get(id);
        if (group == null) {
            throw ApiException.notFound("node group " + id + " not found");
        }
        return group;
    }

    /** Reads {@code <prefix>vm_engine.nova_engine.flavor_id} and checks the flavor exists. */
    private String flavor(RequestReader in, JsonObject parent, String prefix, boolean required) {
        JsonObject engine = in.object(parent, "vm_engine", prefix + "vm_engine", required);
        JsonObject nova = in.object(engine, "nova_engine", prefix + "vm_engine.nova_engine", engine != null);
        String path = prefix + "vm_engine.nova_engine.flavor_id";
        String flavorId = in.string(nova, "flavor_id", path, nova != null);
        if (flavorId != null && flavors.byId(flavorId).isEmpty()) {
            in.violation(path, "flavor " + flavorId + " not found");
            return null;
        }
        return flavorId;
    }

    private void checkGpuZone(RequestReader in, String flavorId, String zone, String prefix) {
        if (flavorId == null || zone == null) {
            return;
        }
        Flavor flavor = flavors.byId(flavorId).orElseThrow();
        if (!flavor.zones().contains(zone)) {
            in.violation(prefix + "zones", "flavor " + flavor.name() + " is not available in zone " + zone
                    + "; it is offered in " + String.join(", ", flavor.zones()));
        }
    }

    private static Scale scale(RequestReader in, JsonObject scaleSpec, String path) {
        if (scaleSpec == null) {
            return null;
        }
        JsonObject fixed = in.object(scaleSpec, "fixed_scale", path + ".fixed_scale", false);
        JsonObject auto = in.object(scaleSpec, "auto_scale", path + ".auto_scale", false);
        if ((fixed == null) == (auto == null)) {
            in.violation(path, "set exactly one of fixed_scale or auto_scale");
            return null;
        }
        if (fixed != null) {
            Integer size = in.integer(fixed, "size", path + ".fixed_scale.size", true);
            checkNodeCount(in, path + ".fixed_scale.size", size);
            return size == null ? null : new Scale(false, size, 0, 0);
        }
        Integer min = in.integer(auto, "min_size", path + ".auto_scale.min_size", true);
        Integer max = in.integer(auto, "max_size", path + ".auto_scale.max_size", true);
        Integer size = in.integer(auto, "size", path + ".auto_scale.size", false);
        if (min == null || max == null) {
            return null;
        }
        checkNodeCount(in, path + ".auto_scale.min_size", min);
        checkNodeCount(in, path + ".auto_scale.max_size", max);
        if (min > max) {
            in.violation(path + ".auto_scale.max_size", "must be >= min_size (" + min + "), got " + max);
        }
        if (size != null && (size < min || size > max)) {
            in.violation(path + ".auto_scale.size", "must be within [min_size, max_size] = [" + min + ", " + max + "], got " + size);
        }
        return new Scale(true, size == null ? min : size, min, max);
    }

    /**
     * VK Cloud's node group limit, "from 1 to 500 nodes" (vk-cs/docs-public ef2cc93978,
     * docs/en/kubernetes/k8s/concepts/scale/scale.md); the emulator answers 400 outside it.
     */
    private static void checkNodeCount(RequestReader in, String path, Integer count) {
        if (count != null && (count < MIN_NODES || count > MAX_NODES)) {
            in.violation(path, "a node group holds " + MIN_NODES + " to " + MAX_NODES + " nodes, got " + count);
        }
    }

    private static List<EmulatedNode.Taint> taints(RequestReader in, JsonObject parent, String path) {
        List<EmulatedNode.Taint> taints = new ArrayList<>();
        if (!RequestReader.present(parent, "taints")) {
            return taints;
        }
        JsonElement element = parent.get("taints");
        if (!element.isJsonArray()) {
            in.violation(path, "must be an array of {key, value, effect}");
            return taints;
        }
        JsonArray array = element.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            String itemPath = path + "[" + i + "]";
            if (!array.get(i).isJsonObject()) {
                in.violation(itemPath, "must be an object {key, value, effect}");
                continue;
            }
            JsonObject t = array.get(i).getAsJsonObject();
            String key = in.string(t, "key", itemPath + ".key", true);
            // The value is required (Terraform's node group v2 schema marks it Required; gophercloud refuses "").
            String value = in.string(t, "value", itemPath + ".value", true);
            if (value != null && value.isEmpty()) {
                in.violation(itemPath + ".value", "must not be empty");
            }
            String effect = in.string(t, "effect", itemPath + ".effect", true);
            if (effect != null && !TAINT_EFFECTS.contains(effect)) {
                in.violation(itemPath + ".effect", "must be one of " + String.join(", ", TAINT_EFFECTS) + ", got \"" + effect + "\"");
            }
            if (key != null && effect != null) {
                taints.add(new EmulatedNode.Taint(key, value == null ? "" : value, effect));
            }
        }
        return taints;
    }

    private static Integer chunk(RequestReader in, JsonObject parent, String path, boolean required) {
        Integer chunk = in.integer(parent, "parallel_upgrade_chunk", path, required);
        if (chunk != null && (chunk < 1 || chunk > 100)) {
            in.violation(path, "must be a percentage between 1 and 100, got " + chunk);
        }
        return chunk;
    }
}
