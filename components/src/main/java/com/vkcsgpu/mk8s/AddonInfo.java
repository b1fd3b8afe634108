// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;

/** A catalog addon. */
@CustomType
public final class AddonInfo extends OutputType {
    @Import(name = "addonId")
    private String addonId;
    @Import(name = "name")
    private String name;
    @Import(name = "versions")
    private List<AddonVersionInfo> versions;

    private AddonInfo() {
    }

    /** @return Catalog id of the addon. */
    public String addonId() {
        return this.addonId;
    }

    /** @return Catalog name, the value ClusterAddon takes as {@code addonName} (e.g. {@code gpu-operator}). */
    public String name() {
        return this.name;
    }

    /** @return Its versions. */
    public List<AddonVersionInfo> versions() {
        return this.versions;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link AddonInfo}. */
    @CustomType.Builder
    public static final class Builder {
        private final AddonInfo $ = new AddonInfo();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param addonId Catalog id of the addon.
         * @return this builder
         */
        @CustomType.Setter("addonId")
        public Builder addonId(String addonId) {
            $.addonId = addonId;
            return this;
        }

        /**
         * @param name Catalog name, the value ClusterAddon takes as {@code addonName} (e.g.
         * {@code gpu-operator}).
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(String name) {
            $.name = name;
            return this;
        }

        /**
         * @param versions Its versions.
         * @return this builder
         */
        @CustomType.Setter("versions")
        public Builder versions(List<AddonVersionInfo> versions) {
            $.versions = versions;
            return this;
        }

        /** @return the value */
        public AddonInfo build() {
            return $;
        }
    }
}
