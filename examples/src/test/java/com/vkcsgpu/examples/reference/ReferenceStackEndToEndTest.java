package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.EmulatedYamlStack;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.RunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference stack ({@code examples/java-gpu-platform}: cluster, A100/L4/H200 pools, GpuOperator, two tenants
 * and a training JobRun) through the engine harness with the real plugin against the emulator: with VK's managed
 * addon ({@code vkcs-gpu:mk8s:ClusterAddon}; the emulator's addon installs the simulated operator) and with
 * NVIDIA's real chart. Whatever depends on the GpuOperator is created only after its readiness gate finished, the
 * gate reports every pool ready with the pinned driver, and destroy leaves the emulator empty. The Helm install
 * of the fixture chart gets the same checks ({@link ReferenceStackChecks}) in {@link ReferenceStackRunTest}, which
 * runs it as {@code ./run-reference-stack} does.
 */
class ReferenceStackEndToEndTest {
    private static final double TIME_SCALE = 0.001;

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
        assertEquals(ReferenceStackChecks.POOLS.stream().sorted().toList(), cluster.nodeGroups().stream()
                .map(EmulatorSnapshot.NodeGroup::name).sorted().toList(), "every worker is a GPU node");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> statuses = (List<Map<String, Object>>) up.output("poolStatuses");
        assertEquals(ReferenceStackChecks.POOLS, statuses.stream().map(s -> s.get("name")).toList());
        assertTrue(statuses.stream().allMatch(s -> "READY".equals(s.get("state"))), up.describe());
        ReferenceStackChecks.assertOperandsRunThePins(up, cloud());
        ReferenceStackChecks.assertNfdRunsOnTheGpuOnlyCluster(cloud());
        stack.destroy().assertSucceeded();
    }

    /** {@code ../shared/charts/gpu-operator-<release>.tgz} beside the repository root. */
    private static Path realChart(String release) {
        return EmulatedStack.repositoryRoot().resolve(EmulatedYamlStack.SHARED_CHARTS).normalize()
                .resolve("gpu-operator-" + release + ".tgz");
    }

    @Test
    void withTheAddonDependentsWaitForTheGateWhichSeesEveryPoolReadyAndDestroyLeavesNothing(@TempDir Path dir) {
        EngineHarness stack = ReferenceStack.harness(cloud(), dir.resolve("state.json"), TIME_SCALE,
                InstallMethod.ADDON).build();

        RunResult up = stack.up(ReferenceStack.program()).assertSucceeded();

        ReferenceStackChecks.assertUpWaitedForTheGate(up, InstallMethod.ADDON, cloud());
        ReferenceStackChecks.assertDestroyLeftNothing(stack.destroy(), cloud(), stack);
    }
}
