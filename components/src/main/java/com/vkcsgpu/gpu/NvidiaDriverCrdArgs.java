// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** Drivers managed through NVIDIADriver resources instead of the ClusterPolicy (per-pool driver versions). */
public final class NvidiaDriverCrdArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final NvidiaDriverCrdArgs Empty = new NvidiaDriverCrdArgs();

    @Import(name = "enabled")
    private @Nullable Output<Boolean> enabled;

    @Import(name = "deployDefaultCR")
    private @Nullable Output<Boolean> deployDefaultCR;

    @Import(name = "driverType")
    private @Nullable Output<String> driverType;

    private NvidiaDriverCrdArgs() {
    }

    /** @return Use NVIDIADriver resources. */
    public Optional<Output<Boolean>> enabled() {
        return Optional.ofNullable(this.enabled);
    }

    /** @return Have the chart create a default NVIDIADriver. */
    public Optional<Output<Boolean>> deployDefaultCR() {
        return Optional.ofNullable(this.deployDefaultCR);
    }

    /**
     * @return The kind of driver the NVIDIADriver installs. One of {@code gpu}, {@code vgpu} or
     * {@code vgpu-host-manager}.
     */
    public Optional<Output<String>> driverType() {
        return Optional.ofNullable(this.driverType);
    }

    /** @return a builder for {@link NvidiaDriverCrdArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NvidiaDriverCrdArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final NvidiaDriverCrdArgs $ = new NvidiaDriverCrdArgs();

        private Builder() {
        }

        /**
         * @param enabled Use NVIDIADriver resources.
         * @return this builder
         */
        public Builder enabled(@Nullable Output<Boolean> enabled) {
            $.enabled = enabled;
            return this;
        }

        /**
         * @param enabled Use NVIDIADriver resources.
         * @return this builder
         */
        public Builder enabled(@Nullable Boolean enabled) {
            return enabled(enabled == null ? null : Output.of(enabled));
        }

        /**
         * @param deployDefaultCR Have the chart create a default NVIDIADriver.
         * @return this builder
         */
        public Builder deployDefaultCR(@Nullable Output<Boolean> deployDefaultCR) {
            $.deployDefaultCR = deployDefaultCR;
            return this;
        }

        /**
         * @param deployDefaultCR Have the chart create a default NVIDIADriver.
         * @return this builder
         */
        public Builder deployDefaultCR(@Nullable Boolean deployDefaultCR) {
            return deployDefaultCR(deployDefaultCR == null ? null : Output.of(deployDefaultCR));
        }

        /**
         * @param driverType The kind of driver the NVIDIADriver installs. One of {@code gpu}, {@code vgpu} or
         * {@code vgpu-host-manager}.
         * @return this builder
         */
        public Builder driverType(@Nullable Output<String> driverType) {
            $.driverType = driverType;
            return this;
        }

        /**
         * @param driverType The kind of driver the NVIDIADriver installs. One of {@code gpu}, {@code vgpu} or
         * {@code vgpu-host-manager}.
         * @return this builder
         */
        public Builder driverType(@Nullable String driverType) {
            return driverType(driverType == null ? null : Output.of(driverType));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public NvidiaDriverCrdArgs build() {
            return $;
        }
    }
}
