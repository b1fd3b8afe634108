// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** The validator's image, resources and CUDA workload. */
@CustomType
public final class ValidatorSection extends OutputType {
    @Import(name = "repository")
    private @Nullable String repository;
    @Import(name = "image")
    private @Nullable String image;
    @Import(name = "version")
    private @Nullable String version;
    @Import(name = "resources")
    private @Nullable ContainerResources resources;
    @Import(name = "cuda")
    private @Nullable ValidatorCuda cuda;

    private ValidatorSection() {
    }

    /** @return Registry path of the image, e.g. {@code nvcr.io/nvidia/k8s}. */
    public String repository() {
        return this.repository;
    }

    /** @return Image name, e.g. {@code container-toolkit}. */
    public String image() {
        return this.image;
    }

    /**
     * @return Image tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
     * {@code v1.19.1@sha256:<64 hex digits>}.
     */
    public String version() {
        return this.version;
    }

    /** @return Requests and limits of the component's main container. */
    public ContainerResources resources() {
        return this.resources;
    }

    /** @return The CUDA validation ({@code cuda-validation}). */
    public ValidatorCuda cuda() {
        return this.cuda;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ValidatorSection}. */
    @CustomType.Builder
    public static final class Builder {
        private final ValidatorSection $ = new ValidatorSection();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param repository Registry path of the image, e.g. {@code nvcr.io/nvidia/k8s}.
         * @return this builder
         */
        @CustomType.Setter("repository")
        public Builder repository(@Nullable String repository) {
            $.repository = repository;
            return this;
        }

        /**
         * @param image Image name, e.g. {@code container-toolkit}.
         * @return this builder
         */
        @CustomType.Setter("image")
        public Builder image(@Nullable String image) {
            $.image = image;
            return this;
        }

        /**
         * @param version Image tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
         * {@code v1.19.1@sha256:<64 hex digits>}.
         * @return this builder
         */
        @CustomType.Setter("version")
        public Builder version(@Nullable String version) {
            $.version = version;
            return this;
        }

        /**
         * @param resources Requests and limits of the component's main container.
         * @return this builder
         */
        @CustomType.Setter("resources")
        public Builder resources(@Nullable ContainerResources resources) {
            $.resources = resources;
            return this;
        }

        /**
         * @param cuda The CUDA validation ({@code cuda-validation}).
         * @return this builder
         */
        @CustomType.Setter("cuda")
        public Builder cuda(@Nullable ValidatorCuda cuda) {
            $.cuda = cuda;
            return this;
        }

        /** @return the value */
        public ValidatorSection build() {
            return $;
        }
    }
}
