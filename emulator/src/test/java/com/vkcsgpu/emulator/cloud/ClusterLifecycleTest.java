package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * State machines under a time scale of 0.001 with every operation taking 5 realistic minutes
 * (300 ms), long enough to see each transient state right after the request that caused it.
 */
class ClusterLifecycleTest {
    RecordingKubeApiFactory kube;
    VkCloudEmulator cloud;
    CloudClient client;

    @BeforeEach
    void start() {
        kube = new RecordingKubeApiFactory();
        cloud = VkCloudEmulator.builder().timeScale(0.001).timings(Timings.uniform(Duration.ofMinutes(5)).withTokenLifetime(Duration.ofDays(10)))
                .kubeApiFactory(kube).start();
        client = new CloudClient(cloud).login();
    }

    @AfterEach
    void stop() {
        cloud.close();
    }

    @Test
    void clusterProvisionsThenRunsWithAKubeApiAndKubeconfig() {
        CloudClient.Response created = client.mk8s("POST", "clusters", client.clusterBody("demo", "v1.33.3"));
        assertEquals(200, created.status(), created.body());
        String id = created.json().get("id").getAsString();
        assertTrue(Ksuid.isKsuid(id), id);
        assertEquals("PROVISIONING", client.clusterStatus(id));
        assertEquals(409, client.mk8s("POST", "clusters/" + id + "/kube_config").status());

        client.awaitClusterStatus(id, "RUNNING");
        RecordingKubeApiFactory.FakeKubeApi api = kube.api("demo");
        JsonObject cluster = client.mk8s("GET", "clusters/" + id).json();
        assertEquals(api.serverUrl().toString(), cluster.get("api_address").getAsString());

        CloudClient.Response kubeconfig = client.mk8s("POST", "clusters/" + id + "/kube_config");
        assertEquals(200, kubeconfig.status());
        assertTrue(kubeconfig.body().contains("server: " + api.serverUrl()), kubeconfig.body());
        assertTrue(kubeconfig.body().contains("command: keystone-auth"), "VK's documented exec user: " + kubeconfig.body());
        assertTrue(kubeconfig.body().contains("value: " + cloud.credentials().projectId()), kubeconfig.body());
        assertTrue(!kubeconfig.body().contains(api.bearerToken()), "no static token by default");
        String caData = Base64.getEncoder().encodeToString(cloud.caCertificatePem().getBytes(StandardCharsets.UTF_8));
        assertTrue(kubeconfig.body().contains("certificate-authority-data: " + caData));
        assertEquals(1, cloud.requestCount("POST", "clusters"));
    }

    @Test
    void anInternalOnlyApiGivesClustersWithoutAPublicIpAnInternalAddress() {
        try (VkCloudEmulator internal = VkCloudEmulator.builder().timeScale(0.001).internalOnlyApi()
                .timings(Timings.uniform(Duration.ofMinutes(5)).withTokenLifetime(Duration.ofDays(10))).kubeApiFactory(kube).start()) {
            CloudClient user = new CloudClient(internal).login();
            // clusterBody asks for enable_public_ip=false
            String id = user.mk8s("POST", "clusters", user.clusterBody("private", "v1.33.3")).json().get("id").getAsString();
            user.awaitClusterStatus(id, "RUNNING");
            String kubeconfig = user.mk8s("POST", "clusters/" + id + "/kube_config").body();
            assertTrue(kubeconfig.contains("server: https://" + Kubeconfig.INTERNAL_API_HOST + ":"
                    + kube.api("private").serverUrl().getPort()), kubeconfig);
        }
        String id = client.mk8s("POST", "clusters", client.clusterBody("loopback", "v1.33.3")).json().get("id").getAsString();
        client.awaitClusterStatus(id, "RUNNING");
        assertTrue(client.mk8s("POST", "clusters/" + id + "/kube_config").body().contains("server: " + kube.api("loopback").serverUrl()),
                "without the setting every cluster's API is on loopback");
    }

    @Test
    void theStaticTokenKubeconfigIsAnOption() {
        try (VkCloudEmulator tokens = VkCloudEmulator.builder().timeScale(0.001).staticTokenKubeconfig()
                .timings(Timings.uniform(Duration.ofMinutes(5)).withTokenLifetime(Duration.ofDays(10))).kubeApiFactory(kube).start()) {
            CloudClient user = new CloudClient(tokens).login();
            String id = user.mk8s("POST", "clusters", user.clusterBody("plain", "v1.33.3")).json().get("id").getAsString();
            user.awaitClusterStatus(id, "RUNNING");
            String kubeconfig = user.mk8s("POST", "clusters/" + id + "/kube_config").body();
            assertTrue(kubeconfig.contains("token: " + kube.api("plain").bearerToken()), kubeconfig);
            assertTrue(!kubeconfig.contains("exec:"), kubeconfig);
        }
    }

    @Test
    void nodeGroupLifecycleReconcilesTheClusterAndSyncsNodes() {
        String id = client.runningCluster("gpu");
        CloudClient.Response created = client.mk8s("POST", "node-groups",
                client.nodeGroupBody(id, "a100", "GPU2-64-384-A100x80-2", "GZ1", "{\"fixed_scale\":{\"size\":2}}"));
        assertEquals(200, created.status(), created.body());
        String ngId = created.json().get("node_group_id").getAsString();
        assertTrue(Ksuid.isKsuid(ngId));
        assertEquals("RECONCILING", client.clusterStatus(id));
        assertEquals(200, client.mk8s("GET", "node-groups/" + ngId).status(), "the group is readable while it is created");
        client.awaitClusterStatus(id, "RUNNING");

        List<EmulatedNode> nodes = kube.api("gpu").nodes("a100");
        assertEquals(List.of("gpu-a100-0", "gpu-a100-1"), nodes.stream().map(EmulatedNode::name).toList());
        EmulatedNode node = nodes.get(0);
        assertEquals("a100", node.labels().get("mcs.mail.ru/mcs-nodepool"));
        assertEquals("true", node.labels().get("mcs.mail.ru/gpu-exists"));
        assertEquals("ml", node.labels().get("team"));
        assertEquals("GZ1", node.labels().get("topology.kubernetes.io/zone"));
        assertEquals("GPU2-64-384-A100x80-2", node.labels().get("node.kubernetes.io/instance-type"));
        assertEquals(List.of(new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule")), node.taints());
        assertEquals(64, node.cpu());
        assertEquals(384 * 1024, node.memoryMiB());
        assertEquals(2, node.gpus());
        assertEquals("NVIDIA-A100-SXM4-80GB", node.gpuModel());

        // scale to 3 and change labels: cluster reconciles, a node is added, labels replaced
        assertEquals(200, client.mk8s("PATCH", "node-groups/" + ngId,
                "{\"scale_spec\":{\"fixed_scale\":{\"size\":3}},\"labels\":{\"team\":\"cv\"}}").status());
        assertEquals("RECONCILING", client.clusterStatus(id));
        client.awaitClusterStatus(id, "RUNNING");
        nodes = kube.api("gpu").nodes("a100");
        assertEquals(3, nodes.size());
        assertEquals("cv", nodes.get(2).labels().get("team"));
        assertEquals(3, client.mk8s("GET", "node-groups/" + ngId).json().getAsJsonObject("node_group")
                .getAsJsonObject("scale_spec").getAsJsonObject("fixed_scale").get("size").getAsInt());

        // a flavor change replaces the nodes (rolling replacement on VK)
        String l4 = cloud.flavorId("GPU2-16-72-L4-1");
        assertEquals(200, client.mk8s("PATCH", "node-groups/" + ngId,
                "{\"vm_engine\":{\"nova_engine\":{\"flavor_id\":\"" + l4 + "\"}}}").status());
        client.awaitClusterStatus(id, "RUNNING");
        nodes = kube.api("gpu").nodes("a100");
        assertEquals(List.of("gpu-a100-3", "gpu-a100-4", "gpu-a100-5"), nodes.stream().map(EmulatedNode::name).toList());
        assertEquals(1, nodes.get(0).gpus());

        // delete: readable until done, then 404 and the nodes are gone
        assertEquals(200, client.mk8s("DELETE", "node-groups/" + ngId).status());
        CloudClient.await("node group 404", () -> client.mk8s("GET", "node-groups/" + ngId).status() == 404);
        client.awaitClusterStatus(id, "RUNNING");
        assertEquals(List.of(), kube.api("gpu").nodes("a100"));
    }

    @Test
    void autoscaledGroupRunsAtMinAndClampsOnPatch() {
        String id = client.runningCluster("auto");
        String ngId = client.mk8s("POST", "node-groups", client.nodeGroupBody(id, "cpu", "STD3-8-16", "MS1",
                "{\"auto_scale\":{\"min_size\":2,\"max_size\":5,\"size\":2}}")).json().get("node_group_id").getAsString();
        client.awaitClusterStatus(id, "RUNNING");
        assertEquals(2, kube.api("auto").nodes("cpu").size());
        assertTrue(!kube.api("auto").nodes("cpu").get(0).labels().containsKey("mcs.mail.ru/gpu-exists"));
        assertEquals(200, client.mk8s("PATCH", "node-groups/" + ngId,
                "{\"scale_spec\":{\"auto_scale\":{\"min_size\":3,\"max_size\":4,\"size\":3}}}").status());
        client.awaitClusterStatus(id, "RUNNING");
        JsonObject auto = client.mk8s("GET", "clusters/auto/node-groups/cpu").json().getAsJsonObject("node_group")
                .getAsJsonObject("scale_spec").getAsJsonObject("auto_scale");
        assertEquals(3, auto.get("size").getAsInt());
        assertEquals(3, kube.api("auto").nodes("cpu").size());
    }

    @Test
    void upgradeAndControlPlaneScaleReconcile() {
        String id = client.runningCluster("upgrade");
        assertEquals(200, client.mk8s("PATCH", "clusters/" + id + ":upgrade", "{\"target_version\":\"v1.34.2\"}").status());
        assertEquals("RECONCILING", client.clusterStatus(id));
        assertEquals(409, client.mk8s("PATCH", "clusters/" + id + ":upgrade", "{\"target_version\":\"v1.34.2\"}").status());
        client.awaitClusterStatus(id, "RUNNING");
        assertEquals("v1.34.2", client.mk8s("GET", "clusters/" + id).json().get("version").getAsString());

        String flavor = cloud.flavorId("STD3-8-16");
        assertEquals(200, client.mk8s("POST", "clusters/" + id + ":scaleControlPlane",
                "{\"master_spec\":{\"engine\":{\"nova_engine\":{\"flavor_id\":\"" + flavor + "\"}},\"replicas\":3}}").status());
        client.awaitClusterStatus(id, "RUNNING");
        JsonObject master = client.mk8s("GET", "clusters/" + id).json().getAsJsonObject("master");
        assertEquals(3, master.get("replicas").getAsInt());
        assertEquals(flavor, master.getAsJsonObject("vm_engine").getAsJsonObject("nova_engine").get("flavor_id").getAsString());
    }

    @Test
    void deleteGoesThroughDeletingTo404AndClosesTheKubeApi() {
        String id = client.runningCluster("bye");
        assertEquals(200, client.mk8s("DELETE", "clusters/" + id).status());
        assertEquals("DELETING", client.clusterStatus(id));
        client.awaitClusterStatus(id, "404");
        assertTrue(kube.api("bye").closed);
        assertEquals(404, client.mk8s("DELETE", "clusters/" + id).status());
        assertTrue(cloud.snapshot().clusters().isEmpty());
    }

    @Test
    void deleteWhileProvisioningNeverReportsRunning() {
        String id = client.mk8s("POST", "clusters", client.clusterBody("early", "v1.33.3")).json().get("id").getAsString();
        assertEquals(200, client.mk8s("DELETE", "clusters/" + id).status());
        CloudClient.await("deleted", () -> {
            String status = client.clusterStatus(id);
            assertTrue(status.equals("DELETING") || status.equals("404"), status);
            return status.equals("404");
        });
    }

    /**
     * An addon version that does not list the cluster's next Kubernetes version (the setting plays it) stops the
     * upgrade: 400 on {@code target_version} naming the addon and the fix, and the cluster keeps its version.
     */
    @Test
    void anUpgradeToAVersionTheInstalledAddonDoesNotSupportIsRefusedNamingTheAddon() {
        String id = client.runningCluster("addon-bound");
        JsonObject addon = client.mk8s("GET", "addons/gpu-operator/versions/24.9.0").json();
        String body = """
                {"addon_id":"%s","addon_version_id":"%s","namespace":"gpu-operator","values":"{}"}"""
                .formatted(addon.get("addon_id").getAsString(), addon.get("id").getAsString());
        assertEquals(200, client.mk8s("POST", "clusters/" + id + "/addons", body).status());
        cloud.addonKubeVersions("gpu-operator", "24.9.0", List.of("v1.33.3", "v1.32.1"));

        CloudClient.Response refused = client.mk8s("PATCH", "clusters/" + id + ":upgrade",
                "{\"target_version\":\"v1.34.2\"}");

        assertEquals(400, refused.status(), refused.body());
        assertTrue(refused.body().contains("target_version: the installed addon gpu-operator 24.9.0 does not support"
                + " Kubernetes v1.34.2 (its version lists v1.33.3, v1.32.1); update the addon to a version that supports"
                + " v1.34.2 first"), refused.body());
        assertEquals(Json.strings(List.of("v1.33.3", "v1.32.1")), client.mk8s("GET",
                "addons/gpu-operator/versions/24.9.0").json().getAsJsonArray("supported_kube_versions"),
                "the catalog lists what the setting says");
        assertEquals("v1.33.3", client.mk8s("GET", "clusters/" + id).json().get("version").getAsString());
        assertEquals("RUNNING", client.clusterStatus(id), "nothing started");
    }

    @Test
    void addonInstallUpdateDelete() {
        String id = client.runningCluster("addons");
        JsonObject addon = client.mk8s("GET", "addons/gpu-operator/versions/24.9.0").json();
        assertTrue(addon.get("values_template").getAsString().contains("\"mcs.mail.ru/gpu-exists\": \"true\""));
        String body = """
                {"addon_id":"%s","addon_version_id":"%s","namespace":"gpu-operator","values":"{\\"a\\":1}","addon_name":"gpu-operator"}"""
                .formatted(addon.get("addon_id").getAsString(), addon.get("id").getAsString());
        CloudClient.Response installed = client.mk8s("POST", "clusters/" + id + "/addons", body);
        assertEquals(200, installed.status(), installed.body());
        String addonId = installed.json().get("id").getAsString();
        assertEquals("INSTALLING", client.mk8s("GET", "cluster_addons/" + addonId).json().get("status").getAsString());
        assertEquals(409, client.mk8s("POST", "clusters/" + id + "/addons", body).status());
        CloudClient.await("installed", () -> client.mk8s("GET", "cluster_addons/" + addonId).json()
                .get("status").getAsString().equals("INSTALLED"));
        JsonObject byName = client.mk8s("GET", "clusters/" + id + "/addons/gpu-operator").json();
        assertEquals("{\"a\":1}", byName.get("values").getAsString());

        assertEquals(200, client.mk8s("PATCH", "clusters/" + id + "/addons/" + addonId, "{\"values\":\"{\\\"a\\\":2}\"}").status());
        assertEquals("UPDATING", client.mk8s("GET", "cluster_addons/" + addonId).json().get("status").getAsString());
        CloudClient.await("updated", () -> client.mk8s("GET", "cluster_addons/" + addonId).json()
                .get("status").getAsString().equals("INSTALLED"));
        assertEquals("{\"a\":2}", cloud.snapshot().addons().get(0).values());

        assertEquals(200, client.mk8s("DELETE", "clusters/" + id + "/addons/" + addonId).status());
        assertEquals("DELETING", client.mk8s("GET", "cluster_addons/" + addonId).json().get("status").getAsString());
        CloudClient.await("addon gone", () -> client.mk8s("GET", "cluster_addons/" + addonId).status() == 404);
    }
}
