package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The impact of a planned create, update or replacement of a GPU node group: what happens to its nodes
 * ({@link NodeGroupChangeImpact}) and, when it asks for more, the project's quota headroom ({@link QuotaHeadroom}).
 * Reads VK Cloud with GET calls only ({@link CloudImpactFacts}). A replacement reaches the provider as a create
 * (the engine deletes the old group first, as {@link NodeGroupResource#deleteBeforeReplace()} asks): a create whose
 * cluster already holds a group of that name is one.
 */
final class NodeGroupChangePreview implements PreviewImpact<NodeGroupArgs, NodeGroupState> {
    private final CloudAccess cloud;

    NodeGroupChangePreview(CloudAccess cloud) {
        this.cloud = cloud;
    }

    @Override
    public List<ImpactLine> previewImpact(PlannedChange<NodeGroupArgs, NodeGroupState> change, OpContext ctx) {
        NodeGroupArgs news = change.news();
        if (news.flavorId() == null || news.name() == null) {
            return List.of(); // the flavor is not resolved yet: nothing to size
        }
        CloudImpactFacts facts = new CloudImpactFacts(cloud.client());
        Optional<NodeGroup> live = existing(change, facts);
        String oldFlavorId = live.map(g -> g.vmEngine() == null ? null : g.vmEngine().flavorId()).orElse(null);
        if (facts.gpusPerNode(news.flavorId()) == 0 && (oldFlavorId == null || facts.gpusPerNode(oldFlavorId) == 0)) {
            return List.of(); // no GPU node is reached
        }
        boolean replaced = change.creates() && live.isPresent();
        int currentNodes = live.map(g -> g.scaleSpec() == null ? 0 : g.scaleSpec().currentSize()).orElse(0);
        List<ImpactLine> lines = new ArrayList<>();
        if (live.isPresent()) {
            NodeGroupArgs olds = change.creates() ? NodeGroupResource.state(live.get(), null).args() : change.olds().args();
            List<ImpactLine> nodeLines = NodeGroupChangeImpact.lines(olds, news, currentNodes, replaced,
                    facts.flavorName(oldFlavorId), facts.flavorName(news.flavorId()));
            if (!nodeLines.isEmpty()) {
                PoolNodes pool = PoolNodes.read(cloud::kubeClientOf, live.get().clusterId());
                nodeLines.forEach(line -> lines.add(named(pool, line)));
            }
        }
        PoolFootprint before = live.map(facts::footprint).orElse(PoolFootprint.NONE);
        PoolFootprint after = facts.footprint(news, replaced ? 0 : currentNodes);
        Optional<ProjectUsage> project = facts.projectUsage();
        ProjectUsage usage = project.orElse(ProjectUsage.of(List.of(before)));
        QuotaHeadroom headroom = QuotaHeadroom.of(usage, usage.replacing(before, after), cloud.projectQuotas());
        if (headroom.grows()) {
            List<String> notes = new ArrayList<>();
            if (project.isEmpty()) {
                notes.add("VK Cloud listed no cluster of the project, so only this pool is counted");
            }
            if (change.creates()) {
                PoolZoneCheck.gpuOf(facts.client(), news.flavorId())
                        .flatMap(gpu -> PoolZoneCheck.uncheckedZone(gpu.model(), cloud.gpuZones()))
                        .ifPresent(notes::add);
            }
            lines.add(headroom.line(news.name(), String.join("; ", notes)));
        }
        return lines;
    }

    private static ImpactLine named(PoolNodes pool, ImpactLine line) {
        String assumed = "assumed every node of the pool runs GPU pods";
        if (line.kind().equals(com.vkcsgpu.doc.WireValues.of(ImpactKind.SCALE_IN))) {
            return pool.name(line, PodFate.EVICTED, "if VK Cloud removes its node", assumed);
        }
        return pool.name(line, PodFate.EVICTED, "its node is drained and replaced", assumed);
    }

    /** The group as it is now: by id on an update, by name in its cluster on a create (then it is a replacement). */
    private static Optional<NodeGroup> existing(PlannedChange<NodeGroupArgs, NodeGroupState> change,
                                                CloudImpactFacts facts) {
        if (!change.creates()) {
            return facts.client().nodeGroups().findNodeGroup(change.olds().nodeGroupId());
        }
        if (change.unknown("clusterId") || change.news().clusterId() == null) {
            return Optional.empty(); // the cluster is created in this run
        }
        return facts.client().nodeGroups().findNodeGroupByName(change.news().clusterId(), change.news().name());
    }
}
