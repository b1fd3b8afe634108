package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.tls.EmulatorCa;
import io.fabric8.kubernetes.api.model.APIGroup;
import io.fabric8.kubernetes.api.model.APIResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** TLS, authentication, /version and discovery, through the real fabric8 client. */
class KubeApiServerTest {
    private static TestCluster cluster;

    @BeforeAll
    static void start() {
        cluster = new TestCluster();
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    @Test
    void versionIsServedOverVerifiedTls() {
        assertEquals("1", cluster.client.getKubernetesVersion().getMajor());
        assertEquals("v1.31.4", cluster.client.getKubernetesVersion().getGitVersion());
    }

    @Test
    void clientNotTrustingTheCaFails() {
        try (KubernetesClient untrusting = cluster.client(EmulatorCa.generate("other"), cluster.server.bearerToken())) {
            KubernetesClientException e = assertThrows(KubernetesClientException.class,
                    () -> untrusting.namespaces().list());
            assertTrue(causeChain(e).contains("SSL") || causeChain(e).contains("certification"), causeChain(e));
        }
    }

    @Test
    void requestsWithoutTheTokenGet401() throws Exception {
        HttpClient http = HttpClient.newBuilder().sslContext(TestCluster.CA.clientContext()).build();
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                URI.create(cluster.server.serverUrl() + "/api/v1/namespaces")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(401, response.statusCode());
        assertTrue(response.body().contains("\"reason\":\"Unauthorized\""), response.body());

        try (KubernetesClient wrongToken = cluster.client(TestCluster.CA, "not-the-token")) {
            KubernetesClientException e = assertThrows(KubernetesClientException.class,
                    () -> wrongToken.configMaps().inNamespace("default").list());
            assertEquals(401, e.getCode());
        }
    }

    @Test
    void discoveryListsOnlyServedKindsAndCrdKindsOnceEstablished() {
        KubernetesClient client = cluster.client;
        List<String> groups = client.getApiGroups().getGroups().stream().map(APIGroup::getName).toList();
        assertTrue(groups.containsAll(List.of("apps", "batch", "rbac.authorization.k8s.io", "scheduling.k8s.io",
                "apiextensions.k8s.io")), groups.toString());
        assertFalse(groups.contains("nvidia.com"), groups.toString());
        List<String> core = client.getApiResources("v1").getResources().stream().map(APIResource::getName).toList();
        assertTrue(core.containsAll(List.of("pods", "pods/status", "pods/log", "nodes", "namespaces", "configmaps",
                "secrets", "services", "serviceaccounts", "events", "resourcequotas", "limitranges")), core.toString());
        assertEquals(List.of("daemonsets", "daemonsets/status", "deployments", "deployments/status",
                "deployments/scale"),
                client.getApiResources("apps/v1").getResources().stream().map(APIResource::getName).toList());

        CustomResourceDefinition crd = client.apiextensions().v1().customResourceDefinitions()
                .resource(clusterPolicyCrd()).serverSideApply();
        client.apiextensions().v1().customResourceDefinitions().withName(crd.getMetadata().getName())
                .waitUntilCondition(c -> c != null && c.getStatus() != null && c.getStatus().getConditions().stream()
                        .anyMatch(x -> x.getType().equals("Established") && x.getStatus().equals("True")),
                        10, TimeUnit.SECONDS);

        assertTrue(client.getApiGroups().getGroups().stream().anyMatch(g -> g.getName().equals("nvidia.com")));
        APIResource clusterPolicies = client.getApiResources("nvidia.com/v1").getResources().get(0);
        assertEquals("clusterpolicies", clusterPolicies.getName());
        assertEquals("ClusterPolicy", clusterPolicies.getKind());
        assertFalse(clusterPolicies.getNamespaced());

        GenericKubernetesResource policy = new GenericKubernetesResourceBuilder()
                .withApiVersion("nvidia.com/v1").withKind("ClusterPolicy")
                .withNewMetadata().withName("cluster-policy").endMetadata()
                .withAdditionalProperties(Map.of("spec", Map.of("driver", Map.of("enabled", true))))
                .build();
        client.resource(policy).fieldManager("vkcs-gpu").serverSideApply();
        ResourceDefinitionContext context = new ResourceDefinitionContext.Builder().withGroup("nvidia.com")
                .withVersion("v1").withKind("ClusterPolicy").withPlural("clusterpolicies").withNamespaced(false).build();
        GenericKubernetesResource stored = client.genericKubernetesResources(context).withName("cluster-policy").get();
        assertEquals(Map.of("enabled", true), ((Map<?, ?>) stored.getAdditionalProperties().get("spec")).get("driver"));

        client.apiextensions().v1().customResourceDefinitions().withName(crd.getMetadata().getName()).delete();
        assertFalse(client.getApiGroups().getGroups().stream().anyMatch(g -> g.getName().equals("nvidia.com")));
    }

    static CustomResourceDefinition clusterPolicyCrd() {
        return new CustomResourceDefinitionBuilder()
                .withNewMetadata().withName("clusterpolicies.nvidia.com").endMetadata()
                .withNewSpec().withGroup("nvidia.com").withScope("Cluster")
                .withNewNames().withKind("ClusterPolicy").withListKind("ClusterPolicyList")
                .withPlural("clusterpolicies").withSingular("clusterpolicy").endNames()
                .addNewVersion().withName("v1").withServed(true).withStorage(true)
                .withNewSubresources().withNewStatus().endStatus().endSubresources()
                .withNewSchema().withNewOpenAPIV3Schema().withType("object")
                .withXKubernetesPreserveUnknownFields(true).endOpenAPIV3Schema().endSchema()
                .endVersion().endSpec().build();
    }

    static String causeChain(Throwable e) {
        StringBuilder chain = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            chain.append(t).append(" <- ");
        }
        return chain.toString();
    }
}
