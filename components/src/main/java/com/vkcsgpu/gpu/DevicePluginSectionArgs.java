// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** The device plugin's image, time-slicing, MPS and resources. */
public final class DevicePluginSectionArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final DevicePluginSectionArgs Empty = new DevicePluginSectionArgs();

    @Import(name = "repository")
    private @Nullable Output<String> repository;

    @Import(name = "image")
    private @Nullable Output<String> image;

    @Import(name = "version")
    private @Nullable Output<String> version;

    @Import(name = "timeSlicing")
    private @Nullable Output<TimeSlicingArgs> timeSlicing;

    @Import(name = "mps")
    private @Nullable Output<MpsArgs> mps;

    @Import(name = "resources")
    private @Nullable Output<ContainerResourcesArgs> resources;

    private DevicePluginSectionArgs() {
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

    /** @return Time-slicing: every GPU advertised several times. */
    public Optional<Output<TimeSlicingArgs>> timeSlicing() {
        return Optional.ofNullable(this.timeSlicing);
    }

    /** @return MPS: every GPU shared by several pods through CUDA MPS. */
    public Optional<Output<MpsArgs>> mps() {
        return Optional.ofNullable(this.mps);
    }

    /** @return Requests and limits of the component's main container. */
    public Optional<Output<ContainerResourcesArgs>> resources() {
        return Optional.ofNullable(this.resources);
    }

    /** @return a builder for {@link DevicePluginSectionArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DevicePluginSectionArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final DevicePluginSectionArgs $ = new DevicePluginSectionArgs();

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
         * @param timeSlicing Time-slicing: every GPU advertised several times.
         * @return this builder
         */
        public Builder timeSlicing(@Nullable Output<TimeSlicingArgs> timeSlicing) {
            $.timeSlicing = timeSlicing;
            return this;
        }

        /**
         * @param timeSlicing Time-slicing: every GPU advertised several times.
         * @return this builder
         */
        public Builder timeSlicing(@Nullable TimeSlicingArgs timeSlicing) {
            return timeSlicing(timeSlicing == null ? null : Output.of(timeSlicing));
        }

        /**
         * @param mps MPS: every GPU shared by several pods through CUDA MPS.
         * @return this builder
         */
        public Builder mps(@Nullable Output<MpsArgs> mps) {
            $.mps = mps;
            return this;
        }

        /**
         * @param mps MPS: every GPU shared by several pods through CUDA MPS.
         * @return this builder
         */
        public Builder mps(@Nullable MpsArgs mps) {
            return mps(mps == null ? null : Output.of(mps));
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
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public DevicePluginSectionArgs build() {
            return $;
        }
    }
}
