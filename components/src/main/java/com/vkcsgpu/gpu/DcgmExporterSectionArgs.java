// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** The DCGM exporter's image, ServiceMonitor and resources. */
public final class DcgmExporterSectionArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final DcgmExporterSectionArgs Empty = new DcgmExporterSectionArgs();

    @Import(name = "repository")
    private @Nullable Output<String> repository;

    @Import(name = "image")
    private @Nullable Output<String> image;

    @Import(name = "version")
    private @Nullable Output<String> version;

    @Import(name = "serviceMonitor")
    private @Nullable Output<ServiceMonitorArgs> serviceMonitor;

    @Import(name = "resources")
    private @Nullable Output<ContainerResourcesArgs> resources;

    private DcgmExporterSectionArgs() {
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

    /** @return The exporter's ServiceMonitor (needs the Prometheus Operator CRDs). */
    public Optional<Output<ServiceMonitorArgs>> serviceMonitor() {
        return Optional.ofNullable(this.serviceMonitor);
    }

    /** @return Requests and limits of the component's main container. */
    public Optional<Output<ContainerResourcesArgs>> resources() {
        return Optional.ofNullable(this.resources);
    }

    /** @return a builder for {@link DcgmExporterSectionArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DcgmExporterSectionArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final DcgmExporterSectionArgs $ = new DcgmExporterSectionArgs();

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
         * @param serviceMonitor The exporter's ServiceMonitor (needs the Prometheus Operator CRDs).
         * @return this builder
         */
        public Builder serviceMonitor(@Nullable Output<ServiceMonitorArgs> serviceMonitor) {
            $.serviceMonitor = serviceMonitor;
            return this;
        }

        /**
         * @param serviceMonitor The exporter's ServiceMonitor (needs the Prometheus Operator CRDs).
         * @return this builder
         */
        public Builder serviceMonitor(@Nullable ServiceMonitorArgs serviceMonitor) {
            return serviceMonitor(serviceMonitor == null ? null : Output.of(serviceMonitor));
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
        public DcgmExporterSectionArgs build() {
            return $;
        }
    }
}
