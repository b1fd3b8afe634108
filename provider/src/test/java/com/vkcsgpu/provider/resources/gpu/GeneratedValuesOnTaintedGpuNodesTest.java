package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.NodePoolTaintArgs;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.provider.k8s.readiness.GpuReadiness;
import com.vkcsgpu.provider.k8s.readiness.OperandScheduling;
import com.vkcsgpu.provider.k8s.readiness.SimulatedOperatorCluster;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The values the provider generates for a GpuOperator, installed in the emulator's simulated GPU Operator on a
 * cluster whose only nodes are GPU nodes tainted as the pools say (no untainted node, no control plane, as on a
 * managed cluster): Node Feature Discovery's master, worker and gc, the operator and every operand must schedule
 * there, or no node is ever labelled {@code nvidia.com/gpu.present} and the GPUs never become allocatable. A
 * regression in the tolerations the provider derives from the pools' taints fails here (the emulator's own
 * GpuOperatorSimulationTest shows the simulation's rule with hand-written values).
 */
class GeneratedValuesOnTaintedGpuNodesTest {
    private static final String NS = SimulatedOperatorCluster.NS;
    private static final Duration BOUND = Duration.ofSeconds(180);
    private static final EmulatedNode.Taint GPU_TAINT = new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule");
    private static final EmulatedNode.Taint TEAM_TAINT = new EmulatedNode.Taint("team", "ml", "NoExecute");

    private final SimulatedOperatorCluster cluster = new SimulatedOperatorCluster("tainted", BOUND);
    private final KubernetesClient client = cluster.client;

    @AfterEach
    void close() {
        cluster.close();
    }

    @Test
    void everyOperandRunsOnGpuNodesTaintedAsThePoolsSayAndTheGpusBecomeAllocatable() {
        cluster.server.syncNodeGroup("l4", List.of(new EmulatedNode("l4-0", "l4", Map.of("vkcs-gpu.io/pool", "l4"),
                List.of(GPU_TAINT), 32, 131072, 1, "NVIDIA-L4")));
        cluster.server.syncNodeGroup("a100", List.of(new EmulatedNode("a100-0", "a100", Map.of("vkcs-gpu.io/pool", "a100"),
                List.of(GPU_TAINT, TEAM_TAINT), 32, 131072, 1, "NVIDIA-A100-SXM4-80GB")));
        GpuOperatorArgs args = GpuOperatorArgs.builder().kubeconfig("apiVersion: v1\nkind: Config\n").pools(
                GpuOperatorPoolArgs.builder().name("l4").gpuModel("L4").gpusPerNode(1).taints(args(GPU_TAINT)).build(),
                GpuOperatorPoolArgs.builder().name("a100").gpuModel("A100_80GB").gpusPerNode(1)
                        .taints(args(GPU_TAINT), args(TEAM_TAINT)).build()).build();
        OperatorReleaseArgs release = GeneratedInstall.of(args).release();

        cluster.install(com.vkcsgpu.operator.ChartValues.text(OperatorReleaseResource.values(release)));

        for (String name : List.of("l4-0", "a100-0")) {
            Node node = client.nodes().withName(name).waitUntilCondition(n -> n != null
                    && n.getStatus().getAllocatable().get("nvidia.com/gpu") != null, BOUND.toSeconds(), TimeUnit.SECONDS);
            assertEquals("true", node.getMetadata().getLabels().get(GpuReadiness.GPU_PRESENT_LABEL), name);
        }
        Map<String, String> unscheduled = client.pods().inNamespace(NS).list().getItems().stream()
                .filter(p -> p.getSpec().getNodeName() == null)
                .collect(Collectors.toMap(p -> p.getMetadata().getName(), GeneratedValuesOnTaintedGpuNodesTest::why));
        assertEquals(Map.of(), unscheduled, "pods no node accepts");
        List<Node> nodes = client.nodes().list().getItems();
        for (DaemonSet daemonSet : client.apps().daemonSets().inNamespace(NS).list().getItems()) {
            List<Toleration> tolerations = daemonSet.getSpec().getTemplate().getSpec().getTolerations();
            for (Node node : nodes) {
                assertEquals(List.of(), OperandScheduling.untolerated(node, tolerations == null ? List.of() : tolerations),
                        "DaemonSet " + daemonSet.getMetadata().getName() + " on " + node.getMetadata().getName());
            }
        }
        for (String role : List.of("master", "worker", "gc")) {
            assertTrue(client.pods().inNamespace(NS).withLabel("app.kubernetes.io/name", "node-feature-discovery")
                    .withLabel("role", role).list().getItems().stream().anyMatch(p -> p.getSpec().getNodeName() != null),
                    "NFD " + role + " runs on a tainted GPU node");
        }
    }

    private static NodePoolTaintArgs args(EmulatedNode.Taint taint) {
        return NodePoolTaintArgs.of(taint.key(), taint.value(), taint.effect());
    }

    private static String why(Pod pod) {
        return pod.getStatus() == null || pod.getStatus().getConditions() == null ? "no status"
                : pod.getStatus().getConditions().stream().map(c -> c.getType() + "=" + c.getStatus() + " "
                        + c.getMessage()).collect(Collectors.joining("; "));
    }
}
