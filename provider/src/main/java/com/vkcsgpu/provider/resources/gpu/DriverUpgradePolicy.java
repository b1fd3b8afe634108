package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.operator.DriverUpgradeValues;
import com.vkcsgpu.provider.framework.ImpactedPod;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import com.vkcsgpu.provider.resources.k8s.ImpactedPods;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The driver upgrade policy in effect (the release's {@code driver.upgradePolicy} over the chart's defaults) and what
 * it does to the GPU pods of a node whose driver reloads. The GPU Operator's upgrade controller deletes a node's GPU
 * pods only when it may delete every one of them: a pod no controller manages needs {@code podDeletion.force}, a pod
 * with an {@code emptyDir} volume needs {@code podDeletion.deleteEmptyDir}; otherwise the node goes to drain when
 * {@code drain.enable} (the same test with the drain's settings), else to {@code upgrade-failed}, cordoned, with no
 * pod deleted (NVIDIA/k8s-operator-libs pkg/upgrade/pod_manager.go {@code SchedulePodEviction},
 * {@code updateNodeToDrainOrFailed}, vendored by NVIDIA/gpu-operator v26.3.3). Chart defaults: all four false, one
 * node at a time (NVIDIA/gpu-operator deployments/gpu-operator/values.yaml v26.7.0, {@code driver.upgradePolicy}).
 */
record DriverUpgradePolicy(int maxParallelUpgrades, Removal podDeletion, boolean drain, Removal drainRemoval) {
    /** What the node upgrade ends in. */
    static final String UPGRADE_FAILED = "upgrade-failed";

    /** Which pods a deletion step may remove: those without a controller when forced, with emptyDir when allowed. */
    record Removal(String setting, boolean force, boolean deleteEmptyDir) {
        /** Why this step refuses {@code pod}, naming the setting that would allow it; empty when it may remove it. */
        Optional<String> refusal(Pod pod) {
            if (!force && GpuWorkloads.controller(pod).isEmpty()) {
                return Optional.of("no controller; " + setting + ".force is false");
            }
            List<String> emptyDirs = GpuWorkloads.emptyDirVolumes(pod);
            if (!deleteEmptyDir && !emptyDirs.isEmpty()) {
                return Optional.of("emptyDir volume " + String.join(", ", emptyDirs) + "; " + setting
                        + ".deleteEmptyDir is false");
            }
            return Optional.empty();
        }
    }

    /** What the driver upgrade of one node does to its GPU pods, and whether it fails. */
    record NodeUpgrade(String node, List<ImpactedPod> pods, boolean fails, boolean drains) {
    }

    /** The policy {@code values} set, the chart's defaults for the rest. */
    static DriverUpgradePolicy of(DriverUpgradeValues values) {
        DriverUpgradeValues.PodDeletion deletion = values == null ? null : values.gpuPodDeletion();
        DriverUpgradeValues.Drain drain = values == null ? null : values.drain();
        return new DriverUpgradePolicy(
                values == null || values.maxParallelUpgrades() == null ? 1 : values.maxParallelUpgrades(),
                new Removal("podDeletion", deletion != null && Boolean.TRUE.equals(deletion.force()),
                        deletion != null && Boolean.TRUE.equals(deletion.deleteEmptyDir())),
                drain != null && Boolean.TRUE.equals(drain.enable()),
                new Removal("drain", drain != null && Boolean.TRUE.equals(drain.force()),
                        drain != null && Boolean.TRUE.equals(drain.deleteEmptyDir())));
    }

    /** The upgrade of {@code node} running {@code pods}: every pod deleted, or the upgrade failing with none deleted. */
    NodeUpgrade upgrade(String node, List<Pod> pods) {
        if (pods.stream().allMatch(p -> podDeletion.refusal(p).isEmpty())) {
            return new NodeUpgrade(node, judged(pods, podDeletion, node), false, false);
        }
        if (drain && pods.stream().allMatch(p -> drainRemoval.refusal(p).isEmpty())) {
            return new NodeUpgrade(node, judged(pods, drainRemoval, node), false, true);
        }
        return new NodeUpgrade(node, judged(pods, drain ? drainRemoval : podDeletion, node), true, drain);
    }

    /** Each pod's fate: deleted when every pod may be, else blocking (refused) or kept (nothing is deleted). */
    private static List<ImpactedPod> judged(List<Pod> pods, Removal removal, String node) {
        boolean allRemovable = pods.stream().allMatch(p -> removal.refusal(p).isEmpty());
        List<ImpactedPod> judged = new ArrayList<>();
        for (Pod pod : pods) {
            Optional<String> refusal = removal.refusal(pod);
            PodFate fate = allRemovable ? PodFate.DELETED : refusal.isPresent() ? PodFate.BLOCKS_UPGRADE : PodFate.KEPT;
            String reason = refusal.orElse(allRemovable ? "" : "nothing is deleted once a pod blocks the upgrade");
            judged.add(ImpactedPods.of(pod, node, fate, reason));
        }
        return judged;
    }
}
