package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;

/**
 * A fixed node group size.
 */
public final class FixedScaleArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final FixedScaleArgs Empty = new FixedScaleArgs();

    @Import(name = "size", required = true)
    private Output<Integer> size;

    /** @return the number of nodes, at least 0 */
    public Output<Integer> size() {
        return this.size;
    }

    private FixedScaleArgs() {
    }

    /** @return a builder for {@link FixedScaleArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link FixedScaleArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final FixedScaleArgs $ = new FixedScaleArgs();

        private Builder() {
        }

        /**
         * @param size the number of nodes, at least 0
         * @return this builder
         */
        public Builder size(Output<Integer> size) {
            $.size = size;
            return this;
        }

        /**
         * @param size the number of nodes, at least 0
         * @return this builder
         */
        public Builder size(Integer size) {
            return size(Output.of(size));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public FixedScaleArgs build() {
            Objects.requireNonNull($.size, "FixedScaleArgs.size is required");
            return $;
        }
    }
}
