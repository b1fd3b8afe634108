package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.secret.SecretString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.testing.RecordingProgress;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.readiness.GpuClusterSim;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ReadinessGateResourceTest {
    /** A gate that must pass ends as soon as it does; the bound is only for one that never would, far above what a
     * saturated machine needs (docs/development.md, "Tests on a busy machine"). */
    private static final Duration OPERATION_BOUND = Duration.ofSeconds(60);
    private static final String URN = "urn:pulumi:dev::gpu::vkcs-gpu:gpu:ReadinessGate::gate";

    private final ReadinessGateResource resource = new ReadinessGateResource(KubeClients::fromKubeconfig,
            s -> s.withTimings(Duration.ofMillis(300), Duration.ofMillis(100), Duration.ofMillis(100)), Clock.systemUTC());
    private final List<String> statuses = new CopyOnWriteArrayList<>();
    private final ProgressReporter progress = RecordingProgress.statusesInto(statuses);
    private GpuClusterSim cluster;

    @AfterEach
    void close() {
        if (cluster != null) {
            cluster.close();
        }
    }

    private static ReadinessGateArgs args(String kubeconfig, List<GatePool> pools) {
        return new ReadinessGateArgs(SecretString.of(kubeconfig), "gpu-operator", pools, "cluster-policy", null);
    }

    private static GatePool pool(String name, Integer nodes, Integer gpus) {
        return new GatePool(name, null, nodes, gpus, "nvidia.com/gpu", null, null);
    }

    private static List<String> problems(ReadinessGateArgs args) {
        Diagnostics diags = new Diagnostics(Set.of());
        new ReadinessGateResource().check(args, diags);
        return diags.failures().stream().map(f -> f.path() + ": " + f.reason()).toList();
    }

    @Test
    void checkReportsEveryProblemWithItsPath() {
        List<String> problems = problems(args("k", List.of(pool("h200", -1, -2), pool("h200", 1, 8),
                new GatePool("l4", Map.of("", "x"), 1, 1, "gpu", null, null))));
        assertEquals(5, problems.size(), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("pools[0].expectedNodes: must not be negative")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("pools[0].gpusPerNode")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("pools[1].name: duplicate pool name h200")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("pools[2].resourceName")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.startsWith("pools[2].nodeSelector")), problems.toString());
        assertEquals(List.of("pools: must list at least one pool; list the GPU node pools the gate waits for"),
                problems(args("k", List.of())));
        assertTrue(problems(args("k", List.of(pool("h200", 0, 8), pool("l4", null, null)))).isEmpty());
    }

    @Test
    void aNullPoolFailsCheckByItsPath() {
        var handler = new com.vkcsgpu.provider.framework.ResourceHandler<>(new ReadinessGateResource(), new OperationTracker());
        Map<String, Object> inputs = new java.util.LinkedHashMap<>();
        inputs.put("kubeconfig", com.vkcsgpu.provider.framework.Values.secret("apiVersion: v1"));
        inputs.put("pools", java.util.Arrays.asList(Map.of("name", "h200"), null));
        List<String> failures = handler.check(inputs).failures().stream().map(f -> f.path() + ": " + f.reason()).toList();
        assertEquals(List.of("pools[1]: must not be null; remove the entry or give it a value"), failures);
    }

    @Test
    void defaultTimeoutIs45Minutes() {
        assertEquals(Duration.ofMinutes(45), resource.timeouts().create());
        assertEquals(Duration.ofMinutes(45), resource.timeouts().update());
    }

    @Test
    void createWaitsWithProgressThenRefreshShowsVanishedGpus() {
        cluster = readyCluster();
        ReadinessGateArgs args = args(cluster.kubeconfig(), List.of(pool("h200", 1, 8), pool("spare", 0, 8)));
        ReadinessGateState state;
        try (var ctx = new OperationTracker().start(URN, false, OPERATION_BOUND, progress)) {
            state = resource.create(args, ctx);
        }
        assertTrue(state.ready());
        assertTrue(state.gateId().startsWith("gate-"));
        assertEquals(new GatePoolStatus("h200", 1, 1, 8, "580.126.20", "READY", "", ""), state.poolStatuses().get(0));
        assertEquals("ZERO_NODES", state.poolStatuses().get(1).state());
        assertEquals("POOL_AT_ZERO", state.poolStatuses().get(1).diagnosis());
        assertFalse(statuses.isEmpty(), "progress reached the engine");
        assertTrue(statuses.stream().noneMatch(s -> s.contains(cluster.api.bearerToken())), "no secret in progress");

        cluster.advertise("h200-0", 0, "580.126.20");
        ReadinessGateState refreshed;
        try (var ctx = new OperationTracker().start(URN, false, OPERATION_BOUND, progress)) {
            refreshed = resource.read(state.gateId(), state, ctx);
        }
        assertFalse(refreshed.ready());
        assertEquals(state.args(), refreshed.args());
        assertEquals("NOT_READY", refreshed.poolStatuses().get(0).state());
        assertEquals("GPUS_NOT_ALLOCATABLE", refreshed.poolStatuses().get(0).diagnosis(), "the kind, for scripts");
        assertEquals("node h200-0 of pool h200: allocatable nvidia.com/gpu is 0, expected 8 (device-plugin has not advertised them yet)",
                refreshed.poolStatuses().get(0).message());
    }

    @Test
    void aCrashLoopIsACleanFailureNamingNodeAndComponent() {
        cluster = readyCluster();
        cluster.driver("h200-0", true, "Could not resolve Linux kernel version");
        try (var ctx = new OperationTracker().start(URN, false, OPERATION_BOUND, progress)) {
            PreconditionFailedException e = assertThrows(PreconditionFailedException.class,
                    () -> resource.create(args(cluster.kubeconfig(), List.of(pool("h200", 1, 8))), ctx));
            assertTrue(e.getMessage().contains("node h200-0 of pool h200: driver CrashLoopBackOff"), e.getMessage());
            assertTrue(ctx.acceptedState() == null, "nothing was accepted: the gate is not recorded");
        }
    }

    @Test
    void aTimeoutSaysWhatIsMissingAndHowToWaitLonger() {
        cluster = readyCluster();
        try (var ctx = new OperationTracker().start(URN, false, Duration.ofSeconds(3), progress)) {
            WaitTimeoutException e = assertThrows(WaitTimeoutException.class,
                    () -> resource.create(args(cluster.kubeconfig(), List.of(pool("h200", 2, 8))), ctx));
            assertTrue(e.getMessage().startsWith("timed out after "), e.getMessage());
            assertTrue(e.getMessage().contains("h200: "), e.getMessage());
            assertTrue(e.advice().contains("customTimeouts"), e.advice());
        }
    }

    @Test
    void importIsRefusedAndABadKubeconfigIsNamedWithoutItsContent() {
        try (var ctx = new OperationTracker().start(URN, false, Duration.ofSeconds(5), progress)) {
            assertThrows(InvalidInputException.class, () -> resource.read("gate-1", null, ctx));
            InvalidInputException e = assertThrows(InvalidInputException.class,
                    () -> resource.create(args("not: [a kubeconfig secret-value", List.of(pool("h200", 1, 8))), ctx));
            assertTrue(e.getMessage().startsWith("kubeconfig: "), e.getMessage());
            assertFalse(e.getMessage().contains("secret-value"), e.getMessage());
        }
    }

    /** One validated H200 node with 8 GPUs and a reconciled ClusterPolicy. */
    private static GpuClusterSim readyCluster() {
        GpuClusterSim sim = new GpuClusterSim();
        sim.nodes("h200", List.of(), "h200-0");
        sim.gpuPresent("h200-0");
        sim.reconciled();
        sim.validator("h200-0", 4);
        sim.advertise("h200-0", 8, "580.126.20");
        return sim;
    }
}
