package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.Toleration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Kubernetes toleration matching as the gate applies it to say which taint keeps an operand off a node: effect,
 * key (empty with Exists matches every key), Equal compares values, Exists ignores them; only NoSchedule and
 * NoExecute taints repel, and the kubelet's node-condition taints are left to the node's own verdict.
 */
class TolerationMatchingTest {
    private static final Taint GPU = new Taint("NoSchedule", "nvidia.com/gpu", null, "present");

    private static Toleration toleration(String key, String operator, String value, String effect) {
        return new Toleration(effect, key, operator, null, value);
    }

    @Test
    void equalComparesTheValueExistsDoesNot() {
        assertTrue(OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Equal", "present", "NoSchedule"), GPU));
        assertFalse(OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Equal", "absent", "NoSchedule"), GPU));
        assertFalse(OperandScheduling.tolerates(toleration("nvidia.com/gpu", null, null, null), GPU), "Equal to an empty value");
        assertTrue(OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Exists", null, null), GPU));
        assertTrue(OperandScheduling.tolerates(toleration("team", null, null, null), new Taint("NoSchedule", "team", null, null)),
                "no value on either side");
    }

    @Test
    void theKeyAndEffectMustMatchUnlessLeftOut() {
        assertFalse(OperandScheduling.tolerates(toleration("other", "Exists", null, null), GPU));
        assertFalse(OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Exists", null, "NoExecute"), GPU));
        assertTrue(OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Exists", null, ""), GPU));
        assertTrue(OperandScheduling.tolerates(toleration("", "Exists", null, null), GPU), "Exists without a key tolerates all");
        assertFalse(OperandScheduling.tolerates(toleration(null, "Equal", "present", null), GPU));
    }

    @Test
    void onlyRepellingTaintsNoToleranceCoversAreReported() {
        Node node = new NodeBuilder().withNewMetadata().withName("gpu-1").endMetadata().withNewSpec()
                .addToTaints(GPU)
                .addToTaints(new Taint("NoExecute", "dedicated", null, "ml"))
                .addToTaints(new Taint("PreferNoSchedule", "soft", null, "x"))
                .addToTaints(new Taint("NoSchedule", "node.kubernetes.io/not-ready", null, null))
                .endSpec().build();
        List<Taint> untolerated = OperandScheduling.untolerated(node, List.of(toleration("nvidia.com/gpu", "Exists", null, null)));
        assertEquals(List.of("dedicated=ml:NoExecute"), untolerated.stream().map(OperandScheduling::describe).toList());
        assertEquals(List.of(), OperandScheduling.untolerated(new NodeBuilder().withNewMetadata().withName("bare").endMetadata()
                .build(), List.of()));
        assertEquals("team:NoSchedule", OperandScheduling.describe(new Taint("NoSchedule", "team", null, "")));
    }
}
