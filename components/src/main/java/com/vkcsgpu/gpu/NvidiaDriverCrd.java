// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** Drivers managed through NVIDIADriver resources instead of the ClusterPolicy (per-pool driver versions). */
@CustomType
public final class NvidiaDriverCrd extends OutputType {
    @Import(name = "enabled")
    private @Nullable Boolean enabled;
    @Import(name = "deployDefaultCR")
    private @Nullable Boolean deployDefaultCR;
    @Import(name = "driverType")
    private @Nullable String driverType;

    private NvidiaDriverCrd() {
    }

    /** @return Use NVIDIADriver resources. */
    public Boolean enabled() {
        return this.enabled;
    }

    /** @return Have the chart create a default NVIDIADriver. */
    public Boolean deployDefaultCR() {
        return this.deployDefaultCR;
    }

    /**
     * @return The kind of driver the NVIDIADriver installs. One of {@code gpu}, {@code vgpu} or
     * {@code vgpu-host-manager}.
     */
    public String driverType() {
        return this.driverType;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NvidiaDriverCrd}. */
    @CustomType.Builder
    public static final class Builder {
        private final NvidiaDriverCrd $ = new NvidiaDriverCrd();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param enabled Use NVIDIADriver resources.
         * @return this builder
         */
        @CustomType.Setter("enabled")
        public Builder enabled(@Nullable Boolean enabled) {
            $.enabled = enabled;
            return this;
        }

        /**
         * @param deployDefaultCR Have the chart create a default NVIDIADriver.
         * @return this builder
         */
        @CustomType.Setter("deployDefaultCR")
        public Builder deployDefaultCR(@Nullable Boolean deployDefaultCR) {
            $.deployDefaultCR = deployDefaultCR;
            return this;
        }

        /**
         * @param driverType The kind of driver the NVIDIADriver installs. One of {@code gpu}, {@code vgpu} or
         * {@code vgpu-host-manager}.
         * @return this builder
         */
        @CustomType.Setter("driverType")
        public Builder driverType(@Nullable String driverType) {
            $.driverType = driverType;
            return this;
        }

        /** @return the value */
        public NvidiaDriverCrd build() {
            return $;
        }
    }
}
