// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;

/** A version of a catalog addon. */
@CustomType
public final class AddonVersionInfo extends OutputType {
    @Import(name = "addonVersionId")
    private String addonVersionId;
    @Import(name = "version")
    private String version;
    @Import(name = "deprecated")
    private Boolean deprecated;

    private AddonVersionInfo() {
    }

    /** @return Catalog id of the version. */
    public String addonVersionId() {
        return this.addonVersionId;
    }

    /** @return The version, the value ClusterAddon takes as {@code addonVersion} (e.g. {@code 24.9.0}). */
    public String version() {
        return this.version;
    }

    /** @return Whether VK Cloud marks the version deprecated. */
    public Boolean deprecated() {
        return this.deprecated;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link AddonVersionInfo}. */
    @CustomType.Builder
    public static final class Builder {
        private final AddonVersionInfo $ = new AddonVersionInfo();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param addonVersionId Catalog id of the version.
         * @return this builder
         */
        @CustomType.Setter("addonVersionId")
        public Builder addonVersionId(String addonVersionId) {
            $.addonVersionId = addonVersionId;
            return this;
        }

        /**
         * @param version The version, the value ClusterAddon takes as {@code addonVersion} (e.g.
         * {@code 24.9.0}).
         * @return this builder
         */
        @CustomType.Setter("version")
        public Builder version(String version) {
            $.version = version;
            return this;
        }

        /**
         * @param deprecated Whether VK Cloud marks the version deprecated.
         * @return this builder
         */
        @CustomType.Setter("deprecated")
        public Builder deprecated(Boolean deprecated) {
            $.deprecated = deprecated;
            return this;
        }

        /** @return the value */
        public AddonVersionInfo build() {
            return $;
        }
    }
}
