package com.vkcsgpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.mk8s.GpuFlavorInfo;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pure helpers behind GpuNodePool, without a Pulumi deployment. */
class PoolHelpersTest {

    private static GpuFlavorInfo flavor(String id, String name, String model, int gpus) {
        return GpuFlavorInfo.builder().flavorId(id).name(name).gpuModel(model).gpuCount(gpus).vcpus(16).ramGb(72).build();
    }

    @Test
    void tolerationsUseEqualForValuedTaintsAndExistsOtherwise() {
        assertEquals(List.of(
                        new NodePoolToleration("nvidia.com/gpu", "Equal", "present", "NoSchedule"),
                        new NodePoolToleration("spot", "Exists", null, "NoExecute")),
                Tolerations.forTaints(List.of(PoolTaints.DEFAULT, NodePoolTaintArgs.of("spot", "", "NoExecute"))));
        // What serializers see (export, registerOutputs): the non-null properties by schema name.
        assertEquals(Map.of("key", "spot", "operator", "Exists", "effect", "NoExecute"),
                Map.copyOf(new NodePoolToleration("spot", "Exists", null, "NoExecute")));
    }

    @Test
    void taintsDefaultOnlyWhenNotGiven() {
        assertEquals(List.of(PoolTaints.DEFAULT), PoolTaints.resolve(null));
        assertEquals(List.of(), PoolTaints.resolve(List.of()));
    }

    @Test
    void sizeRules() {
        ArgumentProblems problems = new ArgumentProblems("GpuNodePool");
        assertEquals(new PoolSize(2, null, null), PoolSize.of(2, null, null, problems));
        PoolSize auto = PoolSize.of(null, 1, 3, problems);
        assertEquals(1, auto.expectedNodes());
        assertTrue(auto.autoscaled());
        assertEquals(List.of(), problems.all());

        assertNull(PoolSize.of(null, 1, null, problems));
        assertNull(PoolSize.of(null, 2, 1, problems));
        assertNull(PoolSize.of(null, null, null, problems));
        assertNull(PoolSize.of(1, 1, 2, problems));
        assertEquals(List.of(
                "maxNodes: minNodes and maxNodes go together for autoscaling; set both (minNodes is at least 1)",
                "maxNodes: must be at least minNodes (2), got 1",
                "nodeCount: nodeCount (fixed size) or minNodes and maxNodes (autoscaling) is required",
                "nodeCount: nodeCount and minNodes/maxNodes are mutually exclusive; give nodeCount for a fixed size"
                        + " or minNodes and maxNodes for autoscaling"), problems.all().stream().map(Object::toString).toList());
    }

    @Test
    void labelsAreSortedAndStandardOnesWin() {
        Map<String, String> labels = PoolLabels.of("a100", "A100_80GB", 4, Map.of(), Map.of("team", "nlp"));
        assertEquals(List.of("team", "vkcs-gpu.io/gpu-model", "vkcs-gpu.io/gpus-per-node", "vkcs-gpu.io/pool"),
                List.copyOf(labels.keySet()));
        assertEquals("4", labels.get("vkcs-gpu.io/gpus-per-node"));
        assertNull(PoolLabels.of("x", null, 1, Map.of(), null).get("vkcs-gpu.io/gpu-model"));
    }

    @Test
    void explicitFlavorMustAgreeWithStatedGpus() {
        List<GpuFlavorInfo> known = List.of(flavor("f-1", "GPU2-16-72-L4-1", "L4", 1));
        assertEquals(new FlavorChoice("f-1", "GPU2-16-72-L4-1", "L4", 1), FlavorChoice.explicit("F-1", null, null, known));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FlavorChoice.explicit("f-1", null, 2, known));
        assertTrue(e.getMessage().contains("gpusPerNode 2 contradicts flavorId f-1 (GPU2-16-72-L4-1) which has 1 GPU(s)"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> FlavorChoice.explicit("f-1", "H200", null, known));
        assertEquals(new FlavorChoice("f-9", "f-9", null, 1), FlavorChoice.explicit("f-9", null, null, known));
    }

    @Test
    void noMatchSaysWhenThereAreNoGpuFlavorsAtAll() {
        assertTrue(FlavorChoice.noMatch("L4", 1, "GZ1", List.of()).contains("GPU flavors that exist: none"));
    }
}
