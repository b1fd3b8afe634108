package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.Fault;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.provider.wait.WaitControl;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The tolerances for what VK has not published (a status that flips to RECONCILING late, a 404 right after a
 * create) count from when a read was sent, not from when its answer arrived: an answer that reaches a loaded
 * client or crosses a slow network late still describes the cloud as it was when the read arrived. Each test holds
 * one answer past the tolerance ({@link Fault.Target#slowAnswer}); a client that looked at the clock on arrival
 * would take the stale answer for evidence. At the emulator's time scale the status lag is 30 ms and the settle
 * time 60 ms. The 404 tests need their first read sent within the late-404 window, so the window is 3 s, far
 * beyond the moment the client sends it on a loaded machine, the 404 grace 4 s and the held answer 5 s.
 */
class SlowAnswersTest {
    private static final Duration STATUS_LAG = Duration.ofSeconds(30);
    /** 3 s at the emulator's time scale. */
    private static final Duration LATE_VISIBILITY = Duration.ofMinutes(50);
    private static final Duration NOT_FOUND_GRACE = Duration.ofSeconds(4);
    private static final Duration HELD_404 = Duration.ofSeconds(5);

    private final WaitControl control = WaitControl.timeout(Clock.systemUTC(), Duration.ofMinutes(2));

    @Test
    void aRunningStatusReadBeforeTheSettleTimeIsNoEvidenceHoweverLateItsAnswerArrives() {
        try (VkCloudEmulator cloud = EmulatorFixture.start(CloudBehaviour.defaults().withStatusLag(STATUS_LAG))) {
            VkcsClient client = VkcsClient.create(EmulatorFixture.settings(cloud), EmulatorFixture.options());
            String clusterId = runningCluster(client, cloud, "slow-settle");

            client.nodeGroups().createNodeGroup(clusterId, EmulatorFixture.workers(cloud, "late-status"), control);
            // the first read after the change is sent while the status still says RUNNING (the lag) and answered
            // after the settle time, while the cluster is already reconciling
            cloud.injectFault(Fault.on("GET", "**/clusters/" + clusterId).slowAnswer(Duration.ofMillis(150)));
            client.nodeGroups().awaitClusterSettled(clusterId, control);

            EmulatorSnapshot.Cluster cluster = cloud.snapshot().clusters().get(0);
            assertEquals("RUNNING", cluster.status(), "the wait ended while the cluster was reconciling");
            assertEquals(1, cluster.nodeGroups().get(0).nodeNames().size(), "the wait ended before the node was created");
            assertEquals(1, cloud.requests().stream().filter(r -> r.fault() == Fault.Kind.SLOW_ANSWER).count());
        }
    }

    @Test
    void aNodeGroup404ReadWithinTheGraceIsALateReadHoweverLateItsAnswerArrives() {
        try (VkCloudEmulator cloud = EmulatorFixture.start(CloudBehaviour.defaults().withLateVisibility(LATE_VISIBILITY))) {
            VkcsClient client = clientWithLongNotFoundGrace(cloud);
            String clusterId = runningCluster(client, cloud, "slow-404");

            String id = client.nodeGroups().createNodeGroup(clusterId, EmulatorFixture.workers(cloud, "late-group"), control);
            cloud.injectFault(Fault.on("GET", "**/node-groups/" + id).slowAnswer(HELD_404));
            assertEquals("late-group", client.nodeGroups().awaitVisible(id, control).name());
            assertEquals(404, cloud.requests().stream().filter(r -> r.fault() == Fault.Kind.SLOW_ANSWER)
                    .findFirst().orElseThrow().status(), "the held answer was a 404");
        }
    }

    @Test
    void aCluster404ReadWithinTheGraceIsALateReadHoweverLateItsAnswerArrives() {
        try (VkCloudEmulator cloud = EmulatorFixture.start(CloudBehaviour.defaults().withLateVisibility(LATE_VISIBILITY))) {
            VkcsClient client = clientWithLongNotFoundGrace(cloud);
            String clusterId = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "slow-cluster-404"));
            cloud.injectFault(Fault.on("GET", "**/clusters/" + clusterId).slowAnswer(HELD_404));
            assertEquals("RUNNING", client.clusters().awaitRunning(clusterId, control).status());
            assertEquals(404, cloud.requests().stream().filter(r -> r.fault() == Fault.Kind.SLOW_ANSWER)
                    .findFirst().orElseThrow().status(), "the held answer was a 404");
        }
    }

    private static VkcsClient clientWithLongNotFoundGrace(VkCloudEmulator cloud) {
        CloudTolerances scaled = CloudTolerances.defaults().scaled(EmulatorFixture.TIME_SCALE);
        return VkcsClient.create(EmulatorFixture.settings(cloud), EmulatorFixture.options().withTolerances(
                new CloudTolerances(scaled.settleTime(), NOT_FOUND_GRACE, scaled.unknownStatusLimit())));
    }

    private String runningCluster(VkcsClient client, VkCloudEmulator cloud, String name) {
        String clusterId = client.clusters().createCluster(EmulatorFixture.cluster(cloud, name));
        client.clusters().awaitRunning(clusterId, control);
        return clusterId;
    }
}
