// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;

/** Result of {@link Mk8sFunctions#getVersions}. */
@CustomType
public final class GetVersionsResult extends OutputType {
    @Import(name = "versions")
    private List<String> versions;
    @Import(name = "newest")
    private String newest;

    private GetVersionsResult() {
    }

    /** @return Offered versions as {@code vX.Y.Z}, newest first. */
    public List<String> versions() {
        return this.versions;
    }

    /** @return The newest offered version. */
    public String newest() {
        return this.newest;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link GetVersionsResult}. */
    @CustomType.Builder
    public static final class Builder {
        private final GetVersionsResult $ = new GetVersionsResult();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param versions Offered versions as {@code vX.Y.Z}, newest first.
         * @return this builder
         */
        @CustomType.Setter("versions")
        public Builder versions(List<String> versions) {
            $.versions = versions;
            return this;
        }

        /**
         * @param newest The newest offered version.
         * @return this builder
         */
        @CustomType.Setter("newest")
        public Builder newest(String newest) {
            $.newest = newest;
            return this;
        }

        /** @return the value */
        public GetVersionsResult build() {
            return $;
        }
    }
}
