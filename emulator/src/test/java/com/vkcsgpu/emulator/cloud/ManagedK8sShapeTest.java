package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Exact JSON field names of every gen-2 answer, as in vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/internal/services/kubernetes/containerinfra/v2, the results.go of clusters, nodegroups and addons.
 */
class ManagedK8sShapeTest {
    static VkCloudEmulator cloud;
    static CloudClient client;
    static String clusterId;
    static String nodeGroupId;

    @BeforeAll
    static void start() {
        cloud = VkCloudEmulator.builder().timeScale(0.0005).tokenLifetime(Duration.ofDays(10))
                .kubeApiFactory(new RecordingKubeApiFactory()).start();
        client = new CloudClient(cloud).login();
        clusterId = client.runningCluster("shapes");
        CloudClient.Response created = client.mk8s("POST", "node-groups", client.nodeGroupBody(clusterId, "l4-pool",
                "GPU2-16-72-L4-1", "MS1", "{\"fixed_scale\":{\"size\":1}}"));
        assertEquals(200, created.status(), created.body());
        nodeGroupId = created.json().get("node_group_id").getAsString();
        client.awaitClusterStatus(clusterId, "RUNNING");
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    @Test
    void clusterGetIsUnwrappedWithMasterBlockAndNodeGroups() {
        JsonObject cluster = client.mk8s("GET", "clusters/" + clusterId).json();
        assertEquals(Set.of("id", "uuid", "name", "description", "version", "status", "created_at", "project_id",
                "api_address", "external_ip", "internal_ip", "labels", "insecure_registries", "master",
                "deployment_type", "network_config", "load_balancer_config", "node_groups"), cluster.keySet());
        assertTrue(RequestReader.isUuid(cluster.get("uuid").getAsString()));
        assertEquals(cloud.credentials().projectId(), cluster.get("project_id").getAsString());
        JsonObject master = cluster.getAsJsonObject("master");
        assertEquals(Set.of("vm_engine", "replicas", "disks"), master.keySet());
        assertEquals(3, master.getAsJsonArray("disks").size(), "3 disks for 1 master");
        assertEquals(Set.of("type", "size"), master.getAsJsonArray("disks").get(0).getAsJsonObject().keySet());
        assertEquals("GZ1", cluster.getAsJsonObject("deployment_type").getAsJsonObject("zonal_deployment").get("zone").getAsString());
        assertTrue(cluster.getAsJsonObject("deployment_type").get("multi_zonal_deployment").isJsonNull());
        assertEquals("10.100.0.0/16", cluster.getAsJsonObject("network_config").getAsJsonObject("plugin")
                .getAsJsonObject("calico").get("pods_ipv4_cidr").getAsString());
        assertEquals(Set.of("network_id", "subnet_id", "external_network_id"), cluster.getAsJsonObject("network_config")
                .getAsJsonObject("engine").getAsJsonObject("sprut_engine").keySet());
        assertEquals(Set.of("loadbalancer_subnet_id", "enable_public_ip", "allowed_cidrs"),
                cluster.getAsJsonObject("load_balancer_config").getAsJsonObject("octavia_engine").keySet());
        assertEquals(nodeGroupId, cluster.getAsJsonArray("node_groups").get(0).getAsJsonObject().get("id").getAsString());
        // GET accepts the uuid and the name too
        assertEquals(clusterId, client.mk8s("GET", "clusters/" + cluster.get("uuid").getAsString()).json().get("id").getAsString());
        assertEquals(clusterId, client.mk8s("GET", "clusters/shapes").json().get("id").getAsString());
    }

    @Test
    void nodeGroupGetIsWrappedAndHasNoStatus() {
        JsonObject wrapped = client.mk8s("GET", "node-groups/" + nodeGroupId).json();
        assertEquals(Set.of("node_group"), wrapped.keySet());
        JsonObject ng = wrapped.getAsJsonObject("node_group");
        assertEquals(Set.of("id", "uuid", "name", "cluster_id", "created_at", "zones", "scale_spec", "labels", "taints",
                "vm_engine", "parallel_upgrade_chunk", "disk_type"), ng.keySet());
        assertEquals(List.of("MS1"), List.of(ng.getAsJsonArray("zones").get(0).getAsString()));
        assertEquals(1, ng.getAsJsonObject("scale_spec").getAsJsonObject("fixed_scale").get("size").getAsInt());
        assertEquals(Set.of("key", "value", "effect"), ng.getAsJsonArray("taints").get(0).getAsJsonObject().keySet());
        assertEquals(Set.of("type", "size"), ng.getAsJsonObject("disk_type").getAsJsonObject("cinder_volume_type").keySet());
        assertEquals(ng, client.mk8s("GET", "clusters/" + clusterId + "/node-groups/l4-pool").json().getAsJsonObject("node_group"));
    }

    @Test
    void catalogs() {
        JsonArray versions = client.mk8s("GET", "clusters/k8s_versions").json().getAsJsonArray("k8s_versions");
        assertEquals(List.of("v1.34.2", "v1.33.3", "v1.32.1", "v1.31.4"),
                versions.asList().stream().map(v -> v.getAsJsonObject().get("version").getAsString()).toList());
        assertEquals(List.of("GZ1", "MS1", "ME1", "PA2", "QAZ", "KTP"), client.mk8s("GET", "availability-zones").json()
                .getAsJsonArray("azs").asList().stream().map(z -> z.getAsString()).toList());
        JsonObject sc = client.mk8s("GET", "available-resources/storage-classes").json()
                .getAsJsonArray("storage_classes").get(0).getAsJsonObject();
        assertEquals(Set.of("name", "zones"), sc.keySet());
    }

    @Test
    void addonCatalogShapes() {
        JsonObject gpuOperator = client.mk8s("GET", "addons").json().getAsJsonArray("addons").asList().stream()
                .map(a -> a.getAsJsonObject()).filter(a -> a.get("name").getAsString().equals("gpu-operator"))
                .findFirst().orElseThrow();
        assertEquals(Set.of("id", "name", "versions"), gpuOperator.keySet());
        JsonObject version = gpuOperator.getAsJsonArray("versions").get(0).getAsJsonObject();
        assertEquals(Set.of("id", "version", "is_deprecated"), version.keySet());
        JsonObject detail = client.mk8s("GET", "addon_versions/" + version.get("id").getAsString()).json();
        assertEquals(Set.of("id", "addon_id", "name", "version", "values_template", "supported_kube_versions"), detail.keySet());
        assertEquals("24.9.0", detail.get("version").getAsString());
    }

    @Test
    void successesAre200AndCreatesReturnIds() {
        for (RecordedRequest request : cloud.requests()) {
            if (request.service().equals("managed-k8s")) {
                assertEquals(200, request.status(), request.toString());
            }
        }
        assertTrue(Ksuid.isKsuid(clusterId) && Ksuid.isKsuid(nodeGroupId));
    }

    @Test
    void ksuidsAreTimeOrdered() {
        String earlier = Ksuid.at(java.time.Instant.parse("2024-01-01T00:00:00Z"));
        String later = Ksuid.at(java.time.Instant.parse("2025-01-01T00:00:00Z"));
        assertEquals(27, earlier.length());
        assertTrue(earlier.compareTo(later) < 0);
    }
}
