package com.vkcsgpu.provider.resources.k8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import com.vkcsgpu.emulator.cloud.VkRole;
import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.config.ProviderConfig;
import com.vkcsgpu.provider.config.ProviderContext;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.PermissionDeniedException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import com.vkcsgpu.provider.k8s.access.KubeRoleMapping;
import com.vkcsgpu.provider.resources.mk8s.CloudAccess;
import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.provider.testing.RecordingProgress;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The preview of resources in a cluster not yet created (their kubeconfig unknown), through the framework's handler
 * as the gRPC service calls it, with the provider configured against the emulated VK Cloud: what its Keystone token's
 * project roles predict, once per reason among the resources of a preview, with a password or a pre-issued token.
 */
class PredictedInPreviewTest {
    private static final String RESEARCH = "urn:pulumi:dev::gpu::vkcs-gpu:index:GpuTenant$vkcs-gpu:k8s:ObjectSet::research-objects";
    private static final String INFERENCE = "urn:pulumi:dev::gpu::vkcs-gpu:index:GpuTenant$vkcs-gpu:k8s:ObjectSet::inference-objects";
    private static final String JOB = "urn:pulumi:dev::gpu::vkcs-gpu:k8s:JobRun::training";

    private final VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(0.001)
            .platform(VkPlatform.documented()).start();
    private final List<String> warnings = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stop() {
        cloud.close();
    }

    @Test
    void twoTenantsRefusedAlikeFailOnceTheOtherWarnsPointingAtTheError() {
        ProviderContext context = withPassword(cloud.credentials());
        ResourceHandler<?, ?> objectSets = handler(context, ObjectSetResource.class);

        PermissionDeniedException refused = assertThrows(PermissionDeniedException.class,
                () -> preview(objectSets, tenant("research"), RESEARCH));
        objectSets.create(tenant("inference"), true, 0, INFERENCE, RecordingProgress.warningsInto(warnings));

        assertTrue(refused.getMessage().contains("- create resourcequotas in research: granted by cluster-admin"),
                refused::getMessage);
        assertEquals(List.of("the same rights are missing as in the error on " + RESEARCH + " (here in namespace "
                + "inference): the Kubernetes role VK Cloud gives the provider's Keystone user (project roles [member, "
                + "reader, mcs_owner]) is predicted to be admin under the documented mapping, which may not do what "
                + "applying the object set needs; nothing was written. See that error for each right and how to get "
                + "them."), warnings);
    }

    @Test
    void tenantsPreviewedAtTheSameTimeGiveExactlyOneError() throws Exception {
        ProviderContext context = withPassword(cloud.credentials());
        ResourceHandler<?, ?> objectSets = handler(context, ObjectSetResource.class);
        List<String> tenants = List.of("research", "inference", "batch", "serving");
        CyclicBarrier together = new CyclicBarrier(tenants.size());

        List<CompletableFuture<Boolean>> refusals = tenants.stream().map(name -> CompletableFuture.supplyAsync(() -> {
            try {
                together.await(30, TimeUnit.SECONDS);
                preview(objectSets, tenant(name), "urn:pulumi:dev::gpu::vkcs-gpu:k8s:ObjectSet::" + name);
                return false;
            } catch (PermissionDeniedException refused) {
                return true;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        })).toList();

        long errors = 0;
        for (CompletableFuture<Boolean> refusal : refusals) {
            errors += refusal.get(60, TimeUnit.SECONDS) ? 1 : 0;
        }
        assertEquals(1, errors, () -> "warnings: " + warnings);
        assertEquals(tenants.size() - 1, warnings.size(), warnings::toString);
    }

    @Test
    void aNewConfigurationRefusesAgain() {
        ProviderContext context = withPassword(cloud.credentials());
        ResourceHandler<?, ?> objectSets = handler(context, ObjectSetResource.class);
        assertThrows(PermissionDeniedException.class, () -> preview(objectSets, tenant("research"), RESEARCH));

        context.configure(passwordConfig(cloud.credentials()));

        assertThrows(PermissionDeniedException.class, () -> preview(objectSets, tenant("inference"), INFERENCE),
                "the next deployment's preview is refused on its own");
    }

    @Test
    void aPreIssuedTokenIsPredictedFromTheRolesKeystoneShowsForIt() {
        ProviderContext password = withPassword(cloud.credentials());
        CloudAccess.keystoneRole(password).role(warnings::add); // authenticates with the password: a token to reuse
        String issued = cloud.issuedTokens().get(0);
        ProviderContext token = new ProviderContext();
        token.configure(tokenConfig(issued));

        PermissionDeniedException refused = assertThrows(PermissionDeniedException.class,
                () -> preview(handler(token, ObjectSetResource.class), tenant("research"), RESEARCH));

        assertTrue(refused.getMessage().contains("(project roles [member, reader, mcs_owner]) is predicted to be admin "
                + "under the documented mapping"), refused::getMessage);
        assertFalse(refused.getMessage().contains(issued), "the token never reaches a message");
        assertEquals(List.of(), warnings);
    }

    @Test
    void aTokenWhoseRolesCannotBeReadIsSaidOnceWithWhatIsAssumedAndNothingIsRefused() {
        ProviderContext token = new ProviderContext();
        token.configure(tokenConfig("gAAAAA-not-issued-by-keystone"));
        ResourceHandler<?, ?> objectSets = handler(token, ObjectSetResource.class);

        objectSets.create(tenant("research"), true, 0, RESEARCH, RecordingProgress.warningsInto(warnings));
        objectSets.create(tenant("inference"), true, 0, INFERENCE, RecordingProgress.warningsInto(warnings));

        assertEquals(1, warnings.size(), warnings::toString);
        String warning = warnings.get(0);
        for (String fragment : List.of("could not learn the project roles of vkcs-gpu:accessToken (",
                "401", "nothing is assumed about the Kubernetes role a cluster not yet created gives it, so this "
                        + "preview predicts no refusal; each cluster is asked (SelfSubjectAccessReview) once it "
                        + "exists, before anything is written")) {
            assertTrue(warning.contains(fragment), () -> "expected '" + fragment + "' in:\n" + warning);
        }
        assertFalse(warning.contains("gAAAAA-not-issued-by-keystone"), warning);
    }

    @Test
    void aJobRunInAClusterNotYetCreatedIsPredictedForItsNamespace() {
        EmulatorCredentials auditor = cloud.addProjectMember("auditor", "auditor-password-1",
                VkRole.KUBERNETES_AUDITOR);
        ProviderContext context = withPassword(auditor);

        PermissionDeniedException refused = assertThrows(PermissionDeniedException.class,
                () -> preview(handler(context, JobRunResource.class), job("research"), JOB));

        String message = refused.getMessage();
        for (String fragment : List.of("predicted to be view under the documented mapping, which may not do what "
                + "running the Job needs; nothing was written", "- create jobs.batch in research: granted by edit",
                "- patch jobs.batch in research: granted by edit")) {
            assertTrue(message.contains(fragment), () -> "expected '" + fragment + "' in:\n" + message);
        }
        assertFalse(message.contains("- get jobs.batch") || message.contains("pods"),
                () -> "view may read the Job and list its pods:\n" + message);
    }

    @Test
    void aJobRunTheRoleMayRunIsNotRefused() {
        ProviderContext context = withPassword(cloud.credentials());

        preview(handler(context, JobRunResource.class), job("research"), JOB);

        assertEquals(List.of(), warnings, "admin may run a Job in a namespace");
    }

    private void preview(ResourceHandler<?, ?> handler, Map<String, Object> inputs, String urn) {
        handler.create(inputs, true, 0, urn, RecordingProgress.warningsInto(warnings));
    }

    /** A tenant's objects as GpuTenant writes them: its Namespace, a quota in it and its PriorityClass. */
    private static Map<String, Object> tenant(String name) {
        return Map.of("kubeconfig", Values.UNKNOWN, "namespace", name, "objects", List.of(
                "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"" + name + "\"}}",
                "{\"apiVersion\":\"v1\",\"kind\":\"ResourceQuota\",\"metadata\":{\"name\":\"gpu\"},"
                        + "\"spec\":{\"hard\":{\"requests.nvidia.com/gpu\":\"2\"}}}",
                "{\"apiVersion\":\"scheduling.k8s.io/v1\",\"kind\":\"PriorityClass\",\"metadata\":{\"name\":\"" + name
                        + "-gpu\"},\"value\":1000}"));
    }

    private static Map<String, Object> job(String namespace) {
        return Map.of("kubeconfig", Values.UNKNOWN, "namespace", namespace, "job",
                "{\"apiVersion\":\"batch/v1\",\"kind\":\"Job\",\"metadata\":{\"name\":\"smoke\"},\"spec\":{\"template\":"
                        + "{\"spec\":{\"restartPolicy\":\"Never\",\"containers\":[{\"name\":\"smoke\","
                        + "\"image\":\"busybox\"}]}}}}");
    }

    private static ResourceHandler<?, ?> handler(ProviderContext context, Class<?> type) {
        CustomResource<?, ?> resource = new K8sModule().resources(context).stream().filter(type::isInstance)
                .findFirst().orElseThrow();
        return new ResourceHandler<>(resource, new OperationTracker());
    }

    private ProviderContext withPassword(EmulatorCredentials user) {
        ProviderContext context = new ProviderContext();
        context.configure(passwordConfig(user));
        return context;
    }

    private ProviderConfig passwordConfig(EmulatorCredentials user) {
        return new ProviderConfig(cloud.identityUrl(), user.username(), SecretString.of(user.password()),
                user.projectId(), user.region(), user.userDomainName(), null, Map.of(), cloud.caCertificatePem(),
                KubeRoleMapping.DOCUMENTED, null, null);
    }

    /** A pre-issued token with every endpoint configured, and Keystone's URL, which it is asked only for its roles. */
    private ProviderConfig tokenConfig(String token) {
        EmulatorCredentials user = cloud.credentials();
        return new ProviderConfig(cloud.identityUrl(), null, null, user.projectId(), user.region(), null,
                SecretString.of(token), Map.of(Endpoints.MANAGED_K8S, cloud.managedK8sUrl(),
                Endpoints.COMPUTE, cloud.computeUrl()), cloud.caCertificatePem(), KubeRoleMapping.DOCUMENTED, null, null);
    }
}
