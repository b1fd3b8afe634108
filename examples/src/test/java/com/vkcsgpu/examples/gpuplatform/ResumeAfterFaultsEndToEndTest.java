package com.vkcsgpu.examples.gpuplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.Fault;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run that fails under cloud faults leaves state the next run resumes from: a throttled cluster create and
 * refused credentials while the cluster is being waited for end the first up; the next up with the faults gone completes with one cluster and one node group per pool, creates
 * nothing twice and needs no manual step.
 */
class ResumeAfterFaultsEndToEndTest {
    private static final String PROJECT = "gpu-platform";
    private static final double TIME_SCALE = 0.001;
    private final Program program = Program.javaMain(Classpaths.current(), ClusterAndPoolsProgram.class.getName());
    private VkCloudEmulator cloud;

    @AfterEach
    void stop() {
        if (cloud != null) {
            cloud.close();
        }
    }

    @Test
    void theNextUpAfterAFaultedFailedUpCompletesWithoutDuplicates(@TempDir Path dir) {
        cloud = EmulatedStack.emulator(TIME_SCALE).start();
        EngineHarness engine = EmulatedStack.harness(cloud, PROJECT, dir.resolve("state.json"), TIME_SCALE)
                .config(PROJECT + ":l4MinNodes", "1").build();
        // Faults are met in order: the version look-up passes (a zero delay), the cluster create is throttled
        // twice, then its first status poll is refused with 401, also after each of the two re-authentications the
        // provider tries before it gives up (docs/troubleshooting.md).
        cloud.injectFault(Fault.on("GET", "**/clusters/*").latency(Duration.ZERO));
        cloud.injectFault(Fault.on("POST", "**/clusters").status(429, Duration.ofSeconds(1)).times(2));
        cloud.injectFault(Fault.on("GET", "**/clusters/*").status(401).times(3));

        RunResult failed = engine.up(program).assertFailed();
        String error = String.join("\n", failed.errors());
        assertTrue(error.contains("UNAUTHENTICATED") && error.contains("check the credentials"), error);
        assertFalse(error.matches("(?s).*\\bVkcs\\w*Exception\\b.*"), error);
        ResourceState cluster = engine.state().stream().filter(r -> r.name().equals("ml-cluster")).findFirst()
                .orElseThrow(() -> new AssertionError("the accepted cluster is in state: " + engine.state()));
        assertFalse(cluster.initErrors().isEmpty(), "kept as a partial create");

        cloud.clearFaults();
        RunResult resumed = engine.up(program).assertSucceeded();
        assertEquals(StepKind.UPDATE, resumed.step("ml-cluster").kind(), "the cluster resumes, it is not created again");
        assertTrue(resumed.calls("Create").stream().noneMatch(c -> c.name().equals("ml-cluster")));
        assertEquals(1, cloud.snapshot().clusters().size(), "one cluster");
        EmulatorSnapshot.Cluster live = cloud.snapshot().cluster("ml-gpu").orElseThrow();
        assertEquals(Set.of("a100-pool", "l4-pool", "h200-pool"),
                live.nodeGroups().stream().map(EmulatorSnapshot.NodeGroup::name).collect(Collectors.toSet()));
        assertEquals(3, live.nodeGroups().size(), "one node group per pool");
        assertTrue(engine.state().stream().allMatch(r -> r.initErrors().isEmpty()), "no resource left half-done");
    }
}
