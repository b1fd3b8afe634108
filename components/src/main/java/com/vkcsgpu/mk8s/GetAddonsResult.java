// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;

/** Result of {@link Mk8sFunctions#getAddons}. */
@CustomType
public final class GetAddonsResult extends OutputType {
    @Import(name = "addons")
    private List<AddonInfo> addons;

    private GetAddonsResult() {
    }

    /** @return Addons with their versions. */
    public List<AddonInfo> addons() {
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
         * @param addons Addons with their versions.
         * @return this builder
         */
        @CustomType.Setter("addons")
        public Builder addons(List<AddonInfo> addons) {
            $.addons = addons;
            return this;
        }

        /** @return the value */
        public GetAddonsResult build() {
            return $;
        }
    }
}
