package com.vkcsgpu.provider.resources.mk8s;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a planned change of a node group does to its nodes, as sentences a reviewer reads in the preview: a
 * replacement recreates every node (the old group is deleted first, so the pool is empty meanwhile); a flavor change
 * replaces the nodes in chunks of {@code parallelUpgradeChunk}; a resize adds or removes nodes. Pure: the caller
 * reads the facts (current node count, flavor names) from the cloud.
 */
final class NodeGroupChangeImpact {
    private NodeGroupChangeImpact() {
    }

    /**
     * The sentences for a change from {@code olds} to {@code news}; empty when the nodes are untouched (labels,
     * taints and the chunk alone change no node).
     *
     * @param currentNodes the group's nodes now, as the API reports them
     * @param replaced     whether the plan replaces the group
     * @param oldFlavor    the current flavor's name (or id when its name is not readable)
     * @param newFlavor    the planned flavor's name (or id)
     */
    static List<String> describe(NodeGroupArgs olds, NodeGroupArgs news, int currentNodes, boolean replaced,
                                 String oldFlavor, String newFlavor) {
        List<String> lines = new ArrayList<>();
        int planned = plannedNodes(news, currentNodes);
        if (replaced) {
            lines.add("every node recreated: the node group is deleted first (its name stays), so all " + nodes(currentNodes)
                    + " go at once, then " + nodes(planned) + " with flavor " + newFlavor + " come up");
            return lines;
        }
        boolean flavorChanges = !Objects.equals(olds.flavorId(), news.flavorId());
        if (flavorChanges) {
            UpgradeChunks chunks = UpgradeChunks.of(currentNodes, news.parallelUpgradeChunk());
            lines.add("flavor " + oldFlavor + " → " + newFlavor + ": " + nodes(currentNodes) + " replaced by new ones in "
                    + chunks.describe());
        }
        if (planned > currentNodes) {
            lines.add("scale-up " + currentNodes + " → " + planned + ": " + nodes(planned - currentNodes) + " added");
        } else if (planned < currentNodes) {
            lines.add("scale-in " + currentNodes + " → " + planned + ": " + nodes(currentNodes - planned)
                    + " removed, the pods on them evicted (VK Cloud chooses which nodes go; its docs do not say which)");
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

    private static String nodes(int count) {
        return count + (count == 1 ? " node" : " nodes");
    }
}
