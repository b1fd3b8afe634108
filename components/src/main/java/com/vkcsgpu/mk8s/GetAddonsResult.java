package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;
import javax.annotation.Nullable;

/**
 * The addons of the VK Cloud catalog.
 */
@CustomType
public final class GetAddonsResult extends OutputType {
    @Import(name = "addons")
    private @Nullable List<Addon> addons;

    private GetAddonsResult() {
    }

    /** @return the addons */
    public List<Addon> addons() {
        return this.addons;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GetAddonsResult}. */
    @CustomType.Builder
    public static final class Builder {
        private final GetAddonsResult $ = new GetAddonsResult();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param addons the addons
         * @return this builder
         */
        @CustomType.Setter("addons")
        public Builder addons(@Nullable List<Addon> addons) {
            $.addons = addons;
            return this;
        }

        /** @return the value */
        public GetAddonsResult build() {
            return $;
        }
    }
}
