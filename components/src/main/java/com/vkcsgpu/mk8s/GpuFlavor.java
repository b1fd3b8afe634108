package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * A VK Cloud flavor with GPUs.
 */
@CustomType
public final class GpuFlavor extends OutputType {
    @Import(name = "flavorId")
    private @Nullable String flavorId;
    @Import(name = "name")
    private @Nullable String name;
    @Import(name = "gpuModel")
    private @Nullable String gpuModel;
    @Import(name = "gpuCount")
    private @Nullable Integer gpuCount;
    @Import(name = "vcpus")
    private @Nullable Integer vcpus;
    @Import(name = "ramGb")
    private @Nullable Integer ramGb;

    private GpuFlavor() {
    }

    /** @return the flavor UUID */
    public String flavorId() {
        return this.flavorId;
    }

    /** @return the flavor name, such as {@code GPU2-16-72-L4-1} */
    public String name() {
        return this.name;
    }

    /** @return the GPU model name, such as {@code L4} */
    public String gpuModel() {
        return this.gpuModel;
    }

    /** @return the number of GPUs per VM */
    public Integer gpuCount() {
        return this.gpuCount;
    }

    /** @return the number of vCPUs */
    public Integer vcpus() {
        return this.vcpus;
    }

    /** @return the memory in GB */
    public Integer ramGb() {
        return this.ramGb;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GpuFlavor}. */
    @CustomType.Builder
    public static final class Builder {
        private final GpuFlavor $ = new GpuFlavor();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param flavorId the flavor UUID
         * @return this builder
         */
        @CustomType.Setter("flavorId")
        public Builder flavorId(@Nullable String flavorId) {
            $.flavorId = flavorId;
            return this;
        }

        /**
         * @param name the flavor name, such as {@code GPU2-16-72-L4-1}
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(@Nullable String name) {
            $.name = name;
            return this;
        }

        /**
         * @param gpuModel the GPU model name, such as {@code L4}
         * @return this builder
         */
        @CustomType.Setter("gpuModel")
        public Builder gpuModel(@Nullable String gpuModel) {
            $.gpuModel = gpuModel;
            return this;
        }

        /**
         * @param gpuCount the number of GPUs per VM
         * @return this builder
         */
        @CustomType.Setter("gpuCount")
        public Builder gpuCount(@Nullable Integer gpuCount) {
            $.gpuCount = gpuCount;
            return this;
        }

        /**
         * @param vcpus the number of vCPUs
         * @return this builder
         */
        @CustomType.Setter("vcpus")
        public Builder vcpus(@Nullable Integer vcpus) {
            $.vcpus = vcpus;
            return this;
        }

        /**
         * @param ramGb the memory in GB
         * @return this builder
         */
        @CustomType.Setter("ramGb")
        public Builder ramGb(@Nullable Integer ramGb) {
            $.ramGb = ramGb;
            return this;
        }

        /** @return the value */
        public GpuFlavor build() {
            return $;
        }
    }
}
