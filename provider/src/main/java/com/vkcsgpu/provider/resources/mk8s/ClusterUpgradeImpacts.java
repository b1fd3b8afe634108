package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.Cluster;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The preview's impact sentences for a planned cluster version upgrade: every GPU pool's nodes recreated
 * ({@link ClusterUpgradeImpact#pools}) and whether the installed GPU Operator addon supports the target
 * ({@link ClusterUpgradeImpact#addon}). Reads with GET calls only.
 */
final class ClusterUpgradeImpacts {
    /** The catalog name of VK's GPU Operator addon, as the GpuOperator component installs it. */
    static final String GPU_OPERATOR_ADDON = "gpu-operator";

    private ClusterUpgradeImpacts() {
    }

    /** Empty unless the version changes. */
    static List<String> of(CloudImpactFacts facts, ClusterState olds, ClusterArgs news) {
        String from = olds.args().version();
        String to = news.version();
        if (Objects.equals(from, to) || to == null) {
            return List.of();
        }
        String clusterId = olds.clusterId();
        Optional<Cluster> cluster = facts.client().clusters().findCluster(clusterId);
        List<ClusterUpgradeImpact.Pool> pools = new ArrayList<>();
        cluster.map(Cluster::nodeGroups).orElse(List.of()).forEach(group -> pools.add(pool(facts, group)));
        List<String> lines = new ArrayList<>(ClusterUpgradeImpact.pools(from, to, pools));
        if (lines.isEmpty()) {
            return List.of(); // no GPU pool: no GPU node is touched
        }
        Optional<ClusterUpgradeImpact.InstalledAddon> addon = facts.client().addons()
                .findClusterAddonByName(clusterId, GPU_OPERATOR_ADDON)
                .flatMap(installed -> facts.client().addons().findAddonVersionById(installed.addonVersionId()))
                .map(ClusterUpgradeImpacts::installed);
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
