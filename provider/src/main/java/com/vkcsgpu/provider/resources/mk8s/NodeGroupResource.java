package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.cloud.mk8s.DiskType;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupSpec;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.cloud.mk8s.VmEngine;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.framework.CustomDiff;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.Importable;
import com.vkcsgpu.provider.framework.PreviewCheck;
import com.vkcsgpu.provider.framework.PreviewImpact;
import com.vkcsgpu.provider.framework.NotFoundException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import com.vkcsgpu.domain.TaintEffect;

/**
 * {@code vkcs-gpu:mk8s:NodeGroup}: workers of a gen-2 cluster. Flavor, scale, labels, taints and
 * the upgrade chunk change in place with one {@code PATCH} (vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/kubernetes/resource_kubernetes_node_group_v2); node groups have no
 * status, so every change waits for the parent cluster to be RUNNING again (as
 * vkcs/kubernetes/resource_node_group_v2.go does).
 */
@Doc("A node group (worker pool) of a VK Cloud managed Kubernetes (gen-2) cluster: a GPU pool is a node group with a "
        + "GPU flavor in a zone that offers it. Size, flavor, labels and taints change in place.")
public final class NodeGroupResource extends CloudResource<NodeGroupArgs, NodeGroupState>
        implements CustomDiff<NodeGroupArgs>, Importable<NodeGroupArgs, NodeGroupState>,
        PreviewImpact<NodeGroupArgs, NodeGroupState>, PreviewCheck<NodeGroupArgs> {
    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:mk8s:NodeGroup";
    private static final CloudFailures.Hint FLAVOR_HINT = CloudFailures.Hint.whenServerMentions(
            "check flavorId and availabilityZone: a GPU flavor is offered only in some zones (see getGpuFlavors)",
            "flavor", "zone");

    private final PreviewImpact<NodeGroupArgs, NodeGroupState> impacts;
    private final PoolZoneCheck zoneCheck;

    NodeGroupResource(CloudAccess cloud) {
        super(cloud, TOKEN, FLAVOR_HINT);
        this.impacts = NodeGroupImpacts.of(cloud);
        this.zoneCheck = new PoolZoneCheck(cloud);
    }

    /** A zone Managed Kubernetes does not list, or one where the project has no GPUs of the flavor, stops the preview. */
    @Override
    public void previewCheck(NodeGroupArgs inputs, OpContext ctx) {
        zoneCheck.previewCheck(inputs, ctx);
    }

    /** The same checks while the cluster is still to be created: they need only the pool's own zone and flavor. */
    @Override
    public void previewPredict(NodeGroupArgs inputs, java.util.Set<PropertyPath> unknowns, OpContext ctx) {
        zoneCheck.previewPredict(inputs, unknowns, ctx);
    }

    /** What the change does to the pool's GPU nodes and pods ({@link NodeGroupImpacts}); read-only calls only. */
    @Override
    public List<ImpactLine> previewImpact(PlannedChange<NodeGroupArgs, NodeGroupState> change, OpContext ctx) {
        return impacts.previewImpact(change, ctx);
    }

    @Override
    public String idOf(NodeGroupState state) {
        return state.nodeGroupId();
    }

    @Override
    public String importIdFormat() {
        return "<node group UUID>";
    }

    @Override
    public String importIdSource() {
        return "The id is the node group's UUID, shown on the cluster's node group page in the VK Cloud console.";
    }

    /**
     * Terraform's gen-2 node group default (vk-cs/terraform-provider-vkcs v0.16.0
     * vkcs/kubernetes/resource_kubernetes_node_group_v2): 30 minutes.
     */
    @Override
    public Timeouts timeouts() {
        return new Timeouts(Duration.ofMinutes(30), Duration.ofMinutes(5), Duration.ofMinutes(30), Duration.ofMinutes(30));
    }

    /** Node group names are unique in a cluster, and a replacement keeps its name. */
    @Override
    public boolean deleteBeforeReplace() {
        return true;
    }

    @Override
    public void check(NodeGroupArgs a, Diagnostics diags) {
        Checks.rule(diags, "clusterId", a.clusterId(), VkCloudSyntax::ksuidProblem, "use the cluster's clusterId output");
        Checks.rule(diags, "name", a.name(), VkCloudSyntax::nodeGroupNameProblem, null);
        Checks.notBlank(diags, PropertyPath.of("availabilityZone"), a.availabilityZone(), "name a zone such as GZ1");
        Checks.rule(diags, "flavorId", a.flavorId(), VkCloudSyntax::uuidProblem,
                "use the flavor's id, not its name (getGpuFlavors lists GPU flavor ids)");
        checkScale(a, diags);
        Checks.nodeLabels(diags, "labels", a.labels());
        Checks.taints(diags, "taints", a.taints());
        if (a.parallelUpgradeChunk() != null && (a.parallelUpgradeChunk() < 1 || a.parallelUpgradeChunk() > 100)) {
            diags.error("parallelUpgradeChunk", "must be a percentage between 1 and 100, got " + a.parallelUpgradeChunk(),
                    "use 10 to replace a tenth of the nodes at a time");
        }
        Checks.notBlank(diags, PropertyPath.of("diskType"), a.diskType(), "use a volume type such as ceph-ssd");
        if (a.diskSize() != null && a.diskSize() < 1) {
            diags.error("diskSize", "must be at least 1 (GB), got " + a.diskSize(), null);
        }
    }

    private static void checkScale(NodeGroupArgs a, Diagnostics diags) {
        boolean fixedUnknown = diags.isUnknown("fixedScale");
        boolean autoUnknown = diags.isUnknown("autoScale");
        if (a.fixedScale() != null && a.autoScale() != null) {
            diags.error("autoScale", "fixedScale and autoScale are both set", "set only one: a fixed size or autoscaling bounds");
        } else if (a.fixedScale() == null && a.autoScale() == null && !fixedUnknown && !autoUnknown) {
            diags.error("fixedScale", "the node group has no size", "set fixedScale {size} or autoScale {minSize, maxSize}");
        }
        if (a.fixedScale() != null && a.fixedScale().size() != null) {
            nodeCount(diags, PropertyPath.of("fixedScale", "size"), a.fixedScale().size());
        }
        AutoScale auto = a.autoScale();
        if (auto != null) {
            if (auto.minSize() != null) {
                nodeCount(diags, PropertyPath.of("autoScale", "minSize"), auto.minSize());
            }
            if (auto.maxSize() != null && (auto.maxSize() < VkCloudSyntax.MIN_NODES || auto.maxSize() > VkCloudSyntax.MAX_NODES)) {
                nodeCount(diags, PropertyPath.of("autoScale", "maxSize"), auto.maxSize());
            } else if (auto.minSize() != null && auto.maxSize() != null && auto.minSize() > auto.maxSize()) {
                diags.error(PropertyPath.of("autoScale", "maxSize"), "must be at least minSize (" + auto.minSize()
                        + "), got " + auto.maxSize(), "raise maxSize or lower minSize");
            }
        }
    }

    private static void nodeCount(Diagnostics diags, PropertyPath path, int count) {
        VkCloudSyntax.nodeCountProblem(count).ifPresent(problem -> diags.error(path, problem,
                count < VkCloudSyntax.MIN_NODES ? VkCloudSyntax.NO_NODES_FIX : "split the nodes across several node groups"));
    }

    /** Taints are a set: reordering them is no change. */
    @Override
    public Diff customize(Diff computed, NodeGroupArgs olds, NodeGroupArgs news) {
        if (olds == null || news == null) {
            return computed;
        }
        return Unordered.ignoreReordering(computed, "taints", olds.taints(), news.taints());
    }

    @Override
    public NodeGroupState create(NodeGroupArgs args, OpContext ctx) {
        VkcsClient client = cloud.client();
        WaitControl control = ctx.waitControl().about("node group " + args.name());
        NodeGroupSpec spec = new NodeGroupSpec(args.name(), VmEngine.flavor(args.flavorId()), List.of(args.availabilityZone()),
                scaleSpec(args, 0), args.labels(), cloudTaints(args.taints()), args.parallelUpgradeChunk(),
                DiskType.cinder(args.diskType(), args.diskSize()));
        String id = CloudFailures.create(() -> client.nodeGroups().createNodeGroup(args.clusterId(), spec, control),
                new CloudFailures.Orphan(token(), ctx.urn(),
                        () -> client.nodeGroups().findNodeGroupByName(args.clusterId(), args.name()).map(NodeGroup::id)));
        ctx.accepted(new NodeGroupState(args, id, null, null, null, null));
        client.nodeGroups().awaitClusterSettled(args.clusterId(), control);
        client.nodeGroups().awaitVisible(id, control);
        return read(id, null, ctx);
    }

    @Override
    public NodeGroupState read(String id, NodeGroupState old, OpContext ctx) {
        VkcsClient client = cloud.client();
        NodeGroup group = client.nodeGroups().findNodeGroup(id)
                .orElseThrow(() -> new NotFoundException("node group " + id + " no longer exists"));
        return state(group, old);
    }

    /**
     * One PATCH with exactly what differs from the live node group (so a resumed or repeated update
     * sends nothing twice), then the wait for the cluster to settle. With nothing to change it still
     * waits, which is how a create that failed while waiting resumes.
     */
    @Override
    public NodeGroupState update(String id, NodeGroupState olds, NodeGroupArgs news, OpContext ctx) {
        VkcsClient client = cloud.client();
        WaitControl control = ctx.waitControl().about("node group " + news.name());
        NodeGroup live = client.nodeGroups().findNodeGroup(id)
                .orElseThrow(() -> new NotFoundException("node group " + id + " no longer exists"));
        NodeGroupPatch patch = patch(live, news);
        if (!patch.isEmpty()) {
            client.nodeGroups().patchNodeGroup(news.clusterId(), id, patch, control);
        }
        client.nodeGroups().awaitClusterSettled(news.clusterId(), control);
        return read(id, olds, ctx);
    }

    /** The changes that bring {@code live} to {@code news}; labels and taints are sent whole ({@code {}} / {@code []} clears). */
    static NodeGroupPatch patch(NodeGroup live, NodeGroupArgs news) {
        NodeGroupPatch patch = NodeGroupPatch.none();
        String liveFlavor = live.vmEngine() == null ? null : live.vmEngine().flavorId();
        if (!Objects.equals(liveFlavor, news.flavorId())) {
            patch = patch.withFlavor(news.flavorId());
        }
        int current = live.scaleSpec() == null ? 0 : live.scaleSpec().currentSize();
        if (!sameScale(live.scaleSpec(), news)) {
            patch = patch.withScale(scaleSpec(news, current));
        }
        Map<String, String> labels = news.labels() == null ? Map.of() : news.labels();
        if (!labels.equals(live.labels() == null ? Map.of() : live.labels())) {
            patch = patch.withLabels(labels);
        }
        List<com.vkcsgpu.provider.cloud.mk8s.Taint> taints = cloudTaints(news.taints());
        if (!Unordered.same(taints, live.taints())) {
            patch = patch.withTaints(taints);
        }
        if (news.parallelUpgradeChunk() != null && news.parallelUpgradeChunk() != live.parallelUpgradeChunk()) {
            patch = patch.withParallelUpgradeChunk(news.parallelUpgradeChunk());
        }
        return patch;
    }

    private static boolean sameScale(ScaleSpec live, NodeGroupArgs news) {
        if (live == null) {
            return false;
        }
        if (news.fixedScale() != null) {
            return live.fixedScale() != null && live.fixedScale().size() == news.fixedScale().size();
        }
        AutoScale auto = news.autoScale();
        return live.autoScale() != null && auto != null && live.autoScale().minSize() == auto.minSize()
                && live.autoScale().maxSize() == auto.maxSize();
    }

    /**
     * The requested scale. An autoscaled group starts at {@code minSize} on create and keeps its
     * current size, clamped into the new bounds, on update (as vk-cs/terraform-provider-vkcs v0.16.0
     * vkcs/kubernetes/resource_node_group_v2.go does).
     */
    private static ScaleSpec scaleSpec(NodeGroupArgs a, int currentSize) {
        if (a.fixedScale() != null) {
            return ScaleSpec.fixed(a.fixedScale().size());
        }
        AutoScale auto = a.autoScale();
        return new ScaleSpec(null, new ScaleSpec.AutoScale(auto.minSize(), auto.maxSize(),
                NodeGroupChangeImpact.plannedNodes(a, currentSize)));
    }

    private static List<com.vkcsgpu.provider.cloud.mk8s.Taint> cloudTaints(List<Taint> taints) {
        List<com.vkcsgpu.provider.cloud.mk8s.Taint> out = new ArrayList<>();
        if (taints != null) {
            taints.forEach(t -> out.add(new com.vkcsgpu.provider.cloud.mk8s.Taint(t.key(), t.value() == null ? "" : t.value(),
                    t.effect().name())));
        }
        return out;
    }

    @Override
    public void delete(String id, NodeGroupState state, OpContext ctx) {
        VkcsClient client = cloud.client();
        String clusterId = state.args().clusterId();
        WaitControl control = ctx.waitControl().about("deleting node group " + state.args().name());
        if (client.nodeGroups().deleteNodeGroup(clusterId, id, control)) {
            client.nodeGroups().awaitNodeGroupGone(id, control);
            if (client.clusters().findCluster(clusterId).isPresent()) {
                client.nodeGroups().awaitClusterSettled(clusterId, control);
            }
        }
    }

    /** Imported inputs leave out empty labels and taints, which the user would not write. */
    @Override
    public NodeGroupArgs importedInputs(NodeGroupState state) {
        NodeGroupArgs a = state.args();
        return new NodeGroupArgs(a.clusterId(), a.name(), a.availabilityZone(), a.flavorId(), a.fixedScale(), a.autoScale(),
                a.labels() == null || a.labels().isEmpty() ? null : a.labels(),
                a.taints() == null || a.taints().isEmpty() ? null : a.taints(),
                a.parallelUpgradeChunk(), a.diskType(), a.diskSize());
    }

    /**
     * The API's view mapped back to inputs. The API's {@code labels} are the user's own (the
     * platform adds its labels, such as {@code mcs.mail.ru/mcs-nodepool}, to the Kubernetes nodes,
     * not to the group), so they are compared as they are. Taints keep the previous order.
     */
    static NodeGroupState state(NodeGroup g, NodeGroupState old) {
        NodeGroupArgs previous = old == null ? null : old.args();
        FixedScale fixed = null;
        AutoScale auto = null;
        if (g.scaleSpec() != null && g.scaleSpec().autoScale() != null) {
            auto = new AutoScale(g.scaleSpec().autoScale().minSize(), g.scaleSpec().autoScale().maxSize());
        } else if (g.scaleSpec() != null && g.scaleSpec().fixedScale() != null) {
            fixed = new FixedScale(g.scaleSpec().fixedScale().size());
        }
        List<Taint> taints = new ArrayList<>();
        if (g.taints() != null) {
            g.taints().forEach(t -> taints.add(new Taint(t.key(), t.value() == null ? "" : t.value(),
                    TaintEffect.valueOf(t.effect()))));
        }
        String zone = g.zones() == null || g.zones().isEmpty() ? null : g.zones().get(0);
        NodeGroupArgs args = new NodeGroupArgs(g.clusterId(), g.name(), zone,
                g.vmEngine() == null ? null : g.vmEngine().flavorId(), fixed, auto,
                g.labels() == null ? Map.of() : g.labels(),
                Unordered.keepOrder(taints, previous == null ? null : previous.taints()),
                g.parallelUpgradeChunk(),
                g.diskType() == null || g.diskType().cinderVolumeType() == null ? null : g.diskType().cinderVolumeType().type(),
                g.diskType() == null || g.diskType().cinderVolumeType() == null ? null : g.diskType().cinderVolumeType().size());
        return new NodeGroupState(args, g.id(), g.uuid(), g.createdAt(),
                g.scaleSpec() == null ? null : g.scaleSpec().currentSize(), null);
    }
}
