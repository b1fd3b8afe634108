package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The sentences a node group change gets in the preview: flavor change in chunks, resize, replacement. */
class NodeGroupChangeImpactTest {
    private static NodeGroupArgs group(String flavor, FixedScale fixed, AutoScale auto, Integer chunk) {
        return new NodeGroupArgs(Inputs.CLUSTER_ID, "l4-pool", "GZ1", flavor, fixed, auto, null, null, chunk, "ceph-ssd", 100);
    }

    @Test
    void aFlavorChangeReplacesTheNodesInChunksOfTheNewPercentage() {
        List<String> lines = NodeGroupChangeImpact.describe(group("f-1", new FixedScale(3), null, 10),
                group("f-2", new FixedScale(3), null, 50), 3, false, "GPU2-16-72-L4-1", "GPU2-32-144-L4-2");
        assertEquals(List.of("flavor GPU2-16-72-L4-1 → GPU2-32-144-L4-2: 3 nodes replaced by new ones in 2 chunks of at"
                + " most 2 nodes (parallelUpgradeChunk 50%)"), lines);
    }

    @Test
    void aScaleInSaysHowManyNodesGoAndAScaleUpHowManyCome() {
        assertEquals(List.of("scale-in 3 → 1: 2 nodes removed, the pods on them evicted (VK Cloud chooses which nodes go;"
                        + " its docs do not say which)"),
                NodeGroupChangeImpact.describe(group("f", new FixedScale(3), null, 10), group("f", new FixedScale(1), null, 10),
                        3, false, "F", "F"));
        assertEquals(List.of("scale-up 1 → 4: 3 nodes added"),
                NodeGroupChangeImpact.describe(group("f", new FixedScale(1), null, 10), group("f", new FixedScale(4), null, 10),
                        1, false, "F", "F"));
    }

    @Test
    void newAutoscalingBoundsClampTheCurrentSize() {
        NodeGroupArgs auto = group("f", null, new AutoScale(1, 2), 10);
        assertEquals(2, NodeGroupChangeImpact.plannedNodes(auto, 5));
        assertEquals(1, NodeGroupChangeImpact.plannedNodes(auto, 0));
        assertEquals(2, NodeGroupChangeImpact.maxNodes(auto, 0), "GPUs connected count the maximum");
        assertEquals(List.of("scale-in 5 → 2: 3 nodes removed, the pods on them evicted (VK Cloud chooses which nodes go;"
                + " its docs do not say which)"), NodeGroupChangeImpact.describe(group("f", new FixedScale(5), null, 10), auto,
                5, false, "F", "F"));
    }

    @Test
    void aReplacementRecreatesEveryNodeAfterDeletingTheOldGroup() {
        assertEquals(List.of("every node recreated: the node group is deleted first (its name stays), so all 2 nodes go at"
                        + " once, then 2 nodes with flavor F come up"),
                NodeGroupChangeImpact.describe(group("f", new FixedScale(2), null, 10), group("f", new FixedScale(2), null, 10),
                        2, true, "F", "F"));
    }

    @Test
    void labelsTaintsAndTheChunkAloneTouchNoNode() {
        assertEquals(List.of(), NodeGroupChangeImpact.describe(group("f", new FixedScale(2), null, 10),
                group("f", new FixedScale(2), null, 50), 2, false, "F", "F"));
    }
}
