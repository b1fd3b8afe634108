package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a planned change of a node group does to its existing nodes, as impact lines: a replacement recreates every
 * node (the old group is deleted first, so the pool is empty meanwhile); a flavor change replaces the nodes in chunks
 * of {@code parallelUpgradeChunk}; a scale-in removes nodes. A scale-up touches no existing node (its cost is the
 * capacity line's). Pure: the caller reads the facts (current nodes, flavor names) from the cloud.
 */
final class NodeGroupChangeImpact {
    private NodeGroupChangeImpact() {
    }

    /**
     * The lines of a change from {@code olds} to {@code news}; empty when no existing node is touched (labels, taints
     * and the chunk alone change no node).
     *
     * @param currentNodes the group's nodes now, as the API reports them
     * @param replaced     whether the plan replaces the group
     * @param oldFlavor    the current flavor's name (or id when its name is not readable)
     * @param newFlavor    the planned flavor's name (or id)
     */
    static List<ImpactLine> lines(NodeGroupArgs olds, NodeGroupArgs news, int currentNodes, boolean replaced,
                                  String oldFlavor, String newFlavor) {
        String pool = news.name();
        if (replaced) {
            int planned = plannedNodes(news, 0); // a new group starts at its fixed size or autoscaling minimum
            return List.of(ImpactLine.of(pool, ImpactKind.NODE_REPLACEMENT, "every node recreated: the node group is"
                            + " deleted first (its name stays), so all " + nodes(currentNodes) + " go at once with their"
                            + " pods, then " + nodes(planned) + " with flavor " + newFlavor + " come up")
                    .withCounts(Map.of("nodes", currentNodes, "newNodes", planned))
                    .withValues(Map.of("flavor", oldFlavor), Map.of("flavor", newFlavor)));
        }
        int planned = plannedNodes(news, currentNodes);
        List<ImpactLine> lines = new ArrayList<>();
        if (!Objects.equals(olds.flavorId(), news.flavorId()) && currentNodes > 0) {
            UpgradeChunks chunks = UpgradeChunks.of(currentNodes, news.parallelUpgradeChunk());
            lines.add(ImpactLine.of(pool, ImpactKind.NODE_REPLACEMENT, "flavor " + oldFlavor + " → " + newFlavor + ": "
                            + nodes(currentNodes) + " replaced by new ones in " + chunks.describe()
                            + ", the pods on each chunk evicted")
                    .withCounts(Map.of("nodes", currentNodes, "chunks", chunks.chunks(), "chunkSize", chunks.chunkSize()))
                    .withValues(Map.of("flavor", oldFlavor), Map.of("flavor", newFlavor)));
        }
        if (planned < currentNodes) {
            lines.add(ImpactLine.of(pool, ImpactKind.SCALE_IN, "scale-in " + currentNodes + " → " + planned + ": "
                            + nodes(currentNodes - planned) + " removed, the pods on them evicted")
                    .withCounts(Map.of("nodes", currentNodes - planned))
                    .withValues(Map.of("nodes", Integer.toString(currentNodes)), Map.of("nodes", Integer.toString(planned)))
                    .withAssumption("VK Cloud chooses which nodes go and does not document which"));
        }
        return lines;
    }

    /**
     * The nodes after the change: the fixed size, or the current size clamped into the autoscaling bounds (as
     * {@link NodeGroupResource} sends it).
     */
    static int plannedNodes(NodeGroupArgs news, int currentNodes) {
        if (news.fixedScale() != null && news.fixedScale().size() != null) {
            return news.fixedScale().size();
        }
        AutoScale auto = news.autoScale();
        if (auto == null || auto.minSize() == null || auto.maxSize() == null) {
            return currentNodes;
        }
        return Math.max(auto.minSize(), Math.min(auto.maxSize(), currentNodes));
    }

    /** The autoscaling maximum, or the planned size of a fixed group. */
    static int maxNodes(NodeGroupArgs args, int currentNodes) {
        AutoScale auto = args.autoScale();
        if (auto != null && auto.maxSize() != null) {
            return auto.maxSize();
        }
        return plannedNodes(args, currentNodes);
    }

    static String nodes(int count) {
        return count + (count == 1 ? " node" : " nodes");
    }
}
