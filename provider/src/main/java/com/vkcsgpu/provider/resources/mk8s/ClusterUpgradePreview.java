package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.Cluster;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The impact of a planned cluster version upgrade: every GPU pool's nodes recreated ({@link ClusterUpgradeImpact#pools})
 * and whether the installed GPU Operator addon supports the target ({@link ClusterUpgradeImpact#addon}). Reads VK
 * Cloud with GET calls only.
 */
final class ClusterUpgradePreview implements PreviewImpact<ClusterArgs, ClusterState> {
    /** The catalog name of VK's GPU Operator addon, as the GpuOperator component installs it. */
    static final String GPU_OPERATOR_ADDON = "gpu-operator";

    private final CloudAccess cloud;

    ClusterUpgradePreview(CloudAccess cloud) {
        this.cloud = cloud;
    }

    @Override
    public List<ImpactLine> previewImpact(PlannedChange<ClusterArgs, ClusterState> change, OpContext ctx) {
        if (change.creates() || change.news().version() == null
                || Objects.equals(change.olds().args().version(), change.news().version())) {
            return List.of();
        }
        String from = change.olds().args().version();
        String to = change.news().version();
        String clusterId = change.olds().clusterId();
        CloudImpactFacts facts = new CloudImpactFacts(cloud.client());
        List<ClusterUpgradeImpact.Pool> pools = new ArrayList<>();
        facts.client().clusters().findCluster(clusterId).map(Cluster::nodeGroups).orElse(List.of())
                .forEach(group -> pools.add(pool(facts, group)));
        List<ImpactLine> poolLines = ClusterUpgradeImpact.pools(from, to, pools);
        if (poolLines.isEmpty()) {
            return List.of(); // no GPU pool: no GPU node is reached
        }
        PoolNodes nodes = PoolNodes.read(cloud::kubeClientOf, clusterId);
        List<ImpactLine> lines = new ArrayList<>();
        poolLines.forEach(line -> lines.add(nodes.name(line, PodFate.EVICTED, "its node is drained and replaced",
                "assumed every node of the pool runs GPU pods")));
        Optional<ClusterUpgradeImpact.InstalledAddon> addon = facts.client().addons()
                .findClusterAddonByName(clusterId, GPU_OPERATOR_ADDON)
                .flatMap(installed -> facts.client().addons().findAddonVersionById(installed.addonVersionId()))
                .map(ClusterUpgradePreview::installed);
        ClusterUpgradeImpact.addon(to, addon).ifPresent(lines::add);
        return lines;
    }

    private static ClusterUpgradeImpact.Pool pool(CloudImpactFacts facts, NodeGroup group) {
        int nodes = group.scaleSpec() == null ? 0 : group.scaleSpec().currentSize();
        String flavorId = group.vmEngine() == null ? null : group.vmEngine().flavorId();
        return new ClusterUpgradeImpact.Pool(group.name(), nodes, group.parallelUpgradeChunk(),
                flavorId != null && facts.gpusPerNode(flavorId) > 0);
    }

    private static ClusterUpgradeImpact.InstalledAddon installed(AddonVersion version) {
        return new ClusterUpgradeImpact.InstalledAddon(GPU_OPERATOR_ADDON, version.version(),
                version.supportedKubeVersions() == null ? List.of() : version.supportedKubeVersions());
    }
}
