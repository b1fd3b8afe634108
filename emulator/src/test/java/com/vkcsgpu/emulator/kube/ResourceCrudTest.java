package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentStatusBuilder;
import io.fabric8.kubernetes.api.model.rbac.ClusterRoleBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Create, read, update, patch, delete and the status subresource through the fabric8 client. */
class ResourceCrudTest {
    private static TestCluster cluster;
    private static KubernetesClient client;

    @BeforeAll
    static void start() {
        cluster = new TestCluster();
        client = cluster.client;
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    @Test
    void createGetUpdateDeleteWithServerMetadataAndErrors() {
        ConfigMap created = client.configMaps().inNamespace("default").resource(configMap("crud", "a")).create();
        assertNotNull(created.getMetadata().getUid());
        assertNotNull(created.getMetadata().getCreationTimestamp());
        assertEquals("default", created.getMetadata().getNamespace());

        KubernetesClientException exists = assertThrows(KubernetesClientException.class,
                () -> client.configMaps().inNamespace("default").resource(configMap("crud", "a")).create());
        assertEquals(409, exists.getCode());
        assertEquals("AlreadyExists", exists.getStatus().getReason());

        ConfigMap changed = new ConfigMapBuilder(created).withData(Map.of("k", "b")).build();
        ConfigMap updated = client.configMaps().inNamespace("default").resource(changed).update();
        assertEquals("b", updated.getData().get("k"));
        assertTrue(Long.parseLong(updated.getMetadata().getResourceVersion())
                > Long.parseLong(created.getMetadata().getResourceVersion()));

        KubernetesClientException stale = assertThrows(KubernetesClientException.class,
                () -> client.configMaps().inNamespace("default").resource(changed).update());
        assertEquals(409, stale.getCode());
        assertEquals("Conflict", stale.getStatus().getReason());

        ConfigMap merged = client.configMaps().inNamespace("default").withName("crud")
                .patch(PatchContext.of(PatchType.JSON_MERGE), "{\"data\":{\"m\":\"1\"}}");
        assertEquals(Map.of("k", "b", "m", "1"), merged.getData());
        ConfigMap edited = client.configMaps().inNamespace("default").withName("crud")
                .edit(cm -> new ConfigMapBuilder(cm).addToData("e", "2").build());
        assertEquals("2", edited.getData().get("e"));

        client.configMaps().inNamespace("default").withName("crud").delete();
        assertNull(client.configMaps().inNamespace("default").withName("crud").get());
        KubernetesClientException missing = assertThrows(KubernetesClientException.class,
                () -> client.configMaps().inNamespace("default").withName("crud").patch(
                        PatchContext.of(PatchType.JSON_MERGE), "{}"));
        assertEquals(404, missing.getCode());
    }

    @Test
    void namespacedAndClusterScopedKindsAndNamespaceDeletion() {
        client.namespaces().resource(new NamespaceBuilder().withNewMetadata().withName("team-a").endMetadata().build())
                .create();
        assertEquals("Active", client.namespaces().withName("team-a").get().getStatus().getPhase());
        client.configMaps().inNamespace("team-a").resource(configMap("one", "x")).create();
        client.rbac().clusterRoles().resource(new ClusterRoleBuilder().withNewMetadata().withName("reader")
                .endMetadata().build()).create();
        assertNull(client.rbac().clusterRoles().withName("reader").get().getMetadata().getNamespace());
        assertEquals(1, client.configMaps().inAnyNamespace().withLabel("test", "crud").list().getItems().stream()
                .filter(cm -> cm.getMetadata().getNamespace().equals("team-a")).count());

        KubernetesClientException noNamespace = assertThrows(KubernetesClientException.class,
                () -> client.configMaps().inNamespace("missing").resource(configMap("two", "x")).create());
        assertEquals(404, noNamespace.getCode());

        client.namespaces().withName("team-a").delete();
        assertNull(client.namespaces().withName("team-a").get());
        assertNull(client.configMaps().inNamespace("team-a").withName("one").get());
    }

    @Test
    void statusSubresourceSeparatesSpecFromStatusAndGenerationFollowsSpec() {
        Deployment deployment = client.apps().deployments().inNamespace("default").resource(new DeploymentBuilder()
                .withNewMetadata().withName("web").endMetadata()
                .withNewSpec().withReplicas(1).withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "web").endMetadata()
                .withNewSpec().addNewContainer().withName("c").withImage("nginx").endContainer().endSpec()
                .endTemplate().endSpec()
                .withStatus(new DeploymentStatusBuilder().withReplicas(7).build())
                .build()).create();
        assertNull(deployment.getStatus(), "create ignores status of a kind with a status subresource");
        assertEquals(1L, deployment.getMetadata().getGeneration());

        deployment.setStatus(new DeploymentStatusBuilder().withReplicas(1).withReadyReplicas(1).build());
        Deployment afterStatus = client.apps().deployments().inNamespace("default").resource(deployment)
                .updateStatus();
        assertEquals(1, afterStatus.getStatus().getReadyReplicas());
        assertEquals(1L, afterStatus.getMetadata().getGeneration(), "status changes keep the generation");

        afterStatus.getSpec().setReplicas(3);
        afterStatus.getStatus().setReadyReplicas(99);
        Deployment afterSpec = client.apps().deployments().inNamespace("default").resource(afterStatus).update();
        assertEquals(3, afterSpec.getSpec().getReplicas());
        assertEquals(1, afterSpec.getStatus().getReadyReplicas(), "the main resource ignores status");
        assertEquals(2L, afterSpec.getMetadata().getGeneration());

        afterSpec.getSpec().setReplicas(5);
        afterSpec.getStatus().setReadyReplicas(2);
        Deployment statusOnly = client.apps().deployments().inNamespace("default").resource(afterSpec)
                .updateStatus();
        assertEquals(3, statusOnly.getSpec().getReplicas(), "/status ignores spec");
        assertEquals(2, statusOnly.getStatus().getReadyReplicas());

        Deployment patched = client.apps().deployments().inNamespace("default").withName("web")
                .editStatus(d -> new DeploymentBuilder(d).editStatus().withAvailableReplicas(2).endStatus().build());
        assertEquals(2, patched.getStatus().getAvailableReplicas());
    }

    @Test
    void strategicMergePatchMergesContainersByName() {
        client.pods().inNamespace("default").resource(new PodBuilder().withNewMetadata().withName("smp").endMetadata()
                .withNewSpec().addNewContainer().withName("a").withImage("img:1").endContainer()
                .addNewContainer().withName("b").withImage("img:1").endContainer().endSpec().build()).create();
        var pod = client.pods().inNamespace("default").withName("smp").patch(PatchContext.of(PatchType.STRATEGIC_MERGE),
                "{\"spec\":{\"containers\":[{\"name\":\"b\",\"image\":\"img:2\"}]}}");
        assertEquals(List.of("a:img:1", "b:img:2"), pod.getSpec().getContainers().stream()
                .map(c -> c.getName() + ":" + c.getImage()).toList());
        assertEquals("Pending", pod.getStatus().getPhase());
    }

    @Test
    void finalizersDelayDeletionUntilRemoved() {
        ConfigMap withFinalizer = new ConfigMapBuilder(configMap("final", "x")).editMetadata()
                .addToFinalizers("example.com/hold").endMetadata().build();
        client.configMaps().inNamespace("default").resource(withFinalizer).create();
        client.configMaps().inNamespace("default").withName("final").delete();
        ConfigMap terminating = client.configMaps().inNamespace("default").withName("final").get();
        assertNotNull(terminating.getMetadata().getDeletionTimestamp());
        client.configMaps().inNamespace("default").withName("final")
                .edit(cm -> new ConfigMapBuilder(cm).editMetadata().withFinalizers(List.of()).endMetadata().build());
        assertNull(client.configMaps().inNamespace("default").withName("final").get());
        assertNotEquals(0, cluster.server.store().resourceVersion().length());
    }

    static ConfigMap configMap(String name, String value) {
        return new ConfigMapBuilder().withNewMetadata().withName(name).addToLabels("test", "crud").endMetadata()
                .withData(Map.of("k", value)).build();
    }
}
