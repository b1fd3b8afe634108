package com.vkcsgpu.examples.operator;

import com.vkcsgpu.emulator.gpu.GpuFault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.gpu.GpuOperatorSimulation;
import com.vkcsgpu.emulator.gpu.NvidiaDriverState;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.GpuJobs;
import com.vkcsgpu.examples.emulated.WriteCalls;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.DiffKind;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Driver versions end to end ({@link DriverVersionsProgram} through the engine harness with the real plugin against
 * the emulator and its simulated GPU Operator): a cluster-wide driver bump previews as an in-place change of the
 * driver pin and walks the upgrade states on the nodes; per-pool drivers become one NVIDIADriver resource per pool;
 * compatibility warnings reach the engine on the GpuOperator component.
 */
class DriverUpgradeEndToEndTest {
    private static final String PROJECT = "driver-versions-e2e";
    private static final double TIME_SCALE = 0.001;
    private static final String DEFAULT_DRIVER = "595.91.07"; // v26.7.0's default, the fixture chart's release
    private static final String NEWER_DRIVER = "610.57.04"; // supported by v26.7.0
    private static final String OLDER_SUPPORTED_DRIVER = "580.173.02"; // supported by v26.7.0 too
    private static final Program PROGRAM = Program.javaMain(Classpaths.current(), DriverVersionsProgram.class.getName());

    @RegisterExtension
    final EmulatedCloud emulated = new EmulatedCloud(TIME_SCALE);

    private VkCloudEmulator cloud() {
        return emulated.cloud();
    }

    /**
     * The stack against nodes of VK's image without a host driver, so the driver container the program pins (from its
     * own repository: NVIDIA publishes none for AlmaLinux) installs and upgrades the driver.
     */
    private EngineHarness stack(Path dir) {
        for (String pool : List.of("l4-pool", "a100-pool")) {
            cloud().injectGpuFault("ml-gpu", new GpuFault(GpuFault.Kind.NO_HOST_DRIVER, null, pool, null, null));
        }
        return EmulatedStack.harnessWithFixtureChart(cloud(), PROJECT, dir.resolve("state.json"), TIME_SCALE).build();
    }

    private static String config(String key) {
        return PROJECT + ":" + key;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> poolStatuses(RunResult run) {
        Map<String, Map<String, Object>> byName = new TreeMap<>();
        for (Object status : (List<Object>) run.output("poolStatuses")) {
            Map<String, Object> s = (Map<String, Object>) status;
            byName.put((String) s.get("name"), s);
        }
        return byName;
    }

    private String nodeOf(String pool) {
        EmulatorSnapshot.Cluster cluster = cloud().snapshot().cluster("ml-gpu").orElseThrow();
        return cluster.nodeGroups().stream().filter(g -> g.name().equals(pool)).findFirst().orElseThrow()
                .nodeNames().get(0);
    }

    private GpuOperatorSimulation simulation() {
        return cloud().gpuSimulation("ml-gpu").orElseThrow();
    }

    @Test
    void aDriverBumpPreviewsAsAnInPlaceDriverPinChangeThenWalksTheUpgradeStates(@TempDir Path dir) {
        EngineHarness stack = stack(dir).withConfig(config("driverVersion"), DEFAULT_DRIVER);
        RunResult first = stack.up(PROGRAM).assertSucceeded();
        assertEquals(DEFAULT_DRIVER, poolStatuses(first).get("l4-pool").get("observedDriverVersion"), first.describe());
        String node = nodeOf("l4-pool");
        GpuJobs jobs = GpuJobs.in(kubeApi());
        String trainPod = jobs.runJob("ml", "train", node, false);

        EngineHarness bumped = stack.withConfig(config("driverVersion"), NEWER_DRIVER);
        WriteCalls writes = WriteCalls.from(cloud(), kubeApi());
        RunResult preview = bumped.preview(PROGRAM).assertSucceeded();
        assertEquals(List.of(), writes.since(), "a preview writes nothing, to VK Cloud or to the cluster");
        Map<String, Object> impact = onlyLine(preview);
        assertEquals("l4-pool", impact.get("pool"));
        assertEquals("driver-reload", impact.get("kind"));
        assertEquals(List.of(node), impact.get("nodes"));
        assertEquals(List.of(Map.of("namespace", "ml", "name", trainPod, "ownerKind", "Job", "ownerName", "train",
                "node", node, "fate", "deleted", "reason", "")), impact.get("pods"), preview.describe());
        assertEquals("", impact.get("outcome"), "a Job's pod may be deleted: the upgrade goes through");
        assertEquals(Map.of("driver", DEFAULT_DRIVER), impact.get("before"));
        assertEquals(Map.of("driver", NEWER_DRIVER), impact.get("after"));
        assertTrue(preview.logs("WARNING").stream().anyMatch(w -> w.urn().endsWith("::gpu-release")
                && w.message().startsWith("impact [pool l4-pool, driver-reload]: driver " + DEFAULT_DRIVER + " → "
                + NEWER_DRIVER + " reloads on 1 node (" + node + ")")
                && w.message().contains("ml/" + trainPod + " (Job train) deleted")),
                () -> "the impact line is a warning on the release: " + preview.logs("WARNING"));
        ResourceStep release = preview.step("gpu-release");
        assertEquals(StepKind.UPDATE, release.kind(), preview.describe());
        assertEquals(Map.of("values.driver.version", DiffKind.UPDATE), release.detailedDiff(),
                "the release's diff names the driver pin and nothing else");
        ResourceStep gate = preview.step("gpu-gate");
        assertEquals(Map.of("pools[0].driverVersion", DiffKind.UPDATE, "operandVersions.driver", DiffKind.UPDATE),
                gate.detailedDiff(), "the gate's only changes: it waits for the new driver on the pool's nodes");
        assertEquals(List.of(), preview.steps(StepKind.REPLACE), preview.describe());
        List<String> changed = java.util.stream.Stream.of(StepKind.values())
                .filter(k -> k != StepKind.SAME && k != StepKind.READ)
                .flatMap(k -> preview.steps(k).stream()).map(ResourceStep::name).sorted().toList();
        assertEquals(List.of("gpu-gate", "gpu-release"), changed,
                () -> "only the operator's release and its gate change:\n" + preview.describe());
        assertEquals(List.of("upgrade-done"), simulation().driverUpgradeStates(node),
                "the install's driver pod was of the DaemonSet's only revision (no upgrade walked) and a preview changes"
                        + " nothing");

        RunResult up = bumped.up(PROGRAM).assertSucceeded();
        assertEquals(List.of("upgrade-done", "upgrade-required", "cordon-required", "wait-for-jobs-required",
                "pod-deletion-required", "pod-restart-required", "validation-required", "uncordon-required",
                "upgrade-done"), simulation().driverUpgradeStates(node),
                "the node walked the driver upgrade states once, from the old driver to the new");
        Map<String, Object> l4 = poolStatuses(up).get("l4-pool");
        assertEquals("READY", l4.get("state"), up.describe());
        assertEquals(NEWER_DRIVER, l4.get("observedDriverVersion"));
        assertEquals(NEWER_DRIVER, up.output("pinnedDriver"));
        assertEquals(NEWER_DRIVER, simulation().nodeState(node).orElseThrow().driverVersion());
        assertTrue(up.call("Update", "gpu-gate").started() >= up.call("Update", "gpu-release").finished(),
                "the gate waits for the release");
        assertFalse(jobs.exists("ml", trainPod), "the pod the preview said would be deleted was deleted");
        assertEquals(List.of(), up.output("previewImpact"), "the impact is a preview's only");
    }

    @Test
    void anUnmanagedGpuPodPreviewsAsUpgradeFailedAndUpThenFailsThere(@TempDir Path dir) {
        EngineHarness stack = stack(dir).withConfig(config("driverVersion"), DEFAULT_DRIVER);
        stack.up(PROGRAM).assertSucceeded();
        String node = nodeOf("l4-pool");
        GpuJobs jobs = GpuJobs.in(kubeApi());
        String trainPod = jobs.runJob("ml", "train", node, false);
        jobs.runBarePod("ml", "notebook", node, true);

        EngineHarness bumped = stack.withConfig(config("driverVersion"), NEWER_DRIVER);
        WriteCalls writes = WriteCalls.from(cloud(), kubeApi());
        RunResult preview = bumped.preview(PROGRAM).assertSucceeded();
        assertEquals(List.of(), writes.since(), "a preview writes nothing");
        Map<String, Object> impact = onlyLine(preview);
        assertEquals("upgrade-failed", impact.get("outcome"), preview.describe());
        assertEquals(Map.of("notebook", "blocks-upgrade", trainPod, "kept"), fates(impact));
        assertEquals(1, ((Number) ((Map<?, ?>) impact.get("counts")).get("podsBlocking")).intValue());

        bumped.up(PROGRAM).assertFailed();
        List<String> states = simulation().driverUpgradeStates(node);
        assertEquals("upgrade-failed", states.get(states.size() - 1), "up ends where the preview said: " + states);
        assertTrue(jobs.exists("ml", "notebook") && jobs.exists("ml", trainPod),
                "nothing was deleted, as the preview said");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> onlyLine(RunResult preview) {
        List<Object> lines = (List<Object>) preview.output("previewImpact");
        assertEquals(1, lines.size(), () -> "one impact line, for the L4 pool: " + lines);
        return (Map<String, Object>) lines.get(0);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> fates(Map<String, Object> line) {
        Map<String, String> fates = new TreeMap<>();
        for (Object pod : (List<Object>) line.get("pods")) {
            Map<String, Object> p = (Map<String, Object>) pod;
            fates.put((String) p.get("name"), (String) p.get("fate"));
        }
        return fates;
    }

    private KubeApiServer kubeApi() {
        return cloud().kubeApi("ml-gpu").orElseThrow();
    }

    @Test
    void twoPoolsWithTwoDriversGetTwoNvidiaDriversWithDisjointSelectors(@TempDir Path dir) {
        EngineHarness stack = stack(dir).withConfig(config("a100Pool"), "true")
                .withConfig(config("a100DriverVersion"), NEWER_DRIVER);
        RunResult up = stack.up(PROGRAM).assertSucceeded();

        assertEquals(List.of(
                new NvidiaDriverState("a100-pool", NEWER_DRIVER, Map.of("vkcs-gpu.io/pool", "a100-pool"), "ready"),
                new NvidiaDriverState("default", DEFAULT_DRIVER, Map.of("nvidia.com/gpu.present", "true"), "ready"),
                new NvidiaDriverState("l4-pool", DEFAULT_DRIVER, Map.of("vkcs-gpu.io/pool", "l4-pool"), "ready")),
                simulation().nvidiaDrivers(), "one resource per pool, selectors disjoint by the pool label, and on"
                        + " v26.7.0 the chart's default as the fallback for GPU nodes outside the pools");
        assertEquals(NEWER_DRIVER, simulation().nodeState(nodeOf("a100-pool")).orElseThrow().driverVersion());
        assertEquals(DEFAULT_DRIVER, simulation().nodeState(nodeOf("l4-pool")).orElseThrow().driverVersion());
        Map<String, Map<String, Object>> statuses = poolStatuses(up);
        assertEquals("READY", statuses.get("a100-pool").get("state"), up.describe());
        assertEquals("READY", statuses.get("l4-pool").get("state"), up.describe());
        assertEquals(NEWER_DRIVER, statuses.get("a100-pool").get("observedDriverVersion"));
        assertEquals(DEFAULT_DRIVER, statuses.get("l4-pool").get("observedDriverVersion"));

        assertTrue(up.logs("WARNING").stream().noneMatch(w -> w.message().startsWith("pools: per-pool drivers")),
                () -> "v26.7.0 supports moving a running cluster to NVIDIADriver resources: nothing to warn about: "
                        + up.logs("WARNING"));

        // Bumping one pool's driver changes that pool's NVIDIADriver only.
        RunResult preview = stack.withConfig(config("l4DriverVersion"), OLDER_SUPPORTED_DRIVER).preview(PROGRAM)
                .assertSucceeded();
        assertEquals(Map.of("nvidiaDrivers[\"l4-pool\"].version", DiffKind.UPDATE),
                preview.step("gpu-release").detailedDiff(), preview.describe());
    }

    @Test
    void compatibilityWarningsAreEngineWarningsOnTheComponent(@TempDir Path dir) {
        // 580.105.08 is v25.10.1's default, not a driver NVIDIA lists for v26.7.0: allowed, but worth a warning.
        RunResult preview = stack(dir).withConfig(config("driverVersion"), "580.105.08")
                .withConfig(config("allowUnsupportedDriver"), "true").preview(PROGRAM).assertSucceeded();
        List<EngineLogMessage> warnings = preview.logs("WARNING");
        assertTrue(warnings.stream().anyMatch(w -> w.urn().endsWith("vkcs-gpu:index:GpuOperator::gpu")
                        && w.message().startsWith("driverVersion: ") && w.message().contains("580.105.08")),
                () -> "a WARNING on the GpuOperator's URN naming driverVersion: " + warnings);
    }
}
