// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;

/** A fixed number of nodes. */
@CustomType
public final class FixedScale extends OutputType {
    @Import(name = "size")
    private Integer size;

    private FixedScale() {
    }

    /** @return Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place. */
    public Integer size() {
        return this.size;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link FixedScale}. */
    @CustomType.Builder
    public static final class Builder {
        private final FixedScale $ = new FixedScale();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param size Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place.
         * @return this builder
         */
        @CustomType.Setter("size")
        public Builder size(Integer size) {
            $.size = size;
            return this;
        }

        /** @return the value */
        public FixedScale build() {
            return $;
        }
    }
}
