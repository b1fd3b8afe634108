package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Label selectors (all operators) and field selectors, as fabric8 encodes them. */
class SelectorsTest extends OneClusterTest {

    @BeforeAll
    static void prepare() {
        pod("validator-1", "node-1", Map.of("app", "nvidia-operator-validator", "tier", "gpu"));
        pod("validator-2", "node-2", Map.of("app", "nvidia-operator-validator"));
        pod("driver-1", "node-1", Map.of("app", "nvidia-driver", "tier", "gpu"));
        pod("pending", null, Map.of("app", "workload"));
    }

    @Test
    void labelSelectorsOfEveryOperator() {
        var pods = client.pods().inNamespace("default");
        assertEquals(List.of("validator-1", "validator-2"), names(pods.withLabel("app", "nvidia-operator-validator")
                .list().getItems()));
        assertEquals(List.of("driver-1", "validator-1", "validator-2"),
                names(pods.withLabelIn("app", "nvidia-operator-validator", "nvidia-driver").list().getItems()));
        assertEquals(List.of("pending"),
                names(pods.withLabelNotIn("app", "nvidia-operator-validator", "nvidia-driver").list().getItems()));
        assertEquals(List.of("driver-1", "validator-1"), names(pods.withLabel("tier").list().getItems()));
        assertEquals(List.of("pending", "validator-2"), names(pods.withoutLabel("tier").list().getItems()));
        assertEquals(List.of("driver-1", "pending"),
                names(pods.withoutLabel("app", "nvidia-operator-validator").list().getItems()));
        assertEquals(List.of("validator-1"), names(pods.withLabel("app", "nvidia-operator-validator")
                .withLabel("tier", "gpu").list().getItems()));
    }

    @Test
    void fieldSelectorsOnNodeNamePhaseAndName() {
        var pods = client.pods().inAnyNamespace();
        assertEquals(List.of("driver-1", "validator-1"), names(pods.withField("spec.nodeName", "node-1")
                .list().getItems()));
        assertEquals(List.of("validator-1"), names(pods.withField("spec.nodeName", "node-1")
                .withLabel("app", "nvidia-operator-validator").list().getItems()));
        assertEquals(List.of("pending"), names(pods.withField("spec.nodeName", "").list().getItems()));
        assertEquals(List.of("driver-1", "pending", "validator-1"), names(pods.withoutField("spec.nodeName", "node-2")
                .list().getItems()));
        assertEquals(4, pods.withField("status.phase", "Pending").list().getItems().size());
        assertEquals(List.of("validator-2"), names(pods.withField("metadata.name", "validator-2").list().getItems()));
        assertEquals(List.of(), names(client.pods().inNamespace("kube-system").list().getItems()));
    }

    private static void pod(String name, String node, Map<String, String> labels) {
        client.pods().inNamespace("default").resource(new PodBuilder().withNewMetadata().withName(name)
                .withLabels(labels).endMetadata().withNewSpec().withNodeName(node).addNewContainer().withName("c")
                .withImage("busybox").endContainer().endSpec().build()).create();
    }

    private static List<String> names(List<Pod> pods) {
        return pods.stream().map(HasMetadata::getMetadata).map(m -> m.getName()).sorted().toList();
    }
}
