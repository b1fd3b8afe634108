package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;
import javax.annotation.Nullable;

/**
 * The Kubernetes versions VK Cloud offers for new gen-2 clusters.
 */
@CustomType
public final class GetVersionsResult extends OutputType {
    @Import(name = "versions")
    private @Nullable List<String> versions;
    @Import(name = "newest")
    private @Nullable String newest;

    private GetVersionsResult() {
    }

    /** @return the versions, newest first, such as {@code v1.34.2} */
    public List<String> versions() {
        return this.versions;
    }

    /** @return the newest version */
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
         * @param versions the versions, newest first, such as {@code v1.34.2}
         * @return this builder
         */
        @CustomType.Setter("versions")
        public Builder versions(@Nullable List<String> versions) {
            $.versions = versions;
            return this;
        }

        /**
         * @param newest the newest version
         * @return this builder
         */
        @CustomType.Setter("newest")
        public Builder newest(@Nullable String newest) {
            $.newest = newest;
            return this;
        }

        /** @return the value */
        public GetVersionsResult build() {
            return $;
        }
    }
}
