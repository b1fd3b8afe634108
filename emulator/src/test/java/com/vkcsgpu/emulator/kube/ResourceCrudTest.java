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
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.NodeStatusBuilder;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.rbac.ClusterRoleBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Create, read, update, patch, delete and the status subresource through the fabric8 client. */
class ResourceCrudTest extends OneClusterTest {

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
        // A Node: a kind with a status subresource that no emulated controller writes to
        // (Deployments now have a controller that owns their status).
        Node node = client.nodes().resource(new NodeBuilder().withNewMetadata().withName("status-test").endMetadata()
                .withNewSpec().withProviderID("test:///status-test").endSpec()
                .withNewStatus().addToCapacity("cpu", new Quantity("7")).endStatus().build()).create();
        assertTrue(node.getStatus() == null || node.getStatus().getCapacity() == null
                || node.getStatus().getCapacity().isEmpty(), "create ignores status of a kind with a status subresource");
        assertEquals(1L, node.getMetadata().getGeneration());

        node.setStatus(new NodeStatusBuilder().addToCapacity("cpu", new Quantity("4")).build());
        Node afterStatus = client.nodes().resource(node).updateStatus();
        assertEquals("4", afterStatus.getStatus().getCapacity().get("cpu").toString());
        assertEquals(1L, afterStatus.getMetadata().getGeneration(), "status changes keep the generation");

        afterStatus.getSpec().setUnschedulable(true);
        afterStatus.getStatus().getCapacity().put("cpu", new Quantity("99"));
        Node afterSpec = client.nodes().resource(afterStatus).update();
        assertTrue(afterSpec.getSpec().getUnschedulable());
        assertEquals("4", afterSpec.getStatus().getCapacity().get("cpu").toString(), "the main resource ignores status");
        assertEquals(2L, afterSpec.getMetadata().getGeneration());

        afterSpec.getSpec().setUnschedulable(false);
        afterSpec.getStatus().getCapacity().put("cpu", new Quantity("2"));
        Node statusOnly = client.nodes().resource(afterSpec).updateStatus();
        assertTrue(statusOnly.getSpec().getUnschedulable(), "/status ignores spec");
        assertEquals("2", statusOnly.getStatus().getCapacity().get("cpu").toString());

        Node patched = client.nodes().withName("status-test")
                .editStatus(n -> new NodeBuilder(n).editStatus().addToAllocatable("cpu", new Quantity("1")).endStatus().build());
        assertEquals("1", patched.getStatus().getAllocatable().get("cpu").toString());
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
