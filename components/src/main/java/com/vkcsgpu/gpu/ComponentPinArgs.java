// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import javax.annotation.Nullable;

/** A GPU Operator component's image: {@code <repository>/<image>:<version>}. */
public final class ComponentPinArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ComponentPinArgs Empty = new ComponentPinArgs();

    @Import(name = "repository", required = true)
    private Output<String> repository;

    @Import(name = "image", required = true)
    private Output<String> image;

    @Import(name = "version", required = true)
    private Output<String> version;

    private ComponentPinArgs() {
    }

    /** @return Registry path, e.g. {@code nvcr.io/nvidia/k8s}. */
    public Output<String> repository() {
        return this.repository;
    }

    /** @return Image name, e.g. {@code container-toolkit}. */
    public Output<String> image() {
        return this.image;
    }

    /**
     * @return Tag, e.g. {@code v1.19.1}, or a tag pinned to its digest, {@code v1.19.1@sha256:<64 hex digits>};
     * for the driver a tag only, to which the operator appends the node's OS.
     */
    public Output<String> version() {
        return this.version;
    }

    /** @return a builder for {@link ComponentPinArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ComponentPinArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ComponentPinArgs $ = new ComponentPinArgs();

        private Builder() {
        }

        /**
         * @param repository Registry path, e.g. {@code nvcr.io/nvidia/k8s}.
         * @return this builder
         */
        public Builder repository(@Nullable Output<String> repository) {
            $.repository = repository;
            return this;
        }

        /**
         * @param repository Registry path, e.g. {@code nvcr.io/nvidia/k8s}.
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
         * @param version Tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
         * {@code v1.19.1@sha256:<64 hex digits>}; for the driver a tag only, to which the operator appends the
         * node's OS.
         * @return this builder
         */
        public Builder version(@Nullable Output<String> version) {
            $.version = version;
            return this;
        }

        /**
         * @param version Tag, e.g. {@code v1.19.1}, or a tag pinned to its digest,
         * {@code v1.19.1@sha256:<64 hex digits>}; for the driver a tag only, to which the operator appends the
         * node's OS.
         * @return this builder
         */
        public Builder version(@Nullable String version) {
            return version(version == null ? null : Output.of(version));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ComponentPinArgs build() {
            Objects.requireNonNull($.repository, "ComponentPinArgs.repository is required");
            Objects.requireNonNull($.image, "ComponentPinArgs.image is required");
            Objects.requireNonNull($.version, "ComponentPinArgs.version is required");
            return $;
        }
    }
}
