package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.http.VkcsTransportException;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonCreate;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.wait.WaitControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.Fault;
import com.vkcsgpu.emulator.cloud.RecordedRequest;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The client against the emulator with injected faults: each fault is survived or reported as the
 * right error, nothing is done twice, and no message carries the password or a token.
 */
class ClientFaultsIT {
    private static final Duration WAIT = Duration.ofSeconds(30);
    /** The request timeout of the latency tests. */
    private static final Duration REQUEST_TIMEOUT = Duration.ofMillis(1500);
    /** How long a latency fault holds a request: past the timeout by as much again, time for the retry that follows. */
    private static final Duration HELD_ANSWER = REQUEST_TIMEOUT.multipliedBy(2);

    private static VkCloudEmulator cloud;
    /** One RUNNING cluster shared by the node group and addon tests. */
    private static String sharedClusterId;

    private final RecordingSleeper sleeper = new RecordingSleeper(Duration.ofMillis(20));
    private final List<Throwable> errors = new ArrayList<>();
    private final Set<String> tokensSeen = new HashSet<>();
    private VkcsClient client;

    @BeforeAll
    static void startCloudWithACluster() {
        // tokens outlive the run (2.4 h at this scale), so every re-authentication counted is one the test caused
        cloud = EmulatorFixture.start(Duration.ofDays(100));
        VkcsClient setup = VkcsClient.create(EmulatorFixture.settings(cloud), EmulatorFixture.options());
        sharedClusterId = setup.clusters().createCluster(EmulatorFixture.cluster(cloud, "faults-shared"));
        setup.clusters().awaitRunning(sharedClusterId, control());
    }

    @AfterAll
    static void stop() {
        cloud.close();
    }

    @BeforeEach
    void freshClient() {
        cloud.clearFaults();
        client = clientWithRequestTimeout(Duration.ofSeconds(10));
        client.verifyAccess();
        cloud.clearRequests();
    }

    @AfterEach
    void noMessageCarriesASecret() {
        noteToken();
        String password = cloud.credentials().password();
        for (Throwable error : errors) {
            for (Throwable t = error; t != null; t = t.getCause()) {
                String message = String.valueOf(t.getMessage());
                assertFalse(message.contains(password), "password in: " + message);
                for (String token : tokensSeen) {
                    assertFalse(message.contains(token), "token in: " + message);
                }
            }
        }
        cloud.clearFaults();
    }

    // ---- 5xx ----

    @Test
    void serviceUnavailableIsRetriedThenSucceeds() {
        cloud.injectFault(Fault.on("GET", "**/clusters/k8s_versions").status(503).times(2));

        assertFalse(client.clusters().kubernetesVersions().isEmpty());

        assertEquals(3, cloud.requestCount("GET", "clusters/k8s_versions"));
        assertEquals(2, sleeper.asked().size(), "one backoff per failed attempt: " + sleeper.asked());
    }

    @Test
    void serviceUnavailableToTheLastAttemptNamesOperationStatusAndRequestId() {
        cloud.injectFault(Fault.on("GET", "**/clusters/k8s_versions").status(503).times(10));

        VkcsApiException error = expect(VkcsApiException.class, () -> client.clusters().kubernetesVersions());

        assertEquals(503, error.status());
        assertEquals(4, cloud.requestCount("GET", "clusters/k8s_versions"), "maxAttempts bounds the retries");
        assertTrue(error.requestId().orElse("").startsWith("req-"), error.getMessage());
        assertTrue(error.getMessage().startsWith("list Kubernetes versions failed: GET clusters/k8s_versions returned HTTP 503"
                + " (request id req-"), error.getMessage());
        assertEquals("injected fault: HTTP 503", error.serverMessage(), "the grpc-gateway message, not the JSON");
        assertTrue(error.isRetryable());
    }

    @Test
    void aCreateAnsweredWith503IsLookedUpBeforeItIsSentAgain() {
        cloud.injectFault(Fault.on("POST", "**/clusters").status(503));

        String id = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "after-503"));

        assertEquals(2, cloud.requestCount("POST", "clusters"));
        assertEquals(1, cloud.requestCount("GET", "clusters/{id}"), "one lookup by name between the two POSTs");
        assertEquals(id, onlyCluster("after-503").id());
    }

    // ---- 429 ----

    @Test
    void throttlingWaitsForRetryAfter() {
        cloud.injectFault(Fault.on("GET", "**/addons").status(429, Duration.ofSeconds(1)).times(2));

        assertFalse(client.addons().listAddons().isEmpty());

        assertEquals(3, cloud.requestCount("GET", "addons"));
        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(1)), sleeper.asked(), "Retry-After, not backoff");
    }

    @Test
    void throttledCreateIsSentAgainWithoutDuplicates() {
        cloud.injectFault(Fault.on("POST", "**/clusters").status(429, Duration.ofSeconds(1)));

        String id = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "after-429"));

        assertEquals(List.of(Duration.ofSeconds(1)), sleeper.asked());
        assertEquals(2, cloud.requestCount("POST", "clusters"), "a 429 was not carried out, so sending it again is safe");
        assertEquals(id, onlyCluster("after-429").id());
    }

    // ---- latency ----
    // A request timeout far above what a loopback request takes on a saturated machine, and a held answer well beyond
    // it: the client's timeouts then come from the injected latency alone, never from the machine's load.

    @Test
    void anAnswerSlowerThanTheRequestTimeoutIsRetried() {
        client = clientWithRequestTimeout(REQUEST_TIMEOUT);
        Fault slow = Fault.on("GET", "**/clusters/k8s_versions").latency(HELD_ANSWER);
        cloud.injectFault(slow);

        assertFalse(client.clusters().kubernetesVersions().isEmpty());

        awaitHeldRequestsAnswered(slow, "clusters/k8s_versions");
        assertEquals(2, cloud.requestCount("GET", "clusters/k8s_versions"));
    }

    @Test
    void answersSlowerThanTheRequestTimeoutEveryTimeAreReported() {
        client = VkcsClient.create(EmulatorFixture.settings(cloud),
                EmulatorFixture.options(sleeper, REQUEST_TIMEOUT).withRetry(EmulatorFixture.retry(sleeper, 2)));
        Fault slow = Fault.on("GET", "**/clusters/k8s_versions").latency(HELD_ANSWER).times(2);
        cloud.injectFault(slow);

        VkcsTransportException error = expect(VkcsTransportException.class, () -> client.clusters().kubernetesVersions());

        assertTrue(error.getMessage().startsWith("list Kubernetes versions failed: GET clusters/k8s_versions got no answer: ")
                && error.getMessage().contains("timed out") && !error.getMessage().contains("Exception"), error.getMessage());
        assertTrue(error.isRetryable());
        assertEquals(1, sleeper.asked().size(), "both attempts were made, one backoff between them: " + sleeper.asked());
        List<RecordedRequest> held = awaitHeldRequestsAnswered(slow, "clusters/k8s_versions");
        assertEquals(held.size(), cloud.requestCount("GET", "clusters/k8s_versions"), "no attempt got a timely answer");
    }

    @Test
    void aSlowCreateIsNotDuplicatedByItsRetry() {
        client = clientWithRequestTimeout(REQUEST_TIMEOUT);
        Fault slow = Fault.on("POST", "**/clusters").latency(HELD_ANSWER);
        cloud.injectFault(slow);

        String id = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "slow-create"));

        // the retried POST creates it while the first still sleeps; the first then finds the name taken
        awaitHeldRequestsAnswered(slow, "clusters");
        assertEquals(id, onlyCluster("slow-create").id());
        assertEquals(List.of(200, 409), cloud.requests().stream().filter(r -> r.method().equals("POST") && r.route().equals("clusters"))
                .map(RecordedRequest::status).toList(), "the retry created it; the slow first attempt found the name taken");
    }

    // ---- connection resets ----

    @Test
    void aResetBeforeHandlingIsRetried() {
        cloud.injectFault(Fault.on("GET", "**/flavors/detail").resetBeforeHandling());

        assertFalse(client.compute().listFlavors().isEmpty());

        assertEquals(2, cloud.requestCount("GET", "{project}/flavors/detail"));
    }

    @Test
    void aCreateResetBeforeHandlingIsLookedUpThenSentAgain() {
        cloud.injectFault(Fault.on("POST", "**/clusters").resetBeforeHandling());

        String id = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "reset-before"));

        assertEquals(2, cloud.requestCount("POST", "clusters"));
        assertEquals(id, onlyCluster("reset-before").id());
    }

    /** The three creates whose response can be lost after the cloud carried them out. */
    enum Create { CLUSTER, NODE_GROUP, ADDON }

    @ParameterizedTest
    @EnumSource(Create.class)
    void aCreateWhoseAnswerIsLostIsAdoptedNotDoneTwice(Create kind) {
        String name = "lost-" + kind.name().toLowerCase().replace('_', '-');
        switch (kind) {
            case CLUSTER -> {
                cloud.injectFault(Fault.on("POST", "**/clusters").resetAfterHandling());
                String id = client.clusters().createCluster(EmulatorFixture.cluster(cloud, name));
                assertEquals(id, onlyCluster(name).id());
                assertEquals(1, cloud.requestCount("POST", "clusters"), "found by name, not posted again");
                client.clusters().awaitRunning(id, control());
            }
            case NODE_GROUP -> {
                cloud.injectFault(Fault.on("POST", "**/node-groups").resetAfterHandling());
                String id = client.nodeGroups().createNodeGroup(sharedClusterId, EmulatorFixture.workers(cloud, name), control());
                client.nodeGroups().awaitClusterSettled(sharedClusterId, control());
                List<EmulatorSnapshot.NodeGroup> groups = shared().nodeGroups().stream().filter(g -> g.name().equals(name)).toList();
                assertEquals(1, groups.size(), groups.toString());
                assertEquals(id, groups.get(0).id());
                assertEquals(1, cloud.requestCount("POST", "node-groups"), "found by name, not posted again");
            }
            case ADDON -> {
                cloud.injectFault(Fault.on("POST", "**/clusters/*/addons").resetAfterHandling());
                String id = installIngress();
                List<EmulatorSnapshot.Addon> addons = cloud.snapshot().addons().stream()
                        .filter(a -> a.clusterId().equals(sharedClusterId) && a.name().equals("ingress-nginx")).toList();
                assertEquals(1, addons.size(), addons.toString());
                assertEquals(id, addons.get(0).id());
                assertEquals(1, cloud.requestCount("POST", "clusters/{cid}/addons"), "found by name, not posted again");
                assertTrue(client.addons().deleteClusterAddon(sharedClusterId, id, control()));
                client.addons().awaitAddonGone(id, control());
            }
        }
    }

    // ---- tokens ----

    @Test
    void aTokenThatExpiresMidRunIsRenewedOnceAndTheOperationSucceeds() {
        noteToken();
        // the token dies while the client waits for the cluster after a node group create
        cloud.injectFault(Fault.on("GET", "**/managed-k8s/v2/clusters/*").expireToken());

        String id = client.nodeGroups().createNodeGroup(sharedClusterId, EmulatorFixture.workers(cloud, "after-expiry"), control());
        client.nodeGroups().awaitClusterSettled(sharedClusterId, control());

        assertTrue(client.nodeGroups().findNodeGroup(id).isPresent());
        assertEquals(1, cloud.requestCount("POST", "auth/tokens"), "exactly one re-authentication");
        assertEquals(1, cloud.requests().stream().filter(r -> r.status() == 401).count());
    }

    // ---- 409 while reconciling ----

    @Test
    void aConflictOnNodeGroupCreateWaitsAndRetries() {
        cloud.injectFault(Fault.on("POST", "**/node-groups").conflictWhileReconciling());

        String id = client.nodeGroups().createNodeGroup(sharedClusterId, EmulatorFixture.workers(cloud, "after-409"), control());
        client.nodeGroups().awaitClusterSettled(sharedClusterId, control());

        assertEquals(2, cloud.requestCount("POST", "node-groups"));
        assertEquals(1, shared().nodeGroups().stream().filter(g -> g.id().equals(id)).count());
    }

    @Test
    void aConflictOnNodeGroupPatchWaitsAndRetries() {
        String id = client.nodeGroups().createNodeGroup(sharedClusterId, EmulatorFixture.workers(cloud, "patch-409"), control());
        client.nodeGroups().awaitClusterSettled(sharedClusterId, control());
        cloud.injectFault(Fault.on("PATCH", "**/node-groups/*").conflictWhileReconciling());

        client.nodeGroups().patchNodeGroup(sharedClusterId, id, NodeGroupPatch.none().withScale(ScaleSpec.fixed(2)), control());
        client.nodeGroups().awaitClusterSettled(sharedClusterId, control());

        assertEquals(2, cloud.requestCount("PATCH", "node-groups/{id}"));
        assertEquals(2, shared().nodeGroups().stream().filter(g -> g.id().equals(id)).findFirst().orElseThrow().size());
    }

    @Test
    void twoConcurrentNodeGroupCreatesOnOneClusterBothSucceed() throws Exception {
        // Whether the second create meets the cluster reconciling for the first (a window of 240 ms here) depends on
        // how the machine schedules the two threads, so one 409 is injected for whichever arrives first; the other
        // may meet the real one too.
        cloud.injectFault(Fault.on("POST", "**/node-groups").conflictWhileReconciling());
        CountDownLatch start = new CountDownLatch(1);
        CompletableFuture<String> first = CompletableFuture.supplyAsync(createAfter(start, "concurrent-a"));
        CompletableFuture<String> second = CompletableFuture.supplyAsync(createAfter(start, "concurrent-b"));
        start.countDown();

        String a = first.get(30, TimeUnit.SECONDS);
        String b = second.get(30, TimeUnit.SECONDS);
        client.nodeGroups().awaitClusterSettled(sharedClusterId, control());

        Set<String> ids = new HashSet<>();
        shared().nodeGroups().forEach(g -> ids.add(g.id()));
        assertTrue(ids.containsAll(List.of(a, b)), ids.toString());
        long conflicts = cloud.requests().stream().filter(r -> r.route().equals("node-groups") && r.status() == 409).count();
        assertTrue(conflicts >= 1, "the injected 409 was answered: " + cloud.requests());
        assertEquals(2 + conflicts, cloud.requestCount("POST", "node-groups"), "each 409 was followed by one retry");
    }

    // ---- lost DELETE answers ----

    @Test
    void aNodeGroupDeleteWhoseAnswerIsLostIsDoneOnce() {
        String id = client.nodeGroups().createNodeGroup(sharedClusterId, EmulatorFixture.workers(cloud, "lost-delete"), control());
        client.nodeGroups().awaitClusterSettled(sharedClusterId, control());
        cloud.clearRequests();
        cloud.injectFault(Fault.on("DELETE", "**/node-groups/*").resetAfterHandling());

        client.nodeGroups().deleteNodeGroup(sharedClusterId, id, control());
        client.nodeGroups().awaitNodeGroupGone(id, control());

        List<RecordedRequest> deletes = cloud.requests().stream().filter(r -> r.method().equals("DELETE")).toList();
        assertEquals(-1, deletes.get(0).status(), "the first answer was lost");
        assertEquals(404, deletes.get(deletes.size() - 1).status(), "the last DELETE saw the group gone: " + deletes);
        assertTrue(client.nodeGroups().findNodeGroup(id).isEmpty());
    }

    @Test
    void aClusterDeleteWhoseAnswerIsLostCountsAsDone() {
        String id = client.clusters().createCluster(EmulatorFixture.cluster(cloud, "lost-delete"));
        client.clusters().awaitRunning(id, control());
        cloud.injectFault(Fault.on("DELETE", "**/clusters/*").resetAfterHandling());

        client.clusters().deleteCluster(id);
        client.clusters().awaitDeleted(id, control());

        assertTrue(cloud.snapshot().cluster("lost-delete").isEmpty());
        assertFalse(client.clusters().deleteCluster(id), "a further delete sees 404 and counts it as done");
    }

    // ---- helpers ----

    private Supplier<String> createAfter(CountDownLatch start, String name) {
        VkcsClient own = clientWithRequestTimeout(Duration.ofSeconds(10));
        return () -> {
            try {
                start.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            return own.nodeGroups().createNodeGroup(sharedClusterId, EmulatorFixture.workers(cloud, name), control());
        };
    }

    private String installIngress() {
        AddonVersion version = CloudClientContract.currentVersion(client.addons(),
                client.addons().listAddons().stream().filter(a -> a.name().equals("ingress-nginx")).findFirst().orElseThrow());
        String id = client.addons().installAddon(sharedClusterId, "ingress-nginx",
                new ClusterAddonCreate(version.addonId(), version.id(), "ingress-nginx", version.valuesTemplate(), "ingress-nginx"), control());
        client.addons().awaitAddonInstalled(id, control());
        return id;
    }

    private VkcsClient clientWithRequestTimeout(Duration timeout) {
        return VkcsClient.create(EmulatorFixture.settings(cloud), EmulatorFixture.options(sleeper, timeout));
    }

    private <T extends Throwable> T expect(Class<T> type, Executable call) {
        Throwable error = assertThrows(Throwable.class, call);
        errors.add(error);
        return assertInstanceOf(type, error);
    }

    private void noteToken() {
        tokensSeen.add(client.session().token().reveal());
    }

    private static EmulatorSnapshot.Cluster onlyCluster(String name) {
        List<EmulatorSnapshot.Cluster> found = cloud.snapshot().clusters().stream().filter(c -> c.name().equals(name)).toList();
        assertEquals(1, found.size(), "clusters named " + name + ": " + found);
        return found.get(0);
    }

    private static EmulatorSnapshot.Cluster shared() {
        return cloud.snapshot().cluster(sharedClusterId).orElseThrow();
    }

    /**
     * Waits (bounded) until every request that took {@code injected} has been answered, so that none spills into the
     * next test, and returns them. It counts the requests the emulator took the fault for, not the attempts the client
     * made: on a loaded machine an attempt can time out before its request reaches the emulator (in the TLS handshake),
     * and such an attempt never takes the fault nor gets recorded.
     */
    private static List<RecordedRequest> awaitHeldRequestsAnswered(Fault injected, String route) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            int taken = injected.times() - cloud.pendingFaults().stream()
                    .filter(f -> f.method().equals(injected.method()) && f.pathGlob().equals(injected.pathGlob()) && f.kind() == injected.kind())
                    .mapToInt(Fault::times).sum();
            List<RecordedRequest> answered = cloud.requests().stream()
                    .filter(r -> r.fault() == injected.kind() && r.method().equals(injected.method()) && r.route().equals(route))
                    .toList();
            if (answered.size() >= taken) {
                return answered;
            }
            assertTrue(System.nanoTime() < deadline, taken + " requests to " + route + " took the " + injected.kind()
                    + " fault and " + answered.size() + " of them were answered within " + WAIT.toSeconds() + " s");
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
    }

    private static WaitControl control() {
        return CloudClientContract.control(WAIT);
    }
}
