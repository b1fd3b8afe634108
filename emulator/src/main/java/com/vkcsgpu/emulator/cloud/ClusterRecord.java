package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A gen-2 cluster as the emulator stores it. Mutated only under the {@link Mk8sStore} lock. */
final class ClusterRecord {
    final String id;
    final String uuid;
    final String name;
    final String description;
    final Instant createdAt;
    final String projectId;
    final Map<String, String> labels;
    final List<String> insecureRegistries;
    final String zone;             // zonal deployment, or null
    final List<String> zones;      // multi-zonal deployment, or empty
    final String networkPlugin;    // calico | cilium
    final String podsCidr;
    final String networkId;
    final String subnetId;
    final String externalNetworkId;
    final String loadBalancerSubnetId;
    final boolean publicIp;
    final List<String> allowedCidrs;
    final String internalIp;
    final String externalIp;

    String version;
    String status;
    /** Why the cluster failed: over a quota, answered late (ProjectQuotas.WhenExceeded.LATE_ERROR). */
    String quotaError;
    String masterFlavorId;
    int masterReplicas;
    /** Bumped by every state change, so a transition scheduled for an older one is dropped. */
    long operation;
    /** A change was accepted and has not finished (the status may still lag behind it). */
    boolean changePending;
    EmulatedKubeApi kubeApi;
    /** Rolling replacements of the workers started so far (flavor changes, upgrades). */
    int rollouts;
    /** Every chunk of those rolling replacements, in the order they ran. */
    final List<NodeReplacement> nodeReplacements = new ArrayList<>();

    ClusterRecord(String id, String uuid, String name, String description, String version, String projectId,
                  Map<String, String> labels, List<String> insecureRegistries, String zone, List<String> zones,
                  String networkPlugin, String podsCidr, String networkId, String subnetId,
                  String externalNetworkId, String loadBalancerSubnetId, boolean publicIp,
                  List<String> allowedCidrs, String masterFlavorId, int masterReplicas,
                  String internalIp, String externalIp) {
        this.id = id;
        this.uuid = uuid;
        this.name = name;
        this.description = description;
        this.version = version;
        this.projectId = projectId;
        this.labels = new LinkedHashMap<>(labels);
        this.insecureRegistries = List.copyOf(insecureRegistries);
        this.zone = zone;
        this.zones = List.copyOf(zones);
        this.networkPlugin = networkPlugin;
        this.podsCidr = podsCidr;
        this.networkId = networkId;
        this.subnetId = subnetId;
        this.externalNetworkId = externalNetworkId;
        this.loadBalancerSubnetId = loadBalancerSubnetId;
        this.publicIp = publicIp;
        this.allowedCidrs = List.copyOf(allowedCidrs);
        this.masterFlavorId = masterFlavorId;
        this.masterReplicas = masterReplicas;
        this.internalIp = internalIp;
        this.externalIp = externalIp;
        this.createdAt = Instant.now();
        this.status = "PROVISIONING";
    }

    boolean isRegional() {
        return zone == null;
    }

    List<String> deploymentZones() {
        return zone != null ? List.of(zone) : zones;
    }

    /** The cluster as {@code GET clusters/{id}} returns it (unwrapped), with its node groups. */
    JsonObject toJson(List<NodeGroupRecord> nodeGroups) {
        JsonObject json = new JsonObject();
        json.addProperty("id", id);
        json.addProperty("uuid", uuid);
        json.addProperty("name", name);
        json.addProperty("description", description);
        json.addProperty("version", version);
        json.addProperty("status", status);
        json.addProperty("created_at", createdAt.toString());
        json.addProperty("project_id", projectId);
        json.addProperty("api_address", kubeApi == null ? "" : kubeApi.serverUrl().toString());
        json.addProperty("external_ip", externalIp);
        json.addProperty("internal_ip", internalIp);
        json.add("labels", Json.stringMap(labels));
        json.add("insecure_registries", Json.strings(insecureRegistries));

        JsonObject master = new JsonObject();
        master.add("vm_engine", Json.object("nova_engine", Json.object("flavor_id", masterFlavorId)));
        master.addProperty("replicas", masterReplicas);
        JsonArray disks = new JsonArray();
        for (int i = 0; i < masterReplicas; i++) {
            disks.add(disk("ceph-ssd", 50));   // system disk
            disks.add(disk("high-iops", 10));  // etcd
            disks.add(disk("high-iops", 10));  // etcd events
        }
        master.add("disks", disks);
        json.add("master", master);

        JsonObject deployment = new JsonObject();
        deployment.add("zonal_deployment", zone == null ? null : Json.object("zone", zone));
        deployment.add("multi_zonal_deployment", zone == null ? Json.object("zones", Json.strings(zones)) : null);
        json.add("deployment_type", deployment);

        JsonObject plugin = new JsonObject();
        JsonObject cidr = Json.object("pods_ipv4_cidr", podsCidr);
        plugin.add("calico", networkPlugin.equals("calico") ? cidr : null);
        plugin.add("cilium", networkPlugin.equals("cilium") ? cidr : null);
        JsonObject sprut = new JsonObject();
        sprut.addProperty("network_id", networkId);
        sprut.addProperty("subnet_id", subnetId);
        sprut.addProperty("external_network_id", externalNetworkId);
        JsonObject network = new JsonObject();
        network.add("plugin", plugin);
        network.add("engine", Json.object("sprut_engine", sprut));
        json.add("network_config", network);

        JsonObject octavia = new JsonObject();
        octavia.addProperty("loadbalancer_subnet_id", loadBalancerSubnetId);
        octavia.addProperty("enable_public_ip", publicIp);
        octavia.add("allowed_cidrs", Json.strings(allowedCidrs));
        json.add("load_balancer_config", Json.object("octavia_engine", octavia));

        JsonArray groups = new JsonArray();
        new ArrayList<>(nodeGroups).forEach(ng -> groups.add(ng.toJson()));
        json.add("node_groups", groups);
        return json;
    }

    private static JsonObject disk(String type, int size) {
        JsonObject disk = new JsonObject();
        disk.addProperty("type", type);
        disk.addProperty("size", size);
        return disk;
    }
}
