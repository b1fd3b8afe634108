package com.vkcsgpu.provider.k8s.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The preview of a cluster not yet created: the rights a plan needs held against the Kubernetes role VK is predicted
 * to give the Keystone user, refusing only when every plausible mapping lacks them.
 */
class PredictedRightsTest {
    private static final KubeRight CREATE_CRD = KubeRight.of("create", "apiextensions.k8s.io",
            "customresourcedefinitions", null);
    private static final KubeRight CREATE_ROLE = KubeRight.of("create", "rbac.authorization.k8s.io", "roles",
            "gpu-operator");
    private static final KubeRight CREATE_DEPLOYMENT = KubeRight.of("create", "apps", "deployments", "gpu-operator");
    private static final List<KubeRight> HELM_RIGHTS = List.of(CREATE_DEPLOYMENT, CREATE_ROLE, CREATE_CRD);
    private static final RightsPreflight HELM = new RightsPreflight("installing the GPU Operator chart by Helm",
            WaysOut.HELM_INSTALL);

    private final List<String> warnings = new ArrayList<>();

    @Test
    void aRoleEveryMappingKeepsBelowTheNeedIsRefusedInPreviewNamingTheRightsTheRolesAndTheWaysOut() {
        PredictedRole operator = PredictedRole.of(List.of("member", "mcs_k8s_editor"), Optional.empty());

        MissingRightsException refused = assertThrows(MissingRightsException.class,
                () -> HELM.requirePredicted(HELM_RIGHTS, operator, warnings::add));

        assertEquals(List.of(CREATE_ROLE, CREATE_CRD), refused.missing(), "edit may create the Deployment");
        String message = refused.getMessage();
        for (String fragment : List.of(
                "(project roles [member, mcs_k8s_editor]) is predicted to be edit under the owners-cluster-admin mapping",
                "may not do what installing the GPU Operator chart by Helm needs; nothing was written",
                "- create roles.rbac.authorization.k8s.io in gpu-operator: granted by admin",
                "- create customresourcedefinitions.apiextensions.k8s.io (cluster-wide): granted by cluster-admin",
                "VK roles giving cluster-admin under the owners-cluster-admin mapping: Project Owner (mcs_owner), "
                        + "Super Administrator (mcs_co_owner), Project Administrator (mcs_admin), Kubernetes "
                        + "Administrator (mcs_k8s_admin).",
                "kubeconfig of a service account bound to the ClusterRole cluster-admin",
                "or install the GPU Operator with method: addon",
                "say so with vkcs-gpu:kubernetesRoleMapping")) {
            assertTrue(message.contains(fragment), () -> "expected '" + fragment + "' in:\n" + message);
        }
        assertEquals(List.of(), warnings);
    }

    @Test
    void anOwnerWhoseRoleTheSourcesDisagreeOnIsWarnedNotRefused() {
        PredictedRole owner = PredictedRole.of(List.of("mcs_owner"), Optional.empty());

        HELM.requirePredicted(HELM_RIGHTS, owner, warnings::add);

        assertEquals(1, warnings.size(), warnings::toString);
        String warning = warnings.get(0);
        for (String fragment : List.of("with admin under the documented mapping the provider's Keystone user may not",
                "(1 rights, first create customresourcedefinitions.apiextensions.k8s.io (cluster-wide), granted by "
                        + "cluster-admin)", "the cluster is asked once it exists, before anything is written",
                "Set vkcs-gpu:kubernetesRoleMapping")) {
            assertTrue(warning.contains(fragment), () -> "expected '" + fragment + "' in:\n" + warning);
        }
    }

    @Test
    void theConfiguredMappingDecides() {
        MissingRightsException refused = assertThrows(MissingRightsException.class, () -> HELM.requirePredicted(
                HELM_RIGHTS, PredictedRole.of(List.of("mcs_owner"), Optional.of(KubeRoleMapping.DOCUMENTED)),
                warnings::add));
        assertEquals(List.of(CREATE_CRD), refused.missing());
        assertTrue(refused.getMessage().contains("VK roles giving cluster-admin under the documented mapping: none."),
                refused::getMessage);

        HELM.requirePredicted(HELM_RIGHTS, PredictedRole.of(List.of("mcs_owner"),
                Optional.of(KubeRoleMapping.OWNERS_CLUSTER_ADMIN)), warnings::add);
        assertEquals(List.of(), warnings, "cluster-admin may do it all");
    }

    @Test
    void aProjectViewerHasNoKubernetesRoleAndTheReadsTheRoleGrantsPass() {
        KubeRight listPods = KubeRight.of("list", "", "pods", "gpu-operator");
        MissingRightsException refused = assertThrows(MissingRightsException.class, () -> HELM.requirePredicted(
                List.of(listPods), PredictedRole.of(List.of("mcs_viewer"), Optional.empty()), warnings::add));
        assertTrue(refused.getMessage().contains("is predicted to be no Kubernetes role under the owners-cluster-admin"),
                refused::getMessage);

        HELM.requirePredicted(List.of(listPods), PredictedRole.of(List.of("mcs_k8s_viewer"), Optional.empty()),
                warnings::add);
        assertEquals(List.of(), warnings);
    }
}
