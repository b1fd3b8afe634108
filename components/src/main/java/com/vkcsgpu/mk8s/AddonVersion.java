package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * A version of a catalog addon.
 */
@CustomType
public final class AddonVersion extends OutputType {
    @Import(name = "addonVersionId")
    private @Nullable String addonVersionId;
    @Import(name = "version")
    private @Nullable String version;
    @Import(name = "deprecated")
    private @Nullable Boolean deprecated;

    private AddonVersion() {
    }

    /** @return the catalog id of the version */
    public String addonVersionId() {
        return this.addonVersionId;
    }

    /** @return the version string */
    public String version() {
        return this.version;
    }

    /** @return whether the version is deprecated */
    public Boolean deprecated() {
        return this.deprecated;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link AddonVersion}. */
    @CustomType.Builder
    public static final class Builder {
        private final AddonVersion $ = new AddonVersion();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param addonVersionId the catalog id of the version
         * @return this builder
         */
        @CustomType.Setter("addonVersionId")
        public Builder addonVersionId(@Nullable String addonVersionId) {
            $.addonVersionId = addonVersionId;
            return this;
        }

        /**
         * @param version the version string
         * @return this builder
         */
        @CustomType.Setter("version")
        public Builder version(@Nullable String version) {
            $.version = version;
            return this;
        }

        /**
         * @param deprecated whether the version is deprecated
         * @return this builder
         */
        @CustomType.Setter("deprecated")
        public Builder deprecated(@Nullable Boolean deprecated) {
            $.deprecated = deprecated;
            return this;
        }

        /** @return the value */
        public AddonVersion build() {
            return $;
        }
    }
}
