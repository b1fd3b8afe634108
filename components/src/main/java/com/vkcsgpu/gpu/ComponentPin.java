// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;

/** A GPU Operator component's image: {@code <repository>/<image>:<version>}. */
@CustomType
public final class ComponentPin extends OutputType {
    @Import(name = "repository")
    private String repository;
    @Import(name = "image")
    private String image;
    @Import(name = "version")
    private String version;

    private ComponentPin() {
    }

    /** @return Registry path, e.g. {@code nvcr.io/nvidia/k8s}. */
    public String repository() {
        return this.repository;
    }

    /** @return Image name, e.g. {@code container-toolkit}. */
    public String image() {
        return this.image;
    }

    /**
     * @return Tag, e.g. {@code v1.19.1}, or a tag pinned to its digest, {@code v1.19.1@sha256:<64 hex digits>};
     * for the driver a tag only, to which the operator appends the node's OS.
     */
    public String version() {
        return this.version;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ComponentPin}. */
    @CustomType.Builder
    public static final class Builder {
        private final ComponentPin $ = new ComponentPin();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param repository Registry path, e.g. {@code nvcr.io/nvidia/k8s}.
         * @return this builder
         */
        @CustomType.Setter("repository")
        public Builder repository(String repository) {
            $.repository = repository;
            return this;
        }

        /**
         * @param image Image name, e.g. {@code container-toolkit}.
         * @return this builder
         */
        @CustomType.Setter("image")
        public Builder image(String image) {
            $.image = image;
            return this;
        }

        /**
         * @param version Tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
         * {@code v1.19.1@sha256:<64 hex digits>}; for the driver a tag only, to which the operator appends the
         * node's OS.
         * @return this builder
         */
        @CustomType.Setter("version")
        public Builder version(String version) {
            $.version = version;
            return this;
        }

        /** @return the value */
        public ComponentPin build() {
            return $;
        }
    }
}
