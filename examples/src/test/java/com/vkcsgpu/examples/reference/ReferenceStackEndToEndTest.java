package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.EmulatedYamlStack;
import com.vkcsgpu.examples.emulated.RunChecks;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.Values;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The reference stack ({@code examples/java-gpu-platform}: cluster, A100/L4/H200 pools, GpuOperator, two tenants
 * and a training JobRun) through the engine harness with the real plugin against the emulator, once per install
 * method: Helm (the fixture chart rendered and applied by {@code vkcs-gpu:gpu:OperatorRelease}) and VK's managed
 * addon ({@code vkcs-gpu:mk8s:ClusterAddon}; the emulator's addon installs the simulated operator). Whatever
 * depends on the GpuOperator is created only after its readiness gate finished, the gate reports every pool ready
 * with the pinned driver, and destroy leaves the emulator empty.
 */
class ReferenceStackEndToEndTest {
    private static final double TIME_SCALE = 0.001;
    private static final List<String> POOLS = List.of("a100-pool", "l4-pool", "h200-pool");

    @RegisterExtension
    final EmulatedCloud emulated = new EmulatedCloud(TIME_SCALE);

    private VkCloudEmulator cloud() {
        return emulated.cloud();
    }

    /**
     * NVIDIA's real chart of the stack's default Helm release ({@code ../shared/charts}, beside the repository),
     * rendered by the plugin and applied into the emulator: every worker of the cluster is a tainted GPU node, so
     * the gate passes only if the operator, NFD (master included) and the operands tolerate the pools' taints.
     */
    @Test
    void theRealChartOfTheDefaultReleaseMakesEveryPoolOfAGpuOnlyClusterReady(@TempDir Path dir) {
        Path chart = realChart(EmulatedStack.FIXTURE_CHART_RELEASE);
        Assumptions.assumeTrue(Files.isRegularFile(chart), "skipped: NVIDIA's real gpu-operator charts are not at "
                + chart + " (they are beside the repository in CI, not in a clone)");
        EngineHarness stack = ReferenceStack.harness(cloud(), dir.resolve("state.json"), TIME_SCALE, InstallMethod.HELM)
                .config(ReferenceStack.PROJECT + ":chartPath", chart.toString()).build();

        RunResult up = stack.up(ReferenceStack.program()).assertSucceeded();

        assertEquals(true, up.output("gpuReady"), up.describe());
        EmulatorSnapshot.Cluster cluster = cloud().snapshot().cluster("ml-gpu").orElseThrow();
        assertEquals(POOLS.stream().sorted().toList(), cluster.nodeGroups().stream().map(EmulatorSnapshot.NodeGroup::name)
                .sorted().toList(), "every worker is a GPU node");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> statuses = (List<Map<String, Object>>) up.output("poolStatuses");
        assertEquals(POOLS, statuses.stream().map(s -> s.get("name")).toList());
        assertTrue(statuses.stream().allMatch(s -> "READY".equals(s.get("state"))), up.describe());
        assertOperandsRunThePins(up);
        assertNfdRunsOnTheGpuOnlyCluster();
        stack.destroy().assertSucceeded();
    }

    /**
     * Every simulated operand's pods run the image of the version GpuOperator pinned (the simulated operator takes
     * them from the ClusterPolicy it was given), so a pin lost between the values and the ClusterPolicy fails here.
     */
    private void assertOperandsRunThePins(RunResult up) {
        @SuppressWarnings("unchecked")
        Map<String, String> pins = (Map<String, String>) up.output("pinnedComponents");
        Map<String, java.util.SortedSet<String>> images = cloud().gpuSimulation("ml-gpu").orElseThrow().operandImages();
        for (String component : List.of("driver", "toolkit", "validator", "devicePlugin", "dcgmExporter", "gfd")) {
            String version = pins.get(component);
            java.util.SortedSet<String> running = images.getOrDefault(component, new java.util.TreeSet<>());
            assertFalse(running.isEmpty(), component + " runs no pod: " + images);
            assertTrue(running.stream().allMatch(image -> image.endsWith(":" + version)
                    || image.contains(":" + version + "-") || image.endsWith("@" + version)),
                    component + " pinned to " + version + " but its pods run " + running);
        }
    }

    /**
     * NFD master, worker and gc each have a Ready pod: the cluster's only workers are the tainted GPU pools, so a
     * role the pools' tolerations did not reach (the gc tolerates nothing by default) stays Pending and fails here.
     * The gate needs only the master, so without this a lost gc toleration would pass unseen.
     */
    private void assertNfdRunsOnTheGpuOnlyCluster() {
        Map<String, Integer> ready = cloud().gpuSimulation("ml-gpu").orElseThrow().readyNfdPods();
        assertEquals(List.of("gc", "master", "worker"), List.copyOf(ready.keySet()), "NFD roles with a Ready pod: " + ready);
        assertEquals(1, ready.get("gc"), "one gc replica: " + ready);
        assertEquals(POOLS.size(), ready.get("worker"), "a worker on every GPU node: " + ready);
    }

    /** {@code ../shared/charts/gpu-operator-<release>.tgz} beside the repository root. */
    private static Path realChart(String release) {
        return EmulatedStack.repositoryRoot().resolve(EmulatedYamlStack.SHARED_CHARTS).normalize()
                .resolve("gpu-operator-" + release + ".tgz");
    }

    @ParameterizedTest
    @EnumSource(InstallMethod.class)
    void dependentsWaitForTheGateWhichSeesEveryPoolReadyAndDestroyLeavesNothing(InstallMethod method,
                                                                               @TempDir Path dir) {
        EngineHarness stack = ReferenceStack.harness(cloud(), dir.resolve("state.json"), TIME_SCALE, method).build();

        RunResult up = stack.up(ReferenceStack.program()).assertSucceeded();

        if (method == InstallMethod.HELM) {
            RunChecks.assertQuiet(up); // the newest release: nothing to warn about
        } else {
            RunChecks.assertQuietBut(up, RunChecks.RELEASE_SUPPORT_WARNING + "v24.9.2"); // VK's addon line
        }
        String install = method == InstallMethod.HELM ? "gpu-release" : "gpu-addon";
        ProviderCall installCall = up.call("Create", install);
        ProviderCall gate = up.call("Create", "gpu-gate");
        assertTrue(gate.started() >= installCall.finished(), "the gate waits for the install");
        List<ProviderCall> dependents = up.calls("Create").stream()
                .filter(c -> c.name().equals("training") || c.urn().contains("GpuTenant$")).toList();
        assertEquals(List.of("inference-objects", "research-objects", "training"),
                dependents.stream().map(ProviderCall::name).sorted().toList(), up.describe());
        for (ProviderCall dependent : dependents) {
            assertTrue(dependent.started() >= gate.finished(), () -> dependent.name()
                    + " (depends on the GpuOperator) started before the readiness gate finished:\n" + up.describe());
        }
        assertTrue(up.call("Create", "training").started() >= up.call("Create", "research-objects").finished(),
                "the Job runs in the research tenant's namespace");

        assertEquals(method.configValue(), up.output("installMethod"));
        assertEquals(true, up.output("gpuReady"));
        @SuppressWarnings("unchecked")
        String driver = ((Map<String, String>) up.output("pinnedComponents")).get("driver");
        List<Map<String, Object>> expected = POOLS.stream().map(pool -> Map.<String, Object>of("name", pool,
                "state", "READY", "nodes", 1.0, "validatedNodes", 1.0, "allocatableGpus", 1.0,
                "observedDriverVersion", driver, "message", "")).toList();
        assertEquals(expected, up.output("poolStatuses"), up.describe());
        assertEquals("Complete", up.output("trainingOutcome"));
        assertOperandsRunThePins(up);
        assertNfdRunsOnTheGpuOnlyCluster();
        assertEquals(Map.of("research", "research", "inference", "inference"), up.output("tenantNamespaces"));
        assertEquals(Map.of("vkcs-gpu.io/pool", "a100-pool"), up.output("a100NodeSelector"));
        assertInstanceOf(Values.Secret.class, up.output("kubeconfig"), "the kubeconfig stays secret");

        EmulatorSnapshot.Cluster cluster = cloud().snapshot().cluster("ml-gpu").orElseThrow();
        List<String> addons = cloud().snapshot().addons().stream().map(EmulatorSnapshot.Addon::name).toList();
        assertEquals(method == InstallMethod.ADDON ? List.of("gpu-operator") : List.of(), addons);
        assertEquals(List.of("GZ1", "GZ1", "ME1"), POOLS.stream().map(pool -> cluster.nodeGroups().stream()
                .filter(g -> g.name().equals(pool)).findFirst().orElseThrow().zone()).toList());

        RunResult destroy = stack.destroy().assertSucceeded();

        RunChecks.assertQuiet(destroy);
        assertTrue(cloud().snapshot().clusters().isEmpty(), () -> "left in the cloud: " + cloud().snapshot());
        assertTrue(cloud().snapshot().addons().isEmpty(), () -> "left in the cloud: " + cloud().snapshot());
        assertTrue(stack.state().stream().allMatch(ResourceState::isProvider), () -> "left in state: " + stack.state());
        assertFalse(destroy.calls("Delete").isEmpty());
    }
}
