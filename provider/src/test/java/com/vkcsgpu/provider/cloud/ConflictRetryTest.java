package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Several pool changes at once: a 409 from a reconciling cluster waits for RUNNING and retries. */
class ConflictRetryTest {
    private FakeTime time;
    private FakeCloud cloud;
    private VkcsClient client;

    @BeforeEach
    void start() throws Exception {
        time = new FakeTime();
        cloud = new FakeCloud(time);
        client = ClientFixture.client(cloud, time);
    }

    @AfterEach
    void stop() {
        cloud.close();
    }

    @Test
    void aNodeGroupCreateRefusedWhileReconcilingWaitsForRunningThenSucceeds() {
        String clusterId = cloud.addCluster("gpu-prod", "RECONCILING", "RECONCILING", "RUNNING");
        List<String> progress = new ArrayList<>();
        WaitControl control = WaitControl.of(time.instant().plusSeconds(600), () -> false, progress::add);

        String id = client.nodeGroups().createNodeGroup(clusterId, CreateSafetyTest.pool("l4"), control);

        assertTrue(cloud.nodeGroups.containsKey(id));
        assertEquals(2, cloud.count("POST", "mk8s/v2/node-groups"), "refused once, then accepted");
        assertTrue(progress.get(0).contains("is RECONCILING, waiting for RUNNING"), progress.toString());
    }

    @Test
    void aPatchRefusedWhileReconcilingIsRetriedAfterRunning() {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        String ngId = client.nodeGroups().createNodeGroup(clusterId, CreateSafetyTest.pool("l4"), ClientFixture.minutes(time, 5));
        // the create left the cluster RECONCILING: a second change now gets 409 first

        client.nodeGroups().patchNodeGroup(clusterId, ngId, NodeGroupPatch.none().withScale(ScaleSpec.fixed(3)), ClientFixture.minutes(time, 5));

        assertEquals(2, cloud.count("PATCH", "mk8s/v2/node-groups/" + ngId));
        assertEquals(Cluster.RUNNING, client.nodeGroups().awaitClusterSettled(clusterId, ClientFixture.minutes(time, 5)).status());
    }

    @Test
    void aConflictWhileRunningIsRetriedOnceThenReported() {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        String ngId = "ng-x";
        var ng = new com.google.gson.JsonObject();
        ng.addProperty("id", ngId);
        ng.addProperty("cluster_id", clusterId);
        ng.addProperty("name", "x");
        cloud.nodeGroups.put(ngId, ng);
        cloud.fail("PATCH", "mk8s/v2/node-groups/ng-x", 409, "{\"message\":\"duplicate taint\"}", Map.of());
        cloud.fail("PATCH", "mk8s/v2/node-groups/ng-x", 409, "{\"message\":\"duplicate taint\"}", Map.of());

        VkcsApiException error = assertThrows(VkcsApiException.class, () -> client.nodeGroups()
                .patchNodeGroup(clusterId, ngId, NodeGroupPatch.none().withParallelUpgradeChunk(20), ClientFixture.minutes(time, 5)));

        assertEquals(409, error.status());
        assertTrue(error.getMessage().contains("duplicate taint"));
        assertEquals(2, cloud.count("PATCH", "mk8s/v2/node-groups/ng-x"));
    }

    @Test
    void upgradeDuringProvisioningWaitsThenUpgrades() {
        String clusterId = cloud.addCluster("gpu-prod", "PROVISIONING", "RUNNING");

        client.clusters().upgradeCluster(clusterId, "v1.34.2", ClientFixture.minutes(time, 30));

        assertEquals(2, cloud.count("PATCH", "mk8s/v2/clusters/" + clusterId + ":upgrade"));
        assertEquals(Cluster.RUNNING, client.clusters().awaitRunning(clusterId, ClientFixture.minutes(time, 30)).status());
    }

    @Test
    void conflictRetriesAreBounded() {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        for (int i = 0; i < 20; i++) {
            cloud.failAndThen("POST", "mk8s/v2/clusters/" + clusterId + ":scaleControlPlane", 409, "{\"message\":\"busy\"}",
                    () -> cloud.script(clusterId, "RECONCILING", "RUNNING"));
        }

        assertThrows(VkcsApiException.class,
                () -> client.clusters().scaleControlPlane(clusterId, MasterSpec.of("f", 3), ClientFixture.minutes(time, 30)));

        assertEquals(1 + time.policy(1).maxConflictRetries(), cloud.count("POST", "mk8s/v2/clusters/" + clusterId + ":scaleControlPlane"));
    }
}
