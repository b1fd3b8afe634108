package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each setting of {@link CloudBehaviour} changes what the emulated managed-k8s service answers. */
class CloudBehaviourTest extends OneCloudTest {

    @BeforeEach
    void reset() {
        cloud.behaviour(CloudBehaviour.defaults());
    }

    @Test
    void aSettingsFileSetsTheEmulatorAndEveryBadKeyIsNamedAtOnce(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("vkcloud-observed.properties");
        Files.writeString(file, "# written by the real-cloud contract test\nstatus.lag.seconds=12\nbusy.status=422\n"
                + "by.name.gets=false\nerror.shape=plain_text\naddon.values.template=base64\nobserved.note=ignored\n",
                StandardCharsets.UTF_8);
        CloudBehaviour loaded = CloudBehaviour.load(file);
        assertEquals(CloudBehaviour.defaults().withStatusLag(Duration.ofSeconds(12)).withBusyStatus(422).withByNameGets(false)
                .withErrorShape(CloudBehaviour.ErrorShape.PLAIN_TEXT).withValuesTemplate(CloudBehaviour.TemplateEncoding.BASE64),
                loaded);
        assertEquals(loaded, CloudBehaviour.fromMap(loaded.toMap(), "round trip"));

        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> CloudBehaviour.fromMap(Map.of("busy.status", "418", "error.shape", "xml"), "test"));
        assertTrue(bad.getMessage().contains("busy.status must be one of 409, 400, 412, 422, got '418'"), bad.getMessage());
        assertTrue(bad.getMessage().contains("error.shape must be one of grpc_gateway, openstack, magnum, flat, plain_text"),
                bad.getMessage());
    }

    @Test
    void busyIsAnsweredWithTheConfiguredStatusInTheConfiguredShapeSetThroughTheAdminApi() {
        CloudClient.Response put = client.send("PUT", cloud.adminUrl().resolve("settings"),
                "{\"busy.status\":412,\"error.shape\":\"magnum\"}", null);
        assertEquals(200, put.status(), put.body());
        String id = client.mk8s("POST", "clusters", client.clusterBody("busy-412", "v1.33.3")).json().get("id").getAsString();

        CloudClient.Response busy = client.mk8s("POST", "node-groups", client.nodeGroupBody(id, "workers", "STD3-8-16", "GZ1",
                "{\"fixed_scale\":{\"size\":1}}"));

        assertEquals(412, busy.status(), busy.body());
        assertTrue(busy.json().getAsJsonArray("errors").get(0).getAsJsonObject().get("detail").getAsString()
                .contains("PROVISIONING"), busy.body());
        CloudClient.Response invalid = client.send("PUT", cloud.adminUrl().resolve("settings"), "{\"busy.status\":418}", null);
        assertEquals(400, invalid.status());
        assertEquals(412, cloud.behaviour().busyStatus(), "a refused PUT changes nothing");
    }

    @Test
    void withoutByNameGetsNamesAre404AndTheClusterListStillFindsIt() {
        cloud.behaviour(CloudBehaviour.defaults().withByNameGets(false));
        String id = client.runningCluster("by-id-only");

        assertEquals(404, client.mk8s("GET", "clusters/by-id-only").status());
        assertEquals(200, client.mk8s("GET", "clusters/" + id).status());
        assertTrue(client.mk8s("GET", "clusters").body().contains("\"by-id-only\""));
        assertEquals(404, client.mk8s("GET", "clusters/" + id + "/node-groups/anything").status());
    }

    @Test
    void byNameGetsUnderByNameAnswerANameAtTheIdPathWith400() {
        cloud.behaviour(CloudBehaviour.defaults().withByNameShape(CloudBehaviour.ByNameShape.PREFIXED).withNameAsIdStatus(400));
        String id = client.runningCluster("prefixed");
        assertEquals(200, client.mk8s("POST", "node-groups", client.nodeGroupBody(id, "pool", "STD3-4-8", "GZ1",
                "{\"fixed_scale\":{\"size\":1}}")).status());
        client.awaitClusterStatus(id, "RUNNING");

        CloudClient.Response nameAsId = client.mk8s("GET", "clusters/prefixed");
        assertEquals(400, nameAsId.status(), nameAsId.body());
        assertTrue(nameAsId.body().contains("\\\"prefixed\\\" is not a valid cluster id"), nameAsId.body());
        assertEquals(id, client.mk8s("GET", "clusters/by-name/prefixed").json().get("id").getAsString());
        assertEquals(400, client.mk8s("GET", "clusters/" + id + "/node-groups/pool").status());
        assertEquals("pool", client.mk8s("GET", "clusters/" + id + "/node-groups/by-name/pool").json()
                .getAsJsonObject("node_group").get("name").getAsString());
        assertEquals(200, client.mk8s("GET", "clusters/" + id).status(), "ids still work");

        cloud.behaviour(CloudBehaviour.defaults());
        assertEquals(404, client.mk8s("GET", "clusters/by-name/prefixed").status(), "the plain shape has no by-name/ route");
    }

    @Test
    void vkChoosesAnOmittedExternalNetworkAndCiliumCanBeRefused() {
        cloud.behaviour(CloudBehaviour.defaults().withAutoExternalNetwork(true).withCiliumAccepted(false));
        String id = client.runningCluster("auto-net");
        assertEquals(ClusterApi.CHOSEN_EXTERNAL_NETWORK, client.mk8s("GET", "clusters/" + id).json()
                .getAsJsonObject("network_config").getAsJsonObject("engine").getAsJsonObject("sprut_engine")
                .get("external_network_id").getAsString());

        String cilium = client.clusterBody("cilium", "v1.33.3")
                .replace("\"calico\":{\"pods_ipv4_cidr\":\"10.100.0.0/16\"},\"cilium\":null",
                        "\"calico\":null,\"cilium\":{\"pods_ipv4_cidr\":\"10.100.0.0/16\"}");
        CloudClient.Response refused = client.mk8s("POST", "clusters", cilium);
        assertEquals(400, refused.status(), refused.body());
        assertTrue(refused.body().contains("Currently, only calico is supported"), refused.body());
    }

    @Test
    void aNewObjectIs404UntilTheLateVisibilityWindowHasPassed() {
        cloud.behaviour(CloudBehaviour.defaults().withLateVisibility(Duration.ofHours(1))); // 1.8 s at this time scale
        String id = client.mk8s("POST", "clusters", client.clusterBody("late-one", "v1.33.3")).json().get("id").getAsString();

        assertEquals(404, client.mk8s("GET", "clusters/" + id).status());
        CloudClient.await("the cluster to become readable", () -> client.mk8s("GET", "clusters/" + id).status() == 200);
    }

    @Test
    void theStatusLagsBehindAnAcceptedChangeWhichStillMakesTheClusterBusyAndShowsTheConfiguredStatus() {
        String id = client.runningCluster("lagging");
        cloud.behaviour(CloudBehaviour.defaults().withStatusLag(Duration.ofHours(1)).withTransitionalStatus("UPDATING"));

        assertEquals(200, client.mk8s("POST", "node-groups", client.nodeGroupBody(id, "first", "STD3-8-16", "GZ1",
                "{\"fixed_scale\":{\"size\":1}}")).status());

        assertEquals("RUNNING", client.clusterStatus(id), "the status has not caught up yet");
        CloudClient.Response second = client.mk8s("POST", "node-groups", client.nodeGroupBody(id, "second", "STD3-8-16", "GZ1",
                "{\"fixed_scale\":{\"size\":1}}"));
        assertEquals(409, second.status(), second.body());
        assertTrue(second.body().contains("in progress"), second.body());
        client.awaitClusterStatus(id, "UPDATING");
        client.awaitClusterStatus(id, "RUNNING");
    }

    @Test
    void errorsCanBePlainTextAndValuesTemplatesBase64() {
        cloud.behaviour(CloudBehaviour.defaults().withErrorShape(CloudBehaviour.ErrorShape.PLAIN_TEXT)
                .withValuesTemplate(CloudBehaviour.TemplateEncoding.BASE64));

        CloudClient.Response missing = client.mk8s("GET", "clusters/0VkcsGpuAbsent000000000000000");
        assertEquals(404, missing.status());
        assertTrue(missing.raw().headers().firstValue("Content-Type").orElse("").startsWith("text/plain"));
        assertTrue(missing.body().contains("not found"), missing.body());

        String template = JsonParser.parseString(client.mk8s("GET", "addons/gpu-operator/versions/24.9.0").body())
                .getAsJsonObject().get("values_template").getAsString();
        assertTrue(new String(Base64.getDecoder().decode(template), StandardCharsets.UTF_8).contains("mcs.mail.ru/gpu-exists"));
    }
}
