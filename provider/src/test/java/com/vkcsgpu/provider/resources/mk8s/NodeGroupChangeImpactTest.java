package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The lines a node group change gets in the preview: flavor change in chunks, scale-in, replacement. */
class NodeGroupChangeImpactTest {
    private static NodeGroupArgs group(String flavor, FixedScale fixed, AutoScale auto, Integer chunk) {
        return new NodeGroupArgs(Inputs.CLUSTER_ID, "l4-pool", "GZ1", flavor, fixed, auto, null, null, chunk, "ceph-ssd", 100);
    }

    @Test
    void aFlavorChangeReplacesTheNodesInChunksOfTheNewPercentage() {
        List<ImpactLine> lines = NodeGroupChangeImpact.lines(group("f-1", new FixedScale(3), null, 10),
                group("f-2", new FixedScale(3), null, 50), 3, false, "GPU2-16-72-L4-1", "GPU2-32-144-L4-2");
        assertEquals(1, lines.size(), lines::toString);
        ImpactLine line = lines.get(0);
        assertEquals("impact [pool l4-pool, node-replacement]: flavor GPU2-16-72-L4-1 → GPU2-32-144-L4-2: 3 nodes"
                + " replaced by new ones in 2 chunks of at most 2 nodes (parallelUpgradeChunk 50%), the pods on each chunk"
                + " evicted", line.message());
        assertEquals(Map.of("nodes", 3, "chunks", 2, "chunkSize", 2), line.counts());
        assertEquals(Map.of("flavor", "GPU2-32-144-L4-2"), line.after());
    }

    @Test
    void aScaleInSaysHowManyNodesGoAndThatVkChoosesWhich() {
        List<ImpactLine> lines = NodeGroupChangeImpact.lines(group("f", new FixedScale(3), null, 10),
                group("f", new FixedScale(1), null, 10), 3, false, "F", "F");
        assertEquals(List.of("impact [pool l4-pool, scale-in]: scale-in 3 → 1: 2 nodes removed, the pods on them evicted"
                + " (assumed: VK Cloud chooses which nodes go and does not document which)"),
                lines.stream().map(ImpactLine::message).toList());
        assertEquals(Map.of("nodes", 2), lines.get(0).counts());
    }

    @Test
    void aScaleUpTouchesNoExistingNode() {
        assertEquals(List.of(), NodeGroupChangeImpact.lines(group("f", new FixedScale(1), null, 10),
                group("f", new FixedScale(4), null, 10), 1, false, "F", "F"));
    }

    @Test
    void newAutoscalingBoundsClampTheCurrentSize() {
        NodeGroupArgs auto = group("f", null, new AutoScale(1, 2), 10);
        assertEquals(2, NodeGroupChangeImpact.plannedNodes(auto, 5));
        assertEquals(1, NodeGroupChangeImpact.plannedNodes(auto, 0));
        assertEquals(2, NodeGroupChangeImpact.maxNodes(auto, 0), "GPUs connected count the maximum");
        assertEquals(Map.of("nodes", 3), NodeGroupChangeImpact.lines(group("f", new FixedScale(5), null, 10), auto,
                5, false, "F", "F").get(0).counts(), "5 → 2");
    }

    @Test
    void aReplacementRecreatesEveryNodeAfterDeletingTheOldGroup() {
        List<ImpactLine> lines = NodeGroupChangeImpact.lines(group("f", new FixedScale(2), null, 10),
                group("g", null, new AutoScale(1, 4), 10), 2, true, "F", "G");
        assertEquals(List.of("impact [pool l4-pool, node-replacement]: every node recreated: the node group is deleted"
                + " first (its name stays), so all 2 nodes go at once with their pods, then 1 node with flavor G come up"),
                lines.stream().map(ImpactLine::message).toList());
        assertEquals(Map.of("nodes", 2, "newNodes", 1), lines.get(0).counts(), "a new group starts at its minimum");
    }

    @Test
    void labelsTaintsAndTheChunkAloneTouchNoNode() {
        assertEquals(List.of(), NodeGroupChangeImpact.lines(group("f", new FixedScale(2), null, 10),
                group("f", new FixedScale(2), null, 50), 2, false, "F", "F"));
    }
}
