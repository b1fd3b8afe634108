package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the gate reads off pods and images for its verdicts: the driver version in an image tag, a duration in
 * words, the component a pod or container belongs to, and the node a pod runs on or is pinned to.
 */
class PodFactsTest {

    @Test
    void readsTheDriverVersionOfAnImageTag() {
        assertEquals(Optional.of("580.126.20"), GpuReadiness.imageVersion("nvcr.io/nvidia/driver:580.126.20-ubuntu22.04"));
        assertEquals(Optional.of("580.126.20"), GpuReadiness.imageVersion("driver:580.126.20"));
        assertEquals(Optional.empty(), GpuReadiness.imageVersion("registry:5000/nvidia/driver"), "a port is no tag");
        assertEquals(Optional.empty(), GpuReadiness.imageVersion("nvcr.io/nvidia/driver"));
        assertEquals(Optional.empty(), GpuReadiness.imageVersion("nvcr.io/nvidia/driver@sha256:abc"));
        assertEquals(Optional.empty(), GpuReadiness.imageVersion("nvcr.io/nvidia/driver:latest"));
        assertEquals(Optional.empty(), GpuReadiness.imageVersion(null));
        assertEquals(Optional.of("1"), GpuReadiness.imageVersion(":1"), "a tag right after the start");
    }

    @Test
    void theNodesLabelWinsOverTheDriverImage() {
        Pod driver = new PodBuilder().withNewSpec().addNewContainer().withName("nvidia-driver-ctr")
                .withImage("nvcr.io/nvidia/driver:570.1.2-ubuntu22.04").endContainer().endSpec().build();
        var labelled = new NodeBuilder().withNewMetadata().withName("gpu-1")
                .withLabels(Map.of(GpuReadiness.DRIVER_VERSION_LABEL, "580.126.20")).endMetadata().build();
        var unlabelled = new NodeBuilder().withNewMetadata().withName("gpu-2").endMetadata().build();
        assertEquals(Optional.of("580.126.20"), GpuReadiness.observedDriverVersion(labelled, driver));
        assertEquals(Optional.of("570.1.2"), GpuReadiness.observedDriverVersion(unlabelled, driver));
        Pod sidecarOnly = new PodBuilder().withNewSpec().addNewContainer().withName("sidecar")
                .withImage("nvcr.io/nvidia/driver:570.1.2").endContainer().endSpec().build();
        assertEquals(Optional.empty(), GpuReadiness.observedDriverVersion(unlabelled, sidecarOnly));
        assertEquals(Optional.empty(), GpuReadiness.observedDriverVersion(unlabelled, null));
    }


    @Test
    void namesTheComponentOfAPodOrValidationStep() {
        assertEquals("driver validation (nvidia-operator-validator)",
                GpuReadiness.component(pod("validator-x", Map.of("app", GpuReadiness.VALIDATOR_APP)), "driver-validation"));
        assertEquals("operator-validator",
                GpuReadiness.component(pod("validator-x", Map.of("app", GpuReadiness.VALIDATOR_APP)), "nvidia-operator-validator"));
        assertEquals("device-plugin",
                GpuReadiness.component(pod("dp-x", Map.of("app", "nvidia-device-plugin-daemonset")), "driver-validation"));
        assertEquals("driver", GpuReadiness.component(pod("nvidia-gpu-driver-ubuntu22.04-x",
                Map.of("app", "nvidia-gpu-driver-ubuntu22.04-abc", "app.kubernetes.io/component", GpuReadiness.DRIVER_COMPONENT)), null));
        assertEquals("my-app", GpuReadiness.component(pod("my-app-0", Map.of("app", "my-app")), null));
        assertEquals("lonely-0", GpuReadiness.component(pod("lonely-0", Map.of()), null));
    }

    @Test
    void aDaemonSetPodIsOnTheNodeItIsPinnedToUntilBound() {
        Pod pinned = new PodBuilder().withNewMetadata().withName("dp").endMetadata().withNewSpec().withNewAffinity()
                .withNewNodeAffinity().withNewRequiredDuringSchedulingIgnoredDuringExecution()
                .addNewNodeSelectorTerm().addNewMatchField().withKey("metadata.name").withOperator("In")
                .withValues(List.of("gpu-3")).endMatchField().endNodeSelectorTerm()
                .endRequiredDuringSchedulingIgnoredDuringExecution().endNodeAffinity().endAffinity().endSpec().build();
        assertEquals(Optional.of("gpu-3"), GpuReadiness.pinnedNode(pinned));
        assertEquals("gpu-3", GpuReadiness.nodeOf(pinned));
        Pod bound = new PodBuilder(pinned).editSpec().withNodeName("gpu-4").endSpec().build();
        assertEquals("gpu-4", GpuReadiness.nodeOf(bound));

        for (String[] field : List.of(new String[] {"metadata.uid", "In"}, new String[] {"metadata.name", "NotIn"})) {
            Pod other = new PodBuilder(pinned).editSpec().editAffinity().editNodeAffinity()
                    .editRequiredDuringSchedulingIgnoredDuringExecution().editFirstNodeSelectorTerm().editFirstMatchField()
                    .withKey(field[0]).withOperator(field[1]).endMatchField().endNodeSelectorTerm()
                    .endRequiredDuringSchedulingIgnoredDuringExecution().endNodeAffinity().endAffinity().endSpec().build();
            assertEquals(Optional.empty(), GpuReadiness.pinnedNode(other), String.join(" ", field));
        }
        Pod twoNodes = new PodBuilder(pinned).editSpec().editAffinity().editNodeAffinity()
                .editRequiredDuringSchedulingIgnoredDuringExecution().editFirstNodeSelectorTerm().editFirstMatchField()
                .withValues(List.of("gpu-3", "gpu-5")).endMatchField().endNodeSelectorTerm()
                .endRequiredDuringSchedulingIgnoredDuringExecution().endNodeAffinity().endAffinity().endSpec().build();
        assertEquals("(unscheduled)", GpuReadiness.nodeOf(twoNodes));
    }

    private static Pod pod(String name, Map<String, String> labels) {
        return new PodBuilder().withNewMetadata().withName(name).withLabels(labels).endMetadata().build();
    }
}
