package com.vkcsgpu.operator;

import com.vkcsgpu.doc.Doc;
import java.util.Optional;

/**
 * The gpu-operator chart's {@code driver.upgradePolicy} (NVIDIA/gpu-operator deployments/gpu-operator/values.yaml,
 * the same keys from v24.9.2 to v26.7.0), part of {@link GpuOperatorValues}. Helm merges a values map key by key
 * with the chart's defaults, so only what is set is sent. {@code maxUnavailable} is the chart's int-or-string:
 * {@link ChartValues} sends a plain number as a number.
 *
 * @param maxParallelUpgrades how many nodes upgrade at once ({@code 0}: all)
 * @param maxUnavailable      a number of nodes or a percentage such as {@code 25%}
 * @param gpuPodDeletion      deleting the GPU pods before the driver reloads
 * @param drain               draining the node before the driver reloads
 */
@Doc("How the operator upgrades the driver on each node when its version changes. Unset fields keep the chart's "
        + "defaults.")
public record DriverUpgradeValues(
        @Doc("How many nodes upgrade their driver at once; `0` means all at once. Chart default: 1.")
        Integer maxParallelUpgrades,
        @Doc("How many nodes with the driver may be unavailable during the upgrade: a number such as `1` or a "
                + "percentage such as `25%` of the nodes. Chart default: `25%`.")
        String maxUnavailable,
        @Doc("Deleting the GPU pods before the driver reloads.") PodDeletion gpuPodDeletion,
        @Doc("Draining the node before the driver reloads, for when deleting the GPU pods is not enough.")
        Drain drain) {

    /** {@code gpuPodDeletion} (NVIDIADriver resources call it {@code podDeletion}). */
    @Doc("Deleting the GPU pods before the driver reloads.")
    public record PodDeletion(
            @Doc("Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a "
                    + "pod fails the node's upgrade (`upgrade-failed`).") Boolean force,
            @Doc("How long to wait for the GPU pods to be deleted; `0` means forever. Chart default: 300.")
            Integer timeoutSeconds,
            @Doc("Delete GPU pods that use `emptyDir` volumes (their data is lost). Chart default: false, and such a "
                    + "pod fails the node's upgrade.") Boolean deleteEmptyDir) {
    }

    /** {@code drain}. */
    @Doc("Draining the node (as `kubectl drain`) before the driver reloads.")
    public record Drain(
            @Doc("Drain the node. Chart default: false.") Boolean enable,
            @Doc("Let the drain delete pods no controller manages. Chart default: false.") Boolean force,
            @Doc("How long the drain may take; `0` means forever. Chart default: 300.") Integer timeoutSeconds,
            @Doc("Let the drain delete pods that use `emptyDir` volumes. Chart default: false.")
            Boolean deleteEmptyDir) {
    }

    /** The values of the given settings (each may be null); null when none is set. */
    public static DriverUpgradeValues of(Integer maxParallelUpgrades, String maxUnavailable, Boolean podDeletionForce,
                                         Boolean podDeletionDeleteEmptyDir, Integer podDeletionTimeoutSeconds,
                                         Boolean drainEnable, Boolean drainForce, Boolean drainDeleteEmptyDir,
                                         Integer drainTimeoutSeconds) {
        PodDeletion deletion = podDeletionForce == null && podDeletionTimeoutSeconds == null
                && podDeletionDeleteEmptyDir == null ? null
                : new PodDeletion(podDeletionForce, podDeletionTimeoutSeconds, podDeletionDeleteEmptyDir);
        Drain drain = drainEnable == null && drainForce == null && drainTimeoutSeconds == null
                && drainDeleteEmptyDir == null ? null
                : new Drain(drainEnable, drainForce, drainTimeoutSeconds, drainDeleteEmptyDir);
        return maxParallelUpgrades == null && maxUnavailable == null && deletion == null && drain == null ? null
                : new DriverUpgradeValues(maxParallelUpgrades, maxUnavailable, deletion, drain);
    }

    /** {@code maxUnavailable} as the chart's int-or-string takes it: a plain number as a number. */
    public Object maxUnavailableValue() {
        return maxUnavailable != null && maxUnavailable.matches("\\d+") ? (Object) Integer.valueOf(maxUnavailable)
                : maxUnavailable;
    }

    /** Why {@code maxUnavailable} is not usable, if it is not: it must be a number of nodes or a percentage. */
    public static Optional<String> maxUnavailableProblem(String maxUnavailable) {
        return maxUnavailable == null || maxUnavailable.matches("\\d+%?") ? Optional.empty()
                : Optional.of("'" + maxUnavailable + "' is neither a number of nodes nor a percentage;"
                + " for example \"1\" or \"25%\"");
    }

    /** Why a count or a number of seconds is not usable, if it is not: it must be 0 (no limit) or more. */
    public static Optional<String> countProblem(Integer value) {
        return value == null || value >= 0 ? Optional.empty()
                : Optional.of("must be 0 or more (0 means no limit), got " + value);
    }
}
