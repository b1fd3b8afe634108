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
import com.vkcsgpu.harness.StepListener;
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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * GPU failures through the engine harness with the real plugin: the fault goes in over the emulator's admin API
 * ({@code /_emulator/gpu-faults}) before {@code up}, the up fails with a diagnosis naming pool, node, component and
 * cause (a broken node fails the gate long before its 30-minute timeout), the dependent resource is never created,
 * and once the fault is fixed the next up passes the gate without creating anything twice. A slow driver compile
 * shows as "driver compiling for ..." progress in the engine's display and the gate passes when it ends; that stack
 * also shows a pool scaled to zero as zero nodes beside READY pools, and a pool with a custom taint running every
 * operand. Each failure kind's diagnosis and a compile outlasting the timeout are asserted below the engine, in the
 * provider's GpuFailureDiagnosisTest, against the same emulated cluster.
 *
 * <p>One emulator serves every case; each case has its own cluster and state file.
 */
// A guard against a hang, not a speed check: far above what a case takes on a saturated machine.
@Timeout(value = 20, unit = TimeUnit.MINUTES)
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
        cloud = EmulatedStack.emulator(TIME_SCALE).start();
        admin = HttpClient.newBuilder().sslContext(cloud.ca().clientContext()).connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stopCloud() {
        if (cloud != null) {
            cloud.close();
        }
    }

    /**
     * A driver that crash-loops on the infer pool's node. The diagnosis of every failure kind (and of a compile
     * longer than the timeout) is asserted against the same emulated cluster below the engine, in the provider's
     * GpuFailureDiagnosisTest; this case shows the engine's side once: the up fails with that diagnosis, the
     * dependent resource is never created, and once the fault is fixed the next up creates nothing twice.
     */
    @Test
    void aBrokenNodeFailsTheGateNamingPoolNodeComponentAndCauseAndTheNextUpRecovers(@TempDir Path dir) {
        String cluster = "diag-crash";
        String node = GpuFailureProgram.firstNode(cluster, GpuFailureProgram.INFER_POOL);
        injectFault("{\"cluster\":\"" + cluster + "\",\"node\":\"" + node + "\",\"kind\":\"driver_crash_loop\"}");
        EngineHarness stack = stack(dir, cluster, PATIENT);

        RunResult failed = stack.up(PROGRAM).assertFailed();
        String error = String.join("\n", failed.errors());
        for (String fragment : List.of("GPU readiness failed", "node " + node + " of pool " + GpuFailureProgram.INFER_POOL
                + ": driver CrashLoopBackOff (container nvidia-driver-ctr", "last log lines of nvidia-driver-daemonset-",
                "Could not resolve Linux kernel version")) {
            assertTrue(error.contains(fragment), () -> "expected '" + fragment + "' in:\n" + error);
        }
        assertFalse(error.contains("timed out"), () -> "a broken node fails the gate long before its 30m timeout:\n"
                + error);
        assertNothingDependentCreated(failed);

        clearFaults(cluster);
        RunResult recovered = stack.up(PROGRAM).assertSucceeded();
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
        // 400 min realistic, 24 s at the test's time scale: the compile lasts until the gate has reported it (then the
        // test clears the fault, which ends it), whatever the machine's load, and at most that long.
        injectFault("{\"cluster\":\"" + cluster + "\",\"nodeGroup\":\"" + GpuFailureProgram.TRAIN_POOL
                + "\",\"kind\":\"slow_driver_compile\",\"compileMinutes\":400}");
        AtomicBoolean reported = new AtomicBoolean();
        StepListener endCompileOnceReported = new StepListener() {
            @Override
            public void logged(EngineLogMessage message) {
                if (message.ephemeral() && message.urn() != null && message.urn().endsWith("gpu-gate")
                        && compiling(cluster).matcher(message.message()).find() && reported.compareAndSet(false, true)) {
                    assertEquals(200, send("DELETE", "gpu-faults/" + cluster, null).statusCode());
                }
            }
        };

        RunResult up = stack(dir, cluster, PATIENT).withStepListener(endCompileOnceReported).up(PROGRAM).assertSucceeded();

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

    /**
     * The stack on VK's AlmaLinux nodes without a host driver, the driver container from a repository of the user's
     * (NVIDIA publishes none for AlmaLinux): these cases are about the operator's driver container.
     */
    private static EngineHarness stack(Path dir, String cluster, String readinessTimeout) {
        for (String pool : List.of(GpuFailureProgram.TRAIN_POOL, GpuFailureProgram.INFER_POOL)) {
            injectFault("{\"cluster\":\"" + cluster + "\",\"nodeGroup\":\"" + pool + "\",\"kind\":\"no_host_driver\"}");
        }
        return EmulatedStack.harnessWithFixtureChart(cloud, PROJECT, dir.resolve("state.json"), TIME_SCALE)
                .config(PROJECT + ":clusterName", cluster)
                .config(PROJECT + ":readinessTimeout", readinessTimeout)
                .config(PROJECT + ":driverRepository", "registry.example.com/gpu")
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
