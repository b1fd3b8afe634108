package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A cluster upgrade replaces every worker as VK Cloud does: the Kubernetes Node objects of the group go and new ones
 * (new names, the new kubelet version) come, {@code parallel_upgrade_chunk} percent of the group at a time, seen
 * through a real client's watch; the addon keeps its version.
 */
class ClusterUpgradeTest {

    @Test
    void anUpgradeReplacesTheWorkersChunkByChunkWithNewNodesOfTheNewVersion() {
        // watches Nodes with the owner's token, which VK's documented platform (admin) refuses: about upgrades only
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(0.0005).platform(VkPlatform.permissive())
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10))).start()) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("upgraded");
            // parallel_upgrade_chunk 25 (the body CloudClient sends): one of the four nodes at a time
            CloudClient.Response created = api.mk8s("POST", "node-groups",
                    api.nodeGroupBody(clusterId, "l4-pool", "GPU2-16-72-L4-1", "GZ1", "{\"fixed_scale\":{\"size\":4}}"));
            assertEquals(200, created.status(), created.body());
            api.awaitClusterStatus(clusterId, "RUNNING");
            String kubeconfig = api.mk8s("POST", "clusters/" + clusterId + "/kube_config").body();

            try (KubernetesClient kube = new KubernetesClientBuilder()
                    .withConfig(CloudAndKubeTogetherTest.keystoneAuthenticated(kubeconfig, api.token)).build();
                 NodeEvents nodeEvents = new NodeEvents(kube, "l4-pool")) {
                CloudClient.await("the watch to list the four nodes", () -> nodeEvents.of("ADDED").size() == 4);
                nodeEvents.clear();
                assertEquals(List.of("v1.33.3"), kubeletVersions(kube), "nodes run the version the cluster was created with");

                assertEquals(200, api.mk8s("PATCH", "clusters/" + clusterId + ":upgrade",
                        "{\"target_version\":\"v1.34.2\"}").status());
                api.awaitClusterStatus(clusterId, "RUNNING");
                CloudClient.await("four nodes deleted and four added, saw " + nodeEvents.all(),
                        () -> nodeEvents.of("DELETED").size() == 4 && nodeEvents.of("ADDED").size() == 4);
                List<String> events = nodeEvents.all().stream().filter(e -> !e.startsWith("READY ")).toList();

                assertEquals(List.of("DELETED upgraded-l4-pool-0", "ADDED upgraded-l4-pool-4",
                        "DELETED upgraded-l4-pool-1", "ADDED upgraded-l4-pool-5",
                        "DELETED upgraded-l4-pool-2", "ADDED upgraded-l4-pool-6",
                        "DELETED upgraded-l4-pool-3", "ADDED upgraded-l4-pool-7"), events);
                assertEquals(List.of("v1.34.2"), kubeletVersions(kube));
                assertEquals(List.of(1, 2, 3, 4), cloud.nodeReplacements("upgraded").stream()
                        .filter(r -> r.cause() == NodeReplacement.Cause.CLUSTER_UPGRADE).map(NodeReplacement::chunk)
                        .toList(), "the emulator recorded the four chunks of the upgrade");
            }
            assertEquals("v1.34.2", api.mk8s("GET", "clusters/" + clusterId).json().get("version").getAsString());
            try (KubernetesClient fresh = new KubernetesClientBuilder()
                    .withConfig(CloudAndKubeTogetherTest.keystoneAuthenticated(kubeconfig, api.token)).build()) {
                assertEquals("v1.34.2", fresh.getKubernetesVersion().getGitVersion(), "the control plane was upgraded");
            }
        }
    }

    private static List<String> kubeletVersions(KubernetesClient kube) {
        return kube.nodes().withLabel("mcs.mail.ru/mcs-nodepool", "l4-pool").list().getItems().stream()
                .map(n -> n.getStatus().getNodeInfo().getKubeletVersion()).distinct().toList();
    }
}
