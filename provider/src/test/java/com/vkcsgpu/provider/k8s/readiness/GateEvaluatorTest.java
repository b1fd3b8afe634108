package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.k8s.KubeClients;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.KubeFaults;
import io.fabric8.kubernetes.client.KubernetesClient;
import com.vkcsgpu.provider.wait.WaitCancelledException;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The watch-based evaluator against an embedded Kubernetes API server driven through its store. */
class GateEvaluatorTest {
    private static final Duration BOUND = Duration.ofSeconds(60);

    private final GpuClusterSim cluster = new GpuClusterSim();
    private final KubernetesClient client = KubeClients.fromKubeconfig(cluster.kubeconfig());
    private final LinkedBlockingQueue<GateReport> progress = new LinkedBlockingQueue<>();
    private final AtomicBoolean cancelled = new AtomicBoolean();
    /** Null: the deadline given to {@link #start}; a test sets it to end the wait on cue. */
    private final AtomicReference<Instant> deadlineOverride = new AtomicReference<>();

    @AfterEach
    void close() {
        cancelled.set(true);
        client.close();
        cluster.close();
    }

    private GateEvaluator evaluator(List<PoolExpectation> pools, Duration blockedGrace) {
        GateSettings settings = GateSettings.of(GpuClusterSim.NS, "cluster-policy", pools)
                .withTimings(blockedGrace, Duration.ofMillis(100), Duration.ofMillis(100));
        return new GateEvaluator(client, settings, Clock.systemUTC());
    }

    private CompletableFuture<GateEvaluator.Result> start(GateEvaluator evaluator, Duration timeout) {
        Instant deadline = Instant.now().plus(timeout);
        WaitControl control = new WaitControl() {
            @Override
            public Instant deadline() {
                Instant override = deadlineOverride.get();
                return override != null ? override : deadline;
            }

            @Override
            public boolean cancelled() {
                return cancelled.get();
            }

            @Override
            public void progress(String message) {
            }
        };
        return CompletableFuture.supplyAsync(() -> evaluator.await(control, progress::add));
    }

    /** A gate on one H200 node whose validator waits for the driver, started and seen waiting. */
    private CompletableFuture<GateEvaluator.Result> gateWaitingForDriverValidation() throws InterruptedException {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.gpuPresent("h200-0");
        cluster.reconciled();
        cluster.validator("h200-0", 0);
        var future = start(evaluator(List.of(PoolExpectation.of("h200", 1, 8)), Duration.ofMinutes(1)), Duration.ofMinutes(10));
        awaitProgress(r -> mentions(r, "driver-validation running"));
        return future;
    }

    /** Waits (bounded) for a progress report matching {@code condition}. */
    private GateReport awaitProgress(Predicate<GateReport> condition) throws InterruptedException {
        long end = System.nanoTime() + BOUND.toNanos();
        GateReport last = null;
        while (System.nanoTime() < end) {
            GateReport r = progress.poll(100, TimeUnit.MILLISECONDS);
            if (r != null && condition.test(r)) {
                return r;
            }
            last = r == null ? last : r;
        }
        throw new AssertionError("no progress report matched within " + BOUND + "; the last: "
                + (last == null ? "none" : last.summary() + " " + last.reasons()));
    }

    private static GateEvaluator.Result result(CompletableFuture<GateEvaluator.Result> future) throws Exception {
        return future.get(BOUND.toSeconds(), TimeUnit.SECONDS);
    }

    /** How a wait that must not return a result ended: its exception. */
    private static Throwable ending(CompletableFuture<GateEvaluator.Result> future) throws Exception {
        try {
            GateEvaluator.Result result = result(future);
            throw new AssertionError("the wait ended " + result.outcome() + ": " + result.message());
        } catch (ExecutionException e) {
            return e.getCause();
        }
    }

    private static boolean mentions(GateReport r, String text) {
        return r.summary().contains(text);
    }

    @Test
    void completesOnlyAfterTheLastNodeValidates() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0", "h200-1");
        cluster.clusterPolicy("notReady", "False", "OperandNotReady", "ClusterPolicy is not ready; states not ready: [state-driver]");
        var future = start(evaluator(List.of(PoolExpectation.of("h200", 2, 8)), Duration.ofMinutes(1)), BOUND);

        awaitProgress(r -> mentions(r, "not labelled nvidia.com/gpu.present"));
        for (String node : List.of("h200-0", "h200-1")) {
            cluster.gpuPresent(node);
            cluster.validator(node, 0);
        }
        awaitProgress(r -> mentions(r, "driver not ready: validator init container driver-validation running"));
        cluster.reconciled();
        cluster.validator("h200-0", 4);
        cluster.advertise("h200-0", 8, "580.126.20");
        GateReport halfway = awaitProgress(r -> r.pools().get(0).validatedNodes() == 1);
        assertTrue(halfway.summary().startsWith("h200: 1/2 nodes validated, 8 nvidia.com/gpu"), halfway.summary());
        assertFalse(future.isDone(), "one node is still validating");

        cluster.validator("h200-1", 4);
        awaitProgress(r -> mentions(r, "node h200-1 of pool h200: allocatable nvidia.com/gpu is 0, expected 8"));
        assertFalse(future.isDone(), "validated but no GPUs advertised yet");
        cluster.advertise("h200-1", 8, "580.126.20");

        GateEvaluator.Result result = result(future);
        assertEquals(GateEvaluator.Outcome.READY, result.outcome(), result.message());
        PoolReport pool = result.report().pools().get(0);
        assertEquals(PoolState.READY, pool.state());
        assertEquals(2, pool.validatedNodes());
        assertEquals(16, pool.allocatableGpus());
        assertEquals("580.126.20", pool.observedDriverVersion());
    }

    @Test
    void aCrashLoopingDriverFailsFastWithNodeComponentAndLogTail() throws Exception {
        var future = gateWaitingForDriverValidation();

        cluster.store.setPodLog(GpuClusterSim.NS, "nvidia-driver-daemonset-h200-0",
                "Installing Linux kernel headers...\nCould not resolve Linux kernel version\n");
        cluster.driver("h200-0", true, "Could not resolve Linux kernel version");

        GateEvaluator.Result result = result(future);
        assertEquals(GateEvaluator.Outcome.FAILED, result.outcome());
        assertTrue(result.message().contains("node h200-0 of pool h200: driver CrashLoopBackOff"), result.message());
        assertTrue(result.message().contains("last exit code 1 (Error): Could not resolve Linux kernel version"), result.message());
        assertTrue(result.message().contains("last log lines of nvidia-driver-daemonset-h200-0/nvidia-driver-ctr:\n"
                + "Installing Linux kernel headers...\nCould not resolve Linux kernel version"), result.message());
        assertEquals(PoolState.FAILED, result.report().pools().get(0).state());
    }

    /**
     * The watch cache can hold a crash-looping pod the server has already replaced: its log answers 404. The gate
     * judges again on later ticks instead of failing without the log; a busy server's 503s are asked again.
     */
    @Test
    void aCrashLoopingDriversLogIsReadThroughAReplacedPodsNotFoundAndTheServersTransientFailures() throws Exception {
        var future = gateWaitingForDriverValidation();
        String logPath = "/api/v1/namespaces/" + GpuClusterSim.NS + "/pods/nvidia-driver-daemonset-h200-0/log";
        cluster.api.faults().inject(KubeFaults.Fault.status("GET", logPath, 404, 2));
        cluster.api.faults().inject(KubeFaults.Fault.status("GET", logPath, 503, 8));

        cluster.store.setPodLog(GpuClusterSim.NS, "nvidia-driver-daemonset-h200-0",
                "Installing Linux kernel headers...\nCould not resolve Linux kernel version\n");
        cluster.driver("h200-0", true, "Could not resolve Linux kernel version");

        GateEvaluator.Result result = result(future);
        assertEquals(GateEvaluator.Outcome.FAILED, result.outcome());
        assertTrue(result.message().contains("last log lines of nvidia-driver-daemonset-h200-0/nvidia-driver-ctr:\n"
                + "Installing Linux kernel headers...\nCould not resolve Linux kernel version"), result.message());
    }

    /** A log the server keeps refusing to show is said to be unreadable, with the server's answer. */
    @Test
    void aLogTheServerKeepsRefusingIsNamedUnreadableWithItsAnswer() throws Exception {
        var future = gateWaitingForDriverValidation();
        cluster.api.faults().inject(KubeFaults.Fault.status("GET", "/api/v1/namespaces/" + GpuClusterSim.NS
                + "/pods/nvidia-driver-daemonset-h200-0/log", 403, 100));

        cluster.driver("h200-0", true, "Could not resolve Linux kernel version");

        GateEvaluator.Result result = result(future);
        assertEquals(GateEvaluator.Outcome.FAILED, result.outcome());
        assertTrue(result.message().contains("the log of nvidia-driver-daemonset-h200-0/nvidia-driver-ctr could not be"
                + " read: the cluster's Kubernetes API refused the kubeconfig's user (HTTP 403"), result.message());
    }

    @Test
    void aFailedDriverUpgradeNamesTheGpuPodsItsPodDeletionRefusesAndTheSettingToChange() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0", "h200-1");
        cluster.reconciled();
        cluster.gpuWorkload("research", "notebook", "h200-0", false, false);
        cluster.gpuWorkload("research", "trainer-x1", "h200-0", true, true);
        cluster.gpuWorkload("research", "trainer-x2", "h200-0", true, false);
        cluster.gpuWorkload("research", "elsewhere", "h200-1", false, false);
        cluster.upgradeState("h200-0", "upgrade-failed");

        GateEvaluator.Result result = result(start(evaluator(List.of(PoolExpectation.of("h200", 2, 8)),
                Duration.ofMinutes(1)), Duration.ofMinutes(10)));
        assertEquals(GateEvaluator.Outcome.FAILED, result.outcome());
        String message = result.message();
        assertTrue(message.startsWith("GPU readiness failed: node h200-0 of pool h200: driver upgrade failed "), message);
        assertTrue(message.contains("driver.upgradePolicy.podDeletion.force and deleteEmptyDir are false"), message);
        assertTrue(message.endsWith("\nblocking the driver upgrade on node h200-0:\n"
                + "- GPU pod research/notebook is not managed by a controller (set driver.upgradePolicy.podDeletion.force "
                + "to true to delete it, or run it from a Deployment, Job or StatefulSet)\n"
                + "- GPU pod research/trainer-x1 uses an emptyDir volume (set driver.upgradePolicy.podDeletion.deleteEmptyDir "
                + "to true to delete it with its data)"), message);
    }

    @Test
    void anUntoleratedTaintFailsAfterTheGraceNamingTheTaint() throws Exception {
        cluster.nodes("h200", List.of(new EmulatedNode.Taint("dedicated", "h200", "NoSchedule")), "h200-0");
        cluster.gpuPresent("h200-0");
        cluster.reconciled();
        cluster.operandDaemonSet("nvidia-operator-validator");
        var future = start(evaluator(List.of(PoolExpectation.of("h200", 1, 8)), Duration.ofMillis(300)), Duration.ofMinutes(10));

        GateEvaluator.Result result = result(future);
        assertEquals(GateEvaluator.Outcome.FAILED, result.outcome());
        assertTrue(result.message().startsWith("GPU readiness failed: node h200-0 of pool h200: taint dedicated=h200:NoSchedule is not "
                + "tolerated by DaemonSet nvidia-operator-validator (DESIRED 0)"), result.message());
        assertTrue(result.message().contains("add a toleration"), result.message());
    }

    @Test
    void aPoolAtZeroNodesIsReportedAsZeroNodes() throws Exception {
        cluster.clusterPolicy("ready", "True", "NoGPUNodes", "no GPU nodes");
        GateEvaluator.Result result = result(start(evaluator(List.of(PoolExpectation.of("h200", 0, 8)), Duration.ofMinutes(1)), BOUND));
        assertEquals(GateEvaluator.Outcome.READY, result.outcome(), result.message());
        assertEquals(PoolState.ZERO_NODES, result.report().pools().get(0).state());
        assertEquals(0, result.report().pools().get(0).allocatableGpus());
    }

    @Test
    void droppedWatchesAndACompactedHistoryDoNotHangIt() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.gpuPresent("h200-0");
        cluster.validator("h200-0", 1);
        var future = start(evaluator(List.of(PoolExpectation.of("h200", 1, 8)), Duration.ofMinutes(1)), BOUND);
        awaitProgress(r -> mentions(r, "toolkit-validation running"));

        cluster.store.compactHistory();
        cluster.store.closeAllWatches();
        cluster.reconciled();
        cluster.validator("h200-0", 4);
        cluster.advertise("h200-0", 8, "580.126.20");

        GateEvaluator.Result result = result(future);
        assertEquals(GateEvaluator.Outcome.READY, result.outcome(), result.message());
    }

    @Test
    void cancellationStopsTheWait() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0");
        var future = start(evaluator(List.of(PoolExpectation.of("h200", 1, 8)), Duration.ofMinutes(1)), Duration.ofMinutes(10));
        awaitProgress(r -> !r.isReady());
        cancelled.set(true);
        assertInstanceOf(WaitCancelledException.class, ending(future));
    }

    @Test
    void theTimeoutMessageNamesWhatIsMissing() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0", "h200-1");
        cluster.gpuPresent("h200-0");
        cluster.gpuPresent("h200-1");
        cluster.reconciled();
        cluster.validator("h200-0", 4);
        cluster.advertise("h200-0", 8, "580.126.20");
        cluster.validator("h200-1", 0);
        cluster.store.create(com.vkcsgpu.emulator.kube.BuiltinTypes.EVENT, GpuClusterSim.NS, GpuClusterSim.json("""
                {"metadata":{"name":"validator-h200-1.1"},"type":"Warning","reason":"FailedMount",
                 "message":"MountVolume.SetUp failed for volume run-nvidia-validations","lastTimestamp":"%s",
                 "involvedObject":{"kind":"Pod","name":"nvidia-operator-validator-h200-1","namespace":"gpu-operator"}}
                """.formatted(Instant.now())), com.vkcsgpu.emulator.kube.WriteScope.ALL, "kubelet");
        var future = start(evaluator(List.of(PoolExpectation.of("h200", 2, 8)), Duration.ofMinutes(1)), Duration.ofMinutes(10));
        awaitProgress(r -> r.pools().get(0).validatedNodes() == 1);
        deadlineOverride.set(Instant.now());
        String message = assertInstanceOf(WaitTimeoutException.class, ending(future)).getMessage();
        assertTrue(message.startsWith("timed out after "), message);
        assertTrue(message.contains("waiting for GPU readiness; last observed: h200: 1/2 nodes validated, 8 nvidia.com/gpu; "
                + "node h200-1 of pool h200: driver not ready: validator init container driver-validation running"), message);
        assertTrue(message.contains("\nrecent warnings:\n- pod nvidia-operator-validator-h200-1 (node h200-1): "
                + "FailedMount: MountVolume.SetUp failed for volume run-nvidia-validations"), message);
    }

    @Test
    void withoutTheClusterPolicyCrdTheGateSaysThePolicyIsNotThereYet() throws Exception {
        cluster.store.delete(com.vkcsgpu.emulator.kube.BuiltinTypes.CRD, null, "clusterpolicies.nvidia.com");
        cluster.nodes("h200", List.of(), "h200-0");
        var future = start(evaluator(List.of(PoolExpectation.of("h200", 1, 8)), Duration.ofMinutes(1)), Duration.ofMinutes(10));
        GateReport report = awaitProgress(r -> r.verdict().reason().startsWith("ClusterPolicy cluster-policy"));
        assertEquals("ClusterPolicy cluster-policy not found (the GPU Operator has not created it yet)", report.verdict().reason());
        cancelled.set(true);
        assertInstanceOf(WaitCancelledException.class, ending(future));
    }

    @Test
    void anExistingClusterPolicyIsNeverReportedMissingWhileItIsBeingListed() throws Exception {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.reconciled();
        for (int i = 0; i < 5; i++) {
            LinkedBlockingQueue<GateReport> reports = new LinkedBlockingQueue<>();
            GateEvaluator evaluator = evaluator(List.of(PoolExpectation.of("h200", 1, 8)), Duration.ofMinutes(1));
            AtomicBoolean stop = new AtomicBoolean();
            var future = CompletableFuture.supplyAsync(() -> evaluator.await(new WaitControl() {
                @Override
                public Instant deadline() {
                    return Instant.now().plusSeconds(60);
                }

                @Override
                public boolean cancelled() {
                    return stop.get();
                }

                @Override
                public void progress(String message) {
                }
            }, reports::add));
            GateReport first = reports.poll(BOUND.toSeconds(), TimeUnit.SECONDS);
            stop.set(true);
            assertInstanceOf(WaitCancelledException.class, ending(future));
            assertFalse(first == null || first.verdict().reason().contains("not found"),
                    "the first report of a wait: " + (first == null ? "none" : first.verdict().reason()));
        }
    }

    @Test
    void evaluateOnceReadsTheClusterWithoutWaiting() {
        cluster.nodes("h200", List.of(), "h200-0");
        cluster.gpuPresent("h200-0");
        cluster.validator("h200-0", 4);
        cluster.advertise("h200-0", 8, "580.126.20");
        GateEvaluator evaluator = evaluator(List.of(PoolExpectation.of("h200", 1, 8)), Duration.ofMinutes(1));
        GateReport before = evaluator.evaluateOnce();
        assertEquals("ClusterPolicy cluster-policy not found (the GPU Operator has not created it yet)", before.verdict().reason());
        assertEquals(PoolState.READY, before.pools().get(0).state());
        cluster.reconciled();
        assertTrue(evaluator.evaluateOnce().isReady());
    }
}
