package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedCloud;
import com.vkcsgpu.examples.emulated.RunChecks;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.Values;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
