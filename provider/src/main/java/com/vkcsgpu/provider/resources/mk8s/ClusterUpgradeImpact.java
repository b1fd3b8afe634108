package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.domain.KubernetesVersion;
import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a cluster version upgrade does to the GPU pools, as sentences a reviewer reads in the preview. FACTS: an
 * upgrade replaces every worker, {@code parallel_upgrade_chunk} percent of each group at a time, with new nodes (new
 * names and addresses), autoscaling is off meanwhile, and addons keep their version
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/update); each new GPU node gets the GPU stack (driver, container
 * toolkit, device plugin, validator) installed again before its GPUs are usable. Pure: the caller reads the pools and
 * the installed addon from the cloud.
 */
final class ClusterUpgradeImpact {
    /**
     * A node group of the cluster.
     *
     * @param name         the node group's name
     * @param nodes        its nodes now
     * @param chunkPercent its {@code parallelUpgradeChunk}
     * @param gpu          whether its flavor has GPUs
     */
    record Pool(String name, int nodes, int chunkPercent, boolean gpu) {
    }

    /**
     * The GPU addon installed from VK's catalog, as far as it could be read.
     *
     * @param name              the addon's name, e.g. {@code gpu-operator}
     * @param version           its installed version
     * @param supportedVersions the Kubernetes versions VK's catalog lists for that version
     */
    record InstalledAddon(String name, String version, List<String> supportedVersions) {
        /** Whether the catalog lists {@code target} (compared as versions, so {@code v1.32.1} matches {@code 1.32.1}). */
        boolean supports(String target) {
            Optional<KubernetesVersion> wanted = KubernetesVersion.tryParse(target);
            return supportedVersions.stream().anyMatch(listed -> wanted.isPresent()
                    ? KubernetesVersion.tryParse(listed).equals(wanted) : Objects.equals(listed, target));
        }
    }

    private ClusterUpgradeImpact() {
    }

    /** The outcome of the addon line when the installed addon does not list the target version. */
    static final String ADDON_UNSUPPORTED = "addon-unsupported";

    /** One line per GPU pool: every node recreated, in its chunks. */
    static List<ImpactLine> pools(String from, String to, List<Pool> pools) {
        List<ImpactLine> lines = new ArrayList<>();
        for (Pool pool : pools) {
            if (!pool.gpu()) {
                continue;
            }
            UpgradeChunks chunks = UpgradeChunks.of(pool.nodes(), pool.chunkPercent());
            lines.add(ImpactLine.of(pool.name(), ImpactKind.CLUSTER_UPGRADE, "cluster upgrade " + from + " → " + to
                            + " recreates every node: " + NodeGroupChangeImpact.nodes(pool.nodes()) + " replaced by new"
                            + " ones (new names) in " + chunks.describe() + ", autoscaling paused; each new node installs"
                            + " the GPU stack again (driver, container toolkit, device plugin, validator) before its GPUs"
                            + " are usable, and the pods on the old nodes are evicted")
                    .withCounts(Map.of("nodes", pool.nodes(), "chunks", chunks.chunks(), "chunkSize", chunks.chunkSize()))
                    .withValues(Map.of("kubernetes", from), Map.of("kubernetes", to)));
        }
        return lines;
    }

    /**
     * The line on the installed GPU addon (about the whole cluster): VK does not upgrade addons with the cluster, so
     * the version installed must list the target. Empty {@code addon}: none is installed from VK's catalog (a Helm
     * install is checked by the GPU Operator's compatibility check instead).
     */
    static Optional<ImpactLine> addon(String to, Optional<InstalledAddon> addon) {
        return addon.map(installed -> {
            String what = "installed addon " + installed.name() + " " + installed.version();
            Map<String, String> version = Map.of(installed.name(), installed.version());
            if (installed.supports(to)) {
                return ImpactLine.of("", ImpactKind.CLUSTER_UPGRADE, what + " supports Kubernetes " + to
                        + "; it keeps its version through the upgrade").withValues(version, version);
            }
            return ImpactLine.of("", ImpactKind.CLUSTER_UPGRADE, what + " does not support Kubernetes " + to
                            + " (VK's catalog lists " + String.join(", ", installed.supportedVersions()) + "), and VK does"
                            + " not upgrade addons with the cluster: move the addon to a version that lists " + to
                            + " first (getAddons shows each version's Kubernetes versions), or keep the cluster's version")
                    .withValues(version, version).withOutcome(ADDON_UNSUPPORTED);
        });
    }
}
