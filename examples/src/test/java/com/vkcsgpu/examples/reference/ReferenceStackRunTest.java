package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.examples.offline.ReferenceStackRun;
import com.vkcsgpu.examples.offline.ReferenceStackRun.StackRun;
import com.vkcsgpu.examples.offline.TypeScriptReferenceStack;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.RunResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The offline run ({@code ./run-reference-stack}) as CI runs it: the same {@link ReferenceStackRun} code, its output
 * captured. The preview lists every resource of the reference stack with its planned create, the gate report lists
 * the three pools READY with their GPUs and driver, destroy deletes every resource, and the run exits 0. The run's
 * up and destroy also get the engine-side checks of the Helm install ({@link ReferenceStackChecks}: dependents wait
 * for the gate, operands run the pins, NFD on the GPU-only cluster, nothing left), which the engine-path test
 * {@link ReferenceStackEndToEndTest} makes for the addon install.
 */
class ReferenceStackRunTest {
    /** Every resource the reference stack declares (components and their children), by name. */
    private static final List<String> RESOURCES = List.of("ml", "ml-cluster", "a100", "a100-node-group", "l4",
            "l4-node-group", "h200", "h200-node-group", "gpu", "gpu-release", "gpu-gate", "research",
            "research-objects", "inference", "inference-objects", "training");

    @Test
    void previewsUpsReportsEveryPoolReadyAndDestroys(@TempDir Path dir) {
        String printed = printedRun(EmulatedStack.emulator(ReferenceStackRun.DEFAULT_TIME_SCALE), InstallMethod.HELM,
                dir, cloud -> up -> ReferenceStackChecks.assertUpWaitedForTheGate(up, InstallMethod.HELM, cloud),
                (run, text, cloud, stack) -> {
                    assertEquals(0, run.code(), text);
                    ReferenceStackChecks.assertDestroyLeftNothing(run.destroy(), cloud, stack);
                });
        String preview = section(printed, "Previewing update (dev):", "Updating (dev):");
        for (String resource : RESOURCES) {
            assertTrue(Pattern.compile("(?m)^ \\+ .* " + Pattern.quote(resource) + " +create$").matcher(preview).find(),
                    () -> resource + " is not planned as a create in the preview:\n" + preview);
        }
        assertTrue(Pattern.compile("(?m)^ \\+   pulumi:pulumi:Stack +\\S+ +create\n").matcher(preview).find(), preview);
        // Pulumi's tree: a component under the stack, its child under it
        assertTrue(Pattern.compile("(?m)^ \\+   [├└]─ vkcs-gpu:index:GpuCluster +ml +create\n"
                + " \\+   [│ ]  └─ vkcs-gpu:mk8s:Cluster +ml-cluster +create$").matcher(preview).find(),
                () -> "the cluster is not nested under its GpuCluster:\n" + preview);
        assertTrue(preview.contains("+ " + (RESOURCES.size() + 1) + " to create"),
                () -> "the stack and every resource, the default provider not counted:\n" + preview);
        assertFalse(preview.contains("pulumi:providers:"), preview);
        List<String> capacity = preview.lines().filter(line -> line.contains(", capacity]: ")).toList();
        assertEquals(3, capacity.size(), () -> "a capacity line for each new pool:\n" + preview);
        for (String line : capacity) {
            // the stack states the emulated project's quotas (vkcs-gpu:projectQuotas): nothing exceeded, nothing assumed
            assertTrue(line.contains("vCPU 0 → ") && line.contains(" of the project's quota "), line);
            assertFalse(line.contains("Would exceed") || line.contains("default"), line);
        }

        String up = section(printed, "Updating (dev):", "GPU readiness gate:");
        for (String resource : RESOURCES) {
            // live: each step's start, then its end with the wall time it took
            assertTrue(Pattern.compile("(?ms)^ \\+  \\S+ " + Pattern.quote(resource) + " creating \\(0s\\)$.*^ \\+  \\S+ "
                    + Pattern.quote(resource) + " created \\(\\d+(m\\d+)?s\\)$").matcher(up).find(),
                    () -> resource + " was not shown creating, then created with its duration:\n" + up);
        }
        assertFalse(up.contains("pulumi:providers:"), up);
        assertTrue(Pattern.compile("(?m)^ \\+   [│ ]  └─ vkcs-gpu:mk8s:Cluster +ml-cluster +created \\(\\d+(m\\d+)?s\\)$")
                .matcher(up).find(), () -> "the final tree lacks the nested cluster with its duration:\n" + up);
        assertFalse(Pattern.compile("PROVISIONING for \\d").matcher(up).find(), () -> "scaled waits shown:\n" + up);
        assertFalse(up.contains("Diagnostics:"), () -> "the newest release warns of nothing:\n" + up);
        assertTrue(Pattern.compile("(?m)^Outputs:\n(.*\n)*    gpuReady +: true\n").matcher(up).find(), up);
        assertTrue(up.contains("\nResources:\n    + " + (RESOURCES.size() + 1) + " created\n\nDuration: "), up);

        String report = section(printed, "GPU readiness gate:", "Destroying (dev):");
        for (String pool : List.of("a100-pool", "l4-pool", "h200-pool")) {
            assertTrue(Pattern.compile("(?m)^ " + pool + " +READY +1 +1 +1  \\d+\\.\\d+\\.\\d+$").matcher(report).find(),
                    () -> pool + " is not READY with 1 node, 1 validated, 1 GPU and a driver version:\n" + report);
        }
        String destroy = section(printed, "Destroying (dev):", "OK:");
        for (String resource : RESOURCES) {
            assertTrue(Pattern.compile("(?ms)^ -  \\S+ " + Pattern.quote(resource) + " deleting \\(0s\\)$.*^ -  \\S+ "
                    + Pattern.quote(resource) + " deleted \\(\\d+(m\\d+)?s\\)$").matcher(destroy).find(),
                    () -> resource + " was not deleted:\n" + destroy);
        }
        assertTrue(destroy.contains("\nResources:\n    - " + (RESOURCES.size() + 1) + " deleted\n"), destroy);
        assertTrue(printed.contains("OK: preview, up, every GPU pool validated, destroy"), printed);
    }

    /**
     * A fault of the driver container, as the help shows it: with {@code driverSource=container} and the user's
     * driver repository the run plays VK's nodes without a host driver, so the operator's driver container runs
     * there and the injected crash loop is the gate's diagnosis.
     */
    @Test
    void aDriverFaultOnNodesRunningTheDriverContainerShowsTheGatesDiagnosisFailsTheUpAndIsCleanedUp() {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8);

        int code = new ReferenceStackRun(out, java.util.Map.of("driverSource", "container", "driverRepository",
                "registry.example.com/gpu"), EmulatedStack.PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS)
                .run(InstallMethod.HELM, ReferenceStackRun.DEFAULT_TIME_SCALE,
                Optional.of(ReferenceStackRun.GpuFaultOption.parse("driver_crash_loop:l4-pool")));

        String printed = captured.toString(StandardCharsets.UTF_8);
        assertEquals(1, code, printed);
        assertTrue(printed.contains("Node image: AlmaLinux 9 without a host driver on every GPU node (no_host_driver),"
                + " for driverSource: container\n"), printed);
        assertTrue(printed.contains("GPU fault injected: driver_crash_loop on every node of node group l4-pool of "
                + "cluster ml-gpu"), printed);
        assertTrue(printed.contains("\nEmulated cloud: status lag 20 s, 404 for 10 s after a create, busy as HTTP 400\n"),
                () -> "the offline run plays the realistic cloud and says so:\n" + printed);
        String up = section(printed, "Updating (dev):", "Destroying (dev):");
        assertTrue(Pattern.compile("(?m)^ \\+  vkcs-gpu:gpu:ReadinessGate gpu-gate creating failed \\(\\d+s\\)$")
                .matcher(up).find(), up);
        assertTrue(Pattern.compile("(?m)^  vkcs-gpu:gpu:ReadinessGate \\(gpu-gate\\):\n    error: creating failed: "
                + "FAILED_PRECONDITION: GPU readiness failed: node ml-gpu-l4-pool-0 of pool l4-pool: driver"
                + " CrashLoopBackOff \\(container nvidia-driver-ctr of pod nvidia-driver-daemonset-")
                .matcher(up).find(), () -> "the gate's diagnosis under the gate:\n" + up);
        assertTrue(up.contains("Could not resolve Linux kernel version"), () -> "the driver's log tail:\n" + up);
        // Once: not again as the program's report of its refused registration, nor as its exit code
        assertEquals(1, up.split("GPU readiness failed", -1).length - 1, () -> "the diagnosis more than once:\n" + up);
        assertFalse(up.contains("Running program [PID") || up.contains("\tat ") || up.contains("program exited"), up);
        String destroy = section(printed, "Destroying (dev):", "FAILED: up");
        assertTrue(destroy.contains(" -  vkcs-gpu:mk8s:Cluster ml-cluster deleted"), destroy);
    }

    /**
     * On a clone with nothing beside it (no NVIDIA charts in ../shared/charts, nothing downloadable offline) the YAML
     * program runs on the provider's fixture chart, as the Java program does, and says so.
     */
    @Test
    void theYamlProgramRunsOnACloneWithoutNvidiasChartsBesideIt() {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8);

        int code = onThePermissivePlatform(out).runYaml(ReferenceStackRun.DEFAULT_TIME_SCALE, Optional.empty(),
                Optional.empty());

        String printed = captured.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, printed);
        assertTrue(printed.contains("GPU Operator chart: the provider's test fixture chart as v26.7.0"), printed);
        assertFalse(printed.contains("helm.ngc.nvidia.com"), printed);
    }

    /**
     * Asked for the operator's driver container on VK's AlmaLinux 9 nodes without a repository of the user's, the
     * preview fails before anything is created, naming the OS, the image that does not exist and the fix.
     */
    @Test
    void aDriverContainerNvidiaDoesNotPublishForTheNodesFailsThePreviewNamingTheOsTheImageAndTheFix() {
        String printed = failedPreview(java.util.Map.of("driverSource", "container"));

        String diagnostics = section(printed, "Diagnostics:", "FAILED: preview");
        assertTrue(Pattern.compile("driverSource: asks for the operator's driver container, but VK Cloud's GPU nodes"
                + " run AlmaLinux 9, for which NVIDIA publishes none: the operator would pull nvcr\\.io/nvidia/driver:"
                + "\\d+\\.\\d+\\.\\d+-almalinux9\\.x, which does not exist").matcher(diagnostics).find(), diagnostics);
        assertTrue(diagnostics.contains("build a driver image for AlmaLinux 9, push it and set driverRepository to its"
                + " repository, or set driverSource: auto to use the driver of the node image"), diagnostics);
    }

    /**
     * {@code ./run-reference-stack --install-method addon} on VK's documented platform, the run's default: the two GPU
     * tenants lack the same rights, and the preview prints one error naming them and the ways out, the other tenant a
     * warning pointing at it; nothing is written to the cloud.
     */
    @Test
    void theAddonInstallOnVksDocumentedPlatformStopsInPreviewWithOneErrorAndWritesNothing(@TempDir Path dir) {
        String printed = printedRun(EmulatedStack.onVksPlatform(ReferenceStackRun.DEFAULT_TIME_SCALE),
                InstallMethod.ADDON, dir, cloud -> up -> { }, (run, text, cloud, stack) -> {
                    assertEquals(1, run.code(), text);
                    assertEquals(List.of(), cloud.requests().stream()
                            .filter(r -> !r.service().equals("identity") && !r.method().equals("GET"))
                            .map(r -> r.method() + " " + r.route()).toList(), "nothing was written to the cloud");
                });
        assertFalse(printed.contains("Updating (dev):"), () -> "nothing is deployed:\n" + printed);
        String diagnostics = section(printed, "Diagnostics:", "FAILED: preview");
        java.util.regex.Matcher errors = Pattern.compile("(?m)^  \\S+ \\((\\S+)\\):\n    error: ").matcher(diagnostics);
        assertTrue(errors.find(), diagnostics);
        String refusedTenant = errors.group(1);
        assertFalse(errors.find(), () -> "one error only:\n" + diagnostics);
        assertTrue(refusedTenant.endsWith("-objects"), diagnostics);
        assertTrue(diagnostics.contains("    error: Create failed: PERMISSION_DENIED: the Kubernetes role VK Cloud gives "
                + "the provider's Keystone user (project roles [member, reader, mcs_owner]) is predicted to be admin "
                + "under the documented mapping, which may not do what applying the object set needs; nothing was "
                + "written. Predicted missing:\n      - create namespaces (cluster-wide): granted by cluster-admin\n"),
                diagnostics);
        assertTrue(diagnostics.contains("    VK roles giving cluster-admin under the documented mapping: none.\n"
                + "    Ways out: give the kubeconfig input the kubeconfig of a service account"), diagnostics);
        String otherTenant = refusedTenant.equals("research-objects") ? "inference" : "research";
        assertTrue(diagnostics.contains("  vkcs-gpu:index:GpuTenant$vkcs-gpu:k8s:ObjectSet (" + otherTenant
                + "-objects):\n    warning: the same rights are missing as in the error on urn:pulumi:dev::"
                + "java-gpu-platform::vkcs-gpu:index:GpuTenant$vkcs-gpu:k8s:ObjectSet::" + refusedTenant
                + " (here in namespace " + otherTenant + "): "), diagnostics);
    }

    /** A program that fails in preview (here refused credentials) shows its own error, once. */
    @Test
    void aPreviewFailureShowsTheProgramsOwnErrorOnce() {
        String printed = failedPreview(java.util.Map.of("vkcs-gpu:password", "wrong-password"));

        assertTrue(printed.contains("\nDiagnostics:\n"), printed);
        String diagnostics = section(printed, "Diagnostics:", "FAILED: preview");
        assertTrue(diagnostics.contains("error: "), diagnostics);
        assertFalse(diagnostics.contains("wrong-password"), "the secret is not shown:\n" + diagnostics);
        assertFalse(diagnostics.contains("Running program [PID") || diagnostics.contains("\tat ")
                || diagnostics.contains("program exited"), diagnostics);
    }

    /**
     * The TypeScript program on the run's default platform, VK's documented one: its Helm install stops in preview as
     * the Java program's does ({@link ReferenceStackOnVksPlatformEndToEndTest}), with the provider's one message and
     * no Node.js stack trace, and the run says what the clusters play.
     */
    @Test
    void theTypeScriptProgramPlaysTheChosenPlatformAndStopsInPreviewWithOneMessage() {
        Optional<String> unavailable = TypeScriptReferenceStack.prepare();
        unavailable.ifPresent(reason -> System.out.println("SKIPPED: the TypeScript program: " + reason));
        Assumptions.assumeTrue(unavailable.isEmpty(), () -> unavailable.orElseThrow());
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8);

        int code = new ReferenceStackRun(out).runTypeScript(ReferenceStackRun.DEFAULT_TIME_SCALE, Optional.empty());

        String printed = captured.toString(StandardCharsets.UTF_8);
        assertEquals(1, code, printed);
        assertTrue(printed.contains("\nIn the clusters: VK roles mapped documented"), printed);
        String diagnostics = section(printed, "Diagnostics:", "FAILED: preview");
        assertEquals(1, Pattern.compile("PERMISSION_DENIED").matcher(diagnostics).results().count(), diagnostics);
        assertTrue(diagnostics.contains("installing the GPU Operator chart by Helm needs"), diagnostics);
        assertFalse(Pattern.compile("(?m)^\\s+at ").matcher(diagnostics).find() || diagnostics.contains("node:internal"),
                () -> "no stack trace:\n" + diagnostics);
        assertFalse(printed.contains("Updating (dev):"), () -> "nothing is deployed:\n" + printed);
    }

    /** What a run of the Helm install with {@code config} prints when it fails in preview, deploying nothing. */
    private static String failedPreview(java.util.Map<String, String> config) {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8);
        int code = new ReferenceStackRun(out, config).run(InstallMethod.HELM, ReferenceStackRun.DEFAULT_TIME_SCALE);
        String printed = captured.toString(StandardCharsets.UTF_8);
        assertEquals(1, code, printed);
        assertTrue(printed.contains("FAILED: preview"), printed);
        assertFalse(printed.contains("Updating (dev):"), () -> "nothing is deployed:\n" + printed);
        return printed;
    }

    /** What a run is checked for before its emulator stops: its result, what it printed, the cloud, the harness. */
    private interface RunCheck {
        void check(StackRun run, String printed, VkCloudEmulator cloud, EngineHarness stack);
    }

    /**
     * What the offline run prints for the reference stack with {@code method} on {@code emulator} ({@code afterUp}
     * made for the started cloud), after {@code check} saw it.
     */
    private static String printedRun(VkCloudEmulator.Builder emulator, InstallMethod method, Path dir,
                                     java.util.function.Function<VkCloudEmulator, java.util.function.Consumer<RunResult>> afterUp,
                                     RunCheck check) {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(captured, true, StandardCharsets.UTF_8);
        try (VkCloudEmulator cloud = emulator.start()) {
            EngineHarness stack = ReferenceStack.harness(cloud, dir.resolve("state.json"),
                    ReferenceStackRun.DEFAULT_TIME_SCALE, method).build();
            StackRun run = new ReferenceStackRun(out).runStack("dev", stack, ReferenceStack.program(),
                    afterUp.apply(cloud));
            String printed = captured.toString(StandardCharsets.UTF_8);
            check.check(run, printed, cloud, stack);
            return printed;
        }
    }

    private static String section(String printed, String from, String to) {
        int start = printed.indexOf(from);
        int end = printed.indexOf(to, Math.max(start, 0));
        assertTrue(start >= 0 && end > start, () -> "no section '" + from + "' before '" + to + "' in:\n" + printed);
        return printed.substring(start, end);
    }

    /**
     * The run these tests are about (a GPU fault's diagnosis, the YAML program's charts) on the permissive platform,
     * where the reference stack's Helm install and tenants may run: on VK's documented platform, the run's default,
     * it stops in preview ({@link ReferenceStackOnVksPlatformEndToEndTest}).
     */
    private static ReferenceStackRun onThePermissivePlatform(PrintStream out) {
        return new ReferenceStackRun(out, java.util.Map.of(), EmulatedStack.PERMISSIVE_FOR_TESTS_ABOUT_OTHER_THINGS);
    }
}
