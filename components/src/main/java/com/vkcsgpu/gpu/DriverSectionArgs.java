// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * The driver DaemonSet: its image, its k8s-driver-manager init container, NVIDIADriver resources and the
 * upgrade policy.
 */
public final class DriverSectionArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final DriverSectionArgs Empty = new DriverSectionArgs();

    @Import(name = "enabled")
    private @Nullable Output<Boolean> enabled;

    @Import(name = "repository")
    private @Nullable Output<String> repository;

    @Import(name = "image")
    private @Nullable Output<String> image;

    @Import(name = "version")
    private @Nullable Output<String> version;

    @Import(name = "manager")
    private @Nullable Output<ImagePinArgs> manager;

    @Import(name = "nvidiaDriverCRD")
    private @Nullable Output<NvidiaDriverCrdArgs> nvidiaDriverCRD;

    @Import(name = "upgradePolicy")
    private @Nullable Output<DriverUpgradeValuesArgs> upgradePolicy;

    @Import(name = "resources")
    private @Nullable Output<ContainerResourcesArgs> resources;

    private DriverSectionArgs() {
    }

    /** @return Whether the operator installs the driver (false when the nodes have one). */
    public Optional<Output<Boolean>> enabled() {
        return Optional.ofNullable(this.enabled);
    }

    /** @return Registry path of the image, e.g. {@code nvcr.io/nvidia/k8s}. */
    public Optional<Output<String>> repository() {
        return Optional.ofNullable(this.repository);
    }

    /** @return Image name, e.g. {@code container-toolkit}. */
    public Optional<Output<String>> image() {
        return Optional.ofNullable(this.image);
    }

    /** @return Driver version, e.g. {@code 580.126.20}; the operator appends the node's OS to the tag. */
    public Optional<Output<String>> version() {
        return Optional.ofNullable(this.version);
    }

    /** @return The k8s-driver-manager init container's image. */
    public Optional<Output<ImagePinArgs>> manager() {
        return Optional.ofNullable(this.manager);
    }

    /** @return Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool drivers). */
    public Optional<Output<NvidiaDriverCrdArgs>> nvidiaDriverCRD() {
        return Optional.ofNullable(this.nvidiaDriverCRD);
    }

    /**
     * @return How the operator upgrades the driver on each node when its version changes (on v26.7.0 and later
     * also each NVIDIADriver's {@code spec.upgradePolicy}). Unset fields keep the chart's defaults.
     */
    public Optional<Output<DriverUpgradeValuesArgs>> upgradePolicy() {
        return Optional.ofNullable(this.upgradePolicy);
    }

    /** @return Requests and limits of the component's main container. */
    public Optional<Output<ContainerResourcesArgs>> resources() {
        return Optional.ofNullable(this.resources);
    }

    /** @return a builder for {@link DriverSectionArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DriverSectionArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final DriverSectionArgs $ = new DriverSectionArgs();

        private Builder() {
        }

        /**
         * @param enabled Whether the operator installs the driver (false when the nodes have one).
         * @return this builder
         */
        public Builder enabled(@Nullable Output<Boolean> enabled) {
            $.enabled = enabled;
            return this;
        }

        /**
         * @param enabled Whether the operator installs the driver (false when the nodes have one).
         * @return this builder
         */
        public Builder enabled(@Nullable Boolean enabled) {
            return enabled(enabled == null ? null : Output.of(enabled));
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
         * @param version Driver version, e.g. {@code 580.126.20}; the operator appends the node's OS to the
         * tag.
         * @return this builder
         */
        public Builder version(@Nullable Output<String> version) {
            $.version = version;
            return this;
        }

        /**
         * @param version Driver version, e.g. {@code 580.126.20}; the operator appends the node's OS to the
         * tag.
         * @return this builder
         */
        public Builder version(@Nullable String version) {
            return version(version == null ? null : Output.of(version));
        }

        /**
         * @param manager The k8s-driver-manager init container's image.
         * @return this builder
         */
        public Builder manager(@Nullable Output<ImagePinArgs> manager) {
            $.manager = manager;
            return this;
        }

        /**
         * @param manager The k8s-driver-manager init container's image.
         * @return this builder
         */
        public Builder manager(@Nullable ImagePinArgs manager) {
            return manager(manager == null ? null : Output.of(manager));
        }

        /**
         * @param nvidiaDriverCRD Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool
         * drivers).
         * @return this builder
         */
        public Builder nvidiaDriverCRD(@Nullable Output<NvidiaDriverCrdArgs> nvidiaDriverCRD) {
            $.nvidiaDriverCRD = nvidiaDriverCRD;
            return this;
        }

        /**
         * @param nvidiaDriverCRD Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool
         * drivers).
         * @return this builder
         */
        public Builder nvidiaDriverCRD(@Nullable NvidiaDriverCrdArgs nvidiaDriverCRD) {
            return nvidiaDriverCRD(nvidiaDriverCRD == null ? null : Output.of(nvidiaDriverCRD));
        }

        /**
         * @param upgradePolicy How the operator upgrades the driver on each node when its version changes (on
         * v26.7.0 and later also each NVIDIADriver's {@code spec.upgradePolicy}). Unset fields keep the chart's
         * defaults.
         * @return this builder
         */
        public Builder upgradePolicy(@Nullable Output<DriverUpgradeValuesArgs> upgradePolicy) {
            $.upgradePolicy = upgradePolicy;
            return this;
        }

        /**
         * @param upgradePolicy How the operator upgrades the driver on each node when its version changes (on
         * v26.7.0 and later also each NVIDIADriver's {@code spec.upgradePolicy}). Unset fields keep the chart's
         * defaults.
         * @return this builder
         */
        public Builder upgradePolicy(@Nullable DriverUpgradeValuesArgs upgradePolicy) {
            return upgradePolicy(upgradePolicy == null ? null : Output.of(upgradePolicy));
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
        public DriverSectionArgs build() {
            return $;
        }
    }
}
