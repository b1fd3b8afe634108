// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import javax.annotation.Nullable;

/** Autoscaling bounds: the cluster autoscaler keeps the node count between {@code minSize} and {@code maxSize}. */
public final class AutoScaleArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final AutoScaleArgs Empty = new AutoScaleArgs();

    @Import(name = "minSize", required = true)
    private Output<Integer> minSize;

    @Import(name = "maxSize", required = true)
    private Output<Integer> maxSize;

    private AutoScaleArgs() {
    }

    /** @return Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in place. */
    public Output<Integer> minSize() {
        return this.minSize;
    }

    /** @return Most nodes, 1 to 500 and at least {@code minSize}. Changed in place. */
    public Output<Integer> maxSize() {
        return this.maxSize;
    }

    /** @return a builder for {@link AutoScaleArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link AutoScaleArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final AutoScaleArgs $ = new AutoScaleArgs();

        private Builder() {
        }

        /**
         * @param minSize Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in
         * place.
         * @return this builder
         */
        public Builder minSize(@Nullable Output<Integer> minSize) {
            $.minSize = minSize;
            return this;
        }

        /**
         * @param minSize Fewest nodes, 1 to 500 (VK Cloud limits). New groups start at this size. Changed in
         * place.
         * @return this builder
         */
        public Builder minSize(@Nullable Integer minSize) {
            return minSize(minSize == null ? null : Output.of(minSize));
        }

        /**
         * @param maxSize Most nodes, 1 to 500 and at least {@code minSize}. Changed in place.
         * @return this builder
         */
        public Builder maxSize(@Nullable Output<Integer> maxSize) {
            $.maxSize = maxSize;
            return this;
        }

        /**
         * @param maxSize Most nodes, 1 to 500 and at least {@code minSize}. Changed in place.
         * @return this builder
         */
        public Builder maxSize(@Nullable Integer maxSize) {
            return maxSize(maxSize == null ? null : Output.of(maxSize));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public AutoScaleArgs build() {
            Objects.requireNonNull($.minSize, "AutoScaleArgs.minSize is required");
            Objects.requireNonNull($.maxSize, "AutoScaleArgs.maxSize is required");
            return $;
        }
    }
}
