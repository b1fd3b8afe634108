// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;

/** A compute flavor with GPUs. */
@CustomType
public final class GpuFlavorInfo extends OutputType {
    @Import(name = "flavorId")
    private String flavorId;
    @Import(name = "name")
    private String name;
    @Import(name = "gpuModel")
    private String gpuModel;
    @Import(name = "gpuCount")
    private Integer gpuCount;
    @Import(name = "vcpus")
    private Integer vcpus;
    @Import(name = "ramGb")
    private Integer ramGb;

    private GpuFlavorInfo() {
    }

    /** @return Flavor UUID, the value node groups take as {@code flavorId}. */
    public String flavorId() {
        return this.flavorId;
    }

    /** @return Flavor name, e.g. {@code GPU1A-32-96-A100-1}. */
    public String name() {
        return this.name;
    }

    /** @return GPU model, e.g. {@code A100_40GB}. */
    public String gpuModel() {
        return this.gpuModel;
    }

    /** @return GPUs per node. */
    public Integer gpuCount() {
        return this.gpuCount;
    }

    /** @return Virtual CPUs per node. */
    public Integer vcpus() {
        return this.vcpus;
    }

    /** @return Memory per node in GB. */
    public Integer ramGb() {
        return this.ramGb;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GpuFlavorInfo}. */
    @CustomType.Builder
    public static final class Builder {
        private final GpuFlavorInfo $ = new GpuFlavorInfo();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param flavorId Flavor UUID, the value node groups take as {@code flavorId}.
         * @return this builder
         */
        @CustomType.Setter("flavorId")
        public Builder flavorId(String flavorId) {
            $.flavorId = flavorId;
            return this;
        }

        /**
         * @param name Flavor name, e.g. {@code GPU1A-32-96-A100-1}.
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(String name) {
            $.name = name;
            return this;
        }

        /**
         * @param gpuModel GPU model, e.g. {@code A100_40GB}.
         * @return this builder
         */
        @CustomType.Setter("gpuModel")
        public Builder gpuModel(String gpuModel) {
            $.gpuModel = gpuModel;
            return this;
        }

        /**
         * @param gpuCount GPUs per node.
         * @return this builder
         */
        @CustomType.Setter("gpuCount")
        public Builder gpuCount(Integer gpuCount) {
            $.gpuCount = gpuCount;
            return this;
        }

        /**
         * @param vcpus Virtual CPUs per node.
         * @return this builder
         */
        @CustomType.Setter("vcpus")
        public Builder vcpus(Integer vcpus) {
            $.vcpus = vcpus;
            return this;
        }

        /**
         * @param ramGb Memory per node in GB.
         * @return this builder
         */
        @CustomType.Setter("ramGb")
        public Builder ramGb(Integer ramGb) {
            $.ramGb = ramGb;
            return this;
        }

        /** @return the value */
        public GpuFlavorInfo build() {
            return $;
        }
    }
}
