package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.gpu.GpuNodeState;
import com.vkcsgpu.emulator.gpu.GpuOperatorSimulation;
import com.vkcsgpu.examples.emulated.RunChecks;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.Values;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What an {@code up} and a {@code destroy} of the reference stack must show, whichever test ran them: the engine
 * path of {@link ReferenceStackEndToEndTest} and the offline run of {@link ReferenceStackRunTest} (which runs the
 * Helm install, so the stack is not brought up twice for the same checks).
 */
final class ReferenceStackChecks {
    /** The driver of the emulator\'s VK node image (AlmaLinux 9 with a host driver). */
    static final String HOST_DRIVER = "580.95.05";

    static final List<String> POOLS = List.of("a100-pool", "l4-pool", "h200-pool");

    /**
     * Where a run's GPU nodes get their driver: the driver of VK's node image ({@link #HOST}, the default), or the
     * operator's driver container pulled from a repository of the user's ({@code repository}) onto nodes whose
     * image has none.
     */
    record NodeDriver(String repository) {
        static final NodeDriver HOST = new NodeDriver(null);

        boolean fromHost() {
            return repository == null;
        }
    }

    private ReferenceStackChecks() {
    }

    /**
     * Whatever depends on the GpuOperator was created only after its readiness gate finished, the gate reports every
     * pool ready with the pinned driver, the operands run the pins, NFD runs on the GPU-only cluster, and the outputs
     * are what the program exports (the kubeconfig secret).
     */
    static void assertUpWaitedForTheGate(RunResult up, InstallMethod method, VkCloudEmulator cloud) {
        assertUpWaitedForTheGate(up, method, cloud, NodeDriver.HOST);
    }

    /** {@link #assertUpWaitedForTheGate(RunResult, InstallMethod, VkCloudEmulator)} with the nodes' driver from {@code driver}. */
    static void assertUpWaitedForTheGate(RunResult up, InstallMethod method, VkCloudEmulator cloud, NodeDriver driver) {
        // Helm: the newest release; the addon: the release of the chart VK Cloud installs, which VK chooses. Either
        // way nothing to warn about.
        RunChecks.assertQuiet(up);
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
        // VK's AlmaLinux nodes carry their image's driver (the emulator's 580.95.05): the operator installs none.
        // Without one, every node runs the pinned driver from the user's repository.
        String observedDriver = driver.fromHost() ? HOST_DRIVER : pinnedDriver(up);
        List<Map<String, Object>> expected = POOLS.stream().map(pool -> Map.<String, Object>of("name", pool,
                "state", "READY", "nodes", 1.0, "validatedNodes", 1.0, "allocatableGpus", 1.0,
                "observedDriverVersion", observedDriver, "message", "", "diagnosis", "")).toList();
        assertEquals(expected, up.output("poolStatuses"), up.describe());
        assertEquals("Complete", up.output("trainingOutcome"));
        assertOperandsRunThePins(up, cloud, driver);
        assertNfdRunsOnTheGpuOnlyCluster(cloud);
        assertEquals(Map.of("research", "research", "inference", "inference"), up.output("tenantNamespaces"));
        assertEquals(Map.of("vkcs-gpu.io/pool", "a100-pool"), up.output("a100NodeSelector"));
        assertInstanceOf(Values.Secret.class, up.output("kubeconfig"), "the kubeconfig stays secret");

        EmulatorSnapshot.Cluster cluster = cloud.snapshot().cluster("ml-gpu").orElseThrow();
        List<String> addons = cloud.snapshot().addons().stream().map(EmulatorSnapshot.Addon::name).toList();
        assertEquals(method == InstallMethod.ADDON ? List.of("gpu-operator") : List.of(), addons);
        assertEquals(List.of("GZ1", "GZ1", "ME1"), POOLS.stream().map(pool -> cluster.nodeGroups().stream()
                .filter(g -> g.name().equals(pool)).findFirst().orElseThrow().zone()).toList());
    }

    /** The destroy succeeded quietly and left nothing in the cloud or the state but the provider. */
    static void assertDestroyLeftNothing(RunResult destroy, VkCloudEmulator cloud, EngineHarness stack) {
        destroy.assertSucceeded();
        RunChecks.assertQuiet(destroy);
        assertTrue(cloud.snapshot().clusters().isEmpty(), () -> "left in the cloud: " + cloud.snapshot());
        assertTrue(cloud.snapshot().addons().isEmpty(), () -> "left in the cloud: " + cloud.snapshot());
        assertTrue(stack.state().stream().allMatch(ResourceState::isProvider), () -> "left in state: " + stack.state());
        assertFalse(destroy.calls("Delete").isEmpty());
    }

    /**
     * Every simulated operand's pods run the image of the version GpuOperator pinned (the simulated operator takes
     * them from the ClusterPolicy it was given), so a pin lost between the values and the ClusterPolicy fails here.
     */
    static void assertOperandsRunThePins(RunResult up, VkCloudEmulator cloud) {
        assertOperandsRunThePins(up, cloud, NodeDriver.HOST);
    }

    /**
     * {@link #assertOperandsRunThePins(RunResult, VkCloudEmulator)} with the nodes' driver from {@code driver}: no
     * driver pod on nodes whose image carries one; else on every node of every pool a driver pod of the pinned
     * version, from the user's repository with the node's OS in its tag ({@code <repository>/driver:<version>-
     * almalinux9.<minor>}).
     */
    static void assertOperandsRunThePins(RunResult up, VkCloudEmulator cloud, NodeDriver driver) {
        @SuppressWarnings("unchecked")
        Map<String, String> pins = (Map<String, String>) up.output("pinnedComponents");
        GpuOperatorSimulation simulation = cloud.gpuSimulation("ml-gpu").orElseThrow();
        Map<String, SortedSet<String>> images = simulation.operandImages();
        if (driver.fromHost()) {
            assertFalse(images.containsKey("driver") && !images.get("driver").isEmpty(),
                    () -> "the nodes' image carries the driver, yet driver pods run: " + images);
        } else {
            String version = pinnedDriver(up);
            SortedSet<String> driverImages = images.getOrDefault("driver", new TreeSet<>());
            assertEquals(1, driverImages.size(), "one driver image: " + images);
            assertTrue(driverImages.first().matches(java.util.regex.Pattern.quote(driver.repository() + "/driver:"
                    + version + "-almalinux9.") + "\\d+"), "the driver image of the user's repository with the nodes'"
                    + " OS: " + images);
            EmulatorSnapshot.Cluster cluster = cloud.snapshot().cluster("ml-gpu").orElseThrow();
            for (EmulatorSnapshot.NodeGroup pool : cluster.nodeGroups()) {
                assertFalse(pool.nodeNames().isEmpty(), pool.name() + " has no node");
                for (String node : pool.nodeNames()) {
                    GpuNodeState state = simulation.nodeState(node).orElseThrow();
                    assertEquals(version, state.driverVersion(), () -> node + " of " + pool.name()
                            + " runs no driver pod of the pinned version: " + state);
                }
            }
        }
        for (String component : List.of("toolkit", "validator", "devicePlugin", "dcgmExporter", "gfd")) {
            String version = pins.get(component);
            SortedSet<String> running = images.getOrDefault(component, new TreeSet<>());
            assertFalse(running.isEmpty(), component + " runs no pod: " + images);
            // the tag, the driver's with the node's OS appended, or the tag pinned to the release matrix's digest
            assertTrue(running.stream().allMatch(image -> image.endsWith(":" + version)
                    || image.contains(":" + version + "-") || image.endsWith("@" + version)
                    || image.matches(".*:" + java.util.regex.Pattern.quote(version) + "@sha256:[0-9a-f]{64}")),
                    component + " pinned to " + version + " but its pods run " + running);
        }
    }

    /** The driver version GpuOperator pinned (the release's default unless the stack pins one). */
    private static String pinnedDriver(RunResult up) {
        @SuppressWarnings("unchecked")
        Map<String, String> pins = (Map<String, String>) up.output("pinnedComponents");
        return pins.get("driver");
    }

    /**
     * NFD master, worker and gc each have a Ready pod: the cluster's only workers are the tainted GPU pools, so a
     * role the pools' tolerations did not reach (the gc tolerates nothing by default) stays Pending and fails here.
     * The gate needs only the master, so without this a lost gc toleration would pass unseen.
     */
    static void assertNfdRunsOnTheGpuOnlyCluster(VkCloudEmulator cloud) {
        Map<String, Integer> ready = cloud.gpuSimulation("ml-gpu").orElseThrow().readyNfdPods();
        assertEquals(List.of("gc", "master", "worker"), List.copyOf(ready.keySet()), "NFD roles with a Ready pod: " + ready);
        assertEquals(1, ready.get("gc"), "one gc replica: " + ready);
        assertEquals(POOLS.size(), ready.get("worker"), "a worker on every GPU node: " + ready);
    }
}
