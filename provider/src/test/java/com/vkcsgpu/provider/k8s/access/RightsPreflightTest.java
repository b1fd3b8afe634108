package com.vkcsgpu.provider.k8s.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The preflight's answer: one refusal naming every missing right, or a warning for what could not be asked. */
class RightsPreflightTest {
    private static final KubeRight CREATE_CRD = KubeRight.of("create", "apiextensions.k8s.io",
            "customresourcedefinitions", null);
    private static final KubeRight PATCH_NAMESPACE = KubeRight.of("patch", "", "namespaces", null);
    private static final KubeRight CREATE_DEPLOYMENT = KubeRight.of("create", "apps", "deployments", "gpu-operator");
    private static final KubeRight CREATE_ROLE = KubeRight.of("create", "rbac.authorization.k8s.io", "roles",
            "gpu-operator");
    private static final RightsPreflight HELM = new RightsPreflight("installing the GPU Operator chart by Helm",
            WaysOut.HELM_INSTALL);

    /** Answers as a cluster whose identity holds exactly {@code granted}, counting the questions. */
    private static final class Cluster implements AccessReview {
        final Set<KubeRight> granted;
        final List<KubeRight> asked = new ArrayList<>();

        Cluster(Set<KubeRight> granted) {
            this.granted = granted;
        }

        @Override
        public Answer review(KubeRight right) {
            asked.add(right);
            return granted.contains(right) ? new Allowed() : new Denied("");
        }
    }

    @Test
    void everyMissingRightIsNamedOnceWithTheRoleThatGrantsItAndTheWaysOut() {
        Cluster cluster = new Cluster(Set.of(CREATE_DEPLOYMENT));
        List<String> warnings = new ArrayList<>();

        MissingRightsException refused = assertThrows(MissingRightsException.class, () -> HELM.require(
                List.of(PATCH_NAMESPACE, CREATE_CRD, CREATE_DEPLOYMENT, CREATE_ROLE, CREATE_CRD), cluster,
                warnings::add));

        assertEquals(List.of(PATCH_NAMESPACE, CREATE_CRD, CREATE_ROLE), refused.missing());
        assertEquals(List.of(PATCH_NAMESPACE, CREATE_CRD, CREATE_DEPLOYMENT, CREATE_ROLE), cluster.asked,
                "each right asked once");
        assertEquals("""
                the kubeconfig's credentials may not do what installing the GPU Operator chart by Helm needs; nothing \
                was written. The cluster answered no (SelfSubjectAccessReview) to:
                  - patch namespaces (cluster-wide): granted by cluster-admin
                  - create customresourcedefinitions.apiextensions.k8s.io (cluster-wide): granted by cluster-admin
                  - create roles.rbac.authorization.k8s.io in gpu-operator: granted by admin
                Ways out: give the kubeconfig input the kubeconfig of a service account bound to the ClusterRole \
                cluster-admin, made as VK Cloud's how-to describes \
                (https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/sa-kubeconfig); making it needs a user who \
                may create ClusterRoleBindings, which VK's documented role mapping gives to no project role \
                (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/access-management: owners and administrators get \
                admin); or install the GPU Operator with method: addon (VK Cloud installs it; the provider then only \
                reads, for the readiness gate). The rights each component needs: docs/kubernetes-rights.md.""",
                refused.getMessage());
        assertEquals(List.of(), warnings);
    }

    @Test
    void theServiceAccountToAskForIsBoundToTheWidestRoleAmongTheMissingRights() {
        MissingRightsException refused = assertThrows(MissingRightsException.class, () -> new RightsPreflight(
                "running the Job", WaysOut.GENERIC).require(List.of(CREATE_DEPLOYMENT), new Cluster(Set.of()), w -> { }));

        assertTrue(refused.getMessage().contains("create deployments.apps in gpu-operator: granted by edit\n"),
                refused.getMessage());
        assertTrue(refused.getMessage().contains("bound to the ClusterRole edit,"), refused.getMessage());
        assertTrue(!refused.getMessage().contains("method: addon"), "no addon advice outside the Helm install");
    }

    @Test
    void rightsThatCannotBeAskedAreOneWarningAndTheOperationGoesOn() {
        List<String> warnings = new ArrayList<>();
        AccessReview noReviewApi = right -> new AccessReview.Unknown("HTTP 404: the server could not find the "
                + "requested resource");

        HELM.require(List.of(CREATE_CRD, PATCH_NAMESPACE), noReviewApi, warnings::add);

        assertEquals(List.of("could not ask the cluster whether its credentials may do all that installing the GPU "
                + "Operator chart by Helm needs (2 of 2 rights unanswered, first create "
                + "customresourcedefinitions.apiextensions.k8s.io (cluster-wide): HTTP 404: the server could not find "
                + "the requested resource); going on, a refusal will come from the API itself"), warnings);
    }

    @Test
    void optionalReadsThatAreRefusedAreSaidOnceWithWhatIsLost() {
        Map<KubeRight, String> optional = new LinkedHashMap<>();
        KubeRight logs = new KubeRight("get", "", "pods", "log", "gpu-operator");
        KubeRight allPods = KubeRight.of("list", "", "pods", null);
        optional.put(logs, "operand logs");
        optional.put(allPods, "other namespaces' pods");
        List<String> warnings = new ArrayList<>();

        new RightsPreflight("the readiness gate", WaysOut.GENERIC).notice(optional, new Cluster(Set.of(logs)),
                warnings::add);

        assertEquals(List.of("the readiness gate goes on without other namespaces' pods (needs list pods "
                + "(cluster-wide)): the kubeconfig's credentials may not read them"), warnings);
    }

    @Test
    void aForbiddenAnswerIsWordedAsThePreflightWordsTheRightItRefused() {
        String advice = RightsPreflight.forbiddenAdvice("nodes is forbidden: User \"alice\" cannot list resource "
                + "\"nodes\" in API group \"\" at the cluster scope");

        assertTrue(advice.startsWith("The refused right:\n  - list nodes (cluster-wide): granted by cluster-admin\n"
                + "Ways out: give the kubeconfig input the kubeconfig of a service account bound to the ClusterRole "
                + "cluster-admin"), advice);
        assertTrue(!advice.contains("alice"), "the user's name is not repeated");
    }
}
