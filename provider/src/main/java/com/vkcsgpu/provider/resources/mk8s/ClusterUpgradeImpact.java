package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.KubernetesVersion;
import java.util.ArrayList;
import java.util.List;
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

    /** One sentence per GPU pool. */
    static List<String> pools(String from, String to, List<Pool> pools) {
        List<String> lines = new ArrayList<>();
        for (Pool pool : pools) {
            if (!pool.gpu()) {
                continue;
            }
            UpgradeChunks chunks = UpgradeChunks.of(pool.nodes(), pool.chunkPercent());
            lines.add("cluster upgrade " + from + " → " + to + " recreates every node of pool " + pool.name() + ": "
                    + pool.nodes() + (pool.nodes() == 1 ? " GPU node" : " GPU nodes") + " replaced by new ones (new names)"
                    + " in " + chunks.describe() + ", autoscaling paused; each new node installs the GPU stack again"
                    + " (driver, container toolkit, device plugin, validator) before its GPUs are usable, and the pods"
                    + " on the old nodes are evicted");
        }
        return lines;
    }

    /**
     * One sentence on the installed GPU addon: VK does not upgrade addons with the cluster, so the version installed
     * must list the target. Empty {@code addon}: none is installed from VK's catalog (a Helm install is checked by the
     * GPU Operator's compatibility check instead).
     */
    static Optional<String> addon(String to, Optional<InstalledAddon> addon) {
        return addon.map(installed -> installed.supports(to)
                ? "installed addon " + installed.name() + " " + installed.version() + " supports Kubernetes " + to
                        + "; it keeps its version through the upgrade"
                : "installed addon " + installed.name() + " " + installed.version() + " does not support Kubernetes " + to
                        + " (VK's catalog lists " + String.join(", ", installed.supportedVersions()) + "), and VK does not"
                        + " upgrade addons with the cluster: move the addon to a version that lists " + to
                        + " first (getAddons shows each version's Kubernetes versions), or keep the cluster's version");
    }
}
