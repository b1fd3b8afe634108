package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import com.vkcsgpu.provider.wait.WaitControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.CloudBehaviour;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Twenty node groups created at once in one cluster, as Pulumi does for parallel pools: every wait
 * on that cluster shares one status poller, so the emulator's request log shows at most one
 * {@code GET clusters/{id}} per poll interval, whatever the number of waiters.
 */
class SharedStatusPollerTest {
    private static final int POOLS = 20;
    /** A fixed interval, long enough that twenty private pollers would visibly exceed it. */
    private static final Duration INTERVAL = Duration.ofMillis(50);
    private static final int QUEUED_POOLS = 10;
    private static final Duration UNKNOWN_STATUS_LIMIT = Duration.ofMillis(1500);
    private static final WaitTimings EVERY_INTERVAL = new WaitTimings(Duration.ZERO, INTERVAL, INTERVAL, 0.0, Duration.ofMillis(5));

    @Test
    void twentyParallelNodeGroupWaitsPollTheClusterAtMostOncePerInterval() throws Exception {
        try (VkCloudEmulator cloud = EmulatorFixture.start()) {
            VkcsClient client = VkcsClient.create(EmulatorFixture.settings(cloud),
                    EmulatorFixture.options().withWaits(EVERY_INTERVAL, EVERY_INTERVAL));
            WaitControl control = WaitControl.timeout(Clock.systemUTC(), Duration.ofMinutes(2));
            String clusterId = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "shared-poller"));
            client.clusters().awaitRunning(clusterId, control);
            cloud.clearRequests();

            long started = System.nanoTime();
            createPoolsAtOnce(client, cloud, clusterId, "pool-", POOLS, control);
            Duration elapsed = Duration.ofNanos(System.nanoTime() - started);

            long polls = cloud.requestCount("GET", "clusters/{id}");
            long posts = cloud.requestCount("POST", "node-groups");
            assertEquals(POOLS, cloud.snapshot().clusters().get(0).nodeGroups().size());
            Duration interval = INTERVAL;
            // one poll per interval of the whole run, plus one fresh read right after each accepted change
            long bound = elapsed.toMillis() / interval.toMillis() + 1 + posts;
            System.out.printf("%d parallel node group creates: %d cluster polls, %d POSTs in %d ms (bound %d)%n",
                    POOLS, polls, posts, elapsed.toMillis(), bound);
            assertTrue(polls <= bound, polls + " cluster polls in " + elapsed.toMillis() + " ms exceed one per "
                    + interval.toMillis() + " ms interval plus one per change (" + bound + ")");
        }
    }

    /**
     * Parallel pools queue their changes, and each is sent the moment the one before it took effect, so the wait of
     * the first pool may never see RUNNING between them. It is done when another wait saw its change take effect:
     * otherwise it would wait for every later pool's reconcile, and under a transitional status the client does not
     * know (its time is limited, {@link CloudTolerances#unknownStatusLimit()}) ten reconciles in a row (2.4 s) would
     * outlast a limit (1.5 s) that one reconcile (240 ms here, seen up to a poll interval late) is far within, even
     * when a loaded machine delays it by a second.
     */
    @Test
    void eachPoolsWaitEndsWhenItsOwnChangeTookEffectThoughTheNextAlreadyReconciles() throws Exception {
        CloudBehaviour unknownTransitional = CloudBehaviour.defaults().withTransitionalStatus("UPDATING");
        try (VkCloudEmulator cloud = EmulatorFixture.start(unknownTransitional)) {
            CloudTolerances tolerances = CloudTolerances.defaults().scaled(EmulatorFixture.TIME_SCALE);
            // the pools' waits poll every 300 ms, so they miss the few milliseconds of RUNNING between two changes
            // that the queue's own waits (every 5 ms) see and end by sending the next change
            WaitTimings everyThirdOfASecond = new WaitTimings(Duration.ZERO, Duration.ofMillis(300), Duration.ofMillis(300),
                    0.0, Duration.ofMillis(5));
            VkcsClient client = VkcsClient.create(EmulatorFixture.settings(cloud), EmulatorFixture.options()
                    .withWaits(WaitTimings.fast(), everyThirdOfASecond)
                    .withTolerances(new CloudTolerances(tolerances.settleTime(), tolerances.notFoundGrace(),
                            UNKNOWN_STATUS_LIMIT)));
            WaitControl control = WaitControl.timeout(Clock.systemUTC(), Duration.ofMinutes(2));
            String clusterId = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "queued-pools"));
            client.clusters().awaitRunning(clusterId, control);

            createPoolsAtOnce(client, cloud, clusterId, "queued-", QUEUED_POOLS, control);
            assertEquals(QUEUED_POOLS, cloud.snapshot().clusters().get(0).nodeGroups().size());
        }
    }

    /** {@code count} node groups created at once, as Pulumi creates parallel pools, each waiting for its change. */
    private static void createPoolsAtOnce(VkcsClient client, VkCloudEmulator cloud, String clusterId, String prefix,
            int count, WaitControl control) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(count);
        try {
            List<Future<String>> creates = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                String name = prefix + i;
                creates.add(pool.submit(() -> {
                    String id = client.nodeGroups().createNodeGroup(clusterId, EmulatorFixture.workers(cloud, name), control);
                    client.nodeGroups().awaitClusterSettled(clusterId, control);
                    return id;
                }));
            }
            for (Future<String> create : creates) {
                create.get();
            }
        } finally {
            pool.shutdown();
        }
    }
}
