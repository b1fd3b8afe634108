package com.vkcsgpu.examples.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.gpu.GpuNodeState;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.RunResult;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every GPU failure the emulator can inject, through the engine harness with the real plugin: the fault goes in
 * over the emulator's admin API ({@code /_emulator/gpu-faults}) before {@code up}, the up fails with a diagnosis
 * naming pool, node, component and cause (a broken node fails the gate long before its 30-minute timeout), the
 * dependent resource is never created, and once the fault is fixed the next up passes the gate without creating
 * anything twice. A slow driver compile shows as "driver compiling for ..." progress, times out naming the node
 * when the timeout is short, and passes when the next up waits long enough; that stack also shows a pool scaled
 * to zero as zero nodes beside READY pools, and a pool with a custom taint running every operand.
 *
 * <p>One emulator serves every case; each case has its own cluster and state file.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class GpuFailureDiagnosisEndToEndTest {
    private static final String PROJECT = "gpu-failures-e2e";
    private static final double TIME_SCALE = 0.001;
    /** Long enough that any failure before it is a diagnosis, not a timeout. */
    private static final String PATIENT = "30m";
    private static final Program PROGRAM = Program.javaMain(Classpaths.current(), GpuFailureProgram.class.getName());

    private static VkCloudEmulator cloud;
    private static HttpClient admin;

    @BeforeAll
    static void startCloud() {
        cloud = VkCloudEmulator.builder().timeScale(TIME_SCALE).start();
        admin = HttpClient.newBuilder().sslContext(cloud.ca().clientContext()).connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stopCloud() {
        if (cloud != null) {
            cloud.close();
        }
    }

    /** A failure, the pool whose first node it hits, and what the error must say besides pool and node. */
    enum Failure {
        DRIVER_CRASH_LOOP("crash", GpuFailureProgram.INFER_POOL, "\"kind\":\"driver_crash_loop\"",
                "GPU readiness failed", ": driver CrashLoopBackOff (container nvidia-driver-ctr",
                "last log lines of nvidia-driver-daemonset-", "Could not resolve Linux kernel version"),
        UNTOLERATED_TAINT("taint", GpuFailureProgram.INFER_POOL,
                "\"kind\":\"untolerated_taint\",\"taint\":\"maintenance=planned:NoSchedule\"",
                "GPU readiness failed", ": taint maintenance=planned:NoSchedule is not tolerated by DaemonSet ",
                "nvidia-driver-daemonset", "nvidia-operator-validator", "so GPU Operator pods cannot run there"),
        MISSING_GPUS("nogpu", GpuFailureProgram.TRAIN_POOL, "\"kind\":\"missing_gpus\"",
                "GPU readiness failed", ": plugin validation (nvidia-operator-validator) CrashLoopBackOff",
                "no GPUs found on the node: allocatable nvidia.com/gpu is 0",
                "GPU resources are not discovered by the node");

        final String cluster;
        final String pool;
        final String faultJson;
        final List<String> expected;

        Failure(String cluster, String pool, String faultJson, String... expected) {
            this.cluster = "diag-" + cluster;
            this.pool = pool;
            this.faultJson = faultJson;
            this.expected = List.of(expected);
        }

        String node() {
            return GpuFailureProgram.firstNode(cluster, pool);
        }
    }

    @ParameterizedTest
    @EnumSource(Failure.class)
    void aBrokenNodeFailsTheGateNamingPoolNodeComponentAndCauseAndTheNextUpRecovers(Failure failure,
                                                                                    @TempDir Path dir) {
        injectFault("{\"cluster\":\"" + failure.cluster + "\",\"node\":\"" + failure.node() + "\"," + failure.faultJson + "}");
        EngineHarness stack = stack(dir, failure.cluster, PATIENT);

        RunResult failed = stack.up(PROGRAM).assertFailed();
        String error = String.join("\n", failed.errors());
        assertTrue(error.contains("node " + failure.node() + " of pool " + failure.pool + ": "),
                () -> "the error names node and pool:\n" + error);
        for (String fragment : failure.expected) {
            assertTrue(error.contains(fragment), () -> "expected '" + fragment + "' in:\n" + error);
        }
        assertFalse(error.contains("timed out"), () -> "a broken node fails the gate long before its 30m timeout:\n"
                + error);
        assertNothingDependentCreated(failed);
        // Whether the gate reports progress before it fails fast depends on how soon the fault shows (it failed once
        // in a fresh-clone run before its first report); progress while waiting is asserted by the slow-compile cases.

        clearFaults(failure.cluster);
        RunResult recovered = stack.up(PROGRAM).assertSucceeded();
        assertOnlyTheGateAndItsDependentAreCreatedAgain(recovered);
        assertEquals(List.of("READY", "READY"), poolStates(recovered), recovered.describe());
    }

    /** A compile longer than the gate's timeout ends in a timeout naming the node still compiling; fixed, it passes. */
    @Test
    void aCompileLongerThanTheTimeoutTimesOutNamingTheCompilingNodeAndTheNextUpRecovers(@TempDir Path dir) {
        String cluster = "diag-slow";
        String slowNode = GpuFailureProgram.firstNode(cluster, GpuFailureProgram.TRAIN_POOL);
        // 100 h realistic: 6 minutes at the test's time scale, far beyond the gate's 20 s.
        injectFault("{\"cluster\":\"" + cluster + "\",\"node\":\"" + slowNode
                + "\",\"kind\":\"slow_driver_compile\",\"compileMinutes\":6000}");
        EngineHarness stack = stack(dir, cluster, "20s");

        RunResult timedOut = stack.up(PROGRAM).assertFailed();
        String error = String.join("\n", timedOut.errors());
        assertTrue(error.contains("timed out after "), error);
        assertTrue(compiling(cluster).matcher(error).find(), () -> "the timeout names the node still compiling:\n" + error);
        assertTrue(error.contains("raise the wait with the customTimeouts resource option"), error);
        assertNothingDependentCreated(timedOut);
        assertTrue(progressLines(timedOut).stream().anyMatch(l -> compiling(cluster).matcher(l).find()),
                () -> "progress names the compiling node:\n" + String.join("\n", progressLines(timedOut)));

        clearFaults(cluster);
        RunResult recovered = stack.withConfig(PROJECT + ":readinessTimeout", PATIENT).up(PROGRAM).assertSucceeded();
        assertOnlyTheGateAndItsDependentAreCreatedAgain(recovered);
        assertEquals(List.of("READY", "READY"), poolStates(recovered), recovered.describe());
    }

    /**
     * A compile that ends within the timeout shows as "driver compiling for ..." progress and the gate passes. The
     * same stack shows a pool scaled to zero as zero nodes beside READY pools, and the pool with a custom taint
     * running every operand.
     */
    @Test
    void aSlowCompileWithinTheTimeoutIsProgressAZeroPoolIsZeroNodesAndACustomTaintedPoolRunsEveryOperand(
            @TempDir Path dir) {
        String cluster = "diag-healthy";
        String slowNode = GpuFailureProgram.firstNode(cluster, GpuFailureProgram.TRAIN_POOL);
        // 400 min realistic: 24 s at the test's time scale, so the gate sees it compiling whatever the machine's load.
        injectFault("{\"cluster\":\"" + cluster + "\",\"nodeGroup\":\"" + GpuFailureProgram.TRAIN_POOL
                + "\",\"kind\":\"slow_driver_compile\",\"compileMinutes\":400}");

        RunResult up = stack(dir, cluster, PATIENT).up(PROGRAM).assertSucceeded();

        assertTrue(progressLines(up).stream().anyMatch(l -> compiling(cluster).matcher(l).find()),
                () -> "progress names the compiling node:\n" + String.join("\n", progressLines(up)));
        assertTrue(up.call("Create", "workloads").started() >= up.call("Create", "gpu-gate").finished());
        assertEquals(List.of(
                Map.of("name", GpuFailureProgram.TRAIN_POOL, "state", "READY", "nodes", 1.0, "validatedNodes", 1.0,
                        "allocatableGpus", 1.0),
                Map.of("name", GpuFailureProgram.INFER_POOL, "state", "READY", "nodes", 1.0, "validatedNodes", 1.0,
                        "allocatableGpus", 1.0)), up.output("poolStatuses"), up.describe());

        // The custom taint (beside the GPU taint) became a toleration of every operand and of the NFD worker.
        assertEquals(List.of(GpuFailureProgram.CUSTOM_TAINT, "nvidia.com/gpu=present:NoSchedule"),
                cloud.snapshot().cluster(cluster).orElseThrow().nodeGroups().stream()
                        .filter(g -> g.name().equals(GpuFailureProgram.TRAIN_POOL)).findFirst().orElseThrow()
                        .taints().stream().map(t -> t.key() + "=" + t.value() + ":" + t.effect()).sorted().toList());
        GpuNodeState trainNode = cloud.gpuSimulation(cluster).orElseThrow().nodeState(slowNode).orElseThrow();
        assertTrue(trainNode.readyApps().containsAll(List.of("nvidia-driver-daemonset",
                "nvidia-container-toolkit-daemonset", "nvidia-device-plugin-daemonset", "nvidia-dcgm-exporter",
                "nvidia-operator-validator", "gpu-feature-discovery", "node-feature-discovery")),
                () -> "operands Ready on " + slowNode + ": " + trainNode.readyApps());
        assertEquals("1", trainNode.gpuResources().get("nvidia.com/gpu"));
    }

    /** "node <train-pool's first node> of pool train-pool: driver compiling for 12s". */
    private static Pattern compiling(String cluster) {
        return Pattern.compile("node " + Pattern.quote(GpuFailureProgram.firstNode(cluster, GpuFailureProgram.TRAIN_POOL))
                + " of pool " + GpuFailureProgram.TRAIN_POOL + ": driver compiling for \\d+[hms]");
    }

    private static void assertNothingDependentCreated(RunResult run) {
        assertTrue(run.calls("Create").stream().noneMatch(c -> c.name().equals("workloads")),
                () -> "nothing that depends on the GPUs is created:\n" + run.describe());
    }

    /** The failed up recorded everything but the gate: the next up creates the gate and its dependent only. */
    private static void assertOnlyTheGateAndItsDependentAreCreatedAgain(RunResult run) {
        assertEquals(List.of("gpu-gate", "workloads"), run.calls("Create").stream().filter(c -> !c.isPreview())
                .map(ProviderCall::name).sorted().toList(), () -> "no duplicate creates:\n" + run.describe());
    }

    private static EngineHarness stack(Path dir, String cluster, String readinessTimeout) {
        return EmulatedStack.harnessWithFixtureChart(cloud, PROJECT, dir.resolve("state.json"), TIME_SCALE)
                .config(PROJECT + ":clusterName", cluster)
                .config(PROJECT + ":readinessTimeout", readinessTimeout)
                .build();
    }

    /** The gate's status lines (ephemeral engine logs of the gate resource). */
    private static List<String> progressLines(RunResult run) {
        return run.logs().stream().filter(EngineLogMessage::ephemeral)
                .filter(l -> l.urn() != null && l.urn().endsWith("gpu-gate")).map(EngineLogMessage::message).toList();
    }

    @SuppressWarnings("unchecked")
    private static List<String> poolStates(RunResult run) {
        return ((List<Map<String, Object>>) run.output("poolStatuses")).stream().map(m -> (String) m.get("state")).toList();
    }

    private static void injectFault(String json) {
        HttpResponse<String> response = send("POST", "gpu-faults", json);
        assertEquals(201, response.statusCode(), response.body());
    }

    private static void clearFaults(String cluster) {
        assertEquals(200, send("DELETE", "gpu-faults/" + cluster, null).statusCode());
    }

    private static HttpResponse<String> send(String method, String path, String json) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(cloud.adminUrl() + path)).timeout(Duration.ofSeconds(10));
        request = json == null ? request.method(method, HttpRequest.BodyPublishers.noBody())
                : request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        try {
            return admin.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError("admin API " + method + " " + path + " failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
