package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.client.readiness.Readiness;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** syncNodeGroup: nodes appear Ready, follow the node group's labels and taints, keep others' labels, go away. */
class NodeSyncTest extends OneClusterTest {

    @Test
    void nodesReportVksAlmaLinuxAndCrioOfTheClustersMinorVersion() {
        try (TestCluster v133 = new TestCluster(KubeApiServer.start("os", TestCluster.CA, "v1.33.3"))) {
            v133.server.syncNodeGroup("gpu", List.of(new EmulatedNode("gpu-0", "gpu", Map.of(), List.of(), 16, 65536, 1,
                    "NVIDIA-L4")));
            var info = v133.client.nodes().withName("gpu-0").get().getStatus().getNodeInfo();
            assertEquals("AlmaLinux 9.4 (Seafoam Ocelot)", info.getOsImage());
            assertEquals("cri-o://1.33.0", info.getContainerRuntimeVersion());
            assertTrue(info.getKernelVersion().matches("5\\.14\\.0-[0-9.]+\\.el9_4\\.x86_64"), info.getKernelVersion());
            assertEquals("v1.33.3", info.getKubeletVersion());
        }
    }

    @Test
    void nodesFollowTheNodeGroup() {
        EmulatedNode.Taint gpuTaint = new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule");
        cluster.server.syncNodeGroup("gpu", List.of(
                node("gpu-0", Map.of("pool", "a100", "tier", "gold"), List.of(gpuTaint)),
                node("gpu-1", Map.of("pool", "a100", "tier", "gold"), List.of(gpuTaint))));
        cluster.server.syncNodeGroup("cpu", List.of(node("cpu-0", Map.of(), List.of())));

        Node gpu0 = client.nodes().withName("gpu-0").get();
        assertTrue(Readiness.getInstance().isReady(gpu0));
        assertEquals("a100", gpu0.getMetadata().getLabels().get("pool"));
        assertEquals("gpu", gpu0.getMetadata().getLabels().get("mcs.mail.ru/mcs-nodepool"));
        assertEquals("gpu-0", gpu0.getMetadata().getLabels().get("kubernetes.io/hostname"));
        assertEquals("nvidia.com/gpu", gpu0.getSpec().getTaints().get(0).getKey());
        assertEquals(new Quantity("16"), gpu0.getStatus().getAllocatable().get("cpu"));
        assertEquals(new Quantity("65536Mi"), gpu0.getStatus().getCapacity().get("memory"));
        assertFalse(gpu0.getStatus().getAllocatable().containsKey("nvidia.com/gpu"),
                "GPUs become allocatable only when a device plugin runs");
        assertEquals("v1.31.4", gpu0.getStatus().getNodeInfo().getKubeletVersion());

        client.nodes().withName("gpu-0").edit(n -> new NodeBuilder(n).editMetadata()
                .addToLabels("nvidia.com/gpu.present", "true").endMetadata().build());
        cluster.server.store().edit(BuiltinTypes.NODE, null, "gpu-0", "gpu-simulation", node -> {
            node.getAsJsonObject("status").getAsJsonObject("allocatable").addProperty("nvidia.com/gpu", "8");
            return node;
        });

        cluster.server.syncNodeGroup("gpu", List.of(node("gpu-0", Map.of("pool", "a100"), List.of())));

        Node resynced = client.nodes().withName("gpu-0").get();
        assertEquals("true", resynced.getMetadata().getLabels().get("nvidia.com/gpu.present"), "foreign label kept");
        assertNull(resynced.getMetadata().getLabels().get("tier"), "label the node group dropped is removed");
        assertTrue(resynced.getSpec().getTaints() == null || resynced.getSpec().getTaints().isEmpty());
        assertEquals(new Quantity("8"), resynced.getStatus().getAllocatable().get("nvidia.com/gpu"),
                "status written by simulations survives a resync");
        assertNull(client.nodes().withName("gpu-1").get(), "node gone from the group is deleted");
        assertEquals(List.of("cpu-0", "gpu-0"), client.nodes().list().getItems().stream()
                .map(n -> n.getMetadata().getName()).sorted().toList());

        cluster.server.syncNodeGroup("gpu", List.of());
        assertEquals(List.of("cpu-0"), client.nodes().list().getItems().stream()
                .map(n -> n.getMetadata().getName()).toList());
    }

    @Test
    void rewritingWhatAnotherManagerLastWroteIsANoOp() {
        cluster.server.syncNodeGroup("rewrite", List.of(new EmulatedNode("rewrite-0", "rewrite", Map.of(), List.of(),
                16, 65536, 0, null)));
        KubeStore store = cluster.server.store();
        java.util.function.UnaryOperator<com.google.gson.JsonObject> gpus = node -> {
            node.getAsJsonObject("status").getAsJsonObject("allocatable").addProperty("nvidia.com/gpu", "8");
            return node;
        };
        java.util.function.UnaryOperator<com.google.gson.JsonObject> label = node -> {
            node.getAsJsonObject("metadata").getAsJsonObject("labels").addProperty("nvidia.com/mig.config.state",
                    "success");
            return node;
        };
        store.edit(BuiltinTypes.NODE, null, "rewrite-0", "kubelet", gpus);
        store.edit(BuiltinTypes.NODE, null, "rewrite-0", "nvidia-mig-manager", label);
        String version = store.resourceVersion();
        Node written = client.nodes().withName("rewrite-0").get();

        // Two simulations rewriting their own unchanged values in turn, as the GPU stack's reconcile loop does.
        store.edit(BuiltinTypes.NODE, null, "rewrite-0", "kubelet", gpus);
        store.edit(BuiltinTypes.NODE, null, "rewrite-0", "nvidia-mig-manager", label);

        assertEquals(version, store.resourceVersion(), "no new resourceVersion, so no watch event");
        assertEquals(written, client.nodes().withName("rewrite-0").get(), "managedFields keep their order and times");
        store.edit(BuiltinTypes.NODE, null, "rewrite-0", "kubelet", node -> {
            node.getAsJsonObject("status").getAsJsonObject("allocatable").addProperty("nvidia.com/gpu", "4");
            return node;
        });
        assertTrue(Long.parseLong(store.resourceVersion()) > Long.parseLong(version), "a real change is written");
        cluster.server.syncNodeGroup("rewrite", List.of());
    }

    private static EmulatedNode node(String name, Map<String, String> labels, List<EmulatedNode.Taint> taints) {
        return new EmulatedNode(name, name.startsWith("gpu") ? "gpu" : "cpu", labels, taints, 16, 65536,
                name.startsWith("gpu") ? 8 : 0, name.startsWith("gpu") ? "A100-SXM4-80GB" : null);
    }
}
