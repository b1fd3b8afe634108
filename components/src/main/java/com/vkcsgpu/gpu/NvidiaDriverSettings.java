// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** Drivers managed through NVIDIADriver resources instead of the ClusterPolicy (per-pool driver versions). */
@CustomType
public final class NvidiaDriverSettings extends OutputType {
    @Import(name = "enabled")
    private @Nullable Boolean enabled;
    @Import(name = "deployDefaultCr")
    private @Nullable Boolean deployDefaultCr;
    @Import(name = "driverType")
    private @Nullable String driverType;

    private NvidiaDriverSettings() {
    }

    /** @return Use NVIDIADriver resources. */
    public Boolean enabled() {
        return this.enabled;
    }

    /** @return Have the chart create a default NVIDIADriver. */
    public Boolean deployDefaultCr() {
        return this.deployDefaultCr;
    }

    /** @return {@code gpu}, {@code vgpu} or {@code vgpu-host-manager}. */
    public String driverType() {
        return this.driverType;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NvidiaDriverSettings}. */
    @CustomType.Builder
    public static final class Builder {
        private final NvidiaDriverSettings $ = new NvidiaDriverSettings();

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
         * @param deployDefaultCr Have the chart create a default NVIDIADriver.
         * @return this builder
         */
        @CustomType.Setter("deployDefaultCr")
        public Builder deployDefaultCr(@Nullable Boolean deployDefaultCr) {
            $.deployDefaultCr = deployDefaultCr;
            return this;
        }

        /**
         * @param driverType {@code gpu}, {@code vgpu} or {@code vgpu-host-manager}.
         * @return this builder
         */
        @CustomType.Setter("driverType")
        public Builder driverType(@Nullable String driverType) {
            $.driverType = driverType;
            return this;
        }

        /** @return the value */
        public NvidiaDriverSettings build() {
            return $;
        }
    }
}
