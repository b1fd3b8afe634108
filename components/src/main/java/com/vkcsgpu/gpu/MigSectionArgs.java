// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** MIG settings. */
public final class MigSectionArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final MigSectionArgs Empty = new MigSectionArgs();

    @Import(name = "strategy")
    private @Nullable Output<String> strategy;

    private MigSectionArgs() {
    }

    /**
     * @return MIG strategy; unset keeps the chart's {@code single}. One of {@code single}, {@code mixed} or
     * {@code none}.
     */
    public Optional<Output<String>> strategy() {
        return Optional.ofNullable(this.strategy);
    }

    /** @return a builder for {@link MigSectionArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link MigSectionArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final MigSectionArgs $ = new MigSectionArgs();

        private Builder() {
        }

        /**
         * @param strategy MIG strategy; unset keeps the chart's {@code single}. One of {@code single},
         * {@code mixed} or {@code none}.
         * @return this builder
         */
        public Builder strategy(@Nullable Output<String> strategy) {
            $.strategy = strategy;
            return this;
        }

        /**
         * @param strategy MIG strategy; unset keeps the chart's {@code single}. One of {@code single},
         * {@code mixed} or {@code none}.
         * @return this builder
         */
        public Builder strategy(@Nullable String strategy) {
            return strategy(strategy == null ? null : Output.of(strategy));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public MigSectionArgs build() {
            return $;
        }
    }
}
