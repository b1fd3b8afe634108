// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import javax.annotation.Nullable;

/** A fixed number of nodes. */
public final class FixedScaleArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final FixedScaleArgs Empty = new FixedScaleArgs();

    @Import(name = "size", required = true)
    private Output<Integer> size;

    private FixedScaleArgs() {
    }

    /** @return Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place. */
    public Output<Integer> size() {
        return this.size;
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
         * @param size Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place.
         * @return this builder
         */
        public Builder size(@Nullable Output<Integer> size) {
            $.size = size;
            return this;
        }

        /**
         * @param size Number of nodes, 1 to 500 (VK Cloud has no empty node groups). Changed in place.
         * @return this builder
         */
        public Builder size(@Nullable Integer size) {
            return size(size == null ? null : Output.of(size));
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
