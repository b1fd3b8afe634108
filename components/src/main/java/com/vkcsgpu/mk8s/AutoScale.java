package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * Autoscaling bounds of a node group (output).
 */
@CustomType
public final class AutoScale extends OutputType {
    @Import(name = "minSize")
    private @Nullable Integer minSize;
    @Import(name = "maxSize")
    private @Nullable Integer maxSize;

    private AutoScale() {
    }

    /** @return the smallest number of nodes */
    public Integer minSize() {
        return this.minSize;
    }

    /** @return the largest number of nodes */
    public Integer maxSize() {
        return this.maxSize;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link AutoScale}. */
    @CustomType.Builder
    public static final class Builder {
        private final AutoScale $ = new AutoScale();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param minSize the smallest number of nodes
         * @return this builder
         */
        @CustomType.Setter("minSize")
        public Builder minSize(@Nullable Integer minSize) {
            $.minSize = minSize;
            return this;
        }

        /**
         * @param maxSize the largest number of nodes
         * @return this builder
         */
        @CustomType.Setter("maxSize")
        public Builder maxSize(@Nullable Integer maxSize) {
            $.maxSize = maxSize;
            return this;
        }

        /** @return the value */
        public AutoScale build() {
            return $;
        }
    }
}
