package com.vkcsgpu.examples.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.EmulatedYamlStack;
import com.vkcsgpu.examples.offline.ReferenceStackRun;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Values;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's Pulumi YAML programs, the files unchanged, run as the Pulumi engine runs them: the harness's YAML
 * language host registers each resource, the real plugin Constructs the components, the emulator plays VK Cloud.
 * Preview, up and destroy of the root {@code Pulumi.yaml} (stack {@code emulator}, configured from
 * {@code Pulumi.emulator.yaml}) as the offline run prints them, then of {@code examples/yaml-minimal}. Both pin GPU
 * Operator v26.7.0, whose chart is taken from {@code ../shared/charts} (NVIDIA's repository is not reachable
 * offline): without it the tests skip, saying so. One emulator serves both; each test leaves it empty.
 */
class YamlProgramsEndToEndTest {
    private static final double TIME_SCALE = 0.001;
    private static final List<String> ROOT_COMPONENTS = List.of("a100Pool", "cluster", "gpuOperator", "h200Pool",
            "inferenceTenant", "l4Pool", "researchTenant");
    private static Path root;
    private static VkCloudEmulator cloud;

    @BeforeAll
    static void startEmulator() {
        root = EmulatedStack.repositoryRoot();
        cloud = EmulatedStack.emulator(TIME_SCALE)
                .credentials(EmulatedYamlStack.credentialsOf(root.resolve("Pulumi.emulator.yaml"))).start();
    }

    @AfterAll
    static void stopEmulator() {
        if (cloud != null) {
            cloud.close();
        }
    }

    @Test
    void theReferenceStackDeploysThroughConstructWithTheOfflineRunsDisplay(@TempDir Path dir) {
        Path projectFile = root.resolve("Pulumi.yaml");
        EngineHarness stack = EmulatedYamlStack.withCharts(EmulatedYamlStack.harness(cloud, projectFile, "emulator",
                dir.resolve("state.json"), TIME_SCALE), dir.resolve("plugin-home"), sharedChartsOrSkip()).build();
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        List<EmulatorSnapshot.Cluster> deployed = new ArrayList<>();

        ReferenceStackRun.StackRun run = new ReferenceStackRun(new PrintStream(captured, true, StandardCharsets.UTF_8))
                .runStack("emulator", stack, EmulatedYamlStack.program(projectFile),
                        up -> deployed.add(createdCluster("ml-gpu", up)));

        String printed = captured.toString(StandardCharsets.UTF_8);
        assertEquals(0, run.code(), printed);
        String plan = printed.substring(0, printed.indexOf("Updating (emulator):"));
        for (String component : ROOT_COMPONENTS) {
            assertTrue(Pattern.compile("(?m)^ \\+ +[├└]─ vkcs-gpu:index:Gpu\\w+ +" + component + " +create$").matcher(plan).find(),
                    () -> component + " is not planned as a create:\n" + plan);
        }
        for (String other : List.of("pulumi:providers:kubernetes +k8sProvider", "kubernetes:batch/v1:Job +trainingJob")) {
            assertTrue(Pattern.compile("(?m)^ +[├└]─ " + other + " +not deployed offline$").matcher(plan).find(),
                    () -> other + " is not in the plan as not deployed offline:\n" + plan);
        }
        assertTrue(plan.contains("    2 not deployed offline"), plan);
        // The driver is not pinned: the emulator's VK nodes (AlmaLinux 9) carry their image's driver, 580.95.05.
        assertEquals(3, Pattern.compile("(?m)^ (a100|h200|l4)-pool +READY +1 +1 +1  580\\.95\\.05$").matcher(printed)
                .results().count(), () -> "the gate's report: every pool ready with the release's driver:\n" + printed);

        RunResult preview = run.preview();
        assertEquals(ROOT_COMPONENTS, constructed(preview), "every component is Constructed in preview");
        assertTrue(preview.calls("Construct").stream().allMatch(c -> "true".equals(c.details().get("dryRun"))));
        assertEquals(1, preview.calls("Invoke").stream().filter(c -> "vkcs-gpu:mk8s:getVersions".equals(c.details().get("tok"))).count(),
                "the offeredKubernetesVersions variable's fn::invoke");

        RunResult up = run.up();
        assertNoWarnings(up);
        assertEquals(ROOT_COMPONENTS, constructed(up));
        assertEquals(List.of("k8sProvider", "trainingJob"),
                up.steps(StepKind.NOT_DEPLOYED).stream().map(s -> s.name()).sorted().toList());
        // options.dependsOn: the operator waits for every pool's node group, the tenants for the readiness gate.
        ProviderCall operator = up.call("Construct", "gpuOperator");
        for (String pool : List.of("a100Pool", "l4Pool", "h200Pool")) {
            assertTrue(operator.started() >= up.call("Create", pool + "-node-group").finished(),
                    () -> "gpuOperator was Constructed before " + pool + " was created:\n" + up.describe());
        }
        ProviderCall gate = up.call("Create", "gpuOperator-gate");
        for (String tenant : List.of("researchTenant", "inferenceTenant")) {
            assertTrue(up.call("Create", tenant + "-objects").started() >= gate.finished(),
                    () -> tenant + " was created before the readiness gate finished:\n" + up.describe());
        }
        assertEquals(true, up.output("gpusReady"));
        assertEquals("v26.7.0", up.output("gpuOperatorRelease"));
        assertEquals("595.91.07", ((Map<?, ?>) up.output("pinnedComponents")).get("driver"),
                "not pinned: the driver of VK's node image, else v26.7.0's default");
        assertEquals("v1.34.2", up.output("kubernetesVersion"));
        assertTrue(((List<?>) up.output("offeredKubernetesVersions")).contains("v1.34.2"));
        assertEquals("research", up.output("researchNamespace"));
        assertInstanceOf(Values.Secret.class, up.output("kubeconfig"), "the kubeconfig stays secret");
        assertSame(Values.UNKNOWN_VALUE, up.output("trainingJobName"), "the Job was not deployed, so its name is unknown");

        EmulatorSnapshot.Cluster cluster = deployed.get(0);
        assertEquals(Map.of("a100-pool", "GZ1", "l4-pool", "GZ1", "h200-pool", "ME1"), zones(cluster));
        assertEquals("training", group(cluster, "a100-pool").labels().get("workload"), "the pool's own labels");

        assertDestroyedEverything(stack, run.destroy());
    }

    @Test
    void theMinimalProgramDeploysThroughConstruct(@TempDir Path dir) {
        Path projectFile = root.resolve("examples/yaml-minimal/Pulumi.yaml");
        EngineHarness stack = EmulatedYamlStack.withCharts(EmulatedYamlStack.harness(cloud, projectFile, "dev",
                dir.resolve("state.json"), TIME_SCALE), dir.resolve("plugin-home"), sharedChartsOrSkip()).build();
        Program program = EmulatedYamlStack.program(projectFile);

        RunResult preview = stack.preview(program).assertSucceeded();
        assertEquals(List.of("cluster", "gpuOperator", "l4Pool"), constructed(preview));
        assertTrue(cloud.snapshot().clusters().isEmpty(), "preview creates nothing");

        RunResult up = stack.up(program).assertSucceeded();

        assertNoWarnings(up);
        assertEquals(true, up.output("gpusReady"));
        assertEquals("l4-pool", ((Map<?, ?>) up.output("gpuNodeSelector")).get("vkcs-gpu.io/pool"));
        assertEquals(List.of(Map.of("key", "nvidia.com/gpu", "operator", "Equal", "value", "present",
                "effect", "NoSchedule")), up.output("gpuTolerations"));
        assertInstanceOf(Values.Secret.class, up.output("kubeconfig"));
        EmulatorSnapshot.Cluster cluster = createdCluster("gpu-minimal", up);
        assertEquals(Map.of("l4-pool", "GZ1"), zones(cluster));
        assertEquals(1, group(cluster, "l4-pool").size());

        assertDestroyedEverything(stack, stack.destroy());
    }

    /**
     * No warning or error reached the engine's log: what {@code pulumi up} would show. Unlike
     * {@code RunChecks.assertQuiet}, the plugin's stderr is not checked: after Constructs, gRPC there reports
     * "ManagedChannel allocation site" for monitor channels left to the garbage collector, whenever a collection
     * happens to run during the operation.
     */
    private static void assertNoWarnings(RunResult run) {
        assertEquals(List.of(), run.logs().stream().filter(l -> l.source() == EngineLogMessage.Source.ENGINE_LOG
                && (l.severity().equals("WARNING") || l.severity().equals("ERROR")))
                .map(l -> l.severity() + " " + l.urn() + ": " + l.message()).toList());
    }

    private static List<String> constructed(RunResult run) {
        return run.calls("Construct").stream().map(ProviderCall::name).sorted().toList();
    }

    private static EmulatorSnapshot.Cluster createdCluster(String name, RunResult up) {
        return cloud.snapshot().cluster(name).orElseThrow(() -> new AssertionError("no cluster " + name
                + " in the emulator:\n" + up.describe()));
    }

    private static Map<String, String> zones(EmulatorSnapshot.Cluster cluster) {
        return cluster.nodeGroups().stream().collect(java.util.stream.Collectors.toMap(
                EmulatorSnapshot.NodeGroup::name, EmulatorSnapshot.NodeGroup::zone));
    }

    private static EmulatorSnapshot.NodeGroup group(EmulatorSnapshot.Cluster cluster, String name) {
        return cluster.nodeGroups().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow();
    }

    private static void assertDestroyedEverything(EngineHarness stack, RunResult destroy) {
        destroy.assertSucceeded();
        assertTrue(cloud.snapshot().clusters().isEmpty(), () -> "left in the cloud: " + cloud.snapshot());
        assertTrue(stack.state().stream().allMatch(ResourceState::isProvider), () -> "left in state: " + stack.state());
    }

    private static Path sharedChartsOrSkip() {
        var charts = EmulatedYamlStack.sharedCharts();
        if (charts.isEmpty()) {
            System.out.println("SKIPPED: " + EmulatedYamlStack.SHARED_CHARTS + " is absent; the YAML programs pin GPU "
                    + "Operator v26.7.0, whose chart comes from NVIDIA's repository, not reachable offline");
        }
        Assumptions.assumeTrue(charts.isPresent(), "../shared/charts (NVIDIA's packaged charts) is absent");
        return charts.get();
    }
}
