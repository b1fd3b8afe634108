package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.emulator.gpu.GpuFaults;
import com.vkcsgpu.emulator.gpu.GpuStackObjects;
import com.vkcsgpu.emulator.gpu.GpuTimings;
import com.vkcsgpu.emulator.gpu.SimulatedGpuCluster;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.GatekeeperPolicy;
import com.vkcsgpu.provider.Poll;
import com.vkcsgpu.emulator.cloud.Fault;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.kube.KubeFaults;
import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.k8s.KeystoneBearer;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every GPU failure the emulator's operator simulation can inject, diagnosed by the gate: the wait fails long
 * before its deadline naming pool, node, component and cause, and passes once the fault is fixed; a driver compile
 * longer than the deadline times out naming the node still compiling, which progress named while it waited; a long
 * wait on a slow compile outlives Keystone tokens lapsing again and again.
 * (One failure also runs end to end through the engine harness, in the examples' GpuFailureDiagnosisEndToEndTest.)
 */
class GpuFailureDiagnosisTest {
    private static final String NS = "gpu-operator";
    private static final String TRAIN = "train-pool";
    private static final String INFER = "infer-pool";
    /** Long enough that any failure before it is a diagnosis, not a timeout. */
    private static final Duration PATIENT = Duration.ofSeconds(60);

    private static final String CLUSTER = "diag";

    /** The cluster the cloud emulator runs for an end-to-end test: faults injected as its admin API does. */
    private final GpuFaults faults = new GpuFaults();
    private final SimulatedGpuCluster cluster = (SimulatedGpuCluster) SimulatedGpuCluster.factory(
            GpuTimings.realistic().scaled(0.001), faults).start(CLUSTER, GpuClusterSim.CA);
    private final KubernetesClient client = KubeClients.fromKubeconfig(GpuClusterSim.kubeconfig(cluster));
    private final List<String> progress = new CopyOnWriteArrayList<>();

    @AfterEach
    void close() {
        client.close();
        cluster.close();
    }

    /** A failure, the pool whose first node it hits, and what the error must say besides pool and node. */
    enum Failure {
        DRIVER_CRASH_LOOP(INFER, GpuFault::driverCrashLoop, ": driver CrashLoopBackOff (container nvidia-driver-ctr",
                "last log lines of nvidia-driver-daemonset-", "Could not resolve Linux kernel version"),
        UNTOLERATED_TAINT(INFER, node -> GpuFault.untoleratedTaint(node,
                new EmulatedNode.Taint("maintenance", "planned", "NoSchedule")),
                ": taint maintenance=planned:NoSchedule is not tolerated by DaemonSet ", "nvidia-driver-daemonset",
                "nvidia-operator-validator", "so GPU Operator pods cannot run there"),
        MISSING_GPUS(TRAIN, GpuFault::missingGpus, ": plugin validation (nvidia-operator-validator) CrashLoopBackOff",
                "no GPUs found on the node: allocatable nvidia.com/gpu is 0",
                "GPU resources are not discovered by the node"),
        DRIVER_NOUVEAU(INFER, node -> injected(GpuFault.Kind.DRIVER_NOUVEAU, node),
                ": driver cannot load nvidia.ko because the nouveau module is loaded (nvidia-driver-ctr of pod"),
        DRIVER_SECURE_BOOT(INFER, node -> injected(GpuFault.Kind.DRIVER_SECURE_BOOT, node),
                ": Secure Boot rejects the driver module the operator built", "Key was rejected by service"),
        DRIVER_ON_HOST(INFER, node -> injected(GpuFault.Kind.DRIVER_ON_HOST, node),
                ": the operator installs a driver over the host's: k8s-driver-manager: Could not unload NVIDIA driver"
                        + " kernel modules, driver is in use"),
        DRIVER_OOM_KILLED(INFER, node -> injected(GpuFault.Kind.DRIVER_OOM_KILLED, node),
                ": driver OOM-killed (nvidia-driver-ctr of pod nvidia-driver-daemonset-",
                "raise the limit with the GpuOperator input resources.driver"),
        FABRIC_MANAGER_MISSING(TRAIN, node -> injected(GpuFault.Kind.FABRIC_MANAGER_MISSING, node),
                ": CUDA error 802 \"system not yet initialized\" in cuda-validation of pod nvidia-cuda-validator-",
                "NVIDIA Fabric Manager has not initialized the fabric"),
        CDI_INJECTION_FAILED(TRAIN, node -> injected(GpuFault.Kind.CDI_INJECTION_FAILED, node),
                ": device-plugin cannot start: nvidia-device-plugin of pod nvidia-device-plugin-daemonset-",
                " is CreateContainerError: failed to inject CDI devices"),
        GPU_FELL_OFF_BUS(TRAIN, node -> injected(GpuFault.Kind.GPU_FELL_OFF_BUS, node),
                ": 1 of 1 GPUs unhealthy (capacity nvidia.com/gpu 1, allocatable 0)",
                "logs nvidia-device-plugin-daemonset-"),
        DEPLOY_LABEL_PAUSED(INFER, node -> injected(GpuFault.Kind.DEPLOY_LABEL_PAUSED, node),
                ": device-plugin cannot run: node label nvidia.com/gpu.deploy.device-plugin=paused-for-driver-upgrade",
                "set it back: kubectl label node ");

        final String pool;
        final Function<String, GpuFault> fault;
        final List<String> expected;

        Failure(String pool, Function<String, GpuFault> fault, String... expected) {
            this.pool = pool;
            this.fault = fault;
            this.expected = List.of(expected);
        }
    }

    private static GpuFault injected(GpuFault.Kind kind, String node) {
        return new GpuFault(kind, node, null, null, null);
    }

    @ParameterizedTest
    @EnumSource(Failure.class)
    void aBrokenNodeFailsTheGateNamingPoolNodeComponentAndCauseAndTheGatePassesOnceItIsFixed(Failure failure) {
        String node = firstNode(failure.pool);
        faults.add(CLUSTER, failure.fault.apply(node));
        startNodesAndOperator(failure.name().startsWith("DRIVER_"));

        GateEvaluator.Result failed = awaitGate(PATIENT);
        assertEquals(GateEvaluator.Outcome.FAILED, failed.outcome(), failed.message());
        String error = failed.message();
        assertTrue(error.startsWith("GPU readiness failed: "), error);
        assertTrue(error.contains("node " + node + " of pool " + failure.pool + ": "), error);
        for (String fragment : failure.expected) {
            assertTrue(error.contains(fragment), () -> "expected '" + fragment + "' in:\n" + error);
        }

        fix(node);
        GateEvaluator.Result recovered = awaitGate(PATIENT);
        assertEquals(GateEvaluator.Outcome.READY, recovered.outcome(), recovered.message());
    }

    @Test
    void vkGatekeeperConstraintsRefusingTheOperandsFailTheGateAtOnceNamingWebhookConstraintAndOperand() {
        cluster.server().applyGatekeeper(GatekeeperPolicy.systemNamespaces());
        startNodesAndOperator();
        GateEvaluator.Result failed = awaitGate(PATIENT);
        assertEquals(GateEvaluator.Outcome.FAILED, failed.outcome(), failed.message());
        String error = failed.message();
        assertTrue(Pattern.compile("GPU readiness failed: node diag-(train|infer)-pool-0 of pool (train|infer)-pool:"
                + " DaemonSet \\S+ \\([^)]+\\) creates no pod \\(DESIRED \\d+, CURRENT 0\\): admission webhook"
                + " \"validation.gatekeeper.sh\" denied it by constraint psp-host-(filesystem|namespace)").matcher(error)
                .lookingAt(), error);
        assertEquals(GateDiagnosis.ADMISSION_DENIED, failed.report().verdict().diagnosis(), error);
        // With every node still unlabelled, the refused one is NFD's worker, which labels them.
        assertTrue(error.contains("DaemonSet gpu-operator-node-feature-discovery-worker (node-feature-discovery worker)"),
                error);
    }

    @Test
    void anOomKilledDcgmExporterWarnsAndTheGatePasses() {
        String node = firstNode(TRAIN);
        faults.add(CLUSTER, injected(GpuFault.Kind.DCGM_EXPORTER_OOM_KILLED, node));
        startNodesAndOperator();
        Instant deadline = Instant.now().plus(PATIENT);
        while (!exporterOomKilled(node)) {
            assertTrue(Instant.now().isBefore(deadline), "dcgm-exporter was never OOM-killed on " + node);
            Poll.pause();
        }
        GateEvaluator.Result result = awaitGate(PATIENT);
        assertEquals(GateEvaluator.Outcome.READY, result.outcome(), result.message());
        PoolReport train = result.report().pools().stream().filter(p -> p.name().equals(TRAIN)).findFirst().orElseThrow();
        assertEquals(PoolState.READY, train.state());
        assertEquals("MONITORING_OPERAND_FAILING", train.diagnosis(), train.reasons().toString());
        assertTrue(result.message().contains("node " + node + " of pool " + TRAIN + ": dcgm-exporter failing"
                + " (nvidia-dcgm-exporter of pod "), result.message());
    }

    private boolean exporterOomKilled(String node) {
        return client.pods().inNamespace(NS).withLabel("app", "nvidia-dcgm-exporter").list().getItems().stream()
                .filter(p -> node.equals(p.getSpec().getNodeName()) && p.getStatus() != null
                        && p.getStatus().getContainerStatuses() != null)
                .flatMap(p -> p.getStatus().getContainerStatuses().stream())
                .anyMatch(c -> c.getLastState() != null && c.getLastState().getTerminated() != null
                        && "OOMKilled".equals(c.getLastState().getTerminated().getReason()));
    }

    @Test
    void aCompileLongerThanTheDeadlineTimesOutNamingTheCompilingNodeThatProgressNamedWhileWaiting() {
        String node = firstNode(TRAIN);
        // 100 h realistic: 6 minutes at this time scale, far beyond the gate's 5 s.
        faults.add(CLUSTER, GpuFault.slowDriverCompile(node, Duration.ofHours(100)));
        startNodesAndOperator();
        // the gate's 5 s start once the driver compiles, however long a loaded machine takes to get there
        Poll.until("the driver pod on " + node + " to run (compiling)", PATIENT,
                () -> driverPodPhase(node).equals("Running"), () -> driverPodPhase(node));

        String timedOut = assertThrows(WaitTimeoutException.class, () -> awaitGate(Duration.ofSeconds(5))).getMessage();
        Pattern compiling = Pattern.compile("node " + Pattern.quote(node) + " of pool " + TRAIN
                + ": driver compiling for \\d+[hms]");
        assertTrue(timedOut.startsWith("timed out after "), timedOut);
        assertTrue(compiling.matcher(timedOut).find(), timedOut);
        assertTrue(progress.stream().anyMatch(line -> compiling.matcher(line).find()),
                () -> "progress names the compiling node:\n" + String.join("\n", progress));

        fix(node);
        GateEvaluator.Result recovered = awaitGate(PATIENT);
        assertEquals(GateEvaluator.Outcome.READY, recovered.outcome(), recovered.message());
    }

    /**
     * Keystone tokens lapse again and again while the gate waits for a slow driver compile. Each lapse comes with the
     * cluster's API ending its watches (as an API server restart does) and with the first token Keystone issues after
     * it refused as well (the emulator's {@code expire_token} fault on {@code POST auth/tokens}: a Keystone node that
     * has not yet received a rotated key). The provider's real Keystone session renews twice each time, every list
     * and watch opens again with the renewed token, and the gate ends READY when the compile does. The first lapse
     * lands just before the gate's first lists, so that lists too meet a lapsed token and a refused renewal.
     */
    @Test
    void keystoneTokensLapsingAgainAndAgainDuringALongGateAreRenewedAndTheGateEndsReady() throws Exception {
        String node = firstNode(TRAIN);
        // 100 h realistic: the compile lasts until the test ends it, after the lapses.
        faults.add(CLUSTER, GpuFault.slowDriverCompile(node, Duration.ofHours(100)));
        startNodesAndOperator();
        try (VkCloudEmulator keystone = VkCloudEmulator.builder().timeScale(0.001).withoutKubeApi().start()) {
            java.util.Set<String> refused = java.util.concurrent.ConcurrentHashMap.newKeySet();
            cluster.acceptKeystoneTokens(token -> {
                boolean valid = keystone.isProjectToken(token);
                if (!valid) {
                    refused.add(token);
                }
                return valid;
            });
            VkcsClient session = VkcsClient.create(new CloudSettings(keystone.identityUrl().toString(),
                    keystone.credentials().username(), SecretString.of(keystone.credentials().password()),
                    keystone.credentials().projectId(), keystone.credentials().region(),
                    keystone.credentials().userDomainName(), null, null, keystone.caCertificatePem()));
            KeystoneBearer bearer = new KeystoneBearer() {
                @Override
                public SecretString token() {
                    return session.keystoneToken();
                }

                @Override
                public SecretString renewAfterRefusal(SecretString refusedToken) {
                    return session.keystoneTokenAfterRefusal(refusedToken);
                }
            };
            KubeFaults watches = cluster.server().faults();
            try (KubernetesClient keystoneClient = KubeClients.fromKubeconfig(
                    GpuClusterSim.keystoneAuthKubeconfig(cluster),
                    KeystoneBearer.onlyTo(cluster.serverUrl().toString(), bearer))) {
                lapse(keystone, watches);
                CompletableFuture<GateEvaluator.Result> gate = CompletableFuture.supplyAsync(
                        () -> awaitGate(keystoneClient, Duration.ofMinutes(5)));
                for (int lapse = 1; lapse <= LAPSES; lapse++) {
                    awaitRenewedAndWatching(keystone, watches, lapse, gate);
                    if (lapse < LAPSES) {
                        lapse(keystone, watches);
                    }
                }
                faults.repairNode(CLUSTER, node);

                GateEvaluator.Result ready = gate.get(5, TimeUnit.MINUTES);
                assertEquals(GateEvaluator.Outcome.READY, ready.outcome(), ready.message());
                assertTrue(progress.stream().anyMatch(line -> line.contains("node " + node + " of pool " + TRAIN
                        + ": driver compiling for ")), () -> "the gate waited on the compile:\n" + progress);
                assertTrue(refused.size() >= 2 * LAPSES,
                        () -> "each lapse: the lapsed token and the first renewed one refused; refused " + refused.size());
            }
        }
    }

    /** Keystone token lapses in the case above. */
    private static final int LAPSES = 3;

    /**
     * Every token issued so far lapses, the next one Keystone issues is refused once, and the cluster's API ends
     * its watches, so the gate's informers open them again with a lapsed token.
     */
    private static void lapse(VkCloudEmulator keystone, KubeFaults watches) {
        keystone.injectFault(Fault.on("POST", "**/auth/tokens").expireToken());
        keystone.expireAllTokens();
        watches.dropOpenWatches();
    }

    /**
     * Waits until the session renewed twice for each of {@code lapses}, the gate's five informers watch again, and
     * the gate reported progress after that: its requests refused at the last lapse have all been answered, so the
     * next lapse cannot land on one of them.
     */
    private void awaitRenewedAndWatching(VkCloudEmulator keystone, KubeFaults watches, int lapses,
            CompletableFuture<GateEvaluator.Result> gate) {
        long firstAndTwoPerLapse = 1 + 2L * lapses;
        Instant deadline = Instant.now().plus(PATIENT);
        while (!(keystone.requestCount("POST", "auth/tokens") >= firstAndTwoPerLapse && watches.openWatches() >= 5)) {
            assertTrue(!gate.isDone() && Instant.now().isBefore(deadline), () -> "after lapse " + lapses + ": "
                    + keystone.requestCount("POST", "auth/tokens") + " Keystone authentications, "
                    + watches.openWatches() + " watches open, gate " + (gate.isDone() ? gate.join().message() : "waiting"));
            Poll.pause();
        }
        int reported = progress.size();
        while (progress.size() == reported) {
            assertTrue(!gate.isDone() && Instant.now().isBefore(deadline),
                    () -> "no progress after lapse " + lapses + ": " + (gate.isDone() ? gate.join().message() : "waiting"));
            Poll.pause();
        }
    }

    private static String firstNode(String pool) {
        return CLUSTER + "-" + pool + "-0";
    }

    /**
     * Clears the node's fault and waits until its validator runs again, as the user's next {@code up} comes after
     * the fix has taken (a gate started at once could still see the crash loop and report it again).
     */
    private void fix(String node) {
        faults.repairNode(CLUSTER, node);
        // A deploy label left paused stays after the fault: the user relabels the node, as the message says.
        String pluginLabel = "nvidia.com/gpu.deploy.device-plugin";
        if ("paused-for-driver-upgrade".equals(client.nodes().withName(node).get().getMetadata().getLabels().get(pluginLabel))) {
            // A merge patch without a resourceVersion, as kubectl label sends: the operator relabels the node meanwhile.
            client.nodes().withName(node).patch(io.fabric8.kubernetes.client.dsl.base.PatchContext.of(
                    io.fabric8.kubernetes.client.dsl.base.PatchType.JSON_MERGE),
                    "{\"metadata\":{\"labels\":{\"" + pluginLabel + "\":\"true\"}}}");
        }
        Instant deadline = Instant.now().plus(PATIENT);
        while (!cluster.simulation().nodeState(node).map(s -> s.readyApps().contains("nvidia-operator-validator"))
                .orElse(false)) {
            assertTrue(Instant.now().isBefore(deadline), () -> node + " did not recover: "
                    + cluster.simulation().nodeState(node));
            Poll.pause();
        }
    }

    /**
     * VK's AlmaLinux nodes without a host driver, and the driver container from a repository of the user's (NVIDIA
     * publishes none for AlmaLinux): the driver's own failure modes need the operator's driver container.
     */
    private static final String DRIVER_FROM_USER_REPOSITORY = """
            driver:
              repository: registry.example.com/gpu
            """;

    private void startNodesAndOperator() {
        startNodesAndOperator(true);
    }

    /**
     * The two pools' nodes and the GPU stack; {@code driverContainer}: the nodes lack a host driver and the operator's
     * driver container installs one, else VK's image's host driver serves.
     */
    private void startNodesAndOperator(boolean driverContainer) {
        for (String pool : List.of(TRAIN, INFER)) {
            if (driverContainer) {
                faults.add(CLUSTER, GpuFault.noHostDriver(firstNode(pool)));
            }
            cluster.syncNodeGroup(pool, List.of(new EmulatedNode(firstNode(pool), pool,
                    Map.of(PoolExpectation.POOL_LABEL, pool), List.of(), 32, 131072, 1, "L4")));
        }
        for (JsonObject object : GpuStackObjects.render(DRIVER_FROM_USER_REPOSITORY, NS, "v26.3.3")) {
            GenericKubernetesResource resource = Serialization.unmarshal(object.toString(),
                    GenericKubernetesResource.class);
            client.resource(resource).fieldManager("vkcs-gpu").forceConflicts().serverSideApply();
            if (resource.getKind().equals("CustomResourceDefinition")) {
                client.apiextensions().v1().customResourceDefinitions().withName(resource.getMetadata().getName())
                        .waitUntilCondition(c -> c != null && c.getStatus() != null, 30, TimeUnit.SECONDS);
            }
        }
    }

    /** The phase of the driver pod on {@code node}, or "no driver pod". */
    private String driverPodPhase(String node) {
        return client.pods().inNamespace(NS).list().getItems().stream()
                .filter(p -> node.equals(p.getSpec().getNodeName()) && GpuReadiness.isDriverPod(p))
                .map(p -> p.getStatus() == null ? "Pending" : p.getStatus().getPhase())
                .findFirst().orElse("no driver pod");
    }

    private GateEvaluator.Result awaitGate(Duration timeout) {
        return awaitGate(client, timeout);
    }

    private GateEvaluator.Result awaitGate(KubernetesClient client, Duration timeout) {
        GateEvaluator gate = new GateEvaluator(client, GateSettings.of(NS, "cluster-policy",
                List.of(PoolExpectation.of(TRAIN, 1, 1), PoolExpectation.of(INFER, 1, 1)))
                .withTimings(Duration.ofMillis(500), Duration.ofMillis(200), Duration.ofMillis(50)), Clock.systemUTC());
        return gate.await(WaitControl.of(Instant.now().plus(timeout), () -> false, line -> { }),
                report -> progress.add(report.summary()));
    }

}
