// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** The operator Deployment's image and resources. */
public final class OperatorSectionArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final OperatorSectionArgs Empty = new OperatorSectionArgs();

    @Import(name = "repository")
    private @Nullable Output<String> repository;

    @Import(name = "image")
    private @Nullable Output<String> image;

    @Import(name = "version")
    private @Nullable Output<String> version;

    @Import(name = "resources")
    private @Nullable Output<ContainerResourcesArgs> resources;

    @Import(name = "defaultRuntime")
    private @Nullable Output<String> defaultRuntime;

    private OperatorSectionArgs() {
    }

    /** @return Registry path of the image, e.g. {@code nvcr.io/nvidia/k8s}. */
    public Optional<Output<String>> repository() {
        return Optional.ofNullable(this.repository);
    }

    /** @return Image name, e.g. {@code container-toolkit}. */
    public Optional<Output<String>> image() {
        return Optional.ofNullable(this.image);
    }

    /**
     * @return Image tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
     * {@code v1.19.1@sha256:<64 hex digits>}.
     */
    public Optional<Output<String>> version() {
        return Optional.ofNullable(this.version);
    }

    /** @return Requests and limits of the component's main container. */
    public Optional<Output<ContainerResourcesArgs>> resources() {
        return Optional.ofNullable(this.resources);
    }

    /**
     * @return The container runtime the operator assumes when it cannot read the node's ({@code crio} on VK
     * Cloud); only charts before v25.3.0 have it.
     */
    public Optional<Output<String>> defaultRuntime() {
        return Optional.ofNullable(this.defaultRuntime);
    }

    /** @return a builder for {@link OperatorSectionArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link OperatorSectionArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final OperatorSectionArgs $ = new OperatorSectionArgs();

        private Builder() {
        }

        /**
         * @param repository Registry path of the image, e.g. {@code nvcr.io/nvidia/k8s}.
         * @return this builder
         */
        public Builder repository(@Nullable Output<String> repository) {
            $.repository = repository;
            return this;
        }

        /**
         * @param repository Registry path of the image, e.g. {@code nvcr.io/nvidia/k8s}.
         * @return this builder
         */
        public Builder repository(@Nullable String repository) {
            return repository(repository == null ? null : Output.of(repository));
        }

        /**
         * @param image Image name, e.g. {@code container-toolkit}.
         * @return this builder
         */
        public Builder image(@Nullable Output<String> image) {
            $.image = image;
            return this;
        }

        /**
         * @param image Image name, e.g. {@code container-toolkit}.
         * @return this builder
         */
        public Builder image(@Nullable String image) {
            return image(image == null ? null : Output.of(image));
        }

        /**
         * @param version Image tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
         * {@code v1.19.1@sha256:<64 hex digits>}.
         * @return this builder
         */
        public Builder version(@Nullable Output<String> version) {
            $.version = version;
            return this;
        }

        /**
         * @param version Image tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
         * {@code v1.19.1@sha256:<64 hex digits>}.
         * @return this builder
         */
        public Builder version(@Nullable String version) {
            return version(version == null ? null : Output.of(version));
        }

        /**
         * @param resources Requests and limits of the component's main container.
         * @return this builder
         */
        public Builder resources(@Nullable Output<ContainerResourcesArgs> resources) {
            $.resources = resources;
            return this;
        }

        /**
         * @param resources Requests and limits of the component's main container.
         * @return this builder
         */
        public Builder resources(@Nullable ContainerResourcesArgs resources) {
            return resources(resources == null ? null : Output.of(resources));
        }

        /**
         * @param defaultRuntime The container runtime the operator assumes when it cannot read the node's
         * ({@code crio} on VK Cloud); only charts before v25.3.0 have it.
         * @return this builder
         */
        public Builder defaultRuntime(@Nullable Output<String> defaultRuntime) {
            $.defaultRuntime = defaultRuntime;
            return this;
        }

        /**
         * @param defaultRuntime The container runtime the operator assumes when it cannot read the node's
         * ({@code crio} on VK Cloud); only charts before v25.3.0 have it.
         * @return this builder
         */
        public Builder defaultRuntime(@Nullable String defaultRuntime) {
            return defaultRuntime(defaultRuntime == null ? null : Output.of(defaultRuntime));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public OperatorSectionArgs build() {
            return $;
        }
    }
}
