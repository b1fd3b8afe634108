package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;
import javax.annotation.Nullable;

/**
 * An addon of the VK Cloud catalog.
 */
@CustomType
public final class Addon extends OutputType {
    @Import(name = "addonId")
    private @Nullable String addonId;
    @Import(name = "name")
    private @Nullable String name;
    @Import(name = "versions")
    private @Nullable List<AddonVersion> versions;

    private Addon() {
    }

    /** @return the catalog id of the addon */
    public String addonId() {
        return this.addonId;
    }

    /** @return the addon name, such as {@code gpu-operator} */
    public String name() {
        return this.name;
    }

    /** @return the versions of the addon */
    public List<AddonVersion> versions() {
        return this.versions;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link Addon}. */
    @CustomType.Builder
    public static final class Builder {
        private final Addon $ = new Addon();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param addonId the catalog id of the addon
         * @return this builder
         */
        @CustomType.Setter("addonId")
        public Builder addonId(@Nullable String addonId) {
            $.addonId = addonId;
            return this;
        }

        /**
         * @param name the addon name, such as {@code gpu-operator}
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(@Nullable String name) {
            $.name = name;
            return this;
        }

        /**
         * @param versions the versions of the addon
         * @return this builder
         */
        @CustomType.Setter("versions")
        public Builder versions(@Nullable List<AddonVersion> versions) {
            $.versions = versions;
            return this;
        }

        /** @return the value */
        public Addon build() {
            return $;
        }
    }
}
