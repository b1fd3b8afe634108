package com.vkcsgpu.examples.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import com.vkcsgpu.emulator.gpu.GpuNodeState;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.RunChecks;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.RunResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link GpuOperatorProgram} through the engine harness with the real plugin against an embedded VK Cloud
 * emulator, whose clusters simulate the GPU Operator: the chart is the provider's fixture chart, rendered and
 * applied by {@code vkcs-gpu:gpu:OperatorRelease}; the readiness gate waits until the simulated operator has
 * validated the pool and advertises its time-sliced GPUs; only then is the dependent ObjectSet created.
 */
class GpuOperatorEndToEndTest {
    private static final String PROJECT = "gpu-operator-e2e";
    private static final double TIME_SCALE = 0.001;

    @RegisterExtension
    final EmulatedCloud emulated = new EmulatedCloud(TIME_SCALE);

    private VkCloudEmulator cloud() {
        return emulated.cloud();
    }


    private EngineHarness stack(Path stateFile) {
        return EmulatedStack.harnessWithFixtureChart(cloud(), PROJECT, stateFile, TIME_SCALE).build();
    }

    @Test
    void dependentsWaitForTheGateWhichReportsThePoolsTimeSlicedGpus(@TempDir Path dir) {
        RunResult up = stack(dir.resolve("state.json"))
                .up(Program.javaMain(Classpaths.current(), GpuOperatorProgram.class.getName())).assertSucceeded();

        RunChecks.assertQuiet(up); // the newest release: no support warning in what users copy
        ProviderCall release = up.call("Create", "gpu-release");
        ProviderCall gate = up.call("Create", "gpu-gate");
        ProviderCall dependent = up.call("Create", "workloads");
        assertTrue(release.started() > up.call("Create", "ml-cluster").finished(), "the release needs the kubeconfig");
        assertTrue(gate.started() >= release.finished(), "the gate waits for the release");
        assertTrue(dependent.started() >= gate.finished(),
                () -> "a resource depending on GpuOperator starts after the gate finished:\n" + up.describe());

        assertEquals(true, up.output("ready"));
        assertEquals(EmulatedStack.FIXTURE_CHART_RELEASE, up.output("release"));
        // One L4 per node, shared 4 ways through the named device-plugin config the pool label selects.
        int expected = GpuOperatorProgram.TIME_SLICING_REPLICAS;
        assertEquals(List.of(Map.of("name", "l4-pool", "state", "READY", "nodes", 1.0, "validatedNodes", 1.0,
                "allocatableGpus", (double) expected)), up.output("poolStatuses"), up.describe());

        // The pool's nodes are the cluster's only workers and carry the GPU taint, so the operator Deployment
        // could run only because GpuOperator passed the pool's tolerations to operator.tolerations.
        EmulatorSnapshot.Cluster cluster = cloud().snapshot().cluster("ml-gpu").orElseThrow();
        EmulatorSnapshot.NodeGroup pool = cluster.nodeGroups().get(0);
        assertEquals(List.of("l4-pool"), cluster.nodeGroups().stream().map(EmulatorSnapshot.NodeGroup::name).toList());
        assertEquals(List.of("nvidia.com/gpu=present:NoSchedule"),
                pool.taints().stream().map(t -> t.key() + "=" + t.value() + ":" + t.effect()).toList());
        GpuNodeState node = cloud().gpuSimulation("ml-gpu").orElseThrow().nodeState(pool.nodeNames().get(0))
                .orElseThrow();
        assertEquals(1, node.physicalGpus());
        assertEquals(String.valueOf(expected), node.gpuResources().get("nvidia.com/gpu"));
    }

    /**
     * On VK's documented platform (a project owner's Keystone token is Kubernetes {@code admin}; VK's Gatekeeper
     * constraints) the Helm install stops before its first write inside the cluster, with one PERMISSION_DENIED
     * naming the cluster-wide rights, and nothing that depends on the operator is created. The cluster and its pool
     * were created first: before a cluster exists there is no one to ask.
     */
    @Test
    void onVksDocumentedPlatformTheHelmInstallStopsBeforeItsFirstWriteInTheCluster(@TempDir Path dir) {
        cloud().platform(VkPlatform.documented());

        RunResult failed = stack(dir.resolve("state.json"))
                .up(Program.javaMain(Classpaths.current(), GpuOperatorProgram.class.getName())).assertFailed();

        String error = String.join("\n", failed.errors());
        for (String fragment : List.of("may not do what installing the GPU Operator chart by Helm needs; nothing was "
                + "written", "create customresourcedefinitions.apiextensions.k8s.io (cluster-wide): granted by "
                + "cluster-admin", "or install the GPU Operator with method: addon")) {
            assertTrue(error.contains(fragment), () -> "expected '" + fragment + "' in:\n" + error);
        }
        assertEquals(Map.of(), cloud().gpuSimulation("ml-gpu").orElseThrow().operandImages(),
                "no ClusterPolicy reached the cluster, so the simulated operator runs no operand");
        assertTrue(failed.findStep("workloads").isEmpty() || failed.calls("Create").stream()
                .noneMatch(c -> c.name().equals("workloads")), failed::describe);
    }
}
