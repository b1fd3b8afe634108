package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The preview's impact sentences for one planned node group create, update or replacement of a GPU pool: what
 * happens to its nodes ({@link NodeGroupChangeImpact}) and, when it asks for more, the project's quota headroom
 * ({@link QuotaHeadroom}). Reads with GET calls only ({@link CloudImpactFacts}).
 */
final class NodeGroupChangePreview {
    private NodeGroupChangePreview() {
    }

    /**
     * @param olds     the group's state, null for a create
     * @param news     the planned inputs
     * @param replaced whether the plan replaces the group
     */
    static List<String> of(CloudImpactFacts facts, NodeGroupState olds, NodeGroupArgs news, boolean replaced) {
        Optional<NodeGroup> live = olds == null ? Optional.empty()
                : facts.client().nodeGroups().findNodeGroup(olds.nodeGroupId());
        String oldFlavor = live.map(g -> g.vmEngine() == null ? null : g.vmEngine().flavorId())
                .orElse(olds == null ? null : olds.args().flavorId());
        if (facts.gpusPerNode(news.flavorId()) == 0 && (oldFlavor == null || facts.gpusPerNode(oldFlavor) == 0)) {
            return List.of(); // no GPU node is touched
        }
        int currentNodes = live.map(g -> g.scaleSpec() == null ? 0 : g.scaleSpec().currentSize())
                .orElse(olds == null || olds.nodeCount() == null ? 0 : olds.nodeCount());
        List<String> lines = new ArrayList<>();
        if (olds == null) {
            lines.add("new pool: " + NodeGroupChangeImpact.plannedNodes(news, 0) + " nodes with flavor "
                    + facts.flavorName(news.flavorId()));
        } else {
            lines.addAll(NodeGroupChangeImpact.describe(olds.args(), news, currentNodes, replaced,
                    facts.flavorName(oldFlavor), facts.flavorName(news.flavorId())));
        }
        PoolFootprint before = live.map(facts::footprint).orElse(PoolFootprint.NONE);
        PoolFootprint after = facts.footprint(news, currentNodes);
        Optional<ProjectUsage> project = facts.projectUsage();
        ProjectUsage usageBefore = project.orElse(ProjectUsage.of(List.of(before)));
        QuotaHeadroom headroom = QuotaHeadroom.of(usageBefore, usageBefore.replacing(before, after));
        if (headroom.grows()) {
            lines.add(headroom.describe() + (project.isPresent() ? ""
                    : " The project's other node groups are not counted: VK Cloud listed no clusters."));
        }
        return lines;
    }
}
