package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The project's Managed Kubernetes quotas over HTTP: VK's documented defaults refuse almost every GPU node, the
 * emulator's default (a GPU project's raised quotas) takes them, the GPUs connected bound a pool's node count or
 * autoscaling maximum, and each plausible answer to an over-quota create is played.
 */
class ProjectQuotasTest {
    private static final String FIXED_ONE = "{\"fixed_scale\":{\"size\":1}}";
    private VkCloudEmulator cloud;
    private CloudClient client;

    /** Starts an emulator with {@code quotas} (null: its default) and a RUNNING cluster; returns the cluster id. */
    private String start(ProjectQuotas quotas) {
        VkCloudEmulator.Builder builder = VkCloudEmulator.builder().timeScale(0.0005).withoutKubeApi()
                .tokenLifetime(Duration.ofDays(10));
        cloud = (quotas == null ? builder : builder.quotas(quotas)).start();
        client = new CloudClient(cloud).login();
        return client.runningCluster("quota");
    }

    @AfterEach
    void stop() {
        if (cloud != null) {
            cloud.close();
        }
    }

    @Test
    void documentedDefaultsRefuseAnA100NodeAtOnceNamingEachQuotaByHowMuchAndHowToRaiseIt() {
        String cluster = start(ProjectQuotas.documented());

        CloudClient.Response refused = client.mk8s("POST", "node-groups",
                client.nodeGroupBody(cluster, "a100", "GPU1A-32-96-A100-1", "GZ1", FIXED_ONE));

        assertEquals(403, refused.status(), refused.body());
        String message = refused.json().get("message").getAsString();
        assertTrue(message.contains("Quota exceeded for Kubernetes vCPU: 32 requested, limit 20, 12 over"), message);
        assertTrue(message.contains("Quota exceeded for Kubernetes RAM: 96 GB requested, limit 64 GB, 32 GB over"), message);
        assertTrue(message.contains("ask VK Cloud support to raise the project's quota"), message);
        assertEquals(7, refused.json().get("code").getAsInt(), "grpc-gateway's code for 403 (PERMISSION_DENIED)");
        assertEquals(0, cloud.snapshot().clusters().get(0).nodeGroups().size(), "a refused group is not stored");
        assertEquals("RUNNING", client.clusterStatus(cluster));
    }

    @Test
    void theEmulatorsDefaultIsAGpuProjectWhoseQuotasTakeGpuNodes() {
        String cluster = start(null);
        assertEquals(ProjectQuotas.gpuProject(), cloud.quotas());

        CloudClient.Response created = client.mk8s("POST", "node-groups",
                client.nodeGroupBody(cluster, "a100", "GPU1A-32-96-A100-1", "GZ1", "{\"fixed_scale\":{\"size\":2}}"));

        assertEquals(200, created.status(), created.body());
        client.awaitClusterStatus(cluster, "RUNNING");
    }

    @Test
    void aThirdClusterIsOverTheDocumentedTwo() {
        start(ProjectQuotas.documented());
        assertEquals(200, client.mk8s("POST", "clusters", client.clusterBody("second", "v1.33.3")).status());

        CloudClient.Response third = client.mk8s("POST", "clusters", client.clusterBody("third", "v1.33.3"));

        assertEquals(403, third.status(), third.body());
        assertTrue(third.body().contains("Kubernetes clusters: 3 requested, limit 2, 1 over"), third.body());
    }

    @Test
    void anAutoscalingMaximumBeyondTheConnectedGpusIsRefusedAndTheRefusalStatusIsASetting() {
        String cluster = start(ProjectQuotas.gpuProject().withGpus(2).withRefusalStatus(429));

        CloudClient.Response refused = client.mk8s("POST", "node-groups", client.nodeGroupBody(cluster, "l4-pool",
                "GPU2-16-72-L4-1", "GZ1", "{\"auto_scale\":{\"min_size\":1,\"max_size\":3,\"size\":1}}"));

        assertEquals(429, refused.status(), refused.body());
        assertTrue(refused.body().contains("GPUs connected to the project: 3 needed (node count or autoscaling maximum),"
                + " 2 connected, 1 over"), refused.body());
    }

    @Test
    void aScaleUpOverQuotaIsRefusedAndTheGroupKeepsItsSize() {
        String cluster = start(ProjectQuotas.documented());
        CloudClient.Response created = client.mk8s("POST", "node-groups",
                client.nodeGroupBody(cluster, "v100", "GPU1-16-48-V100-1", "MS1", FIXED_ONE));
        assertEquals(200, created.status(), created.body());
        client.awaitClusterStatus(cluster, "RUNNING");
        String group = created.json().get("node_group_id").getAsString();

        CloudClient.Response refused = client.mk8s("PATCH", "node-groups/" + group,
                "{\"scale_spec\":{\"fixed_scale\":{\"size\":2}}}");

        assertEquals(403, refused.status(), refused.body());
        assertTrue(refused.body().contains("vCPU: 32 requested, limit 20"), refused.body());
        assertEquals(1, client.mk8s("GET", "node-groups/" + group).json().getAsJsonObject("node_group")
                .getAsJsonObject("scale_spec").getAsJsonObject("fixed_scale").get("size").getAsInt());
    }

    @Test
    void answeredLateTheCreateIsAcceptedTheClusterEndsInErrorAndAChangeThatFitsRecoversIt() {
        String cluster = start(ProjectQuotas.documented().withWhenExceeded(ProjectQuotas.WhenExceeded.LATE_ERROR));

        CloudClient.Response accepted = client.mk8s("POST", "node-groups", client.nodeGroupBody(cluster, "v100",
                "GPU1-16-48-V100-1", "MS1", "{\"fixed_scale\":{\"size\":2}}"));

        assertEquals(200, accepted.status(), accepted.body());
        client.awaitClusterStatus(cluster, "ERROR");
        String group = accepted.json().get("node_group_id").getAsString();
        assertEquals(200, client.mk8s("PATCH", "node-groups/" + group,
                "{\"scale_spec\":{\"fixed_scale\":{\"size\":1}}}").status());
        client.awaitClusterStatus(cluster, "RUNNING");
    }

    @Test
    void settingsReadThePresetAndOverridesAndNameEveryBadKey() {
        ProjectQuotas read = ProjectQuotas.fromMap(Map.of("quota.preset", "documented", "quota.vcpus", "96",
                "quota.when.exceeded", "late-error"), "test");
        assertEquals(ProjectQuotas.documented().vcpus(), 20);
        assertEquals(96, read.vcpus());
        assertEquals(64, read.ramGb());
        assertEquals(ProjectQuotas.WhenExceeded.LATE_ERROR, read.whenExceeded());
        assertEquals(read, ProjectQuotas.fromMap(read.toMap(), "round trip"));

        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> ProjectQuotas.fromMap(
                Map.of("quota.preset", "huge", "quota.gpus", "many", "quota.refusal.status", "418"), "file.properties"));
        assertTrue(bad.getMessage().contains("quota.preset must be gpu-project or documented")
                && bad.getMessage().contains("quota.gpus must be a whole number")
                && bad.getMessage().contains("quota.refusal.status must be one of"), bad.getMessage());
    }
}
