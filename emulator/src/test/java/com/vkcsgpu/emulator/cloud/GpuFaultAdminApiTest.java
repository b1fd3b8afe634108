package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.gpu.GpuFault;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code /_emulator/gpu-faults}: GPU failures injected over the admin API, validated, listed and cleared. */
class GpuFaultAdminApiTest {
    private static VkCloudEmulator cloud;
    private static CloudClient api;

    @BeforeAll
    static void start() {
        cloud = VkCloudEmulator.builder().timeScale(0.0005).staticTokenKubeconfig()
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10))).start();
        api = new CloudClient(cloud).login();
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    @BeforeEach
    void reset() {
        assertEquals(200, admin("DELETE", "gpu-faults", null).status());
    }

    private static CloudClient.Response admin(String method, String path, String body) {
        return api.send(method, cloud.adminUrl().resolve(path), body, null);
    }

    @Test
    void faultsAddedBeforeTheClusterExistsAreListedAndActOnItsNodes() {
        CloudClient.Response crash = admin("POST", "gpu-faults",
                "{\"cluster\":\"faulty\",\"node\":\"faulty-l4-pool-0\",\"kind\":\"driver_crash_loop\"}");
        assertEquals(201, crash.status(), crash.body());
        assertEquals(201, admin("POST", "gpu-faults", "{\"cluster\":\"faulty\",\"nodeGroup\":\"l4-pool\","
                + "\"kind\":\"untolerated_taint\",\"taint\":\"dedicated=training:NoSchedule\"}").status());
        assertEquals(201, admin("POST", "gpu-faults", "{\"cluster\":\"faulty\",\"nodeGroup\":\"l4-pool\","
                + "\"kind\":\"SLOW_DRIVER_COMPILE\",\"compileMinutes\":40}").status());

        JsonArray listed = admin("GET", "gpu-faults", null).json().getAsJsonArray("gpuFaults");
        assertEquals(3, listed.size(), listed.toString());
        JsonObject taint = listed.get(1).getAsJsonObject();
        assertEquals("faulty", taint.get("cluster").getAsString());
        assertEquals("l4-pool", taint.get("nodeGroup").getAsString());
        assertEquals("untolerated_taint", taint.get("kind").getAsString());
        assertEquals("dedicated=training:NoSchedule", taint.get("taint").getAsString());
        assertEquals(40, listed.get(2).getAsJsonObject().get("compileMinutes").getAsInt());

        String clusterId = api.runningCluster("faulty");
        CloudClient.Response group = api.mk8s("POST", "node-groups",
                api.nodeGroupBody(clusterId, "l4-pool", "GPU2-16-72-L4-1", "GZ1", "{\"fixed_scale\":{\"size\":2}}"));
        assertEquals(200, group.status(), group.body());
        api.awaitClusterStatus(clusterId, "RUNNING");
        assertEquals(List.of(GpuFault.driverCrashLoop("faulty-l4-pool-0")),
                cloud.gpuSimulation(clusterId).orElseThrow().faults().stream()
                        .filter(f -> f.kind() == GpuFault.Kind.DRIVER_CRASH_LOOP).toList());

        String kubeconfig = api.mk8s("POST", "clusters/" + clusterId + "/kube_config").body();
        try (KubernetesClient kube = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(kubeconfig)).build()) {
            for (String name : List.of("faulty-l4-pool-0", "faulty-l4-pool-1")) {
                kube.nodes().withName(name).waitUntilCondition(n -> n != null && taints(n).contains(
                        "dedicated=training:NoSchedule"), 10, TimeUnit.SECONDS);
                assertTrue(taints(kube.nodes().withName(name).get()).contains("nvidia.com/gpu=present:NoSchedule"),
                        "the node group's own taint stays");
            }
            // Clearing by cluster id removes the out-of-band taint again.
            assertEquals(200, admin("DELETE", "gpu-faults/" + clusterId, null).status());
            kube.nodes().withName("faulty-l4-pool-1").waitUntilCondition(n -> n != null
                    && List.of("nvidia.com/gpu=present:NoSchedule").equals(taints(n)), 10, TimeUnit.SECONDS);
        }
        assertEquals(0, admin("GET", "gpu-faults", null).json().getAsJsonArray("gpuFaults").size());
    }

    private static List<String> taints(Node node) {
        return node.getSpec().getTaints() == null ? List.of() : node.getSpec().getTaints().stream()
                .map(GpuFaultAdminApiTest::describe).toList();
    }

    private static String describe(Taint t) {
        return t.getKey() + (t.getValue() == null || t.getValue().isEmpty() ? "" : "=" + t.getValue()) + ":" + t.getEffect();
    }

    @Test
    void aFaultForAClusterGivenByIdIsFiledUnderItsName() {
        String clusterId = api.runningCluster("by-id");
        CloudClient.Response added = admin("POST", "gpu-faults",
                "{\"cluster\":\"" + clusterId + "\",\"node\":\"by-id-a-0\",\"kind\":\"missing_gpus\"}");
        assertEquals(201, added.status(), added.body());
        assertEquals("by-id", added.json().get("cluster").getAsString());
        assertEquals(List.of(GpuFault.missingGpus("by-id-a-0")), cloud.gpuFaults().of("by-id"));
    }

    @Test
    void invalidFaultsAreRejectedNamingEveryField() {
        CloudClient.Response empty = admin("POST", "gpu-faults", "{}");
        assertEquals(400, empty.status());
        for (String field : List.of("cluster", "kind", "node")) {
            assertTrue(empty.body().contains(field), empty.body());
        }
        assertRejected("{\"cluster\":\"c\",\"node\":\"n\",\"kind\":\"melted\"}",
                "driver_crash_loop, missing_gpus, slow_driver_compile, untolerated_taint, driver_nouveau,"
                        + " driver_secure_boot, driver_on_host, driver_oom_killed, dcgm_exporter_oom_killed,"
                        + " fabric_manager_missing, cdi_injection_failed, gpu_fell_off_bus, deploy_label_paused");
        assertRejected("{\"cluster\":\"c\",\"node\":\"n\",\"nodeGroup\":\"g\",\"kind\":\"missing_gpus\"}",
                "exactly one of node");
        assertRejected("{\"cluster\":\"c\",\"node\":\"n\",\"kind\":\"slow_driver_compile\"}", "compileMinutes");
        assertRejected("{\"cluster\":\"c\",\"node\":\"n\",\"kind\":\"untolerated_taint\",\"taint\":\"dedicated\"}",
                "key[=value]:Effect");
        assertRejected("{\"cluster\":\"c\",\"node\":\"n\",\"kind\":\"untolerated_taint\",\"taint\":\"a=b:PreferNoSchedule\"}",
                "NoSchedule or :NoExecute");
        assertRejected("{\"cluster\":\"c\",\"node\":\"n\",\"kind\":\"missing_gpus\",\"taint\":\"a:NoSchedule\"}",
                "only untolerated_taint takes a taint");
        assertEquals(0, admin("GET", "gpu-faults", null).json().getAsJsonArray("gpuFaults").size());
    }

    private static void assertRejected(String body, String expected) {
        CloudClient.Response response = admin("POST", "gpu-faults", body);
        assertEquals(400, response.status(), response.body());
        assertTrue(response.body().contains(expected), response.body());
    }
}
