package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.examples.offline.TypeScriptReferenceStack;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference stack in TypeScript ({@code examples/typescript-gpu-platform}) with the real {@code @pulumi/pulumi}
 * from npm, run by the harness as the Node.js language host runs it, the components through the real plugin's
 * Construct: preview, up and destroy against the emulator, with the Java reference stack's checks
 * ({@link ReferenceStackChecks}). Skipped, with the reason printed, where node is missing or older than 20 or the npm
 * registry cannot be reached for a package npm's cache lacks.
 */
class TypeScriptReferenceStackEndToEndTest {
    private static final double TIME_SCALE = 0.001;

    /**
     * The permissive platform, where the project owner's token may install the GPU Operator by Helm: on VK's documented
     * one, the offline run's default, the program stops in preview (ReferenceStackRunTest shows it).
     */
    @RegisterExtension
    final EmulatedCloud emulated = new EmulatedCloud(TIME_SCALE, EmulatedStack.PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS);

    @Test
    void previewUpAndDestroyTheTypeScriptProgram(@TempDir Path dir) {
        Optional<String> unavailable = TypeScriptReferenceStack.prepare();
        unavailable.ifPresent(reason -> System.out.println("SKIPPED: the TypeScript reference stack: " + reason));
        Assumptions.assumeTrue(unavailable.isEmpty(), () -> unavailable.orElseThrow());
        VkCloudEmulator cloud = emulated.cloud();
        EngineHarness stack = TypeScriptReferenceStack.harness(cloud, dir.resolve("state.json"), TIME_SCALE).build();
        Program program = TypeScriptReferenceStack.program();

        RunResult preview = stack.preview(program).assertSucceeded();
        assertEquals(List.of("a100", "gpu", "h200", "inference", "l4", "ml", "research"), preview.steps().stream()
                .filter(s -> s.type().startsWith("vkcs-gpu:index:")).map(ResourceStep::name).sorted().toList(),
                preview.describe());
        assertTrue(preview.steps().stream().filter(s -> s.type().startsWith("vkcs-gpu:"))
                .allMatch(s -> s.kind() == StepKind.CREATE), preview.describe());
        assertTrue(cloud.snapshot().clusters().isEmpty(), "a preview creates nothing");

        RunResult up = stack.up(program).assertSucceeded();
        // GpuOperator's pools are made of the GpuNodePools' outputs: the gate reports each pool READY with its nodes.
        ReferenceStackChecks.assertUpWaitedForTheGate(up, InstallMethod.HELM, cloud);

        ReferenceStackChecks.assertDestroyLeftNothing(stack.destroy(), cloud, stack);
    }
}
