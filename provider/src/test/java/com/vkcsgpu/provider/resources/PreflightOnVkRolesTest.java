package com.vkcsgpu.provider.resources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.GatekeeperPolicy;
import com.vkcsgpu.emulator.kube.KubeUser;
import com.vkcsgpu.provider.Poll;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.PermissionDeniedException;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.access.MissingRightsException;
import com.vkcsgpu.provider.k8s.ObjectApplier;
import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.FixtureChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import com.vkcsgpu.provider.resources.gpu.GatePool;
import com.vkcsgpu.provider.resources.gpu.OperatorReleaseArgs;
import com.vkcsgpu.provider.resources.gpu.OperatorReleaseResource;
import com.vkcsgpu.provider.resources.gpu.OperatorReleaseState;
import com.vkcsgpu.provider.resources.gpu.ReadinessGateArgs;
import com.vkcsgpu.provider.resources.gpu.ReadinessGateResource;
import com.vkcsgpu.provider.resources.gpu.ReadinessGateState;
import com.vkcsgpu.provider.resources.k8s.ObjectSetArgs;
import com.vkcsgpu.provider.resources.k8s.ObjectSetResource;
import com.vkcsgpu.provider.resources.k8s.ObjectSetState;
import com.vkcsgpu.provider.secret.SecretString;
import io.fabric8.kubernetes.api.model.Secret;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preflight on an emulated cluster that authorises like VK's: a project owner's token has the Kubernetes role
 * {@code admin}, as VK's access-management page documents. Per install method, the path that cannot work stops
 * before its first write (the store's resourceVersion does not move) with one PERMISSION_DENIED naming every missing
 * right, in preview as at up; a service account's kubeconfig bound to {@code cluster-admin}, made as VK's how-to
 * says, passes.
 */
class PreflightOnVkRolesTest {
    private static final String OWNER_TOKEN = "owner-keystone-token";
    private static final String URN = "urn:pulumi:dev::gpu::vkcs-gpu:test::preflight";

    @TempDir
    Path temp;

    private final KubeTestCluster cluster = new KubeTestCluster("vk-roles");

    /** A Keystone user whose VK role maps to no Kubernetes role. */
    private static final String NO_ROLE_TOKEN = "no-role-keystone-token";

    PreflightOnVkRolesTest() {
        cluster.server().acceptKeystoneUsers(token -> OWNER_TOKEN.equals(token)
                ? Optional.of(KubeUser.keystone("project-owner", "admin"))
                : NO_ROLE_TOKEN.equals(token) ? Optional.of(KubeUser.keystone("no-role", null)) : Optional.empty());
    }

    @AfterEach
    void close() {
        cluster.close();
    }

    private String ownerKubeconfig() {
        return cluster.kubeconfig(KubeTestCluster.CA, OWNER_TOKEN);
    }

    private ResourceHandler<OperatorReleaseArgs, OperatorReleaseState> helm() {
        return new ResourceHandler<>(new OperatorReleaseResource(KubeClients::fromKubeconfig,
                new ChartRenderer(new RepositoryCharts(temp.resolve("cache"), HttpClient.newHttpClient())),
                Duration.ofMillis(20), Duration.ofSeconds(20)), new OperationTracker());
    }

    private Map<String, Object> helmInputs(String kubeconfig) {
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("kubeconfig", kubeconfig);
        inputs.put("chart", Map.of("localPath", FixtureChart.directory().toString()));
        inputs.put("chartVersion", FixtureChart.VERSION);
        ResourceHandler.CheckResult checked = helm().check(inputs);
        assertEquals(List.of(), checked.failures());
        return checked.inputs();
    }

    @Test
    void helmInstallUnderAdminStopsInPreviewAndAtUpBeforeAnyWriteNamingEveryClusterScopedRight() {
        String before = cluster.store().resourceVersion();

        PermissionDeniedException preview = assertThrows(PermissionDeniedException.class,
                () -> helm().create(helmInputs(ownerKubeconfig()), true, 0, URN, ProgressReporter.NONE));
        PermissionDeniedException up = assertThrows(PermissionDeniedException.class,
                () -> helm().create(helmInputs(ownerKubeconfig()), false, 0, URN, ProgressReporter.NONE));

        assertEquals(preview.getMessage(), up.getMessage(), "preview and up say the same");
        String message = up.getMessage();
        assertTrue(message.startsWith("the kubeconfig's credentials may not do what installing the GPU Operator chart "
                + "by Helm needs; nothing was written."), message);
        for (String right : List.of("patch namespaces (cluster-wide): granted by cluster-admin",
                "create customresourcedefinitions.apiextensions.k8s.io (cluster-wide): granted by cluster-admin",
                "create clusterroles.rbac.authorization.k8s.io (cluster-wide): granted by cluster-admin",
                "create clusterpolicies.nvidia.com (cluster-wide): granted by cluster-admin")) {
            assertTrue(message.contains("\n  - " + right + "\n"), right + " in:\n" + message);
        }
        assertTrue(!message.contains("deployments.apps"), "admin may create Deployments:\n" + message);
        assertTrue(message.contains("or install the GPU Operator with method: addon"), message);
        assertEquals(before, cluster.store().resourceVersion(), "nothing was written to the cluster");
    }

    @Test
    void helmInstallWithAServiceAccountKubeconfigBoundToClusterAdminPasses() {
        String saKubeconfig = serviceAccountKubeconfig("cluster-admin");

        ResourceHandler.Created created = helm().create(helmInputs(saKubeconfig), false, 0, URN, ProgressReporter.NONE);

        assertEquals("gpu-operator/gpu-operator", created.id());
        assertTrue(cluster.store().get(cluster.store().type("nvidia.com/v1", "ClusterPolicy"), null, "cluster-policy")
                .isPresent(), "the chart's ClusterPolicy was applied with the service account's token");
    }

    /**
     * VK's Gatekeeper constraints, excluding only the system namespaces: a Helm install into gpu-operator, with every
     * right, stops in preview and at up before any write, naming the constraints as the cluster serves them; with
     * gpu-operator excluded it installs.
     */
    @Test
    void helmInstallIntoANamespaceTheConstraintsCoverStopsBeforeAnyWriteAndAnExcludedOneInstalls() {
        cluster.server().applyGatekeeper(GatekeeperPolicy.systemNamespaces());
        Poll.until("the constraints to be served", Duration.ofSeconds(30), () -> hostNamespaceConstraints().size() == 1,
                () -> hostNamespaceConstraints().toString());
        String before = cluster.store().resourceVersion();

        PreconditionFailedException preview = assertThrows(PreconditionFailedException.class,
                () -> helm().create(helmInputs(cluster.kubeconfig()), true, 0, URN, ProgressReporter.NONE));
        PreconditionFailedException up = assertThrows(PreconditionFailedException.class,
                () -> helm().create(helmInputs(cluster.kubeconfig()), false, 0, URN, ProgressReporter.NONE));

        assertEquals(preview.getMessage(), up.getMessage());
        assertTrue(up.getMessage().startsWith("the cluster's Gatekeeper constraints would deny the GPU Operator's operands "
                + "in namespace gpu-operator"), up.getMessage());
        assertTrue(up.getMessage().contains("\n  - [psp-host-namespace] (K8sPSPHostNamespace) denies the driver's hostPID"),
                up.getMessage());
        assertTrue(up.getMessage().contains("\n  - [psp-host-filesystem] (K8sPSPHostFilesystem) denies the driver's hostPath /,"),
                up.getMessage());
        assertTrue(up.getMessage().contains("(excluded now: kube-system, kube-public, kube-node-lease, opa-gatekeeper)"),
                up.getMessage());
        assertEquals(before, cluster.store().resourceVersion(), "nothing was written to the cluster");

        cluster.server().applyGatekeeper(new GatekeeperPolicy(true, List.of("kube-system", "gpu-operator"), false,
                List.of()));
        Poll.until("gpu-operator to be excluded", Duration.ofSeconds(30),
                () -> hostNamespaceConstraints().toString().contains("gpu-operator"), () -> hostNamespaceConstraints().toString());
        assertEquals("gpu-operator/gpu-operator",
                helm().create(helmInputs(cluster.kubeconfig()), false, 0, URN, ProgressReporter.NONE).id());
    }

    private List<io.fabric8.kubernetes.api.model.GenericKubernetesResource> hostNamespaceConstraints() {
        try {
            return cluster.client().genericKubernetesResources("constraints.gatekeeper.sh/v1beta1", "K8sPSPHostNamespace")
                    .list().getItems();
        } catch (io.fabric8.kubernetes.client.KubernetesClientException notYetServed) {
            return List.of();
        }
    }

    /**
     * Under {@code admin} the gate runs (GateUnderAdminTest waits with it); a user whose role grants no read in the
     * operator's namespace is refused at once, naming the namespaced reads the gate cannot judge without.
     */
    @Test
    void theGateOfAUserWithoutReadsInTheOperatorNamespaceStopsAtOnceNamingThem() {
        ReadinessGateResource gate = new ReadinessGateResource(KubeClients::fromKubeconfig, s -> s, Clock.systemUTC());
        ReadinessGateArgs args = new ReadinessGateArgs(SecretString.of(cluster.kubeconfig(KubeTestCluster.CA,
                NO_ROLE_TOKEN)), "gpu-operator",
                List.of(new GatePool("l4", null, 1, 1, "nvidia.com/gpu", null, null)), "cluster-policy", null);

        PermissionDeniedException refused;
        try (var ctx = new OperationTracker().start(URN, false, Duration.ofMinutes(45), ProgressReporter.NONE)) {
            refused = assertThrows(PermissionDeniedException.class, () -> gate.create(args, ctx));
        }

        assertEquals("""
                the kubeconfig's credentials may not do what the readiness gate needs; nothing was written. The cluster \
                answered no (SelfSubjectAccessReview) to:
                  - list pods in gpu-operator: granted by view
                  - watch pods in gpu-operator: granted by view
                  - list daemonsets.apps in gpu-operator: granted by view
                  - watch daemonsets.apps in gpu-operator: granted by view
                  - list events in gpu-operator: granted by view
                  - watch events in gpu-operator: granted by view""",
                refused.getMessage().substring(0, refused.getMessage().indexOf("\nWays out: ")));
    }

    @Test
    void aTenantsNamespaceQuotaAndPriorityClassUnderAdminStopBeforeAnyWrite() {
        ObjectSetResource objectSet = new ObjectSetResource(KubeClients::fromKubeconfig, Duration.ofMillis(20));
        ObjectSetArgs args = new ObjectSetArgs(SecretString.of(ownerKubeconfig()), List.of(
                "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"team-a\"}}",
                "{\"apiVersion\":\"v1\",\"kind\":\"ResourceQuota\",\"metadata\":{\"name\":\"gpus\",\"namespace\":\"team-a\"},"
                        + "\"spec\":{\"hard\":{\"requests.nvidia.com/gpu\":\"2\"}}}",
                "{\"apiVersion\":\"scheduling.k8s.io/v1\",\"kind\":\"PriorityClass\",\"metadata\":{\"name\":\"team-a\"},"
                        + "\"value\":1000}",
                "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"settings\",\"namespace\":\"team-a\"}}"),
                null, null, null);
        String before = cluster.store().resourceVersion();

        MissingRightsException refused; // the resource's own failure; the framework reports it as PERMISSION_DENIED
        try (var ctx = new OperationTracker().start(URN, false, Duration.ofMinutes(1), ProgressReporter.NONE)) {
            refused = assertThrows(MissingRightsException.class, () -> objectSet.create(args, ctx));
        }

        List<String> missing = refused.getMessage().lines().filter(l -> l.startsWith("  - ")).toList();
        assertEquals(List.of("  - create namespaces (cluster-wide): granted by cluster-admin",
                "  - patch namespaces (cluster-wide): granted by cluster-admin",
                "  - create resourcequotas in team-a: granted by cluster-admin",
                "  - patch resourcequotas in team-a: granted by cluster-admin",
                "  - get priorityclasses.scheduling.k8s.io (cluster-wide): granted by cluster-admin",
                "  - create priorityclasses.scheduling.k8s.io (cluster-wide): granted by cluster-admin",
                "  - patch priorityclasses.scheduling.k8s.io (cluster-wide): granted by cluster-admin"), missing);
        assertEquals(before, cluster.store().resourceVersion(), "nothing was written to the cluster");
    }

    /**
     * A service account's kubeconfig as VK's how-to makes it (kubernetes/k8s/how-to-guides/sa-kubeconfig): the account
     * in kube-system, a ClusterRoleBinding to {@code clusterRole}, a token Secret the token controller fills, and a
     * kubeconfig with the cluster's CA and that token. Made with the cluster's static admin credentials.
     */
    private String serviceAccountKubeconfig(String clusterRole) {
        new ObjectApplier(cluster.client()).apply(Manifests.parseAll("""
                apiVersion: v1
                kind: ServiceAccount
                metadata: {name: vkcs-gpu, namespace: kube-system}
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: ClusterRoleBinding
                metadata: {name: vkcs-gpu}
                roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: %s}
                subjects: [{kind: ServiceAccount, name: vkcs-gpu, namespace: kube-system}]
                ---
                apiVersion: v1
                kind: Secret
                type: kubernetes.io/service-account-token
                metadata:
                  name: vkcs-gpu-token
                  namespace: kube-system
                  annotations: {kubernetes.io/service-account.name: vkcs-gpu}
                """.formatted(clusterRole)), ObjectApplier.ApplyOptions.defaults(), cluster.control(Duration.ofSeconds(30)));
        Instant deadline = Instant.now().plusSeconds(30);
        Secret secret = null;
        while (Instant.now().isBefore(deadline)) {
            secret = cluster.client().secrets().inNamespace("kube-system").withName("vkcs-gpu-token").get();
            if (secret != null && secret.getData() != null && secret.getData().containsKey("token")) {
                break;
            }
            Poll.pause();
        }
        assertTrue(secret != null && secret.getData() != null && secret.getData().containsKey("token"),
                "the token controller filled the Secret: " + secret);
        String token = new String(Base64.getDecoder().decode(secret.getData().get("token")), StandardCharsets.UTF_8);
        return cluster.kubeconfig(KubeTestCluster.CA, token);
    }
}
