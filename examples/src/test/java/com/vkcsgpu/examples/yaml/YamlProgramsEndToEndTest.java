package com.vkcsgpu.examples.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.EmulatedYamlStack;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Values;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's Pulumi YAML programs, unchanged, run as the engine runs them (the harness's YAML language host,
 * components Constructed by the real plugin) against one emulator: preview, up, destroy.
 */
class YamlProgramsEndToEndTest {
    private static final double TIME_SCALE = 0.001;
    private static Path root;
    private static VkCloudEmulator cloud;

    @BeforeAll
    static void startEmulator() {
        root = EmulatedStack.repositoryRoot();
        cloud = VkCloudEmulator.builder().timeScale(TIME_SCALE)
                .credentials(EmulatedYamlStack.credentialsOf(root.resolve("Pulumi.emulator.yaml"))).start();
    }

    @AfterAll
    static void stopEmulator() {
        if (cloud != null) {
            cloud.close();
        }
    }

    @Test
    void theReferenceStackPreviewsUpsAndDestroys(@TempDir Path dir) {
        Path charts = sharedChartsOrSkip();
        Path projectFile = root.resolve("Pulumi.yaml");
        EngineHarness stack = EmulatedYamlStack.harness(cloud, projectFile, "emulator", dir.resolve("state.json"),
                TIME_SCALE, dir.resolve("plugin-home"), charts).build();
        Program program = EmulatedYamlStack.program(projectFile);

        RunResult preview = stack.preview(program);
        System.out.println(preview.describe());
        preview.assertSucceeded();

        RunResult up = stack.up(program);
        System.out.println(up.describe());
        up.assertSucceeded();
        System.out.println(up.outputs());

        RunResult destroy = stack.destroy().assertSucceeded();
        assertTrue(cloud.snapshot().clusters().isEmpty(), () -> "left in the cloud: " + cloud.snapshot());
        assertTrue(stack.state().stream().allMatch(ResourceState::isProvider), () -> "left in state: " + stack.state());
    }

    private static Path sharedChartsOrSkip() {
        var charts = EmulatedYamlStack.sharedCharts();
        if (charts.isEmpty()) {
            System.out.println("SKIPPED: " + EmulatedYamlStack.SHARED_CHARTS + " is absent; the programs pin GPU Operator "
                    + "v26.7.0, whose chart comes from NVIDIA's repository, not reachable offline");
        }
        Assumptions.assumeTrue(charts.isPresent(), "../shared/charts (NVIDIA's packaged charts) is absent");
        return charts.get();
    }
}
