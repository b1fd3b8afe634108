package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fabric8.kubernetes.api.model.authorization.v1.SelfSubjectAccessReviewBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A project member's Keystone token reaches every cluster of the project with the Kubernetes role its console role
 * maps to (VK's access-management page), or the wider mapping the service-account how-to implies; members with each
 * role can be made through the builder and the admin API.
 */
class VkRolesInClusterTest {
    private static final String PASSWORD = "member-password";

    /** Verb, group, resource, namespace (null: cluster scope) of the rights that tell the four roles apart. */
    private static final List<List<String>> PROBES = List.of(
            List.of("list", "", "pods", "default"),
            List.of("create", "apps", "deployments", "default"),
            List.of("create", "rbac.authorization.k8s.io", "roles", "default"),
            List.of("create", "apiextensions.k8s.io", "customresourcedefinitions", ""),
            List.of("list", "", "nodes", ""));

    @Test
    void eachConsoleRoleGetsItsDocumentedKubernetesRole() {
        try (VkCloudEmulator cloud = cloud(VkPlatform.documented())) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("roles");
            Map<VkRole, String> expected = new LinkedHashMap<>();
            expected.put(VkRole.KUBERNETES_AUDITOR, "yes no no no no");
            expected.put(VkRole.KUBERNETES_OPERATOR, "yes yes no no no");
            expected.put(VkRole.KUBERNETES_ADMINISTRATOR, "yes yes yes no no");
            expected.put(VkRole.PROJECT_ADMINISTRATOR, "yes yes yes no no");
            expected.put(VkRole.SUPER_ADMINISTRATOR, "yes yes yes no no");
            expected.put(VkRole.PROJECT_OWNER, "yes yes yes no no");
            expected.put(VkRole.VIEWER, "no no no no no");
            expected.forEach((role, answers) -> assertEquals(answers, canI(cloud, api, clusterId, role), role.toString()));
        }
    }

    @Test
    void theWiderMappingGivesOwnersClusterAdminAndCanBeChosenThroughTheAdminApi() {
        try (VkCloudEmulator cloud = cloud(VkPlatform.documented())) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("wide");
            CloudClient.Response put = api.send("PUT", cloud.adminUrl().resolve("platform"),
                    "{\"roles.mapping\":\"owners-cluster-admin\"}", null);
            assertEquals(200, put.status(), put.body());
            assertEquals("yes yes yes yes yes", canI(cloud, api, clusterId, VkRole.PROJECT_OWNER));
            assertEquals("yes yes no no no", canI(cloud, api, clusterId, VkRole.KUBERNETES_OPERATOR));

            CloudClient.Response bad = api.send("PUT", cloud.adminUrl().resolve("platform"),
                    "{\"roles.mapping\":\"everyone\"}", null);
            assertEquals(400, bad.status());
            assertEquals(true, bad.body().contains("unknown role mapping \\\"everyone\\\"; one of [documented,"
                    + " owners-cluster-admin, unrestricted]"), bad.body());
        }
    }

    @Test
    void aMemberAddedThroughTheAdminApiLogsInAndIsRefusedWithKubeApiserversMessage() {
        try (VkCloudEmulator cloud = cloud(VkPlatform.documented())) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("admin-api");
            CloudClient.Response added = api.send("POST", cloud.adminUrl().resolve("users"),
                    "{\"name\":\"auditor\",\"password\":\"" + PASSWORD + "\",\"roles\":[\"kubernetes-auditor\"]}", null);
            assertEquals(201, added.status(), added.body());
            assertEquals("[\"kubernetes-auditor\"]", added.json().get("roles").toString());

            EmulatorCredentials auditor = new EmulatorCredentials("auditor", PASSWORD, null,
                    cloud.credentials().userDomainName(), cloud.credentials().projectId(), null, null);
            try (KubernetesClient kube = kube(cloud, api, clusterId, login(api, auditor))) {
                KubernetesClientException refused = assertThrows(KubernetesClientException.class,
                        () -> kube.apps().deployments().inNamespace("default").withName("x").delete());
                assertEquals(403, refused.getCode());
                assertEquals("deployments.apps \"x\" is forbidden: User \"auditor\" cannot delete resource \"deployments\""
                        + " in API group \"apps\" in the namespace \"default\"", refused.getStatus().getMessage());
            }
            CloudClient.Response badRole = api.send("POST", cloud.adminUrl().resolve("users"),
                    "{\"name\":\"x\",\"password\":\"p\",\"roles\":[\"root\"]}", null);
            assertEquals(400, badRole.status());
        }
    }

    @Test
    void theEmulatorPlaysVksDocumentedPlatformByDefault() {
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(0.0005)
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10))).start()) {
            assertEquals(VkPlatform.documented(), cloud.platform(), "roles, Gatekeeper constraints, default resources");
            assertEquals(ProjectQuotas.gpuProject(), cloud.quotas());
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("default");
            assertEquals("yes yes yes no no", canI(cloud, api, clusterId, VkRole.PROJECT_OWNER),
                    "a project owner is Kubernetes admin: no CRDs, no Nodes");
        }
    }

    @Test
    void aTokenListsTheMembersVkRolesByTheirKeystoneNames() {
        try (VkCloudEmulator cloud = cloud(VkPlatform.documented())) {
            CloudClient api = new CloudClient(cloud).login();
            cloud.addProjectMember("ops", PASSWORD, VkRole.KUBERNETES_OPERATOR, VkRole.VIEWER);
            CloudClient.Response answer = api.send("POST", cloud.identityUrl().resolve("auth/tokens"),
                    CloudClient.passwordAuth(new EmulatorCredentials("ops", PASSWORD, null,
                            cloud.credentials().userDomainName(), cloud.credentials().projectId(), null, null),
                            PASSWORD, cloud.credentials().projectId()), null);
            assertEquals(201, answer.status(), answer.body());
            List<String> roles = new java.util.ArrayList<>();
            answer.json().getAsJsonObject("token").getAsJsonArray("roles")
                    .forEach(r -> roles.add(r.getAsJsonObject().get("name").getAsString()));
            assertEquals(List.of("member", "reader", "mcs_k8s_editor", "mcs_viewer"), roles);
        }
    }

    @Test
    void thePermissivePlatformLetsEveryMemberDoEverything() {
        try (VkCloudEmulator cloud = cloud(VkPlatform.permissive())) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("permissive");
            assertEquals("yes yes yes yes yes", canI(cloud, api, clusterId, VkRole.KUBERNETES_AUDITOR));
        }
    }

    private static VkCloudEmulator cloud(VkPlatform platform) {
        return VkCloudEmulator.builder().timeScale(0.0005).platform(platform)
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10))).start();
    }

    /** The answers of SelfSubjectAccessReview to {@link #PROBES} for a fresh member holding {@code role}. */
    private static String canI(VkCloudEmulator cloud, CloudClient api, String clusterId, VkRole role) {
        EmulatorCredentials member = cloud.addProjectMember(role.wireName(), PASSWORD, role);
        try (KubernetesClient kube = kube(cloud, api, clusterId, login(api, member))) {
            return String.join(" ", PROBES.stream().map(p -> kube.authorization().v1().selfSubjectAccessReview()
                    .create(new SelfSubjectAccessReviewBuilder().withNewSpec().withNewResourceAttributes()
                            .withVerb(p.get(0)).withGroup(p.get(1)).withResource(p.get(2))
                            .withNamespace(p.get(3).isEmpty() ? null : p.get(3)).endResourceAttributes().endSpec().build())
                    .getStatus().getAllowed() ? "yes" : "no").toList());
        }
    }

    private static String login(CloudClient api, EmulatorCredentials member) {
        CloudClient.Response answer = api.send("POST", api.cloud.identityUrl().resolve("auth/tokens"),
                CloudClient.passwordAuth(member, PASSWORD, member.projectId()), null);
        assertEquals(201, answer.status(), answer.body());
        return answer.header("X-Subject-Token");
    }

    private static KubernetesClient kube(VkCloudEmulator cloud, CloudClient api, String clusterId, String keystoneToken) {
        String kubeconfig = api.mk8s("POST", "clusters/" + clusterId + "/kube_config").body();
        return new KubernetesClientBuilder().withConfig(
                CloudAndKubeTogetherTest.keystoneAuthenticated(kubeconfig, keystoneToken)).build();
    }
}
