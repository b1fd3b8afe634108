// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** MIG settings. */
@CustomType
public final class MigSection extends OutputType {
    @Import(name = "strategy")
    private @Nullable String strategy;

    private MigSection() {
    }

    /**
     * @return MIG strategy; unset keeps the chart's {@code single}. One of {@code single}, {@code mixed} or
     * {@code none}.
     */
    public String strategy() {
        return this.strategy;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link MigSection}. */
    @CustomType.Builder
    public static final class Builder {
        private final MigSection $ = new MigSection();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param strategy MIG strategy; unset keeps the chart's {@code single}. One of {@code single},
         * {@code mixed} or {@code none}.
         * @return this builder
         */
        @CustomType.Setter("strategy")
        public Builder strategy(@Nullable String strategy) {
            $.strategy = strategy;
            return this;
        }

        /** @return the value */
        public MigSection build() {
            return $;
        }
    }
}
