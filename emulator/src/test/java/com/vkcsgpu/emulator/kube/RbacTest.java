package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.api.model.ServiceAccountBuilder;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionBuilder;
import io.fabric8.kubernetes.api.model.authentication.TokenRequestBuilder;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReview;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReviewBuilder;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectRulesReview;
import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectRulesReviewBuilder;
import io.fabric8.kubernetes.api.model.rbac.ClusterRoleBindingBuilder;
import io.fabric8.kubernetes.api.model.rbac.ClusterRoleBuilder;
import io.fabric8.kubernetes.api.model.rbac.PolicyRuleBuilder;
import io.fabric8.kubernetes.api.model.rbac.RoleBindingBuilder;
import io.fabric8.kubernetes.api.model.rbac.RoleBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The emulated API authorises every request as kube-apiserver with RBAC does: service-account tokens (token Secrets
 * as VK's sa-kubeconfig how-to makes them, and TokenRequest) get what their bindings grant from the stock roles,
 * aggregation widens those roles, escalation is refused, and the self-reviews tell a client what it may do.
 */
class RbacTest {

    @Test
    void aServiceAccountTokenFromASecretGetsWhatItsClusterRoleBindingToEditGrantsAndNoMore() {
        try (TestCluster cluster = new TestCluster();
             KubernetesClient sa = cluster.client(TestCluster.CA, legacyToken(cluster.client, "kube-system", "example-sa"))) {
            bind(cluster.client, "example-binding", "edit", "kube-system", "example-sa");

            sa.configMaps().inNamespace("default").resource(new ConfigMapBuilder().withNewMetadata().withName("c")
                    .endMetadata().build()).create();
            KubernetesClientException refused = assertThrows(KubernetesClientException.class,
                    () -> sa.apiextensions().v1().customResourceDefinitions().resource(crd()).create());
            assertEquals(403, refused.getCode());
            assertEquals("customresourcedefinitions.apiextensions.k8s.io is forbidden: User "
                    + "\"system:serviceaccount:kube-system:example-sa\" cannot create resource \"customresourcedefinitions\""
                    + " in API group \"apiextensions.k8s.io\" at the cluster scope", refused.getStatus().getMessage());
            assertEquals("Forbidden", refused.getStatus().getReason());

            KubernetesClientException roles = assertThrows(KubernetesClientException.class,
                    () -> sa.rbac().roles().inNamespace("default").list());
            assertEquals("roles.rbac.authorization.k8s.io is forbidden: User \"system:serviceaccount:kube-system:example-sa\""
                    + " cannot list resource \"roles\" in API group \"rbac.authorization.k8s.io\" in the namespace \"default\"",
                    roles.getStatus().getMessage());
        }
    }

    @Test
    void selfSubjectAccessReviewAnswersPerVerbAndNamesTheGrantingBinding() {
        try (TestCluster cluster = new TestCluster();
             KubernetesClient sa = cluster.client(TestCluster.CA, legacyToken(cluster.client, "default", "viewer"))) {
            bind(cluster.client, "viewer-binding", "view", "default", "viewer");

            SelfSubjectAccessReview list = review(sa, "list", "", "pods", "default");
            assertTrue(list.getStatus().getAllowed());
            assertEquals("RBAC: allowed by ClusterRoleBinding \"viewer-binding\" of ClusterRole \"view\" to"
                    + " ServiceAccount \"default/viewer\"", list.getStatus().getReason());
            assertFalse(review(sa, "create", "", "pods", "default").getStatus().getAllowed());
            assertFalse(review(sa, "list", "", "nodes", null).getStatus().getAllowed());
            assertFalse(review(sa, "get", "", "secrets", "default").getStatus().getAllowed(), "view reads no secrets");

            SelfSubjectRulesReview rules = sa.authorization().v1().selfSubjectRulesReview().create(
                    new SelfSubjectRulesReviewBuilder().withNewSpec().withNamespace("default").endSpec().build());
            assertTrue(rules.getStatus().getResourceRules().stream().anyMatch(r -> r.getResources().contains("pods")
                    && r.getVerbs().contains("list") && !r.getVerbs().contains("create")), rules.getStatus().toString());
            assertTrue(rules.getStatus().getResourceRules().stream().anyMatch(r -> r.getResources()
                    .contains("selfsubjectaccessreviews")), "every user may review itself (system:basic-user)");
        }
    }

    @Test
    void aClusterRoleLabelledAggregateToViewWidensViewAndThroughEditAdmin() {
        try (TestCluster cluster = new TestCluster();
             KubernetesClient sa = cluster.client(TestCluster.CA, legacyToken(cluster.client, "default", "viewer"))) {
            bind(cluster.client, "viewer-binding", "view", "default", "viewer");
            assertFalse(review(sa, "list", "nvidia.com", "clusterpolicies", null).getStatus().getAllowed());

            cluster.client.rbac().clusterRoles().resource(new ClusterRoleBuilder().withNewMetadata()
                    .withName("gpu-operator-view").addToLabels("rbac.authorization.k8s.io/aggregate-to-view", "true")
                    .endMetadata().withRules(new PolicyRuleBuilder().withApiGroups("nvidia.com")
                            .withResources("clusterpolicies").withVerbs("get", "list", "watch").build()).build()).create();

            assertTrue(review(sa, "list", "nvidia.com", "clusterpolicies", null).getStatus().getAllowed());
            for (String aggregated : List.of("view", "edit", "admin")) {
                cluster.client.rbac().clusterRoles().withName(aggregated).waitUntilCondition(role -> role.getRules().stream()
                        .anyMatch(r -> r.getResources().contains("clusterpolicies")), 30, TimeUnit.SECONDS);
            }
        }
    }

    @Test
    void creatingRolesAndBindingsBeyondTheWritersOwnRightsIsRefusedAsEscalation() {
        try (TestCluster cluster = new TestCluster();
             KubernetesClient sa = cluster.client(TestCluster.CA, legacyToken(cluster.client, "team", "ns-admin"))) {
            cluster.client.rbac().roleBindings().inNamespace("team").resource(new RoleBindingBuilder().withNewMetadata()
                    .withName("ns-admin").endMetadata().withNewRoleRef("rbac.authorization.k8s.io", "ClusterRole", "admin")
                    .addNewSubject().withKind("ServiceAccount").withName("ns-admin").withNamespace("team").endSubject()
                    .build()).create();

            sa.rbac().roles().inNamespace("team").resource(new RoleBuilder().withNewMetadata().withName("reader")
                    .endMetadata().withRules(new PolicyRuleBuilder().withApiGroups("").withResources("pods")
                            .withVerbs("get").build()).build()).create();
            KubernetesClientException role = assertThrows(KubernetesClientException.class, () -> sa.rbac().roles()
                    .inNamespace("team").resource(new RoleBuilder().withNewMetadata().withName("quota-writer").endMetadata()
                            .withRules(new PolicyRuleBuilder().withApiGroups("").withResources("resourcequotas")
                                    .withVerbs("create").build()).build()).create());
            assertEquals(403, role.getCode());
            assertTrue(role.getStatus().getMessage().startsWith("roles.rbac.authorization.k8s.io \"quota-writer\" is forbidden:"
                    + " user \"system:serviceaccount:team:ns-admin\" (groups=[\"system:serviceaccounts\" "
                    + "\"system:serviceaccounts:team\" \"system:authenticated\"]) is attempting to grant RBAC permissions not"
                    + " currently held:\n{APIGroups:[\"\"], Resources:[\"resourcequotas\"], Verbs:[\"create\"]}"),
                    role.getStatus().getMessage());

            KubernetesClientException binding = assertThrows(KubernetesClientException.class, () -> sa.rbac().roleBindings()
                    .inNamespace("team").resource(new RoleBindingBuilder().withNewMetadata().withName("root").endMetadata()
                            .withNewRoleRef("rbac.authorization.k8s.io", "ClusterRole", "cluster-admin").addNewSubject()
                            .withKind("ServiceAccount").withName("ns-admin").withNamespace("team").endSubject().build())
                    .create());
            assertEquals(403, binding.getCode());
            assertTrue(binding.getStatus().getMessage().contains("is attempting to grant RBAC permissions not currently held"));
            assertTrue(cluster.client.rbac().roleBindings().inNamespace("team").withName("root").get() == null,
                    "a refused binding is not stored");
        }
    }

    @Test
    void aTokenRequestTokenAuthenticatesUntilItsServiceAccountIsDeleted() {
        try (TestCluster cluster = new TestCluster()) {
            cluster.client.serviceAccounts().inNamespace("default").resource(new ServiceAccountBuilder().withNewMetadata()
                    .withName("gate").endMetadata().build()).create();
            String token = cluster.client.serviceAccounts().inNamespace("default").withName("gate").tokenRequest(
                    new TokenRequestBuilder().withNewSpec().withExpirationSeconds(3600L).endSpec().build())
                    .getStatus().getToken();
            try (KubernetesClient gate = cluster.client(TestCluster.CA, token)) {
                SelfSubjectAccessReview ownRights = review(gate, "list", "", "nodes", null);
                assertFalse(ownRights.getStatus().getAllowed());
                assertEquals(403, assertThrows(KubernetesClientException.class, () -> gate.nodes().list()).getCode());

                cluster.client.serviceAccounts().inNamespace("default").withName("gate").delete();
                cluster.client.serviceAccounts().inNamespace("default").withName("gate")
                        .waitUntilCondition(java.util.Objects::isNull, 30, TimeUnit.SECONDS);
            }
            // A client of its own, as a process started after the deletion would be: the assertion is the server's
            // answer to the token, not how a pooled connection of the earlier client fares (under load, reusing one
            // ended once in sixty runs with "Connection was closed" before any answer).
            try (KubernetesClient later = cluster.client(TestCluster.CA, token)) {
                assertEquals(401, assertThrows(KubernetesClientException.class, () -> review(later, "list", "", "pods",
                        "default")).getCode());
            }
        }
    }

    @Test
    void aKeystoneUserGrantedAdminWritesInNamespacesButNotNamespacesThemselves() {
        try (TestCluster cluster = new TestCluster()) {
            cluster.server.acceptKeystoneUsers(token -> token.equals("owner-token")
                    ? Optional.of(KubeUser.keystone("owner", "admin")) : Optional.empty());
            try (KubernetesClient owner = cluster.client(TestCluster.CA, "owner-token")) {
                owner.rbac().roles().inNamespace("default").resource(new RoleBuilder().withNewMetadata().withName("r")
                        .endMetadata().withRules(new PolicyRuleBuilder().withApiGroups("apps").withResources("deployments")
                                .withVerbs("get").build()).build()).create();
                KubernetesClientException refused = assertThrows(KubernetesClientException.class, () -> owner.namespaces()
                        .resource(new NamespaceBuilder().withNewMetadata().withName("gpu-operator").endMetadata().build())
                        .create());
                assertEquals("namespaces is forbidden: User \"owner\" cannot create resource \"namespaces\" in API group \"\""
                        + " at the cluster scope", refused.getStatus().getMessage());
                assertEquals("VK Cloud: console role grants ClusterRole \"admin\" to User \"owner\"",
                        review(owner, "create", "rbac.authorization.k8s.io", "roles", "default").getStatus().getReason());
            }
        }
    }

    /** Makes a service account and a token Secret for it as VK's how-to does, and returns the token the controller fills in. */
    static String legacyToken(KubernetesClient admin, String namespace, String account) {
        if (admin.namespaces().withName(namespace).get() == null) {
            admin.namespaces().resource(new NamespaceBuilder().withNewMetadata().withName(namespace).endMetadata().build())
                    .create();
        }
        admin.serviceAccounts().inNamespace(namespace).resource(new ServiceAccountBuilder().withNewMetadata()
                .withName(account).endMetadata().build()).create();
        admin.secrets().inNamespace(namespace).resource(new SecretBuilder().withNewMetadata().withName(account + "-token")
                .addToAnnotations("kubernetes.io/service-account.name", account).endMetadata()
                .withType("kubernetes.io/service-account-token").build()).create();
        var secret = admin.secrets().inNamespace(namespace).withName(account + "-token").waitUntilCondition(
                s -> s.getData() != null && s.getData().containsKey("token"), 30, TimeUnit.SECONDS);
        assertNotNull(secret.getData().get("ca.crt"));
        return new String(Base64.getDecoder().decode(secret.getData().get("token")), StandardCharsets.UTF_8);
    }

    static void bind(KubernetesClient admin, String name, String clusterRole, String namespace, String account) {
        admin.rbac().clusterRoleBindings().resource(new ClusterRoleBindingBuilder().withNewMetadata().withName(name)
                .endMetadata().withNewRoleRef("rbac.authorization.k8s.io", "ClusterRole", clusterRole).addNewSubject()
                .withKind("ServiceAccount").withName(account).withNamespace(namespace).endSubject().build()).create();
    }

    static SelfSubjectAccessReview review(KubernetesClient client, String verb, String group, String resource,
            String namespace) {
        return client.authorization().v1().selfSubjectAccessReview().create(new SelfSubjectAccessReviewBuilder()
                .withNewSpec().withNewResourceAttributes().withVerb(verb).withGroup(group).withResource(resource)
                .withNamespace(namespace).endResourceAttributes().endSpec().build());
    }

    private static io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition crd() {
        return new CustomResourceDefinitionBuilder().withNewMetadata().withName("widgets.example.com").endMetadata()
                .withNewSpec().withGroup("example.com").withScope("Namespaced").withNewNames().withKind("Widget")
                .withPlural("widgets").withSingular("widget").endNames().addNewVersion().withName("v1").withServed(true)
                .withStorage(true).withNewSchema().withNewOpenAPIV3Schema().withType("object")
                .withXKubernetesPreserveUnknownFields(true).endOpenAPIV3Schema().endSchema().endVersion().endSpec().build();
    }
}
