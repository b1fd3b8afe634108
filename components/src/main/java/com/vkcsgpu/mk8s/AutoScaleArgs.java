package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;

/**
 * Autoscaling bounds of a node group.
 */
public final class AutoScaleArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final AutoScaleArgs Empty = new AutoScaleArgs();

    @Import(name = "minSize", required = true)
    private Output<Integer> minSize;

    @Import(name = "maxSize", required = true)
    private Output<Integer> maxSize;

    /** @return the smallest number of nodes, at least 0 */
    public Output<Integer> minSize() {
        return this.minSize;
    }

    /** @return the largest number of nodes, at least 1 and at least {@code minSize} */
    public Output<Integer> maxSize() {
        return this.maxSize;
    }

    private AutoScaleArgs() {
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
         * @param minSize the smallest number of nodes, at least 0
         * @return this builder
         */
        public Builder minSize(Output<Integer> minSize) {
            $.minSize = minSize;
            return this;
        }

        /**
         * @param minSize the smallest number of nodes, at least 0
         * @return this builder
         */
        public Builder minSize(Integer minSize) {
            return minSize(Output.of(minSize));
        }

        /**
         * @param maxSize the largest number of nodes, at least 1 and at least {@code minSize}
         * @return this builder
         */
        public Builder maxSize(Output<Integer> maxSize) {
            $.maxSize = maxSize;
            return this;
        }

        /**
         * @param maxSize the largest number of nodes, at least 1 and at least {@code minSize}
         * @return this builder
         */
        public Builder maxSize(Integer maxSize) {
            return maxSize(Output.of(maxSize));
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
