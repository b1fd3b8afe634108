// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * How the operator upgrades the driver on each node when its version changes. Unset fields keep the chart's
 * defaults.
 */
public final class DriverUpgradeValuesArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final DriverUpgradeValuesArgs Empty = new DriverUpgradeValuesArgs();

    @Import(name = "maxParallelUpgrades")
    private @Nullable Output<Integer> maxParallelUpgrades;

    @Import(name = "maxUnavailable")
    private @Nullable Output<String> maxUnavailable;

    @Import(name = "gpuPodDeletion")
    private @Nullable Output<PodDeletionArgs> gpuPodDeletion;

    @Import(name = "drain")
    private @Nullable Output<DrainArgs> drain;

    private DriverUpgradeValuesArgs() {
    }

    /** @return How many nodes upgrade their driver at once; {@code 0} means all at once. Chart default: 1. */
    public Optional<Output<Integer>> maxParallelUpgrades() {
        return Optional.ofNullable(this.maxParallelUpgrades);
    }

    /**
     * @return How many nodes with the driver may be unavailable during the upgrade: a number such as {@code 1}
     * or a percentage such as {@code 25%} of the nodes. Chart default: {@code 25%}.
     */
    public Optional<Output<String>> maxUnavailable() {
        return Optional.ofNullable(this.maxUnavailable);
    }

    /** @return Deleting the GPU pods before the driver reloads. */
    public Optional<Output<PodDeletionArgs>> gpuPodDeletion() {
        return Optional.ofNullable(this.gpuPodDeletion);
    }

    /** @return Draining the node before the driver reloads, for when deleting the GPU pods is not enough. */
    public Optional<Output<DrainArgs>> drain() {
        return Optional.ofNullable(this.drain);
    }

    /** @return a builder for {@link DriverUpgradeValuesArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DriverUpgradeValuesArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final DriverUpgradeValuesArgs $ = new DriverUpgradeValuesArgs();

        private Builder() {
        }

        /**
         * @param maxParallelUpgrades How many nodes upgrade their driver at once; {@code 0} means all at once.
         * Chart default: 1.
         * @return this builder
         */
        public Builder maxParallelUpgrades(@Nullable Output<Integer> maxParallelUpgrades) {
            $.maxParallelUpgrades = maxParallelUpgrades;
            return this;
        }

        /**
         * @param maxParallelUpgrades How many nodes upgrade their driver at once; {@code 0} means all at once.
         * Chart default: 1.
         * @return this builder
         */
        public Builder maxParallelUpgrades(@Nullable Integer maxParallelUpgrades) {
            return maxParallelUpgrades(maxParallelUpgrades == null ? null : Output.of(maxParallelUpgrades));
        }

        /**
         * @param maxUnavailable How many nodes with the driver may be unavailable during the upgrade: a number
         * such as {@code 1} or a percentage such as {@code 25%} of the nodes. Chart default: {@code 25%}.
         * @return this builder
         */
        public Builder maxUnavailable(@Nullable Output<String> maxUnavailable) {
            $.maxUnavailable = maxUnavailable;
            return this;
        }

        /**
         * @param maxUnavailable How many nodes with the driver may be unavailable during the upgrade: a number
         * such as {@code 1} or a percentage such as {@code 25%} of the nodes. Chart default: {@code 25%}.
         * @return this builder
         */
        public Builder maxUnavailable(@Nullable String maxUnavailable) {
            return maxUnavailable(maxUnavailable == null ? null : Output.of(maxUnavailable));
        }

        /**
         * @param gpuPodDeletion Deleting the GPU pods before the driver reloads.
         * @return this builder
         */
        public Builder gpuPodDeletion(@Nullable Output<PodDeletionArgs> gpuPodDeletion) {
            $.gpuPodDeletion = gpuPodDeletion;
            return this;
        }

        /**
         * @param gpuPodDeletion Deleting the GPU pods before the driver reloads.
         * @return this builder
         */
        public Builder gpuPodDeletion(@Nullable PodDeletionArgs gpuPodDeletion) {
            return gpuPodDeletion(gpuPodDeletion == null ? null : Output.of(gpuPodDeletion));
        }

        /**
         * @param drain Draining the node before the driver reloads, for when deleting the GPU pods is not
         * enough.
         * @return this builder
         */
        public Builder drain(@Nullable Output<DrainArgs> drain) {
            $.drain = drain;
            return this;
        }

        /**
         * @param drain Draining the node before the driver reloads, for when deleting the GPU pods is not
         * enough.
         * @return this builder
         */
        public Builder drain(@Nullable DrainArgs drain) {
            return drain(drain == null ? null : Output.of(drain));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public DriverUpgradeValuesArgs build() {
            return $;
        }
    }
}
