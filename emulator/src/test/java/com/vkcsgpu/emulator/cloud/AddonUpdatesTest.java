package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Changing an installed addon's version over HTTP as VK documents it: never down, up in place or only by reinstalling
 * (a setting), and a failed update left in ERROR that the next update (VK's "Retry update") recovers.
 */
class AddonUpdatesTest {
    private VkCloudEmulator cloud;
    private CloudClient client;
    private String clusterId;
    private String addonId;

    @BeforeEach
    void installTheOlderGpuOperator() {
        cloud = VkCloudEmulator.builder().timeScale(0.0005).withoutKubeApi().tokenLifetime(Duration.ofDays(10)).start();
        client = new CloudClient(cloud).login();
        // 24.6.2 supports Kubernetes v1.32.1 and v1.31.4 only (the emulator's catalog)
        CloudClient.Response created = client.mk8s("POST", "clusters", client.clusterBody("addons", "v1.32.1"));
        clusterId = created.json().get("id").getAsString();
        client.awaitClusterStatus(clusterId, "RUNNING");
        JsonObject body = new JsonObject();
        body.addProperty("addon_id", catalogAddonId());
        body.addProperty("addon_version_id", versionId("24.6.2"));
        body.addProperty("namespace", "gpu-operator");
        body.addProperty("values", "operator: {}");
        CloudClient.Response installed = client.mk8s("POST", "clusters/" + clusterId + "/addons", body.toString());
        assertEquals(200, installed.status(), installed.body());
        addonId = installed.json().get("id").getAsString();
        awaitAddonStatus("INSTALLED");
    }

    @AfterEach
    void stop() {
        cloud.close();
    }

    @Test
    void aLowerVersionIsRefusedAlways() {
        CloudClient.Response upgraded = patch(versionId("24.9.0"));
        assertEquals(200, upgraded.status(), upgraded.body());
        awaitAddonStatus("INSTALLED");

        CloudClient.Response refused = patch(versionId("24.6.2"));

        assertEquals(400, refused.status(), refused.body());
        assertTrue(refused.body().contains("gpu-operator 24.9.0 cannot be downgraded to 24.6.2; addon versions only go up"),
                refused.body());
    }

    @Test
    void anAddonThatMustBeReinstalledRefusesAHigherVersionNamingTheReinstall() {
        cloud.addonUpdates().inPlaceUpgrades(false);

        CloudClient.Response refused = patch(versionId("24.9.0"));

        assertEquals(400, refused.status(), refused.body());
        assertTrue(refused.body().contains("uninstall the addon and install version 24.9.0"), refused.body());
        assertEquals(versionId("24.6.2"), addon().get("addon_version_id").getAsString());
    }

    @Test
    void aFailedUpdateIsLeftInErrorAndTheUpdateSentAgainRecoversIt() {
        cloud.addonUpdates().failNextUpdates(1);

        assertEquals(200, patch(versionId("24.9.0")).status());
        awaitAddonStatus("ERROR");
        assertEquals(200, patch(versionId("24.9.0")).status(), "an addon in ERROR takes the update again");

        awaitAddonStatus("INSTALLED");
        assertEquals(versionId("24.9.0"), addon().get("addon_version_id").getAsString());
    }

    private CloudClient.Response patch(String versionId) {
        JsonObject body = new JsonObject();
        body.addProperty("addon_version_id", versionId);
        body.addProperty("values", "operator: {}");
        return client.mk8s("PATCH", "clusters/" + clusterId + "/addons/" + addonId, body.toString());
    }

    private JsonObject addon() {
        return client.mk8s("GET", "cluster_addons/" + addonId).json();
    }

    private void awaitAddonStatus(String status) {
        CloudClient.await("addon " + addonId + " to be " + status, () -> status.equals(addon().get("status").getAsString()));
    }

    private String catalogAddonId() {
        return client.mk8s("GET", "addons").json().getAsJsonArray("addons").asList().stream()
                .map(a -> a.getAsJsonObject()).filter(a -> a.get("name").getAsString().equals("gpu-operator"))
                .findFirst().orElseThrow().get("id").getAsString();
    }

    private String versionId(String version) {
        return client.mk8s("GET", "addons/gpu-operator/versions/" + version).json().get("id").getAsString();
    }
}
