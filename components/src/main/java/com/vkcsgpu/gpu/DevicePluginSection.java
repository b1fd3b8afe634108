// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** The device plugin's image, time-slicing, MPS and resources. */
@CustomType
public final class DevicePluginSection extends OutputType {
    @Import(name = "repository")
    private @Nullable String repository;
    @Import(name = "image")
    private @Nullable String image;
    @Import(name = "version")
    private @Nullable String version;
    @Import(name = "timeSlicing")
    private @Nullable TimeSlicing timeSlicing;
    @Import(name = "mps")
    private @Nullable Mps mps;
    @Import(name = "resources")
    private @Nullable ContainerResources resources;

    private DevicePluginSection() {
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

    /** @return Time-slicing: every GPU advertised several times. */
    public TimeSlicing timeSlicing() {
        return this.timeSlicing;
    }

    /** @return MPS: every GPU shared by several pods through CUDA MPS. */
    public Mps mps() {
        return this.mps;
    }

    /** @return Requests and limits of the component's main container. */
    public ContainerResources resources() {
        return this.resources;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DevicePluginSection}. */
    @CustomType.Builder
    public static final class Builder {
        private final DevicePluginSection $ = new DevicePluginSection();

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
         * @param timeSlicing Time-slicing: every GPU advertised several times.
         * @return this builder
         */
        @CustomType.Setter("timeSlicing")
        public Builder timeSlicing(@Nullable TimeSlicing timeSlicing) {
            $.timeSlicing = timeSlicing;
            return this;
        }

        /**
         * @param mps MPS: every GPU shared by several pods through CUDA MPS.
         * @return this builder
         */
        @CustomType.Setter("mps")
        public Builder mps(@Nullable Mps mps) {
            $.mps = mps;
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

        /** @return the value */
        public DevicePluginSection build() {
            return $;
        }
    }
}
