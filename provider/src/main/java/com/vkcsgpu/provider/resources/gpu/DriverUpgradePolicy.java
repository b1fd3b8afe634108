package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;

/**
 * The driver upgrade policy: the chart's {@code driver.upgradePolicy} (NVIDIA/gpu-operator
 * deployments/gpu-operator/values.yaml, the same keys from v24.9.2 to v26.7.0) and, where the release's CRD has
 * it (v26.7.0), each NVIDIADriver's {@code spec.upgradePolicy}, whose pod-deletion section is named
 * {@code podDeletion} instead of {@code gpuPodDeletion}. Flat here so each setting is one diffable property.
 */
@Doc("How the operator upgrades the driver on each node when its version changes (the chart's "
        + "`driver.upgradePolicy`; on v26.7.0 and later also each NVIDIADriver's `spec.upgradePolicy`). "
        + "Unset fields keep the chart's defaults.")
public record DriverUpgradePolicy(
        @Doc("How many nodes upgrade their driver at once; `0` means all at once. Chart default: 1.")
        Integer maxParallelUpgrades,
        @Doc("How many nodes with the driver may be unavailable during the upgrade: a number such as `1` or a "
                + "percentage such as `25%` of the nodes. Chart default: `25%`.")
        String maxUnavailable,
        @Doc("Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such "
                + "a pod fails the node's upgrade (`upgrade-failed`).")
        Boolean podDeletionForce,
        @Doc("Delete GPU pods that use `emptyDir` volumes (their data is lost). Chart default: false, and "
                + "such a pod fails the node's upgrade.")
        Boolean podDeletionDeleteEmptyDir,
        @Doc("How long to wait for the GPU pods to be deleted; `0` means forever. Chart default: 300.")
        Integer podDeletionTimeoutSeconds,
        @Doc("Drain the node (as `kubectl drain`) before the driver reloads, for when deleting the GPU pods "
                + "is not enough. Chart default: false.")
        Boolean drainEnable,
        @Doc("Let the drain delete pods no controller manages. Chart default: false.")
        Boolean drainForce,
        @Doc("Let the drain delete pods that use `emptyDir` volumes. Chart default: false.")
        Boolean drainDeleteEmptyDir,
        @Doc("How long the drain may take; `0` means forever. Chart default: 300.")
        Integer drainTimeoutSeconds) {
}
