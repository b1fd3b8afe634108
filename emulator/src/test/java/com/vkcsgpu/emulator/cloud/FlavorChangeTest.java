package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A node group's flavor change is a rolling replacement, as VK Cloud documents it: {@code parallel_upgrade_chunk}
 * percent of the group at a time, the chunk's old nodes drained (their pods deleted) and deleted, new nodes of the
 * new flavor created in their place, and the next chunk started only after those are Ready; seen through a real
 * client's watch and in the emulator's record of the chunks.
 */
class FlavorChangeTest {

    @Test
    void aFlavorChangeReplacesTheNodesChunkByChunkDrainingTheOldOnes() {
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(0.0005).platform(VkPlatform.permissive())
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10))).start()) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("rolled");
            CloudClient.Response created = api.mk8s("POST", "node-groups",
                    api.nodeGroupBody(clusterId, "l4-pool", "GPU2-16-72-L4-1", "GZ1", "{\"fixed_scale\":{\"size\":4}}"));
            assertEquals(200, created.status(), created.body());
            String groupId = created.json().get("node_group_id").getAsString();
            api.awaitClusterStatus(clusterId, "RUNNING");
            String kubeconfig = api.mk8s("POST", "clusters/" + clusterId + "/kube_config").body();

            try (KubernetesClient kube = new KubernetesClientBuilder()
                    .withConfig(CloudAndKubeTogetherTest.keystoneAuthenticated(kubeconfig, api.token)).build();
                 NodeEvents events = new NodeEvents(kube, "l4-pool")) {
                CloudClient.await("the watch to list the four nodes", () -> events.of("ADDED").size() == 4);
                events.clear();
                kube.pods().inNamespace("default").resource(new PodBuilder().withNewMetadata().withName("trainer")
                        .endMetadata().withNewSpec().withNodeName("rolled-l4-pool-0").addNewContainer().withName("train")
                        .withImage("busybox").endContainer().endSpec().build()).create();

                // 50% of four nodes: two chunks of two
                assertEquals(200, api.mk8s("PATCH", "node-groups/" + groupId, "{\"vm_engine\":{\"nova_engine\":"
                        + "{\"flavor_id\":\"" + cloud.flavorId("GPU2-32-144-L4-2") + "\"}},\"parallel_upgrade_chunk\":50}")
                        .status());
                api.awaitClusterStatus(clusterId, "RUNNING");
                CloudClient.await("four nodes deleted and four Ready, saw " + events.all(),
                        () -> events.of("DELETED").size() == 4 && events.of("READY").size() == 4);

                assertEquals(List.of(
                        new NodeReplacement(1, NodeReplacement.Cause.FLAVOR_CHANGE, "l4-pool", 1,
                                List.of("rolled-l4-pool-0", "rolled-l4-pool-1"), List.of("rolled-l4-pool-4", "rolled-l4-pool-5")),
                        new NodeReplacement(1, NodeReplacement.Cause.FLAVOR_CHANGE, "l4-pool", 2,
                                List.of("rolled-l4-pool-2", "rolled-l4-pool-3"), List.of("rolled-l4-pool-6", "rolled-l4-pool-7"))),
                        cloud.nodeReplacements("rolled"));
                for (String secondChunk : List.of("DELETED rolled-l4-pool-2", "DELETED rolled-l4-pool-3",
                        "ADDED rolled-l4-pool-6", "ADDED rolled-l4-pool-7")) {
                    for (String firstChunkReady : List.of("READY rolled-l4-pool-4", "READY rolled-l4-pool-5")) {
                        assertTrue(events.indexOf(firstChunkReady) < events.indexOf(secondChunk),
                                () -> "the second chunk starts after the first one's new nodes are Ready: " + events.all());
                    }
                }
                for (String firstChunk : List.of("ADDED rolled-l4-pool-4", "ADDED rolled-l4-pool-5")) {
                    assertTrue(events.indexOf("DELETED rolled-l4-pool-1") < events.indexOf(firstChunk),
                            () -> "a chunk's old nodes go before its new ones come: " + events.all());
                }
                Pod trainer = kube.pods().inNamespace("default").withName("trainer").get();
                assertTrue(trainer == null || trainer.getMetadata().getDeletionTimestamp() != null,
                        () -> "the pod on a replaced node was drained (gone, or terminating): " + trainer);
                assertEquals(List.of("GPU2-32-144-L4-2"), kube.nodes().withLabel("mcs.mail.ru/mcs-nodepool", "l4-pool")
                        .list().getItems().stream().map(n -> n.getMetadata().getLabels()
                                .get("node.kubernetes.io/instance-type")).distinct().toList());
            }
        }
    }
}
