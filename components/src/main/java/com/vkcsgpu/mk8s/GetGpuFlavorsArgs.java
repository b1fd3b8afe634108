package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.InvokeArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * Filters of {@link Mk8sFunctions#getGpuFlavors}; each one left out matches everything.
 */
public final class GetGpuFlavorsArgs extends InvokeArgs {
    /** Args with nothing set. */
    public static final GetGpuFlavorsArgs Empty = new GetGpuFlavorsArgs();

    @Import(name = "gpuModel")
    private @Nullable Output<String> gpuModel;

    @Import(name = "gpusPerNode")
    private @Nullable Output<Integer> gpusPerNode;

    @Import(name = "availabilityZone")
    private @Nullable Output<String> availabilityZone;

    /** @return the GPU model name: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4 */
    public Optional<Output<String>> gpuModel() {
        return Optional.ofNullable(this.gpuModel);
    }

    /** @return the number of GPUs per VM */
    public Optional<Output<Integer>> gpusPerNode() {
        return Optional.ofNullable(this.gpusPerNode);
    }

    /** @return the availability zone the flavor must be offered in */
    public Optional<Output<String>> availabilityZone() {
        return Optional.ofNullable(this.availabilityZone);
    }

    private GetGpuFlavorsArgs() {
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
         * @param gpuModel the GPU model name: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4
         * @return this builder
         */
        public Builder gpuModel(@Nullable Output<String> gpuModel) {
            $.gpuModel = gpuModel;
            return this;
        }

        /**
         * @param gpuModel the GPU model name: A100_40GB, A100_80GB, L4, H200, V100, V100S, A30, L40S or T4
         * @return this builder
         */
        public Builder gpuModel(@Nullable String gpuModel) {
            return gpuModel(gpuModel == null ? null : Output.of(gpuModel));
        }

        /**
         * @param gpusPerNode the number of GPUs per VM
         * @return this builder
         */
        public Builder gpusPerNode(@Nullable Output<Integer> gpusPerNode) {
            $.gpusPerNode = gpusPerNode;
            return this;
        }

        /**
         * @param gpusPerNode the number of GPUs per VM
         * @return this builder
         */
        public Builder gpusPerNode(@Nullable Integer gpusPerNode) {
            return gpusPerNode(gpusPerNode == null ? null : Output.of(gpusPerNode));
        }

        /**
         * @param availabilityZone the availability zone the flavor must be offered in
         * @return this builder
         */
        public Builder availabilityZone(@Nullable Output<String> availabilityZone) {
            $.availabilityZone = availabilityZone;
            return this;
        }

        /**
         * @param availabilityZone the availability zone the flavor must be offered in
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
