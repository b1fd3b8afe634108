package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import javax.annotation.Nullable;

/**
 * How the GPU Operator upgrades the driver on each node when {@link GpuOperator}'s driver version changes: passed to
 * the chart's {@code driver.upgradePolicy} (and, from v26.7.0, each per-pool NVIDIADriver's
 * {@code spec.upgradePolicy}). With the chart's defaults a node whose GPU pods are unmanaged or use
 * {@code emptyDir} fails its upgrade ({@code upgrade-failed}; NVIDIA/gpu-operator vendor k8s-operator-libs
 * pkg/upgrade pod_manager.go): set {@code podDeletionForce} / {@code podDeletionDeleteEmptyDir} to accept losing
 * such pods, or drain.
 */
@Doc("How the operator upgrades the driver on each node when its version changes (the chart's "
        + "`driver.upgradePolicy`; on v26.7.0 and later also each NVIDIADriver's `spec.upgradePolicy`). "
        + "Unset fields keep the chart's defaults.")
public final class GpuOperatorDriverUpgradeArgs extends ResourceArgs {
    @Doc("How many nodes upgrade their driver at once; `0` means all at once. Chart default: 1.")
    @Import(name = "maxParallelUpgrades")
    private @Nullable Integer maxParallelUpgrades;

    @Doc("How many nodes with the driver may be unavailable during the upgrade: a number such as `1` or a "
            + "percentage such as `25%` of the nodes. Chart default: `25%`.")
    @Import(name = "maxUnavailable")
    private @Nullable String maxUnavailable;

    @Doc("Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such "
            + "a pod fails the node's upgrade (`upgrade-failed`).")
    @Import(name = "podDeletionForce")
    private @Nullable Boolean podDeletionForce;

    @Doc("Delete GPU pods that use `emptyDir` volumes (their data is lost). Chart default: false, and "
            + "such a pod fails the node's upgrade.")
    @Import(name = "podDeletionDeleteEmptyDir")
    private @Nullable Boolean podDeletionDeleteEmptyDir;

    @Doc("How long to wait for the GPU pods to be deleted; `0` means forever. Chart default: 300.")
    @Import(name = "podDeletionTimeoutSeconds")
    private @Nullable Integer podDeletionTimeoutSeconds;

    @Doc("Drain the node (as `kubectl drain`) before the driver reloads, for when deleting the GPU pods "
            + "is not enough. Chart default: false.")
    @Import(name = "drainEnable")
    private @Nullable Boolean drainEnable;

    @Doc("Let the drain delete pods no controller manages. Chart default: false.")
    @Import(name = "drainForce")
    private @Nullable Boolean drainForce;

    @Doc("Let the drain delete pods that use `emptyDir` volumes. Chart default: false.")
    @Import(name = "drainDeleteEmptyDir")
    private @Nullable Boolean drainDeleteEmptyDir;

    @Doc("How long the drain may take; `0` means forever. Chart default: 300.")
    @Import(name = "drainTimeoutSeconds")
    private @Nullable Integer drainTimeoutSeconds;

    private GpuOperatorDriverUpgradeArgs() {
    }

    /** @return a builder for {@link GpuOperatorDriverUpgradeArgs} */
    public static Builder builder() {
        return new Builder();
    }

    @Nullable Integer maxParallelUpgrades() {
        return maxParallelUpgrades;
    }

    @Nullable String maxUnavailable() {
        return maxUnavailable;
    }

    @Nullable Boolean podDeletionForce() {
        return podDeletionForce;
    }

    @Nullable Boolean podDeletionDeleteEmptyDir() {
        return podDeletionDeleteEmptyDir;
    }

    @Nullable Integer podDeletionTimeoutSeconds() {
        return podDeletionTimeoutSeconds;
    }

    @Nullable Boolean drainEnable() {
        return drainEnable;
    }

    @Nullable Boolean drainForce() {
        return drainForce;
    }

    @Nullable Boolean drainDeleteEmptyDir() {
        return drainDeleteEmptyDir;
    }

    @Nullable Integer drainTimeoutSeconds() {
        return drainTimeoutSeconds;
    }

    /** Builds {@link GpuOperatorDriverUpgradeArgs}; {@link GpuOperator} checks the values when created. */
    public static final class Builder {
        private final GpuOperatorDriverUpgradeArgs $ = new GpuOperatorDriverUpgradeArgs();

        private Builder() {
        }

        /** Sets {@code maxParallelUpgrades}. */
        public Builder maxParallelUpgrades(@Nullable Integer maxParallelUpgrades) {
            $.maxParallelUpgrades = maxParallelUpgrades;
            return this;
        }

        /** Sets {@code maxUnavailable}. */
        public Builder maxUnavailable(@Nullable String maxUnavailable) {
            $.maxUnavailable = maxUnavailable;
            return this;
        }

        /** Sets {@code podDeletionForce}. */
        public Builder podDeletionForce(@Nullable Boolean podDeletionForce) {
            $.podDeletionForce = podDeletionForce;
            return this;
        }

        /** Sets {@code podDeletionDeleteEmptyDir}. */
        public Builder podDeletionDeleteEmptyDir(@Nullable Boolean podDeletionDeleteEmptyDir) {
            $.podDeletionDeleteEmptyDir = podDeletionDeleteEmptyDir;
            return this;
        }

        /** Sets {@code podDeletionTimeoutSeconds}. */
        public Builder podDeletionTimeoutSeconds(@Nullable Integer podDeletionTimeoutSeconds) {
            $.podDeletionTimeoutSeconds = podDeletionTimeoutSeconds;
            return this;
        }

        /** Sets {@code drainEnable}. */
        public Builder drainEnable(@Nullable Boolean drainEnable) {
            $.drainEnable = drainEnable;
            return this;
        }

        /** Sets {@code drainForce}. */
        public Builder drainForce(@Nullable Boolean drainForce) {
            $.drainForce = drainForce;
            return this;
        }

        /** Sets {@code drainDeleteEmptyDir}. */
        public Builder drainDeleteEmptyDir(@Nullable Boolean drainDeleteEmptyDir) {
            $.drainDeleteEmptyDir = drainDeleteEmptyDir;
            return this;
        }

        /** Sets {@code drainTimeoutSeconds}. */
        public Builder drainTimeoutSeconds(@Nullable Integer drainTimeoutSeconds) {
            $.drainTimeoutSeconds = drainTimeoutSeconds;
            return this;
        }

        /** @return the args */
        public GpuOperatorDriverUpgradeArgs build() {
            return $;
        }
    }
}
