package com.vkcsgpu.examples.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.GpuJobs;
import com.vkcsgpu.examples.emulated.WriteCalls;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.RunResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preview's impact of a MIG profile change and of a GPU Operator component change, one stack for both (CI time),
 * with a training Job running on the A100 pool and a tenant's GPU quota: each names the nodes, the pods, the counts,
 * writes nothing, and what {@code up} then does matches (the allocatable count after the MIG change).
 */
class PreviewImpactEndToEndTest {
    private static final String PROJECT = "preview-impact-e2e";
    private static final double TIME_SCALE = 0.001;
    private static final Program PROGRAM = Program.javaMain(Classpaths.current(), DriverVersionsProgram.class.getName());

    @RegisterExtension
    final EmulatedCloud emulated = new EmulatedCloud(TIME_SCALE);

    private VkCloudEmulator cloud() {
        return emulated.cloud();
    }

    private static String config(String key) {
        return PROJECT + ":" + key;
    }

    private KubeApiServer kubeApi() {
        return cloud().kubeApi("ml-gpu").orElseThrow();
    }

    private String nodeOf(String pool) {
        EmulatorSnapshot.Cluster cluster = cloud().snapshot().cluster("ml-gpu").orElseThrow();
        return cluster.nodeGroups().stream().filter(g -> g.name().equals(pool)).findFirst().orElseThrow()
                .nodeNames().get(0);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> lines(RunResult preview, String output) {
        return (List<Map<String, Object>>) preview.output(output);
    }

    @Test
    @SuppressWarnings("unchecked")
    void aMigChangeAndAComponentChangePreviewTheirImpactWithoutWriting(@TempDir Path dir) {
        EngineHarness stack = EmulatedStack.harnessWithFixtureChart(cloud(), PROJECT, dir.resolve("state.json"),
                TIME_SCALE).build().withConfig(config("a100Pool"), "true");
        stack.up(PROGRAM).assertSucceeded();
        String a100 = nodeOf("a100-pool");
        GpuJobs jobs = GpuJobs.in(kubeApi());
        String trainPod = jobs.runJob("ml", "train", a100, false);
        jobs.tenantQuota("research", 1);

        EngineHarness mig = stack.withConfig(config("a100MigProfile"), "all-1g.10gb");
        WriteCalls writes = WriteCalls.from(cloud(), kubeApi());
        RunResult migPreview = mig.preview(PROGRAM).assertSucceeded();
        assertEquals(List.of(), writes.since(), "a preview writes nothing");
        List<Map<String, Object>> migLines = lines(migPreview, "a100Impact");
        assertEquals(1, migLines.size(), () -> "one line for the A100 pool: " + migLines);
        Map<String, Object> line = migLines.get(0);
        assertEquals("gpu-reconfigure", line.get("kind"));
        assertEquals(List.of(a100), line.get("nodes"));
        assertEquals(List.of(trainPod), ((List<Map<String, Object>>) (List<?>) line.get("pods")).stream()
                .map(p -> p.get("name")).toList());
        assertEquals("1", ((Map<?, ?>) line.get("before")).get("nvidia.com/gpu"));
        assertEquals("7", ((Map<?, ?>) line.get("after")).get("nvidia.com/gpu"), "A100 80GB all-1g.10gb: 7 per GPU");
        assertTrue(((String) line.get("summary")).contains("research/gpu-quota requests.nvidia.com/gpu=1"),
                () -> "the tenant's quota sized in whole GPUs is named: " + line.get("summary"));
        assertTrue(migPreview.logs("WARNING").stream().anyMatch(w -> w.urn().endsWith("::a100-node-group")
                && w.message().startsWith("impact [pool a100-pool, gpu-reconfigure]: MIG none → all-1g.10gb")),
                () -> "a warning on the node group: " + migPreview.logs("WARNING"));

        RunResult up = mig.up(PROGRAM).assertSucceeded();
        assertEquals(7, ((Number) poolStatus(up, "a100-pool").get("allocatableGpus")).intValue(),
                "up advertises the count the preview said");

        EngineHarness components = mig.withConfig(config("devicePluginVersion"), "v0.19.0")
                .withConfig(config("gfdVersion"), "v0.19.0");
        writes = WriteCalls.from(cloud(), kubeApi());
        RunResult release = components.preview(PROGRAM).assertSucceeded();
        assertEquals(List.of(), writes.since(), "a preview writes nothing");
        Map<String, Map<String, Object>> byPool = new TreeMap<>();
        lines(release, "previewImpact").forEach(l -> byPool.put((String) l.get("pool"), l));
        assertEquals(List.of("a100-pool", "l4-pool"), List.copyOf(byPool.keySet()), release.describe());
        Map<String, Object> l4 = byPool.get("l4-pool");
        assertEquals("operator-release", l4.get("kind"));
        assertEquals(List.of(nodeOf("l4-pool")), l4.get("nodes"));
        assertEquals(Map.of("devicePlugin", "v0.19.0", "gfd", "v0.19.0", "release", "v26.7.0"), l4.get("after"));
        assertTrue(((String) l4.get("summary")).contains("operands rolling on 1 node: devicePlugin, gfd"),
                () -> (String) l4.get("summary"));
        assertTrue(((String) l4.get("summary")).contains("compatibility: compatible"), () -> (String) l4.get("summary"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> poolStatus(RunResult run, String pool) {
        return ((List<Map<String, Object>>) run.output("poolStatuses")).stream()
                .filter(s -> pool.equals(s.get("name"))).findFirst().orElseThrow(() -> new AssertionError(
                        "no status of " + pool + ": " + run.output("poolStatuses")));
    }
}
