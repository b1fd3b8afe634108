package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The two halves of the emulator joined as a user meets them: a cluster created through the
 * managed-k8s API hands out a kubeconfig, and a real fabric8 client using only that kubeconfig
 * (TLS verified against the emulator CA it carries) sees Node objects that follow the node group.
 */
class CloudAndKubeTogetherTest {

    @Test
    void kubeconfigFromTheCloudApiReachesAClusterWhoseNodesFollowTheNodeGroup() {
        // lists Nodes with the owner's token, which VK's documented platform (admin) refuses: about the kubeconfig only
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(0.0005).platform(VkPlatform.permissive())
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10))).start()) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("joined");
            CloudClient.Response created = api.mk8s("POST", "node-groups",
                    api.nodeGroupBody(clusterId, "l4-pool", "GPU2-16-72-L4-1", "GZ1", "{\"fixed_scale\":{\"size\":2}}"));
            assertEquals(200, created.status(), created.body());
            String nodeGroupId = created.json().get("node_group_id").getAsString();
            api.awaitClusterStatus(clusterId, "RUNNING");

            String kubeconfig = api.mk8s("POST", "clusters/" + clusterId + "/kube_config").body();
            try (KubernetesClient kube = new KubernetesClientBuilder().withConfig(keystoneAuthenticated(kubeconfig, api.token)).build()) {
                List<Node> nodes = kube.nodes().withLabel("mcs.mail.ru/mcs-nodepool", "l4-pool").list().getItems();
                assertEquals(List.of("joined-l4-pool-0", "joined-l4-pool-1"), nodes.stream().map(n -> n.getMetadata().getName()).sorted().toList());
                Node node = nodes.get(0);
                assertEquals("ml", node.getMetadata().getLabels().get("team"));
                assertTrue(node.getSpec().getTaints().stream().map(Taint::getKey).anyMatch("nvidia.com/gpu"::equals));
                assertTrue(node.getStatus().getConditions().stream()
                        .anyMatch(c -> c.getType().equals("Ready") && c.getStatus().equals("True")));
                assertTrue(node.getStatus().getAllocatable().get("nvidia.com/gpu") == null,
                        "GPUs are not allocatable before a GPU stack runs");

                api.mk8s("PATCH", "node-groups/" + nodeGroupId, "{\"scale_spec\":{\"fixed_scale\":{\"size\":1}}}");
                kube.nodes().withName("joined-l4-pool-1").waitUntilCondition(n -> n == null, 10, TimeUnit.SECONDS);
                assertEquals(1, kube.nodes().withLabel("mcs.mail.ru/mcs-nodepool", "l4-pool").list().getItems().size());
            }
        }
    }

    /**
     * A client config from the kubeconfig's cluster entry, authenticated with the project's Keystone token
     * instead of running the kubeconfig's keystone-auth exec user (what the provider does).
     */
    static Config keystoneAuthenticated(String kubeconfig, String keystoneToken) {
        io.fabric8.kubernetes.api.model.Config parsed =
                io.fabric8.kubernetes.client.internal.KubeConfigUtils.parseConfigFromString(kubeconfig);
        assertEquals("keystone-auth", parsed.getUsers().get(0).getUser().getExec().getCommand(),
                "the emulator serves VK's documented keystone-auth kubeconfig by default");
        Config config = Config.empty();
        config.setMasterUrl(parsed.getClusters().get(0).getCluster().getServer());
        config.setCaCertData(parsed.getClusters().get(0).getCluster().getCertificateAuthorityData());
        config.setOauthToken(keystoneToken);
        return config;
    }
}
