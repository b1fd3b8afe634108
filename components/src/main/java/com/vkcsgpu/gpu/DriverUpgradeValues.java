// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * How the operator upgrades the driver on each node when its version changes. Unset fields keep the chart's
 * defaults.
 */
@CustomType
public final class DriverUpgradeValues extends OutputType {
    @Import(name = "maxParallelUpgrades")
    private @Nullable Integer maxParallelUpgrades;
    @Import(name = "maxUnavailable")
    private @Nullable String maxUnavailable;
    @Import(name = "gpuPodDeletion")
    private @Nullable PodDeletion gpuPodDeletion;
    @Import(name = "drain")
    private @Nullable Drain drain;

    private DriverUpgradeValues() {
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

    /** @return Deleting the GPU pods before the driver reloads. */
    public PodDeletion gpuPodDeletion() {
        return this.gpuPodDeletion;
    }

    /** @return Draining the node before the driver reloads, for when deleting the GPU pods is not enough. */
    public Drain drain() {
        return this.drain;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DriverUpgradeValues}. */
    @CustomType.Builder
    public static final class Builder {
        private final DriverUpgradeValues $ = new DriverUpgradeValues();

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
         * @param gpuPodDeletion Deleting the GPU pods before the driver reloads.
         * @return this builder
         */
        @CustomType.Setter("gpuPodDeletion")
        public Builder gpuPodDeletion(@Nullable PodDeletion gpuPodDeletion) {
            $.gpuPodDeletion = gpuPodDeletion;
            return this;
        }

        /**
         * @param drain Draining the node before the driver reloads, for when deleting the GPU pods is not
         * enough.
         * @return this builder
         */
        @CustomType.Setter("drain")
        public Builder drain(@Nullable Drain drain) {
            $.drain = drain;
            return this;
        }

        /** @return the value */
        public DriverUpgradeValues build() {
            return $;
        }
    }
}
