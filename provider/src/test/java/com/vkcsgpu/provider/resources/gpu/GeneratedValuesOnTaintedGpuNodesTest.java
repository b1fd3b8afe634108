package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.NodePoolTaintArgs;
import com.vkcsgpu.emulator.gpu.GpuOperatorSimulation;
import com.vkcsgpu.emulator.gpu.GpuStackObjects;
import com.vkcsgpu.emulator.gpu.GpuTimings;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.readiness.GpuClusterSim;
import com.vkcsgpu.provider.k8s.readiness.GpuReadiness;
import com.vkcsgpu.provider.k8s.readiness.OperandScheduling;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;
import java.util.function.Supplier;
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
    private static final String NS = "gpu-operator";
    private static final Duration BOUND = Duration.ofSeconds(180);
    private static final EmulatedNode.Taint GPU_TAINT = new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule");
    private static final EmulatedNode.Taint TEAM_TAINT = new EmulatedNode.Taint("team", "ml", "NoExecute");

    private final KubeApiServer server = KubeApiServer.start("tainted", GpuClusterSim.CA);
    private final GpuOperatorSimulation simulation = GpuOperatorSimulation.attach(server,
            GpuTimings.realistic().scaled(0.002));
    private final KubernetesClient client = KubeClients.fromKubeconfig(GpuClusterSim.kubeconfig(server));

    @AfterEach
    void close() {
        client.close();
        simulation.close();
        server.close();
    }

    @Test
    void everyOperandRunsOnGpuNodesTaintedAsThePoolsSayAndTheGpusBecomeAllocatable() {
        server.syncNodeGroup("l4", List.of(new EmulatedNode("l4-0", "l4", Map.of("vkcs-gpu.io/pool", "l4"),
                List.of(GPU_TAINT), 32, 131072, 1, "NVIDIA-L4")));
        server.syncNodeGroup("a100", List.of(new EmulatedNode("a100-0", "a100", Map.of("vkcs-gpu.io/pool", "a100"),
                List.of(GPU_TAINT, TEAM_TAINT), 32, 131072, 1, "NVIDIA-A100-SXM4-80GB")));
        GpuOperatorArgs args = GpuOperatorArgs.builder().kubeconfig("apiVersion: v1\nkind: Config\n").pools(
                GpuOperatorPoolArgs.builder().name("l4").gpuModel("L4").gpusPerNode(1).taints(args(GPU_TAINT)).build(),
                GpuOperatorPoolArgs.builder().name("a100").gpuModel("A100_80GB").gpusPerNode(1)
                        .taints(args(GPU_TAINT), args(TEAM_TAINT)).build()).build();
        OperatorReleaseArgs release = GeneratedInstall.of(args).release();

        install(OperatorReleaseResource.values(release).toJson());

        for (String name : List.of("l4-0", "a100-0")) {
            Node node = poll(() -> client.nodes().withName(name).get(),
                    n -> n.getStatus().getAllocatable().get("nvidia.com/gpu") != null);
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

    private void install(String values) {
        for (JsonObject object : GpuStackObjects.render(values, NS, "v26.3.3")) {
            GenericKubernetesResource resource = Serialization.unmarshal(object.toString(), GenericKubernetesResource.class);
            client.resource(resource).fieldManager("vkcs-gpu").forceConflicts().serverSideApply();
            if (resource.getKind().equals("CustomResourceDefinition")) {
                client.apiextensions().v1().customResourceDefinitions().withName(resource.getMetadata().getName())
                        .waitUntilCondition(c -> c != null && c.getStatus() != null, BOUND.toSeconds(), TimeUnit.SECONDS);
            }
        }
    }

    /** Reads until {@code condition} holds, at most {@link #BOUND}; fails with what it last saw. */
    private static <T> T poll(Supplier<T> read, Predicate<T> condition) {
        long deadline = System.nanoTime() + BOUND.toNanos();
        T last = null;
        while (System.nanoTime() < deadline) {
            last = read.get();
            if (last != null && condition.test(last)) {
                return last;
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
        }
        throw new AssertionError("not seen within " + BOUND.toSeconds() + " s; last seen: " + last);
    }
}
