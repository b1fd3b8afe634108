package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.mk8s.Cluster;
import com.vkcsgpu.provider.cloud.mk8s.MasterSpec;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.wait.WaitControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Several pool changes at once: a 409 from a reconciling cluster waits for RUNNING and retries. */
class ConflictRetryTest extends FakeCloudClientTest {

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
    void aPatchRightAfterACreateWaitsInTheClustersQueueForTheCreateToTakeEffectAndIsSentOnce() {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        String ngId = client.nodeGroups().createNodeGroup(clusterId, CreateSafetyTest.pool("l4"), ClientFixture.minutes(time, 5));
        // the create left the cluster RECONCILING: the patch waits its turn instead of being refused with 409

        client.nodeGroups().patchNodeGroup(clusterId, ngId, NodeGroupPatch.none().withScale(ScaleSpec.fixed(3)), ClientFixture.minutes(time, 5));

        assertEquals(1, cloud.count("PATCH", "mk8s/v2/node-groups/" + ngId));
        assertEquals(Cluster.RUNNING, client.nodeGroups().awaitClusterSettled(clusterId, ClientFixture.minutes(time, 5)).status());
    }

    @Test
    void a409ThatDoesNotSayBusyIsReportedAtOnce() {
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
        assertEquals(1, cloud.count("PATCH", "mk8s/v2/node-groups/ng-x"));
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

    @org.junit.jupiter.params.ParameterizedTest(name = "busy answered with HTTP {0}: {1}")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "400|{\"code\":9,\"message\":\"cluster is in RECONCILING state; the operation is allowed only when it is RUNNING\",\"details\":[]}",
        "412|{\"errors\":[{\"status\":\"412\",\"detail\":\"Cluster is in inappropriate state\"}]}",
        "422|{\"message\":\"another operation is in progress on the cluster\"}",
        "400|Cluster gpu-prod is busy, try again later"})
    void aBusyAnswerWith400Or412Or422IsRecognisedFromItsBodyAndRetriedAfterRunning(int status, String body) {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        cloud.failAndThen("POST", "mk8s/v2/clusters/" + clusterId + ":scaleControlPlane", status, body,
                () -> cloud.script(clusterId, "RECONCILING", "RUNNING"));

        client.clusters().scaleControlPlane(clusterId, MasterSpec.of("f", 3), ClientFixture.minutes(time, 30));

        assertEquals(2, cloud.count("POST", "mk8s/v2/clusters/" + clusterId + ":scaleControlPlane"));
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "validation answered with HTTP {0} fails at once")
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "400|{\"code\":3,\"message\":\"master_spec.replicas: a standard cluster has 1, 3 or 5 masters, got 2\",\"details\":[{\"@type\":\"type.googleapis.com/google.rpc.BadRequest\",\"field_violations\":[{\"field\":\"master_spec.replicas\",\"description\":\"got 2\"}]}]}",
        "422|{\"message\":\"replicas must be 1, 3 or 5\"}",
        "400|{\"error\":{\"code\":400,\"message\":\"flavor f not found\"}}"})
    void aValidationErrorWith400Or422FailsAtOnceWithOneRequest(int status, String body) {
        String clusterId = cloud.addCluster("gpu-prod", "RUNNING");
        cloud.fail("POST", "mk8s/v2/clusters/" + clusterId + ":scaleControlPlane", status, body, Map.of());

        VkcsApiException error = assertThrows(VkcsApiException.class,
                () -> client.clusters().scaleControlPlane(clusterId, MasterSpec.of("f", 2), ClientFixture.minutes(time, 30)));

        assertEquals(status, error.status());
        assertTrue(!error.isBusy(), error.getMessage());
        assertEquals(1, cloud.count("POST", "mk8s/v2/clusters/" + clusterId + ":scaleControlPlane"));
    }
}
