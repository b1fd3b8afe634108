package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;
import javax.annotation.Nullable;

/**
 * The GPU flavors that match the filters.
 */
@CustomType
public final class GetGpuFlavorsResult extends OutputType {
    @Import(name = "flavors")
    private @Nullable List<GpuFlavor> flavors;

    private GetGpuFlavorsResult() {
    }

    /** @return the flavors, smallest first */
    public List<GpuFlavor> flavors() {
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
         * @param flavors the flavors, smallest first
         * @return this builder
         */
        @CustomType.Setter("flavors")
        public Builder flavors(@Nullable List<GpuFlavor> flavors) {
            $.flavors = flavors;
            return this;
        }

        /** @return the value */
        public GetGpuFlavorsResult build() {
            return $;
        }
    }
}
