package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * A fixed node group size (output).
 */
@CustomType
public final class FixedScale extends OutputType {
    @Import(name = "size")
    private @Nullable Integer size;

    private FixedScale() {
    }

    /** @return the number of nodes */
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
         * @param size the number of nodes
         * @return this builder
         */
        @CustomType.Setter("size")
        public Builder size(@Nullable Integer size) {
            $.size = size;
            return this;
        }

        /** @return the value */
        public FixedScale build() {
            return $;
        }
    }
}
