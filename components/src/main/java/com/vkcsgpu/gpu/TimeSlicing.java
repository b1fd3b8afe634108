// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Time-slicing of the device plugin: every GPU is advertised several times. Set {@code replicas} for every
 * node, {@code configs} for the nodes labelled {@code nvidia.com/device-plugin.config=<name>}, or both.
 */
@CustomType
public final class TimeSlicing extends OutputType {
    @Import(name = "replicas")
    private @Nullable Integer replicas;
    @Import(name = "configs")
    private @Nullable Map<String, Integer> configs;
    @Import(name = "renameByDefault")
    private @Nullable Boolean renameByDefault;
    @Import(name = "failRequestsGreaterThanOne")
    private @Nullable Boolean failRequestsGreaterThanOne;

    private TimeSlicing() {
    }

    /**
     * @return How many pods may share one GPU on every node without a config label (at least 2); the
     * device-plugin config {@code default}.
     */
    public Integer replicas() {
        return this.replicas;
    }

    /**
     * @return Named device-plugin configs: name (e.g. {@code time-slicing-4}) to how many pods may share one
     * GPU (at least 2) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
     */
    public Map<String, Integer> configs() {
        return this.configs;
    }

    /** @return Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}. Default: false. */
    public Boolean renameByDefault() {
        return this.renameByDefault;
    }

    /** @return Reject requests for more than one shared GPU (NVIDIA recommends it). Default: true. */
    public Boolean failRequestsGreaterThanOne() {
        return this.failRequestsGreaterThanOne;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link TimeSlicing}. */
    @CustomType.Builder
    public static final class Builder {
        private final TimeSlicing $ = new TimeSlicing();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param replicas How many pods may share one GPU on every node without a config label (at least 2);
         * the device-plugin config {@code default}.
         * @return this builder
         */
        @CustomType.Setter("replicas")
        public Builder replicas(@Nullable Integer replicas) {
            $.replicas = replicas;
            return this;
        }

        /**
         * @param configs Named device-plugin configs: name (e.g. {@code time-slicing-4}) to how many pods may
         * share one GPU (at least 2) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
         * @return this builder
         */
        @CustomType.Setter("configs")
        public Builder configs(@Nullable Map<String, Integer> configs) {
            $.configs = configs;
            return this;
        }

        /**
         * @param renameByDefault Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}.
         * Default: false.
         * @return this builder
         */
        @CustomType.Setter("renameByDefault")
        public Builder renameByDefault(@Nullable Boolean renameByDefault) {
            $.renameByDefault = renameByDefault;
            return this;
        }

        /**
         * @param failRequestsGreaterThanOne Reject requests for more than one shared GPU (NVIDIA recommends
         * it). Default: true.
         * @return this builder
         */
        @CustomType.Setter("failRequestsGreaterThanOne")
        public Builder failRequestsGreaterThanOne(@Nullable Boolean failRequestsGreaterThanOne) {
            $.failRequestsGreaterThanOne = failRequestsGreaterThanOne;
            return this;
        }

        /** @return the value */
        public TimeSlicing build() {
            return $;
        }
    }
}
