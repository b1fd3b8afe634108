package com.vkcsgpu.examples.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.RunResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GPU Operator by each install method on the emulator's default platform, VK's documented one, where the
 * provider's Keystone user (the project owner) is Kubernetes {@code admin} and the stack says so
 * ({@code vkcs-gpu:kubernetesRoleMapping: documented}): the addon install and its readiness gate work with that role
 * end to end; the Helm install cannot, and stops in the preview of the cluster not yet created, once, before anything
 * is written to the cloud.
 */
class OnVksPlatformEndToEndTest {
    private static final String PROJECT = "on-vks-platform";
    private static final double TIME_SCALE = 0.001;
    private static final Program PROGRAM = Program.javaMain(Classpaths.current(), InstallMethodProgram.class.getName());

    @Test
    void theAddonAndItsGateWorkWithTheProjectOwnersAdminRole(@TempDir Path dir) {
        try (VkCloudEmulator cloud = EmulatedStack.onVksPlatform(TIME_SCALE).start()) {
            EngineHarness stack = EmulatedStack.harness(cloud, PROJECT, dir.resolve("state.json"), TIME_SCALE)
                    .config(PROJECT + ":installMethod", "addon").build();

            RunResult up = stack.up(PROGRAM).assertSucceeded();

            assertEquals(true, up.output("ready"), up::describe);
            // under admin the gate reads no Nodes, so it reports no allocatable GPUs
            assertEquals(List.of(Map.of("name", "l4-pool", "state", "READY", "nodes", 1.0, "validatedNodes", 1.0)),
                    up.output("poolStatuses"), up::describe);
            stack.destroy().assertSucceeded();
        }
    }

    @Test
    void theHelmInstallStopsInPreviewOnceBeforeAnythingIsWritten(@TempDir Path dir) {
        try (VkCloudEmulator cloud = EmulatedStack.onVksPlatform(TIME_SCALE).start()) {
            EngineHarness stack = EmulatedStack.harnessWithFixtureChart(cloud, PROJECT, dir.resolve("state.json"),
                    TIME_SCALE).config(PROJECT + ":installMethod", "helm").build();

            RunResult preview = stack.preview(PROGRAM).assertFailed();

            List<ProviderCall> refused = preview.calls().stream()
                    .filter(c -> c.error() != null && !c.error().isEmpty()).toList();
            assertEquals(List.of("gpu-release"), refused.stream().map(ProviderCall::name).toList(), preview::describe);
            String error = refused.get(0).error();
            for (String fragment : List.of("PERMISSION_DENIED: the Kubernetes role VK Cloud gives the provider's "
                    + "Keystone user (project roles [member, reader, mcs_owner]) is predicted to be admin under the "
                    + "documented mapping, which may not do what installing the GPU Operator chart by Helm needs; "
                    + "nothing was written",
                    "- create customresourcedefinitions.apiextensions.k8s.io (cluster-wide): granted by cluster-admin",
                    "or install the GPU Operator with method: addon")) {
                assertTrue(error.contains(fragment), () -> "expected '" + fragment + "' in:\n" + error);
            }
            assertEquals(List.of(), cloud.requests().stream()
                    .filter(r -> !r.service().equals("identity") && !r.method().equals("GET"))
                    .map(r -> r.method() + " " + r.route()).toList(), "nothing was written to the cloud");
        }
    }
}
