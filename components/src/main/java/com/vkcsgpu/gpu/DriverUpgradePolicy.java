// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * How the operator upgrades the driver on each node when its version changes (the chart's
 * {@code driver.upgradePolicy}; on v26.7.0 and later also each NVIDIADriver's {@code spec.upgradePolicy}).
 * Unset fields keep the chart's defaults.
 */
@CustomType
public final class DriverUpgradePolicy extends OutputType {
    @Import(name = "maxParallelUpgrades")
    private @Nullable Integer maxParallelUpgrades;
    @Import(name = "maxUnavailable")
    private @Nullable String maxUnavailable;
    @Import(name = "podDeletionForce")
    private @Nullable Boolean podDeletionForce;
    @Import(name = "podDeletionDeleteEmptyDir")
    private @Nullable Boolean podDeletionDeleteEmptyDir;
    @Import(name = "podDeletionTimeoutSeconds")
    private @Nullable Integer podDeletionTimeoutSeconds;
    @Import(name = "drainEnable")
    private @Nullable Boolean drainEnable;
    @Import(name = "drainForce")
    private @Nullable Boolean drainForce;
    @Import(name = "drainDeleteEmptyDir")
    private @Nullable Boolean drainDeleteEmptyDir;
    @Import(name = "drainTimeoutSeconds")
    private @Nullable Integer drainTimeoutSeconds;

    private DriverUpgradePolicy() {
    }

    /** @return How many nodes upgrade their driver at once; {@code 0} means all at once. Chart default: 1. */
    public Integer maxParallelUpgrades() {
        return this.maxParallelUpgrades;
    }

    /**
     * @return How many nodes with the driver may be unavailable during the upgrade: a number such as {@code 1}
     * or a percentage such as {@code 25%} of the nodes. Chart default: {@code 25%}.
     */
    public String maxUnavailable() {
        return this.maxUnavailable;
    }

    /**
     * @return Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a
     * pod fails the node's upgrade ({@code upgrade-failed}).
     */
    public Boolean podDeletionForce() {
        return this.podDeletionForce;
    }

    /**
     * @return Delete GPU pods that use {@code emptyDir} volumes (their data is lost). Chart default: false, and
     * such a pod fails the node's upgrade.
     */
    public Boolean podDeletionDeleteEmptyDir() {
        return this.podDeletionDeleteEmptyDir;
    }

    /** @return How long to wait for the GPU pods to be deleted; {@code 0} means forever. Chart default: 300. */
    public Integer podDeletionTimeoutSeconds() {
        return this.podDeletionTimeoutSeconds;
    }

    /**
     * @return Drain the node (as {@code kubectl drain}) before the driver reloads, for when deleting the GPU
     * pods is not enough. Chart default: false.
     */
    public Boolean drainEnable() {
        return this.drainEnable;
    }

    /** @return Let the drain delete pods no controller manages. Chart default: false. */
    public Boolean drainForce() {
        return this.drainForce;
    }

    /** @return Let the drain delete pods that use {@code emptyDir} volumes. Chart default: false. */
    public Boolean drainDeleteEmptyDir() {
        return this.drainDeleteEmptyDir;
    }

    /** @return How long the drain may take; {@code 0} means forever. Chart default: 300. */
    public Integer drainTimeoutSeconds() {
        return this.drainTimeoutSeconds;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DriverUpgradePolicy}. */
    @CustomType.Builder
    public static final class Builder {
        private final DriverUpgradePolicy $ = new DriverUpgradePolicy();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param maxParallelUpgrades How many nodes upgrade their driver at once; {@code 0} means all at once.
         * Chart default: 1.
         * @return this builder
         */
        @CustomType.Setter("maxParallelUpgrades")
        public Builder maxParallelUpgrades(@Nullable Integer maxParallelUpgrades) {
            $.maxParallelUpgrades = maxParallelUpgrades;
            return this;
        }

        /**
         * @param maxUnavailable How many nodes with the driver may be unavailable during the upgrade: a number
         * such as {@code 1} or a percentage such as {@code 25%} of the nodes. Chart default: {@code 25%}.
         * @return this builder
         */
        @CustomType.Setter("maxUnavailable")
        public Builder maxUnavailable(@Nullable String maxUnavailable) {
            $.maxUnavailable = maxUnavailable;
            return this;
        }

        /**
         * @param podDeletionForce Delete GPU pods no controller manages (they are not recreated). Chart
         * default: false, and such a pod fails the node's upgrade ({@code upgrade-failed}).
         * @return this builder
         */
        @CustomType.Setter("podDeletionForce")
        public Builder podDeletionForce(@Nullable Boolean podDeletionForce) {
            $.podDeletionForce = podDeletionForce;
            return this;
        }

        /**
         * @param podDeletionDeleteEmptyDir Delete GPU pods that use {@code emptyDir} volumes (their data is
         * lost). Chart default: false, and such a pod fails the node's upgrade.
         * @return this builder
         */
        @CustomType.Setter("podDeletionDeleteEmptyDir")
        public Builder podDeletionDeleteEmptyDir(@Nullable Boolean podDeletionDeleteEmptyDir) {
            $.podDeletionDeleteEmptyDir = podDeletionDeleteEmptyDir;
            return this;
        }

        /**
         * @param podDeletionTimeoutSeconds How long to wait for the GPU pods to be deleted; {@code 0} means
         * forever. Chart default: 300.
         * @return this builder
         */
        @CustomType.Setter("podDeletionTimeoutSeconds")
        public Builder podDeletionTimeoutSeconds(@Nullable Integer podDeletionTimeoutSeconds) {
            $.podDeletionTimeoutSeconds = podDeletionTimeoutSeconds;
            return this;
        }

        /**
         * @param drainEnable Drain the node (as {@code kubectl drain}) before the driver reloads, for when
         * deleting the GPU pods is not enough. Chart default: false.
         * @return this builder
         */
        @CustomType.Setter("drainEnable")
        public Builder drainEnable(@Nullable Boolean drainEnable) {
            $.drainEnable = drainEnable;
            return this;
        }

        /**
         * @param drainForce Let the drain delete pods no controller manages. Chart default: false.
         * @return this builder
         */
        @CustomType.Setter("drainForce")
        public Builder drainForce(@Nullable Boolean drainForce) {
            $.drainForce = drainForce;
            return this;
        }

        /**
         * @param drainDeleteEmptyDir Let the drain delete pods that use {@code emptyDir} volumes. Chart
         * default: false.
         * @return this builder
         */
        @CustomType.Setter("drainDeleteEmptyDir")
        public Builder drainDeleteEmptyDir(@Nullable Boolean drainDeleteEmptyDir) {
            $.drainDeleteEmptyDir = drainDeleteEmptyDir;
            return this;
        }

        /**
         * @param drainTimeoutSeconds How long the drain may take; {@code 0} means forever. Chart default: 300.
         * @return this builder
         */
        @CustomType.Setter("drainTimeoutSeconds")
        public Builder drainTimeoutSeconds(@Nullable Integer drainTimeoutSeconds) {
            $.drainTimeoutSeconds = drainTimeoutSeconds;
            return this;
        }

        /** @return the value */
        public DriverUpgradePolicy build() {
            return $;
        }
    }
}
