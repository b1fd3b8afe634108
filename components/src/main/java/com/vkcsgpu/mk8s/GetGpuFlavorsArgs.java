// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.InvokeArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** Arguments of {@link Mk8sFunctions#getGpuFlavors}. */
public final class GetGpuFlavorsArgs extends InvokeArgs {
    /** Args with nothing set. */
    public static final GetGpuFlavorsArgs Empty = new GetGpuFlavorsArgs();

    @Import(name = "gpuModel")
    private @Nullable Output<String> gpuModel;

    @Import(name = "gpusPerNode")
    private @Nullable Output<Integer> gpusPerNode;

    @Import(name = "availabilityZone")
    private @Nullable Output<String> availabilityZone;

    private GetGpuFlavorsArgs() {
    }

    /** @return GPU model: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4. */
    public Optional<Output<String>> gpuModel() {
        return Optional.ofNullable(this.gpuModel);
    }

    /** @return GPUs per node (1, 2, 4; 1 or 8 for H200). */
    public Optional<Output<Integer>> gpusPerNode() {
        return Optional.ofNullable(this.gpusPerNode);
    }

    /**
     * @return Keep only flavors offered in this zone. Where VK Cloud does not say which zones offer a flavor,
     * the flavor is kept.
     */
    public Optional<Output<String>> availabilityZone() {
        return Optional.ofNullable(this.availabilityZone);
    }

    /** @return a builder for {@link GetGpuFlavorsArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GetGpuFlavorsArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final GetGpuFlavorsArgs $ = new GetGpuFlavorsArgs();

        private Builder() {
        }

        /**
         * @param gpuModel GPU model: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4.
         * @return this builder
         */
        public Builder gpuModel(@Nullable Output<String> gpuModel) {
            $.gpuModel = gpuModel;
            return this;
        }

        /**
         * @param gpuModel GPU model: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4.
         * @return this builder
         */
        public Builder gpuModel(@Nullable String gpuModel) {
            return gpuModel(gpuModel == null ? null : Output.of(gpuModel));
        }

        /**
         * @param gpusPerNode GPUs per node (1, 2, 4; 1 or 8 for H200).
         * @return this builder
         */
        public Builder gpusPerNode(@Nullable Output<Integer> gpusPerNode) {
            $.gpusPerNode = gpusPerNode;
            return this;
        }

        /**
         * @param gpusPerNode GPUs per node (1, 2, 4; 1 or 8 for H200).
         * @return this builder
         */
        public Builder gpusPerNode(@Nullable Integer gpusPerNode) {
            return gpusPerNode(gpusPerNode == null ? null : Output.of(gpusPerNode));
        }

        /**
         * @param availabilityZone Keep only flavors offered in this zone. Where VK Cloud does not say which
         * zones offer a flavor, the flavor is kept.
         * @return this builder
         */
        public Builder availabilityZone(@Nullable Output<String> availabilityZone) {
            $.availabilityZone = availabilityZone;
            return this;
        }

        /**
         * @param availabilityZone Keep only flavors offered in this zone. Where VK Cloud does not say which
         * zones offer a flavor, the flavor is kept.
         * @return this builder
         */
        public Builder availabilityZone(@Nullable String availabilityZone) {
            return availabilityZone(availabilityZone == null ? null : Output.of(availabilityZone));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public GetGpuFlavorsArgs build() {
            return $;
        }
    }
}
