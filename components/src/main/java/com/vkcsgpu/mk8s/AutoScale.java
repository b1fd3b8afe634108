// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;

/** Autoscaling bounds: the cluster autoscaler keeps the node count between {@code minSize} and {@code maxSize}. */
@CustomType
public final class AutoScale extends OutputType {
    @Import(name = "minSize")
    private Integer minSize;
    @Import(name = "maxSize")
    private Integer maxSize;

    private AutoScale() {
    }

    /** @return Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in place. */
    public Integer minSize() {
        return this.minSize;
    }

    /** @return Most nodes, 1 to 500 and at least {@code minSize}. Changed in place. */
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
         * @param minSize Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in
         * place.
         * @return this builder
         */
        @CustomType.Setter("minSize")
        public Builder minSize(Integer minSize) {
            $.minSize = minSize;
            return this;
        }

        /**
         * @param maxSize Most nodes, 1 to 500 and at least {@code minSize}. Changed in place.
         * @return this builder
         */
        @CustomType.Setter("maxSize")
        public Builder maxSize(Integer maxSize) {
            $.maxSize = maxSize;
            return this;
        }

        /** @return the value */
        public AutoScale build() {
            return $;
        }
    }
}
