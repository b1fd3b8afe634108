// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * The driver DaemonSet: its image, its k8s-driver-manager init container, NVIDIADriver resources and the
 * upgrade policy.
 */
@CustomType
public final class DriverSection extends OutputType {
    @Import(name = "enabled")
    private @Nullable Boolean enabled;
    @Import(name = "repository")
    private @Nullable String repository;
    @Import(name = "image")
    private @Nullable String image;
    @Import(name = "version")
    private @Nullable String version;
    @Import(name = "manager")
    private @Nullable ImagePin manager;
    @Import(name = "nvidiaDriverCRD")
    private @Nullable NvidiaDriverCrd nvidiaDriverCRD;
    @Import(name = "upgradePolicy")
    private @Nullable DriverUpgradeValues upgradePolicy;
    @Import(name = "resources")
    private @Nullable ContainerResources resources;

    private DriverSection() {
    }

    /** @return Whether the operator installs the driver (false when the nodes have one). */
    public Boolean enabled() {
        return this.enabled;
    }

    /** @return Registry path of the image, e.g. {@code nvcr.io/nvidia/k8s}. */
    public String repository() {
        return this.repository;
    }

    /** @return Image name, e.g. {@code container-toolkit}. */
    public String image() {
        return this.image;
    }

    /** @return Driver version, e.g. {@code 580.126.20}; the operator appends the node's OS to the tag. */
    public String version() {
        return this.version;
    }

    /** @return The k8s-driver-manager init container's image. */
    public ImagePin manager() {
        return this.manager;
    }

    /** @return Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool drivers). */
    public NvidiaDriverCrd nvidiaDriverCRD() {
        return this.nvidiaDriverCRD;
    }

    /**
     * @return How the operator upgrades the driver on each node when its version changes (on v26.7.0 and later
     * also each NVIDIADriver's {@code spec.upgradePolicy}). Unset fields keep the chart's defaults.
     */
    public DriverUpgradeValues upgradePolicy() {
        return this.upgradePolicy;
    }

    /** @return Requests and limits of the component's main container. */
    public ContainerResources resources() {
        return this.resources;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link DriverSection}. */
    @CustomType.Builder
    public static final class Builder {
        private final DriverSection $ = new DriverSection();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param enabled Whether the operator installs the driver (false when the nodes have one).
         * @return this builder
         */
        @CustomType.Setter("enabled")
        public Builder enabled(@Nullable Boolean enabled) {
            $.enabled = enabled;
            return this;
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
         * @param version Driver version, e.g. {@code 580.126.20}; the operator appends the node's OS to the
         * tag.
         * @return this builder
         */
        @CustomType.Setter("version")
        public Builder version(@Nullable String version) {
            $.version = version;
            return this;
        }

        /**
         * @param manager The k8s-driver-manager init container's image.
         * @return this builder
         */
        @CustomType.Setter("manager")
        public Builder manager(@Nullable ImagePin manager) {
            $.manager = manager;
            return this;
        }

        /**
         * @param nvidiaDriverCRD Drivers through NVIDIADriver resources instead of the ClusterPolicy (per-pool
         * drivers).
         * @return this builder
         */
        @CustomType.Setter("nvidiaDriverCRD")
        public Builder nvidiaDriverCRD(@Nullable NvidiaDriverCrd nvidiaDriverCRD) {
            $.nvidiaDriverCRD = nvidiaDriverCRD;
            return this;
        }

        /**
         * @param upgradePolicy How the operator upgrades the driver on each node when its version changes (on
         * v26.7.0 and later also each NVIDIADriver's {@code spec.upgradePolicy}). Unset fields keep the chart's
         * defaults.
         * @return this builder
         */
        @CustomType.Setter("upgradePolicy")
        public Builder upgradePolicy(@Nullable DriverUpgradeValues upgradePolicy) {
            $.upgradePolicy = upgradePolicy;
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
        public DriverSection build() {
            return $;
        }
    }
}
