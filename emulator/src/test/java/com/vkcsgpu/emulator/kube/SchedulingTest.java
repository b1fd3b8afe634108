package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.client.readiness.Readiness;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The minimal scheduler and kubelet: taints, selectors, GPU requests, unschedulable reasons, pod fates. */
class SchedulingTest extends OneClusterTest {

    @BeforeAll
    static void prepare() {
        EmulatedNode.Taint gpuTaint = new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule");
        cluster.server.syncNodeGroup("gpu", List.of(
                new EmulatedNode("gpu-0", "gpu", Map.of("pool", "gpu"), List.of(gpuTaint), 16, 65536, 8, "A100"),
                new EmulatedNode("gpu-1", "gpu", Map.of("pool", "gpu"), List.of(gpuTaint), 16, 65536, 8, "A100")));
        cluster.server.syncNodeGroup("cpu", List.of(
                new EmulatedNode("cpu-0", "cpu", Map.of("pool", "cpu"), List.of(), 4, 8192, 0, null)));
    }

    @Test
    void untoleratedTaintIsReportedLikeTheRealScheduler() {
        create(pod("no-toleration").editSpec().addToNodeSelector("pool", "gpu").endSpec().build());
        Pod pod = waitFor("no-toleration", p -> scheduled(p) != null);
        assertEquals("False", scheduled(pod).getStatus());
        assertEquals("Unschedulable", scheduled(pod).getReason());
        assertEquals("0/3 nodes are available: 1 node(s) didn't match Pod's node affinity/selector, "
                + "2 node(s) had untolerated taint {nvidia.com/gpu: present}.", scheduled(pod).getMessage());
        assertTrue(client.v1().events().inNamespace("default").withField("involvedObject.name", "no-toleration")
                .list().getItems().stream().anyMatch(e -> e.getReason().equals("FailedScheduling")));
    }

    @Test
    void gpuPodWaitsForAllocatableGpusThenRuns() {
        create(pod("gpu-job").editSpec().addToNodeSelector("pool", "gpu")
                .addNewToleration().withKey("nvidia.com/gpu").withOperator("Exists").withEffect("NoSchedule")
                .endToleration()
                .editFirstContainer().withNewResources().addToLimits("nvidia.com/gpu", new Quantity("1"))
                .endResources().endContainer().endSpec().build());
        Pod pending = waitFor("gpu-job", p -> scheduled(p) != null);
        assertEquals("0/3 nodes are available: 1 node(s) didn't match Pod's node affinity/selector, "
                + "2 Insufficient nvidia.com/gpu.", scheduled(pending).getMessage());

        cluster.server.store().edit(BuiltinTypes.NODE, null, "gpu-1", "device-plugin", node -> {
            node.getAsJsonObject("status").getAsJsonObject("allocatable").addProperty("nvidia.com/gpu", "8");
            return node;
        });
        Pod running = waitFor("gpu-job", p -> Readiness.getInstance().isReady(p));
        assertEquals("gpu-1", running.getSpec().getNodeName());
        assertEquals("Running", running.getStatus().getPhase());
    }

    @Test
    void requiredNodeAffinityAndPodFates() {
        cluster.server.kubelet().setPodFate(pod -> Json.labels(pod).containsKey("hold")
                ? KubeletSimulator.PodFate.HOLD : KubeletSimulator.PodFate.SUCCEED);
        try {
            create(pod("affine").editMetadata().addToLabels("hold", "yes").endMetadata().editSpec()
                    .withNewAffinity().withNewNodeAffinity().withNewRequiredDuringSchedulingIgnoredDuringExecution()
                    .addNewNodeSelectorTerm().addNewMatchExpression().withKey("pool").withOperator("In")
                    .withValues("cpu").endMatchExpression().endNodeSelectorTerm()
                    .endRequiredDuringSchedulingIgnoredDuringExecution().endNodeAffinity().endAffinity()
                    .endSpec().build());
            Pod held = waitFor("affine", p -> "cpu-0".equals(p.getSpec().getNodeName()));
            assertEquals("Pending", held.getStatus().getPhase(), "HOLD leaves the pod to the simulation");

            create(pod("finishes").editSpec().withRestartPolicy("Never").endSpec().build());
            Pod done = waitFor("finishes", p -> "Succeeded".equals(p.getStatus().getPhase()));
            assertEquals(0, done.getStatus().getContainerStatuses().get(0).getState().getTerminated().getExitCode());
        } finally {
            cluster.server.kubelet().setPodFate(pod -> KubeletSimulator.PodFate.RUN);
        }
    }

    private static PodCondition scheduled(Pod pod) {
        if (pod.getStatus() == null || pod.getStatus().getConditions() == null) {
            return null;
        }
        return pod.getStatus().getConditions().stream().filter(c -> c.getType().equals("PodScheduled")).findFirst()
                .orElse(null);
    }

    private static Pod waitFor(String name, Predicate<Pod> condition) {
        return client.pods().inNamespace("default").withName(name)
                .waitUntilCondition(p -> p != null && condition.test(p), 10, TimeUnit.SECONDS);
    }

    private static void create(Pod pod) {
        client.pods().inNamespace("default").resource(pod).create();
    }

    private static PodBuilder pod(String name) {
        return new PodBuilder().withNewMetadata().withName(name).endMetadata().withNewSpec()
                .addNewContainer().withName("main").withImage("busybox").endContainer().endSpec();
    }
}
