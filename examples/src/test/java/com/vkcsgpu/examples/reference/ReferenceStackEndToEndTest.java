package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.emulator.kube.NodeOs;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.EmulatedYamlStack;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.operator.ReleaseMatrix;
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
 * addon ({@code vkcs-gpu:mk8s:ClusterAddon}; the emulator's addon installs the simulated operator; here on nodes
 * without a host driver, the driver container from the user's repository) and with
 * NVIDIA's real chart. Whatever depends on the GpuOperator is created only after its readiness gate finished, the
 * gate reports every pool ready with the pinned driver, and destroy leaves the emulator empty. The Helm install
 * of the fixture chart gets the same checks ({@link ReferenceStackChecks}) in {@link ReferenceStackRunTest}, which
 * runs it as {@code ./run-reference-stack} does.
 */
class ReferenceStackEndToEndTest {
    private static final double TIME_SCALE = 0.001;
    /** A repository of driver images the user built for VK's AlmaLinux 9 nodes. */
    private static final ReferenceStackChecks.NodeDriver OWN_DRIVERS =
            new ReferenceStackChecks.NodeDriver("registry.example.com/gpu");
    /** The release the reference stack installs by VK's addon (its default with {@code installMethod: addon}). */
    private static final String ADDON_RELEASE = "v24.9.2";

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

    /**
     * VK's addon on AlmaLinux nodes whose image has no driver, the driver container from a repository of the user's
     * ({@code driverSource: container}; NVIDIA publishes no AlmaLinux driver image), which holds the one driver image
     * the user built and pushed (the release's driver for the nodes' AlmaLinux release; any other tag would fail to
     * pull): every node runs a driver pod of the pinned version from that repository, and the gate reports that
     * version on every pool. The host-driver default is the Helm run of {@link ReferenceStackRunTest}.
     */
    @Test
    void withTheAddonAndAUserNamedDriverImageDependentsWaitForTheGateWhichSeesEveryPoolReadyAndDestroyLeavesNothing(
            @TempDir Path dir) {
        for (String pool : ReferenceStackChecks.POOLS) {
            cloud().injectGpuFault("ml-gpu", new GpuFault(GpuFault.Kind.NO_HOST_DRIVER, null, pool, null, null));
        }
        String driver = ReleaseMatrix.load().release(ADDON_RELEASE).orElseThrow().defaultDriver().text();
        cloud().registryImages().push(OWN_DRIVERS.repository() + "/driver:" + driver + "-almalinux"
                + NodeOs.ALMALINUX_9.osReleaseVersionId());
        EngineHarness stack = ReferenceStack.harness(cloud(), dir.resolve("state.json"), TIME_SCALE,
                InstallMethod.ADDON)
                .config(ReferenceStack.PROJECT + ":driverSource", "container")
                .config(ReferenceStack.PROJECT + ":driverRepository", OWN_DRIVERS.repository()).build();

        RunResult up = stack.up(ReferenceStack.program()).assertSucceeded();

        assertEquals(ADDON_RELEASE, up.output("release"));
        ReferenceStackChecks.assertUpWaitedForTheGate(up, InstallMethod.ADDON, cloud(), OWN_DRIVERS);
        ReferenceStackChecks.assertDestroyLeftNothing(stack.destroy(), cloud(), stack);
    }
}
