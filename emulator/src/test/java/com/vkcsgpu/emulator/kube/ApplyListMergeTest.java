package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Server-side apply merges associative lists item by item, as kube-apiserver does: containers,
 * env and volumes on {@code name}, ports on {@code containerPort}+{@code protocol}, custom
 * resource lists on their CRD's {@code x-kubernetes-list-map-keys}; atomic lists (tolerations)
 * stay whole.
 */
class ApplyListMergeTest extends OneClusterTest {
    private static final String APPLY = "application/apply-patch+yaml";

    @Test
    void aSecondManagerApplyingOnlyASidecarKeepsBothContainersWithoutConflict() {
        apply("vkcs-gpu", deployment("web", container("main", "nginx:1.27", "MODE", "a")));
        Deployment both = apply("mesh", deployment("web", container("sidecar", "envoy:1.31", "PROXY", "on")));
        assertEquals(List.of("main", "sidecar"), names(both), "no conflict, and both containers kept");
        String meshFields = fieldsOf(both, "mesh");
        assertTrue(meshFields.contains("k:{\"name\":\"sidecar\"}"), meshFields);
        assertFalse(meshFields.contains("main"), meshFields);

        Deployment reapplied = apply("vkcs-gpu", deployment("web", container("main", "nginx:1.28", "MODE", "b")));
        assertEquals(List.of("main", "sidecar"), names(reapplied),
                "re-applying without the sidecar leaves the other manager's container alone");
        assertEquals("nginx:1.28", reapplied.getSpec().getTemplate().getSpec().getContainers().get(0).getImage());
        assertEquals("on", reapplied.getSpec().getTemplate().getSpec().getContainers().get(1).getEnv().get(0)
                .getValue());
    }

    @Test
    void changingAnotherManagersContainerFieldIsOneConflictNamingTheItem() {
        apply("vkcs-gpu", deployment("api", container("main", "nginx:1.27", "MODE", "a")));
        HttpResponse<String> response = cluster.kubectl("PATCH",
                "/apis/apps/v1/namespaces/default/deployments/api?fieldManager=kubectl", APPLY,
                """
                {"apiVersion":"apps/v1","kind":"Deployment","metadata":{"name":"api"},
                 "spec":{"selector":{"matchLabels":{"app":"api"}},
                  "template":{"metadata":{"labels":{"app":"api"}},
                   "spec":{"containers":[{"name":"main","image":"nginx:9"}]}}}}
                """);
        assertEquals(409, response.statusCode(), response.body());
        JsonObject status = Json.parseObject(response.body());
        assertEquals("Apply failed with 1 conflict: conflict with \"vkcs-gpu\": "
                + ".spec.template.spec.containers[name=\"main\"].image", Json.string(status, "message"));
    }

    @Test
    void aManagerThatStopsApplyingAContainerRemovesOnlyThatContainer() {
        apply("vkcs-gpu", deployment("jobs", container("a", "busybox", "X", "1"), container("b", "busybox", "Y", "2")));
        apply("mesh", deployment("jobs", container("sidecar", "envoy", "PROXY", "on")));
        Deployment after = apply("vkcs-gpu", deployment("jobs", container("a", "busybox", "X", "1")));
        assertEquals(List.of("a", "sidecar"), names(after));
    }

    @Test
    void envAndPortsMergeOnTheirKeysAndTolerationsStayAtomic() {
        apply("vkcs-gpu", """
                {"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},
                 "spec":{"containers":[{"name":"c","image":"busybox","env":[{"name":"A","value":"1"}],
                   "ports":[{"containerPort":80}]}],
                  "tolerations":[{"key":"nvidia.com/gpu","operator":"Exists","effect":"NoSchedule"}]}}
                """, "/api/v1/namespaces/default/pods/p", false);
        apply("metrics", """
                {"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},
                 "spec":{"containers":[{"name":"c","env":[{"name":"B","value":"2"}],
                   "ports":[{"containerPort":80,"protocol":"UDP"},{"containerPort":9400}]}]}}
                """, "/api/v1/namespaces/default/pods/p", false);
        Container merged = client.pods().inNamespace("default").withName("p").get().getSpec().getContainers().get(0);
        assertEquals(List.of("A", "B"), merged.getEnv().stream().map(e -> e.getName()).toList());
        assertEquals(List.of("80/TCP", "80/UDP", "9400/TCP"), merged.getPorts().stream()
                .map(p -> p.getContainerPort() + "/" + (p.getProtocol() == null ? "TCP" : p.getProtocol())).toList(),
                "ports are keyed by containerPort and protocol (TCP when omitted)");

        HttpResponse<String> tolerations = apply("metrics", """
                {"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},
                 "spec":{"tolerations":[{"key":"dedicated","operator":"Exists"}]}}
                """, "/api/v1/namespaces/default/pods/p", false);
        assertEquals(409, tolerations.statusCode(), "tolerations have no list type: atomic, owned whole");
        assertTrue(tolerations.body().contains(".spec.tolerations"), tolerations.body());
    }

    @Test
    void customResourceListsMergeOnTheCrdsListMapKeys() {
        cluster.kubectl("POST", "/apis/apiextensions.k8s.io/v1/customresourcedefinitions", "application/json", """
                {"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
                 "metadata":{"name":"pools.example.com"},
                 "spec":{"group":"example.com","scope":"Namespaced",
                  "names":{"plural":"pools","singular":"pool","kind":"Pool"},
                  "versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":{
                   "type":"object","properties":{"spec":{"type":"object","properties":{
                    "members":{"type":"array","x-kubernetes-list-type":"map","x-kubernetes-list-map-keys":["node"],
                     "items":{"type":"object","required":["node"],"properties":{
                      "node":{"type":"string"},"weight":{"type":"integer"}}}},
                    "tags":{"type":"array","x-kubernetes-list-type":"set","items":{"type":"string"}},
                    "order":{"type":"array","items":{"type":"string"}}}}}}}}]}}
                """);
        String path = "/apis/example.com/v1/namespaces/default/pools/p";
        apply("a", """
                {"apiVersion":"example.com/v1","kind":"Pool","metadata":{"name":"p"},
                 "spec":{"members":[{"node":"n1","weight":1}],"tags":["x"]}}
                """, path, false);
        HttpResponse<String> second = apply("b", """
                {"apiVersion":"example.com/v1","kind":"Pool","metadata":{"name":"p"},
                 "spec":{"members":[{"node":"n2","weight":2}],"tags":["y"]}}
                """, path, false);
        assertEquals(200, second.statusCode(), second.body());
        GenericKubernetesResource pool = client.genericKubernetesResources(
                new ResourceDefinitionContext.Builder().withGroup("example.com").withVersion("v1")
                        .withPlural("pools").withKind("Pool").withNamespaced(true).build())
                .inNamespace("default").withName("p").get();
        assertEquals("[{node=n1, weight=1}, {node=n2, weight=2}]",
                pool.getAdditionalProperties().get("spec").toString().replaceAll(".*members=(\\[.*?\\]),.*", "$1"));
        assertTrue(pool.getAdditionalProperties().get("spec").toString().contains("tags=[x, y]"),
                pool.getAdditionalProperties().toString());

        HttpResponse<String> atomic = apply("b", """
                {"apiVersion":"example.com/v1","kind":"Pool","metadata":{"name":"p"},"spec":{"order":["z"]}}
                """, path, false);
        assertEquals(200, atomic.statusCode(), atomic.body());
        HttpResponse<String> conflict = apply("a", """
                {"apiVersion":"example.com/v1","kind":"Pool","metadata":{"name":"p"},
                 "spec":{"members":[{"node":"n1","weight":1}],"tags":["x"],"order":["w"]}}
                """, path, false);
        assertEquals(409, conflict.statusCode(), "a list without x-kubernetes-list-type is atomic: " + conflict.body());
        assertTrue(conflict.body().contains("conflict with \\\"b\\\": .spec.order"), conflict.body());
    }

    private static HttpResponse<String> apply(String manager, String body, String path, boolean force) {
        return cluster.kubectl("PATCH", path + "?fieldManager=" + manager + (force ? "&force=true" : ""), APPLY, body);
    }

    private static Deployment apply(String manager, Deployment deployment) {
        return client.apps().deployments().inNamespace("default").resource(deployment).fieldManager(manager)
                .serverSideApply();
    }

    private static Deployment deployment(String name, Container... containers) {
        return new DeploymentBuilder().withNewMetadata().withName(name).endMetadata()
                .withNewSpec().withNewSelector().addToMatchLabels("app", name).endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", name).endMetadata()
                .withNewSpec().withContainers(containers).endSpec().endTemplate().endSpec().build();
    }

    private static Container container(String name, String image, String envName, String envValue) {
        return new io.fabric8.kubernetes.api.model.ContainerBuilder().withName(name).withImage(image)
                .addNewEnv().withName(envName).withValue(envValue).endEnv().build();
    }

    private static List<String> names(Deployment deployment) {
        return deployment.getSpec().getTemplate().getSpec().getContainers().stream().map(Container::getName).toList();
    }

    private static String fieldsOf(Deployment deployment, String manager) {
        return deployment.getMetadata().getManagedFields().stream().filter(e -> e.getManager().equals(manager))
                .findFirst().orElseThrow().getFieldsV1().getAdditionalProperties().toString();
    }
}
