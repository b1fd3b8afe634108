package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import javax.annotation.Nullable;

/**
 * Time-slicing of the device plugin: every GPU is advertised {@code replicas} times. (output)
 */
@CustomType
public final class TimeSlicing {
    private @Nullable Integer replicas;
    private @Nullable Boolean renameByDefault;
    private @Nullable Boolean failRequestsGreaterThanOne;

    private TimeSlicing() {
    }

    /** @return How many pods may share one GPU (at least 2). */
    public Integer replicas() {
        return this.replicas;
    }

    /** @return Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}. */
    public Boolean renameByDefault() {
        return this.renameByDefault;
    }

    /** @return Reject requests for more than one shared GPU (NVIDIA recommends it). */
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
         * @param replicas How many pods may share one GPU (at least 2).
         * @return this builder
         */
        @CustomType.Setter("replicas")
        public Builder replicas(@Nullable Integer replicas) {
            $.replicas = replicas;
            return this;
        }

        /**
         * @param renameByDefault Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}.
         * @return this builder
         */
        @CustomType.Setter("renameByDefault")
        public Builder renameByDefault(@Nullable Boolean renameByDefault) {
            $.renameByDefault = renameByDefault;
            return this;
        }

        /**
         * @param failRequestsGreaterThanOne Reject requests for more than one shared GPU (NVIDIA recommends it).
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
