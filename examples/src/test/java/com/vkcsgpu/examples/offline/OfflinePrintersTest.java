package com.vkcsgpu.examples.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.harness.DiffKind;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.Operation;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Values;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import com.vkcsgpu.emulator.cloud.RoleMapping;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The offline run's printers on hand-made runs, for what the end-to-end run does not show: updates, replaces,
 * failed steps, progress messages, pools that are not ready, and bad arguments.
 */
class OfflinePrintersTest {
    private static final String STACK = "urn:pulumi:dev::java-gpu-platform::pulumi:pulumi:Stack::java-gpu-platform-dev";
    private static final String POOL = "urn:pulumi:dev::java-gpu-platform::vkcs-gpu:index:GpuNodePool::a100";
    private static final String NODE_GROUP =
            "urn:pulumi:dev::java-gpu-platform::vkcs-gpu:index:GpuNodePool$vkcs-gpu:mk8s:NodeGroup::a100-node-group";
    private static final String GPU_CLUSTER = "urn:pulumi:dev::java-gpu-platform::vkcs-gpu:index:GpuCluster::ml";
    private static final String CLUSTER =
            "urn:pulumi:dev::java-gpu-platform::vkcs-gpu:index:GpuCluster$vkcs-gpu:mk8s:Cluster::ml-cluster";

    @Test
    void previewShowsEachOperationInTheTreeWithTheChangedPropertiesAndCounts() {
        RunResult preview = run(Operation.PREVIEW, List.of(
                step(STACK, "pulumi:pulumi:Stack", StepKind.SAME, Map.of()),
                child(GPU_CLUSTER, "vkcs-gpu:index:GpuCluster", StepKind.SAME, Map.of(), STACK),
                child(POOL, "vkcs-gpu:index:GpuNodePool", StepKind.SAME, Map.of(), STACK),
                child(NODE_GROUP, "vkcs-gpu:mk8s:NodeGroup", StepKind.UPDATE,
                        Map.of("taints[1]", DiffKind.ADD, "fixedScale.size", DiffKind.UPDATE), POOL),
                child(CLUSTER, "vkcs-gpu:mk8s:Cluster", StepKind.REPLACE,
                        Map.of("availabilityZones", DiffKind.UPDATE_REPLACE), GPU_CLUSTER)), List.of());

        String printed = print(out -> {
            PreviewDiffPrinter plan = new PreviewDiffPrinter(out);
            plan.header("dev");
            plan.print(preview);
        });

        assertEquals("""
                Previewing update (dev):
                    (starting the plugin and the program, then planning each resource; the plan follows)
                     Type                           Name                   Plan     Info
                     pulumi:pulumi:Stack            java-gpu-platform-dev  same
                     ├─ vkcs-gpu:index:GpuCluster   ml                     same
                 +-  │  └─ vkcs-gpu:mk8s:Cluster    ml-cluster             replace  [diff: ~availabilityZones]
                     └─ vkcs-gpu:index:GpuNodePool  a100                   same
                 ~      └─ vkcs-gpu:mk8s:NodeGroup  a100-node-group        update   [diff: ~fixedScale.size +taints[1]]

                Resources:
                    ~ 1 to update
                    +- 1 to replace
                    3 unchanged
                """, printed);
    }

    @Test
    void previewPrintsTheImpactWarningsUnderDiagnosticsBeforeTheCounts() {
        RunResult preview = run(Operation.PREVIEW, List.of(
                step(POOL, "vkcs-gpu:index:GpuNodePool", StepKind.SAME, Map.of()),
                child(NODE_GROUP, "vkcs-gpu:mk8s:NodeGroup", StepKind.UPDATE,
                        Map.of("labels[\"nvidia.com/mig.config\"]", DiffKind.UPDATE), POOL)),
                List.of(new EngineLogMessage(EngineLogMessage.Source.ENGINE_LOG, "WARNING",
                        "impact [pool a100, gpu-reconfigure]: MIG all-disabled → all-1g.10gb: 1 node reconfigured",
                        NODE_GROUP, false)));

        String printed = print(out -> new PreviewDiffPrinter(out).print(preview));

        assertTrue(printed.contains("""

                Diagnostics:
                  vkcs-gpu:mk8s:NodeGroup (a100-node-group):
                    warning: impact [pool a100, gpu-reconfigure]: MIG all-disabled → all-1g.10gb: 1 node reconfigured

                Resources:
                    ~ 1 to update
                """), printed);
    }

    @Test
    void resourcesNotDeployedOfflineAreInThePlanAndCountedApart() {
        String job = "urn:pulumi:dev::vkcs-gpu-platform::kubernetes:batch/v1:Job::trainingJob";
        RunResult preview = run(Operation.PREVIEW, List.of(step(POOL, "vkcs-gpu:index:GpuNodePool", StepKind.CREATE,
                Map.of()), step(job, "kubernetes:batch/v1:Job", StepKind.NOT_DEPLOYED, Map.of())), List.of());

        String printed = print(out -> {
            PreviewDiffPrinter plan = new PreviewDiffPrinter(out);
            plan.header("dev");
            plan.print(preview);
        });

        assertEquals("""
                Previewing update (dev):
                    (starting the plugin and the program, then planning each resource; the plan follows)
                     Type                        Name         Plan
                 +   vkcs-gpu:index:GpuNodePool  a100         create
                     kubernetes:batch/v1:Job     trainingJob  not deployed offline

                Resources:
                    + 1 to create
                    1 not deployed offline
                """, printed);
        ProgressPrinter[] display = new ProgressPrinter[1];
        String up = print(out -> {
            display[0] = new ProgressPrinter(out, "Updating (dev):", () -> 0);
            display[0].finished(step(job, "kubernetes:batch/v1:Job", StepKind.NOT_DEPLOYED, Map.of()));
        });
        assertEquals("Updating (dev):\n    kubernetes:batch/v1:Job trainingJob not deployed offline\n", up);
    }

    @Test
    void progressIsPrintedLiveWithWallClockDurationsWholeMessagesOutputsAndASummaryWithoutTheDefaultProvider() {
        long[] now = {1_000};
        String provider = "urn:pulumi:dev::java-gpu-platform::pulumi:providers:vkcs-gpu::default";
        ResourceStep failed = new ResourceStep(CLUSTER, "vkcs-gpu:mk8s:Cluster", StepKind.CREATE, Map.of(), List.of(),
                false, Optional.of("cluster ml-gpu: ERROR state"));
        String longMessage = "cluster ml-gpu: PROVISIONING for 889ms (waiting for RUNNING, 1s elapsed) "
                + "x".repeat(120);
        RunResult up = new RunResult(Operation.UP, List.of(step(provider, "pulumi:providers:vkcs-gpu", StepKind.CREATE,
                Map.of()), step(POOL, "vkcs-gpu:index:GpuNodePool", StepKind.CREATE, Map.of()), failed), List.of(),
                List.of(new EngineLogMessage(EngineLogMessage.Source.ENGINE_LOG, "WARNING",
                        "release: v26.3.3 is deprecated by NVIDIA", POOL, false),
                        new EngineLogMessage(EngineLogMessage.Source.ENGINE_LOG, "WARNING", "no resource", "", false)),
                Map.of("clusterName", "ml-gpu", "kubeconfig", new Values.Secret("apiVersion: v1"),
                        "pools", List.of(Map.of("name", "a100-pool", "nodes", 1.0)), "gpuReady", false),
                List.of(CLUSTER + ": creating failed: cluster ml-gpu: ERROR state"), 1, "");

        String printed = print(out -> {
            ProgressPrinter display = new ProgressPrinter(out, "Updating (dev):", () -> now[0]);
            display.started(provider, "pulumi:providers:vkcs-gpu", StepKind.CREATE);
            display.started(CLUSTER, "vkcs-gpu:mk8s:Cluster", StepKind.CREATE);
            now[0] += 2_500;
            display.logged(status(CLUSTER, longMessage));
            now[0] += 1_000;
            display.logged(status(CLUSTER, "cluster ml-gpu: PROVISIONING for 1s (waiting for RUNNING, 2s elapsed) "
                    + "x".repeat(120)));
            display.logged(status(POOL, "a status of a step this display did not see start"));
            display.finished(up.steps().get(0));
            display.finished(up.steps().get(1));
            now[0] += 62_000;
            display.finished(failed);
            display.summarize(up);
        });

        assertEquals("""
                Updating (dev):
                 +  vkcs-gpu:mk8s:Cluster ml-cluster creating (0s)
                 +  vkcs-gpu:mk8s:Cluster ml-cluster creating (2s) cluster ml-gpu: PROVISIONING (waiting for RUNNING) \
                """ + "x".repeat(120) + """

                 +  vkcs-gpu:index:GpuNodePool a100 created
                 +  vkcs-gpu:mk8s:Cluster ml-cluster creating failed (1m5s)

                     Type                        Name        Status                  Info
                 +   vkcs-gpu:mk8s:Cluster       ml-cluster  creating failed (1m5s)  1 error
                 +   vkcs-gpu:index:GpuNodePool  a100        created                 1 warning

                Diagnostics:
                  vkcs-gpu:mk8s:Cluster (ml-cluster):
                    error: creating failed: cluster ml-gpu: ERROR state

                  vkcs-gpu:index:GpuNodePool (a100):
                    warning: release: v26.3.3 is deprecated by NVIDIA

                    warning: no resource

                Outputs:
                    clusterName: "ml-gpu"
                    gpuReady   : false
                    kubeconfig : [secret]
                    pools      : [
                        [0]: {
                            name : "a100-pool"
                            nodes: 1
                        }
                    ]

                Resources:
                    + 2 created

                Duration: 1m5s
                """, printed);
        assertFalse(printed.contains("889ms"), "emulator-scaled wait durations are not shown");
        assertEquals("waiting for Job research/train to finish: pod p: Pending, waiting for RUNNING",
                ProgressPrinter.withoutWaitDurations("waiting for Job research/train to finish (1h2m): pod p: Pending, "
                        + "waiting for RUNNING"));
    }

    @Test
    void gateReportListsEveryPoolAndFailsWhenOneIsNotReady() {
        List<Map<String, Object>> statuses = List.of(
                Map.of("name", "a100-pool", "state", "READY", "nodes", 1.0, "validatedNodes", 1.0,
                        "allocatableGpus", 1.0, "observedDriverVersion", "580.126.20", "message", ""),
                Map.of("name", "h200-pool", "state", "NOT_READY", "nodes", 1.0, "validatedNodes", 0.0,
                        "allocatableGpus", 0.0, "message", "node ml-gpu-h200-pool-0: driver CrashLoopBackOff"));
        boolean[] ready = new boolean[1];

        String printed = print(out -> ready[0] = new GateReportPrinter(out).print(statuses));

        assertFalse(ready[0]);
        assertEquals("""
                GPU readiness gate:
                 POOL       STATE      NODES VALIDATED    ALLOCATABLE  DRIVER
                 a100-pool  READY          1         1              1  580.126.20
                 h200-pool  NOT_READY      1         0              0  -
                   node ml-gpu-h200-pool-0: driver CrashLoopBackOff
                """, printed);
        assertTrue(print(out -> ready[0] = new GateReportPrinter(out).print(statuses.subList(0, 1))).contains("a100"));
        assertTrue(ready[0]);
        assertFalse(new GateReportPrinter(new PrintStream(new ByteArrayOutputStream())).print(List.of()),
                "no pools is not a ready platform");
    }

    @Test
    void argumentsNameWhatIsWrong() {
        assertEquals(new ReferenceStackRun.Options("java", ReferenceStack.InstallMethod.ADDON, 0.01, Optional.empty(),
                Map.of(), VkPlatform.documented()),
                ReferenceStackRun.Options.parse(new String[] {"--install-method", "addon", "--time-scale", "0.01"}));
        assertEquals(new ReferenceStackRun.Options("java", ReferenceStack.InstallMethod.HELM, 0.001, Optional.empty(),
                Map.of(), VkPlatform.documented()),
                ReferenceStackRun.Options.parse(new String[0]));
        assertEquals(new ReferenceStackRun.Options("yaml", ReferenceStack.InstallMethod.HELM, 0.001, Optional.empty(),
                Map.of(), VkPlatform.documented()),
                ReferenceStackRun.Options.parse(new String[] {"--program", "yaml"}));
        assertEquals("typescript", ReferenceStackRun.Options.parse(new String[] {"--program", "typescript"}).program());
        assertEquals(VkPlatform.documented().withRoleMapping(RoleMapping.OWNERS_CLUSTER_ADMIN), ReferenceStackRun.Options
                .parse(new String[] {"--platform", "owners-cluster-admin"}).platform());
        assertEquals(VkPlatform.permissive(), ReferenceStackRun.Options.parse(new String[] {"--platform", "permissive"})
                .platform());
        assertEquals("--platform: 'open' is not documented, owners-cluster-admin or permissive", assertThrows(
                IllegalArgumentException.class,
                () -> ReferenceStackRun.Options.parse(new String[] {"--platform", "open"})).getMessage());
        assertEquals("--program: 'go' is not java, yaml or typescript", assertThrows(IllegalArgumentException.class,
                () -> ReferenceStackRun.Options.parse(new String[] {"--program", "go"})).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReferenceStackRun.Options.parse(
                new String[] {"--program", "yaml", "--install-method", "addon"})).getMessage()
                .startsWith("--install-method applies to the Java program"));
        assertEquals("--install-method: 'kustomize' is not helm or addon", assertThrows(IllegalArgumentException.class,
                () -> ReferenceStackRun.Options.parse(new String[] {"--install-method", "kustomize"})).getMessage());
        assertEquals("--time-scale: '0' is not a number in (0, 1], e.g. 0.001", assertThrows(
                IllegalArgumentException.class,
                () -> ReferenceStackRun.Options.parse(new String[] {"--time-scale", "0"})).getMessage());
        assertEquals(Optional.of(new ReferenceStackRun.GpuFaultOption(GpuFault.Kind.MISSING_GPUS, "l4-pool",
                "ml-gpu")), ReferenceStackRun.Options.parse(new String[] {"--gpu-fault", "missing_gpus:l4-pool"})
                .gpuFault());
        assertEquals(new ReferenceStackRun.GpuFaultOption(GpuFault.Kind.MISSING_GPUS, "h200-pool", "other"),
                ReferenceStackRun.GpuFaultOption.parse("missing_gpus:h200-pool@other"));
        assertEquals(new ReferenceStackRun.GpuFaultOption(GpuFault.Kind.FABRIC_MANAGER_MISSING, "h200-pool", "ml-gpu"),
                ReferenceStackRun.GpuFaultOption.parse("fabric_manager_missing:h200-pool"), "each new fault by name");
        assertEquals(new ReferenceStackRun.GpuFaultOption(GpuFault.Kind.NO_HOST_DRIVER, "l4-pool", "ml-gpu"),
                ReferenceStackRun.GpuFaultOption.parse("no_host_driver:l4-pool"));
        for (String bad : List.of("driver_crash_loop", "melted:l4-pool", "slow_driver_compile:l4-pool",
                "driver_crash_loop:l4-pool@")) {
            assertEquals("--gpu-fault: '" + bad + "' is not <kind>:<pool>[@<cluster>] with kind one of driver_crash_loop,"
                    + " missing_gpus, driver_nouveau, driver_secure_boot, driver_on_host, driver_oom_killed,"
                    + " dcgm_exporter_oom_killed, fabric_manager_missing, cdi_injection_failed, gpu_fell_off_bus,"
                    + " deploy_label_paused, no_host_driver, e.g."
                    + " missing_gpus:l4-pool", assertThrows(IllegalArgumentException.class,
                    () -> ReferenceStackRun.GpuFaultOption.parse(bad)).getMessage());
        }
        assertEquals("--time-scale needs a value", assertThrows(IllegalArgumentException.class,
                () -> ReferenceStackRun.Options.parse(new String[] {"--time-scale"})).getMessage());
    }

    @Test
    void anUnknownOptionIsCalledUnknownAndAFaultOnAPoolTheStackLacksIsRefusedNamingItsPools() {
        assertEquals("unknown option --frobnicate; the options are --program, --install-method, --platform, "
                + "--time-scale, --gpu-fault, --config, --config-file and --help", assertThrows(
                IllegalArgumentException.class,
                () -> ReferenceStackRun.Options.parse(new String[] {"--frobnicate"})).getMessage());
        assertEquals("--gpu-fault: the reference stack has no node group 'nosuchpool'; its pools are a100-pool, "
                + "l4-pool, h200-pool", assertThrows(IllegalArgumentException.class, () -> ReferenceStackRun.Options
                .parse(new String[] {"--gpu-fault", "driver_crash_loop:nosuchpool"})).getMessage());
        assertEquals("--gpu-fault: the reference stack's cluster is 'ml-gpu', not 'other'", assertThrows(
                IllegalArgumentException.class, () -> ReferenceStackRun.Options.parse(
                        new String[] {"--gpu-fault", "missing_gpus:h200-pool@other"})).getMessage());
        assertEquals("h200-pool", ReferenceStackRun.Options.parse(new String[] {"--config", "clusterName=other",
                "--gpu-fault", "missing_gpus:h200-pool@other"}).gpuFault().orElseThrow().pool());
    }

    @Test
    void aFaultOfTheDriverContainerNeedsNodesThatRunOne() {
        String refused = assertThrows(IllegalArgumentException.class, () -> ReferenceStackRun.Options.parse(
                new String[] {"--gpu-fault", "driver_crash_loop:l4-pool"})).getMessage();
        assertEquals("--gpu-fault driver_crash_loop breaks the operator's driver container, which the nodes do not"
                + " run: VK's AlmaLinux 9 image carries the driver, so the operator uses it"
                + " (nvidia.com/gpu.deploy.driver=pre-installed); to run the nodes without a host driver and the driver"
                + " container from your image, add --config driverSource=container --config"
                + " driverRepository=registry.example.com/gpu (the Java program), or inject a fault the host's driver"
                + " shows, e.g. missing_gpus:l4-pool", refused);
        for (String kind : List.of("driver_nouveau", "driver_secure_boot", "driver_on_host", "driver_oom_killed")) {
            assertThrows(IllegalArgumentException.class, () -> ReferenceStackRun.Options.parse(
                    new String[] {"--gpu-fault", kind + ":h200-pool"}), kind);
        }
        // The YAML program reads no driverSource: its nodes keep their image's driver.
        assertThrows(IllegalArgumentException.class, () -> ReferenceStackRun.Options.parse(new String[] {"--program",
                "yaml", "--config", "driverSource=container", "--gpu-fault", "driver_crash_loop:l4-pool"}));
        for (String driverSource : List.of("driverSource", ReferenceStack.PROJECT + ":driverSource")) {
            assertEquals(GpuFault.Kind.DRIVER_CRASH_LOOP, ReferenceStackRun.Options.parse(new String[] {"--config",
                    driverSource + "=container", "--config", "driverRepository=registry.example.com/gpu",
                    "--gpu-fault", "driver_crash_loop:l4-pool"}).gpuFault().orElseThrow().kind());
        }
        assertEquals(GpuFault.Kind.MISSING_GPUS, ReferenceStackRun.Options.parse(
                new String[] {"--gpu-fault", "missing_gpus:l4-pool"}).gpuFault().orElseThrow().kind());
    }

    /**
     * Every {@code --gpu-fault} example of the run's help and of the docs that show the run is one the run takes
     * with the {@code --config} settings beside it: an example of a driver fault on nodes that carry their image's
     * driver would show nothing.
     */
    @Test
    void everyGpuFaultExampleOfTheHelpAndTheDocsIsAccepted() throws Exception {
        Path root = EmulatedStack.repositoryRoot();
        Process help = new ProcessBuilder("sh", root.resolve("run-reference-stack").toString(), "--help")
                .redirectErrorStream(true).start();
        String helpText = new String(help.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, help.waitFor(), helpText);
        Map<String, String> texts = new java.util.LinkedHashMap<>();
        texts.put("--help", helpText);
        for (String doc : List.of("README.md", "docs/emulator.md", "emulator/README.md")) {
            texts.put(doc, Files.readString(root.resolve(doc)));
        }
        java.util.regex.Pattern example = java.util.regex.Pattern.compile(
                "(?:--config [^\\s`]+ +)*--gpu-fault [a-z_]+:[a-z0-9@-]+");
        int examples = 0;
        for (Map.Entry<String, String> text : texts.entrySet()) {
            // A shell command continued on the next line (" \\" at its end) is one command.
            java.util.regex.Matcher m = example.matcher(text.getValue().replace("\\\n", " ").replaceAll("\\s+", " "));
            while (m.find()) {
                String[] args = m.group().split(" ");
                examples++;
                try {
                    ReferenceStackRun.Options.parse(args);
                } catch (IllegalArgumentException e) {
                    org.junit.jupiter.api.Assertions.fail(text.getKey() + ": the example '" + m.group()
                            + "' is refused: " + e.getMessage());
                }
            }
        }
        assertTrue(examples >= 3, "examples found: " + examples);
    }

    @Test
    void configurationComesFromConfigOptionsAndAStackFileInOrder(@org.junit.jupiter.api.io.TempDir Path dir)
            throws java.io.IOException {
        Path stackFile = Files.writeString(dir.resolve("Pulumi.test.yaml"), """
                config:
                  vkcs-gpu:authUrl: https://127.0.0.1:8443/infra/identity/v3/
                  vkcs-gpu:region: RegionTwo
                  clusterName: from-file
                """);
        assertEquals(Map.of("vkcs-gpu:region", "RegionTwo", "clusterName", "ml-test", "vkcs-gpu:password", "a=b"),
                ReferenceStackRun.Options.parse(new String[] {"--config-file", stackFile.toString(), "--config",
                        "clusterName=ml-test", "--config", "vkcs-gpu:password=a=b"}).config());
        assertEquals("--config: 'clusterName' is not key=value, e.g. --config vkcs-gpu:region=RegionOne or --config "
                + "clusterName=ml-test", assertThrows(IllegalArgumentException.class,
                () -> ReferenceStackRun.Options.parse(new String[] {"--config", "clusterName"})).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ReferenceStackRun.Options.parse(
                new String[] {"--config-file", dir.resolve("absent.yaml").toString()})).getMessage()
                .endsWith("is not a file; give a stack file such as Pulumi.emulator.yaml"));
    }

    private static RunResult run(Operation operation, List<ResourceStep> steps, List<EngineLogMessage> logs) {
        return new RunResult(operation, steps, List.of(), logs, Map.of(), List.of(), 0, "");
    }

    private static ResourceStep step(String urn, String type, StepKind kind, Map<String, DiffKind> diff) {
        return new ResourceStep(urn, type, kind, diff, List.of(), false, Optional.empty());
    }

    private static ResourceStep child(String urn, String type, StepKind kind, Map<String, DiffKind> diff,
                                      String parent) {
        return new ResourceStep(urn, type, kind, diff, List.of(), false, Optional.empty(), parent);
    }

    private static EngineLogMessage status(String urn, String message) {
        return new EngineLogMessage(EngineLogMessage.Source.ENGINE_LOG, "INFO", message, urn, true);
    }

    private static String print(Consumer<PrintStream> printer) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        printer.accept(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }
}
