// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;

/** Result of {@link Mk8sFunctions#getGpuFlavors}. */
@CustomType
public final class GetGpuFlavorsResult extends OutputType {
    @Import(name = "flavors")
    private List<GpuFlavorInfo> flavors;

    private GetGpuFlavorsResult() {
    }

    /** @return Matching flavors, fewest GPUs, vCPUs and RAM first. */
    public List<GpuFlavorInfo> flavors() {
        return this.flavors;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GetGpuFlavorsResult}. */
    @CustomType.Builder
    public static final class Builder {
        private final GetGpuFlavorsResult $ = new GetGpuFlavorsResult();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param flavors Matching flavors, fewest GPUs, vCPUs and RAM first.
         * @return this builder
         */
        @CustomType.Setter("flavors")
        public Builder flavors(List<GpuFlavorInfo> flavors) {
            $.flavors = flavors;
            return this;
        }

        /** @return the value */
        public GetGpuFlavorsResult build() {
            return $;
        }
    }
}
