package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddon;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonCreate;
import com.vkcsgpu.provider.cloud.mk8s.ClusterCreate;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.wait.WaitControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.Fault;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The cloud side of the reference stack (a cluster, three GPU-sized pools created at once, a pool resize, an
 * upgrade, the GPU Operator addon) against the emulator playing each plausible answer to what VK Cloud has not
 * published, one emulator per variant: it must pass under every one. Client level, so the whole matrix costs
 * seconds; each variant also loses the answer to one cluster create and one node group create, so lost-create
 * recovery runs under every variant (by-name GETs or listing). The variants share nothing and spend their time in
 * simulated provisioning, so they run at once (12 × ~2.7 s one after the other kept a test JVM idle for half a minute).
 */
class CloudUnknownsMatrixTest {
    /**
     * The settle time and the 404 grace at the emulator's time scale (they count from when a read was sent, so
     * load cannot fool them); an unknown status may last 30 s instead of 1.2 s: the variants check that such a
     * status is waited through, and thirteen variants at once on a loaded machine can stretch one reconcile (240 ms
     * here) past 1.2 s. That the limit ends a wait is {@code WaiterTest}'s.
     */
    private static final CloudTolerances ROOM_FOR_UNKNOWN_STATUSES = new CloudTolerances(
            CloudTolerances.defaults().scaled(EmulatorFixture.TIME_SCALE).settleTime(),
            CloudTolerances.defaults().scaled(EmulatorFixture.TIME_SCALE).notFoundGrace(), Duration.ofSeconds(30));

    static Stream<Arguments> variants() {
        CloudBehaviour d = CloudBehaviour.defaults();
        return Stream.of(
                Arguments.of("documented defaults", d),
                Arguments.of("the realistic profile of the end-to-end runs", CloudBehaviour.realistic()),
                Arguments.of("status flips to RECONCILING 30 s after a change is accepted", d.withStatusLag(Duration.ofSeconds(30))),
                Arguments.of("404 for 4 min after create", d.withLateVisibility(Duration.ofMinutes(4))),
                Arguments.of("busy answered with 400", d.withBusyStatus(400)),
                Arguments.of("busy answered with 412", d.withBusyStatus(412).withErrorShape(CloudBehaviour.ErrorShape.MAGNUM)),
                Arguments.of("busy answered with 422", d.withBusyStatus(422).withErrorShape(CloudBehaviour.ErrorShape.FLAT)),
                Arguments.of("no by-name GETs", d.withByNameGets(false)),
                Arguments.of("no by-name GETs, a name sent as an id answered 400", d.withByNameGets(false).withNameAsIdStatus(400)),
                Arguments.of("by-name GETs under by-name/, a name sent as an id answered 400",
                        d.withByNameShape(CloudBehaviour.ByNameShape.PREFIXED).withNameAsIdStatus(400)),
                Arguments.of("transitional status UPDATING, unknown to the client", d.withTransitionalStatus("UPDATING")),
                Arguments.of("error bodies in OpenStack shape", d.withErrorShape(CloudBehaviour.ErrorShape.OPENSTACK)),
                Arguments.of("error bodies as plain text, busy as 400", d.withErrorShape(CloudBehaviour.ErrorShape.PLAIN_TEXT)
                        .withBusyStatus(400)),
                Arguments.of("values_template in base64", d.withValuesTemplate(CloudBehaviour.TemplateEncoding.BASE64)),
                Arguments.of("everything at once", d.withStatusLag(Duration.ofSeconds(30)).withLateVisibility(Duration.ofMinutes(4))
                        .withBusyStatus(400).withByNameGets(false).withTransitionalStatus("UPDATING")
                        .withErrorShape(CloudBehaviour.ErrorShape.PLAIN_TEXT)
                        .withValuesTemplate(CloudBehaviour.TemplateEncoding.BASE64)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    @Execution(ExecutionMode.CONCURRENT)
    void theStacksCloudSidePasses(String variant, CloudBehaviour behaviour) throws Exception {
        try (VkCloudEmulator cloud = EmulatorFixture.start(behaviour)) {
            VkcsClient client = VkcsClient.create(EmulatorFixture.settings(cloud), EmulatorFixture.options()
                    .withTolerances(ROOM_FOR_UNKNOWN_STATUSES));
            WaitControl control = WaitControl.timeout(Clock.systemUTC(), Duration.ofMinutes(2));
            cloud.injectFault(Fault.on("POST", "**/clusters").resetAfterHandling());
            cloud.injectFault(Fault.on("POST", "**/node-groups").resetAfterHandling());

            ClusterCreate newest = EmulatorFixture.cluster(cloud, "matrix");
            ClusterCreate request = new ClusterCreate(newest.uuid(), newest.name(), newest.description(), "v1.33.3", newest.labels(),
                    newest.masterSpec(), newest.deploymentType(), newest.networkConfig(), newest.loadBalancerConfig(),
                    newest.insecureRegistries());
            String clusterId = client.clusters().createCluster(request);
            assertEquals(clusterId, client.clusters().awaitRunning(clusterId, control).id());

            ExecutorService pools = Executors.newFixedThreadPool(3);
            List<Future<String>> creates = new ArrayList<>();
            for (String name : List.of("a100-pool", "l4-pool", "cpu-pool")) {
                creates.add(pools.submit(() -> {
                    String id = client.nodeGroups().createNodeGroup(clusterId, EmulatorFixture.workers(cloud, name), control);
                    client.nodeGroups().awaitClusterSettled(clusterId, control);
                    assertEquals(name, client.nodeGroups().awaitVisible(id, control).name());
                    return id;
                }));
            }
            List<String> ids = new ArrayList<>();
            for (Future<String> create : creates) {
                ids.add(create.get());
            }
            pools.shutdown();
            assertEquals(3, snapshot(cloud).nodeGroups().size(), "one group per pool, none created twice");
            assertEquals(3, ids.stream().distinct().count());

            client.nodeGroups().patchNodeGroup(clusterId, ids.get(0), NodeGroupPatch.none().withScale(ScaleSpec.fixed(2)), control);
            client.nodeGroups().awaitClusterSettled(clusterId, control);
            EmulatorSnapshot.Cluster afterResize = snapshot(cloud);
            assertEquals("RUNNING", afterResize.status());
            assertEquals(2, afterResize.nodeGroups().stream().filter(g -> g.id().equals(ids.get(0))).findFirst().orElseThrow()
                    .nodeNames().size(), "the wait ended only once the resize had taken effect");

            client.clusters().upgradeCluster(clusterId, "v1.34.2", control);
            assertEquals("v1.34.2", client.clusters().awaitRunning(clusterId, control).version());

            AddonVersion operator = client.addons().findAddonVersion("gpu-operator", "24.9.0").orElseThrow();
            assertTrue(operator.valuesTemplateText().contains("mcs.mail.ru/gpu-exists"), operator.valuesTemplateText());
            String addonId = client.addons().installAddon(clusterId, "gpu-operator", new ClusterAddonCreate(operator.addonId(),
                    operator.id(), "gpu-operator", operator.valuesTemplateText(), "gpu-operator"), control);
            assertEquals(ClusterAddon.INSTALLED, client.addons().awaitAddonInstalled(addonId, control).status());

            VkcsApiException refused = assertThrows(VkcsApiException.class, () -> client.nodeGroups().createNodeGroup(clusterId,
                    EmulatorFixture.workers(cloud, "a100-pool"), control));
            assertTrue(refused.getMessage().contains("already exists"), variant + ": " + refused.getMessage());
            assertEquals(1, cloud.requests().stream().filter(r -> r.method().equals("POST") && r.route().equals("node-groups")
                    && r.status() == 409).count(), "a name clash is reported, not retried as busy");
        }
    }

    private static EmulatorSnapshot.Cluster snapshot(VkCloudEmulator cloud) {
        return cloud.snapshot().clusters().get(0);
    }
}
