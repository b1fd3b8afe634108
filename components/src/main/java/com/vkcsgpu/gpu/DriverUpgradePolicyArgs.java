// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * How the operator upgrades the driver on each node when its version changes (the chart's
 * {@code driver.upgradePolicy}; on v26.7.0 and later also each NVIDIADriver's {@code spec.upgradePolicy}).
 * Unset fields keep the chart's defaults.
 */
public final class DriverUpgradePolicyArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final DriverUpgradePolicyArgs Empty = new DriverUpgradePolicyArgs();

    @Import(name = "maxParallelUpgrades")
    private @Nullable Output<Integer> maxParallelUpgrades;

    @Import(name = "maxUnavailable")
    private @Nullable Output<String> maxUnavailable;

    @Import(name = "podDeletionForce")
    private @Nullable Output<Boolean> podDeletionForce;

    @Import(name = "podDeletionDeleteEmptyDir")
    private @Nullable Output<Boolean> podDeletionDeleteEmptyDir;

    @Import(name = "podDeletionTimeoutSeconds")
    private @Nullable Output<Integer> podDeletionTimeoutSeconds;

    @Import(name = "drainEnable")
    private @Nullable Output<Boolean> drainEnable;

    @Import(name = "drainForce")
    private @Nullable Output<Boolean> drainForce;

    @Import(name = "drainDeleteEmptyDir")
    private @Nullable Output<Boolean> drainDeleteEmptyDir;

    @Import(name = "drainTimeoutSeconds")
    private @Nullable Output<Integer> drainTimeoutSeconds;

    private DriverUpgradePolicyArgs() {
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

    /**
     * @return Delete GPU pods no controller manages (they are not recreated). Chart default: false, and such a
     * pod fails the node's upgrade ({@code upgrade-failed}).
     */
    public Optional<Output<Boolean>> podDeletionForce() {
        return Optional.ofNullable(this.podDeletionForce);
    }

    /**
     * @return Delete GPU pods that use {@code emptyDir} volumes (their data is lost). Chart default: false, and
     * such a pod fails the node's upgrade.
     */
    public Optional<Output<Boolean>> podDeletionDeleteEmptyDir() {
        return Optional.ofNullable(this.podDeletionDeleteEmptyDir);
    }

    /** @return How long to wait for the GPU pods to be deleted; {@code 0} means forever. Chart default: 300. */
    public Optional<Output<Integer>> podDeletionTimeoutSeconds() {
        return Optional.ofNullable(this.podDeletionTimeoutSeconds);
    }

    /**
     * @return Drain the node (as {@code kubectl drain}) before the driver reloads, for when deleting the GPU
     * pods is not enough. Chart default: false.
     */
    public Optional<Output<Boolean>> drainEnable() {
        return Optional.ofNullable(this.drainEnable);
    }

    /** @return Let the drain delete pods no controller manages. Chart default: false. */
    public Optional<Output<Boolean>> drainForce() {
        return Optional.ofNullable(this.drainForce);
    }

    /** @return Let the drain delete pods that use {@code emptyDir} volumes. Chart default: false. */
    public Optional<Output<Boolean>> drainDeleteEmptyDir() {
        return Optional.ofNullable(this.drainDeleteEmptyDir);
    }

    /** @return How long the drain may take; {@code 0} means forever. Chart default: 300. */
    public Optional<Output<Integer>> drainTimeoutSeconds() {
        return Optional.ofNullable(this.drainTimeoutSeconds);
    }

    /** @return a builder for {@link DriverUpgradePolicyArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DriverUpgradePolicyArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final DriverUpgradePolicyArgs $ = new DriverUpgradePolicyArgs();

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
         * @param podDeletionForce Delete GPU pods no controller manages (they are not recreated). Chart
         * default: false, and such a pod fails the node's upgrade ({@code upgrade-failed}).
         * @return this builder
         */
        public Builder podDeletionForce(@Nullable Output<Boolean> podDeletionForce) {
            $.podDeletionForce = podDeletionForce;
            return this;
        }

        /**
         * @param podDeletionForce Delete GPU pods no controller manages (they are not recreated). Chart
         * default: false, and such a pod fails the node's upgrade ({@code upgrade-failed}).
         * @return this builder
         */
        public Builder podDeletionForce(@Nullable Boolean podDeletionForce) {
            return podDeletionForce(podDeletionForce == null ? null : Output.of(podDeletionForce));
        }

        /**
         * @param podDeletionDeleteEmptyDir Delete GPU pods that use {@code emptyDir} volumes (their data is
         * lost). Chart default: false, and such a pod fails the node's upgrade.
         * @return this builder
         */
        public Builder podDeletionDeleteEmptyDir(@Nullable Output<Boolean> podDeletionDeleteEmptyDir) {
            $.podDeletionDeleteEmptyDir = podDeletionDeleteEmptyDir;
            return this;
        }

        /**
         * @param podDeletionDeleteEmptyDir Delete GPU pods that use {@code emptyDir} volumes (their data is
         * lost). Chart default: false, and such a pod fails the node's upgrade.
         * @return this builder
         */
        public Builder podDeletionDeleteEmptyDir(@Nullable Boolean podDeletionDeleteEmptyDir) {
            return podDeletionDeleteEmptyDir(podDeletionDeleteEmptyDir == null ? null : Output.of(podDeletionDeleteEmptyDir));
        }

        /**
         * @param podDeletionTimeoutSeconds How long to wait for the GPU pods to be deleted; {@code 0} means
         * forever. Chart default: 300.
         * @return this builder
         */
        public Builder podDeletionTimeoutSeconds(@Nullable Output<Integer> podDeletionTimeoutSeconds) {
            $.podDeletionTimeoutSeconds = podDeletionTimeoutSeconds;
            return this;
        }

        /**
         * @param podDeletionTimeoutSeconds How long to wait for the GPU pods to be deleted; {@code 0} means
         * forever. Chart default: 300.
         * @return this builder
         */
        public Builder podDeletionTimeoutSeconds(@Nullable Integer podDeletionTimeoutSeconds) {
            return podDeletionTimeoutSeconds(podDeletionTimeoutSeconds == null ? null : Output.of(podDeletionTimeoutSeconds));
        }

        /**
         * @param drainEnable Drain the node (as {@code kubectl drain}) before the driver reloads, for when
         * deleting the GPU pods is not enough. Chart default: false.
         * @return this builder
         */
        public Builder drainEnable(@Nullable Output<Boolean> drainEnable) {
            $.drainEnable = drainEnable;
            return this;
        }

        /**
         * @param drainEnable Drain the node (as {@code kubectl drain}) before the driver reloads, for when
         * deleting the GPU pods is not enough. Chart default: false.
         * @return this builder
         */
        public Builder drainEnable(@Nullable Boolean drainEnable) {
            return drainEnable(drainEnable == null ? null : Output.of(drainEnable));
        }

        /**
         * @param drainForce Let the drain delete pods no controller manages. Chart default: false.
         * @return this builder
         */
        public Builder drainForce(@Nullable Output<Boolean> drainForce) {
            $.drainForce = drainForce;
            return this;
        }

        /**
         * @param drainForce Let the drain delete pods no controller manages. Chart default: false.
         * @return this builder
         */
        public Builder drainForce(@Nullable Boolean drainForce) {
            return drainForce(drainForce == null ? null : Output.of(drainForce));
        }

        /**
         * @param drainDeleteEmptyDir Let the drain delete pods that use {@code emptyDir} volumes. Chart
         * default: false.
         * @return this builder
         */
        public Builder drainDeleteEmptyDir(@Nullable Output<Boolean> drainDeleteEmptyDir) {
            $.drainDeleteEmptyDir = drainDeleteEmptyDir;
            return this;
        }

        /**
         * @param drainDeleteEmptyDir Let the drain delete pods that use {@code emptyDir} volumes. Chart
         * default: false.
         * @return this builder
         */
        public Builder drainDeleteEmptyDir(@Nullable Boolean drainDeleteEmptyDir) {
            return drainDeleteEmptyDir(drainDeleteEmptyDir == null ? null : Output.of(drainDeleteEmptyDir));
        }

        /**
         * @param drainTimeoutSeconds How long the drain may take; {@code 0} means forever. Chart default: 300.
         * @return this builder
         */
        public Builder drainTimeoutSeconds(@Nullable Output<Integer> drainTimeoutSeconds) {
            $.drainTimeoutSeconds = drainTimeoutSeconds;
            return this;
        }

        /**
         * @param drainTimeoutSeconds How long the drain may take; {@code 0} means forever. Chart default: 300.
         * @return this builder
         */
        public Builder drainTimeoutSeconds(@Nullable Integer drainTimeoutSeconds) {
            return drainTimeoutSeconds(drainTimeoutSeconds == null ? null : Output.of(drainTimeoutSeconds));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public DriverUpgradePolicyArgs build() {
            return $;
        }
    }
}
