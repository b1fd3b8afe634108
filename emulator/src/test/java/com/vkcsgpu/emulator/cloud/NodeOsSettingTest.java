package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.NodeOs;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeSystemInfo;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The platform's {@code nodes.os}: the image nodes boot, VK's AlmaLinux with CRI-O unless set, chosen by the builder
 * or {@code PUT /_emulator/platform}; nodes already booted keep theirs.
 */
class NodeOsSettingTest {

    @Test
    void nodesBootTheImageThePlatformNamesWhenTheyRegisterAndKeepTheirsAfterAChange() {
        // The test reads Nodes with the project owner's token, which VK's documented mapping (admin) may not list
        try (VkCloudEmulator cloud = fastCloud().platform(VkPlatform.permissive()).start()) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("images");
            String nodeGroupId = nodeGroup(api, clusterId, 1);
            try (KubernetesClient kube = kube(api, clusterId)) {
                NodeSystemInfo vk = awaitNode(kube, "images-l4-pool-0").getStatus().getNodeInfo();
                assertEquals("AlmaLinux 9.4 (Seafoam Ocelot)", vk.getOsImage());
                assertTrue(vk.getContainerRuntimeVersion().startsWith("cri-o://"), vk.getContainerRuntimeVersion());

                CloudClient.Response put = api.send("PUT", cloud.adminUrl().resolve("platform"),
                        "{\"nodes.os\":\"ubuntu-22.04\"}", null);
                assertEquals(200, put.status(), put.body());
                assertEquals("ubuntu-22.04", cloud.platform().toMap().get("nodes.os"));
                api.mk8s("PATCH", "node-groups/" + nodeGroupId, "{\"scale_spec\":{\"fixed_scale\":{\"size\":2}}}");

                NodeSystemInfo added = awaitNode(kube, "images-l4-pool-1").getStatus().getNodeInfo();
                assertEquals(List.of("Ubuntu 22.04.4 LTS", "5.15.0-105-generic", "containerd://1.7.13"),
                        List.of(added.getOsImage(), added.getKernelVersion(), added.getContainerRuntimeVersion()));
                assertEquals("AlmaLinux 9.4 (Seafoam Ocelot)",
                        awaitNode(kube, "images-l4-pool-0").getStatus().getNodeInfo().getOsImage(),
                        "a booted node keeps its image");
            }

            CloudClient.Response bad = api.send("PUT", cloud.adminUrl().resolve("platform"),
                    "{\"nodes.os\":\"debian-12\"}", null);
            assertEquals(400, bad.status());
            assertTrue(bad.body().contains("unknown node OS \\\"debian-12\\\"; known: [almalinux-9, ubuntu-22.04]"),
                    bad.body());
        }
    }

    @Test
    void theBuildersPlatformSetsTheImageOfEveryClustersNodes() {
        try (VkCloudEmulator cloud = fastCloud().platform(VkPlatform.permissive().withNodeOs(NodeOs.UBUNTU_22_04))
                .start()) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("ubuntu");
            nodeGroup(api, clusterId, 1);
            try (KubernetesClient kube = kube(api, clusterId)) {
                assertEquals("Ubuntu 22.04.4 LTS",
                        awaitNode(kube, "ubuntu-l4-pool-0").getStatus().getNodeInfo().getOsImage());
            }
        }
    }

    /** Every step two scaled minutes, tokens that outlast the test. */
    private static VkCloudEmulator.Builder fastCloud() {
        return VkCloudEmulator.builder().timeScale(0.0005)
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10)));
    }

    private static String nodeGroup(CloudClient api, String clusterId, int size) {
        CloudClient.Response created = api.mk8s("POST", "node-groups", api.nodeGroupBody(clusterId, "l4-pool",
                "GPU2-16-72-L4-1", "GZ1", "{\"fixed_scale\":{\"size\":" + size + "}}"));
        assertEquals(200, created.status(), created.body());
        api.awaitClusterStatus(clusterId, "RUNNING");
        return created.json().get("node_group_id").getAsString();
    }

    private static KubernetesClient kube(CloudClient api, String clusterId) {
        String kubeconfig = api.mk8s("POST", "clusters/" + clusterId + "/kube_config").body();
        return new KubernetesClientBuilder()
                .withConfig(CloudAndKubeTogetherTest.keystoneAuthenticated(kubeconfig, api.token)).build();
    }

    /** The node once registered (its status, written after its spec, carries the nodeInfo). */
    private static Node awaitNode(KubernetesClient kube, String name) {
        return kube.nodes().withName(name).waitUntilCondition(n -> n != null && n.getStatus() != null
                && n.getStatus().getNodeInfo() != null, 30, TimeUnit.SECONDS);
    }
}
