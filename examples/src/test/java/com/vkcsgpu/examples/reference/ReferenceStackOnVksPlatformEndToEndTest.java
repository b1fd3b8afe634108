package com.vkcsgpu.examples.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.offline.ReferenceStack;
import com.vkcsgpu.examples.offline.ReferenceStack.InstallMethod;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference stack on the emulator's default platform, VK's documented one, as {@code ./run-reference-stack} runs
 * it: the provider logs in as the project owner, whom VK's documented mapping makes Kubernetes {@code admin}, and the
 * stack says so ({@code vkcs-gpu:kubernetesRoleMapping: documented}). No install method can work with that token (the
 * Helm install needs cluster-wide writes, the GPU tenants their Namespaces and quotas), so each stops in the preview
 * of a cluster not yet created, before anything is written to the cloud, with one message naming what is missing and
 * the ways out: the Helm install's; with the addon install (which, with its gate, works under {@code admin}) one GPU
 * tenant's, the other tenant, refused for the same rights, warning that it is and pointing at that error.
 */
class ReferenceStackOnVksPlatformEndToEndTest {
    private static final double TIME_SCALE = 0.001;

    @ParameterizedTest
    @EnumSource(InstallMethod.class)
    void eachInstallMethodStopsInPreviewWithOneMessageBeforeAnythingIsWritten(InstallMethod method, @TempDir Path dir) {
        try (VkCloudEmulator cloud = EmulatedStack.onVksPlatform(TIME_SCALE).start()) {
            RunResult preview = ReferenceStack.harness(cloud, dir.resolve("state.json"), TIME_SCALE, method).build()
                    .preview(ReferenceStack.program()).assertFailed();

            List<ProviderCall> refused = preview.calls().stream()
                    .filter(c -> c.error() != null && !c.error().isEmpty()).toList();
            assertTrue(refused.stream().allMatch(ProviderCall::isPreview), preview::describe);
            List<String> fragments = new ArrayList<>(List.of("PERMISSION_DENIED",
                    "(project roles [member, reader, mcs_owner]) is predicted to be admin under the documented mapping",
                    "nothing was written", "VK roles giving cluster-admin under the documented mapping: none.",
                    "https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/sa-kubeconfig"));
            if (method == InstallMethod.HELM) {
                assertEquals(List.of("gpu-release"), refused.stream().map(ProviderCall::name).toList(), preview::describe);
                fragments.addAll(List.of("installing the GPU Operator chart by Helm needs",
                        "- create customresourcedefinitions.apiextensions.k8s.io (cluster-wide): granted by cluster-admin",
                        "or install the GPU Operator with method: addon"));
            } else {
                // the addon and the gate work with admin; each GPU tenant needs its Namespace, quotas and PriorityClass
                assertEquals(1, refused.size(), preview::describe);
                assertTrue(refused.get(0).name().endsWith("-objects"), preview::describe);
                fragments.addAll(List.of("applying the object set needs",
                        "- create namespaces (cluster-wide): granted by cluster-admin",
                        "- create priorityclasses.scheduling.k8s.io (cluster-wide): granted by cluster-admin"));
                String sameRights = "the same rights are missing as in the error on " + refused.get(0).urn();
                List<String> pointing = preview.logs("WARNING").stream().map(EngineLogMessage::message)
                        .filter(m -> m.startsWith(sameRights)).toList();
                assertEquals(1, pointing.size(), preview::describe);
            }
            for (ProviderCall call : refused) {
                for (String fragment : fragments) {
                    assertTrue(call.error().contains(fragment), () -> "expected '" + fragment + "' in:\n" + call.error());
                }
            }
            assertEquals(List.of(), cloud.requests().stream()
                    .filter(r -> !r.service().equals("identity") && !r.method().equals("GET"))
                    .map(r -> r.method() + " " + r.route()).toList(), "nothing was written to the cloud");
        }
    }
}
