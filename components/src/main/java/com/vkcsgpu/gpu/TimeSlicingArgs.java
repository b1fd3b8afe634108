package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * Time-slicing of the device plugin: every GPU is advertised {@code replicas} times.
 */
public final class TimeSlicingArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final TimeSlicingArgs Empty = new TimeSlicingArgs();

    @Import(name = "replicas", required = true)
    private Output<Integer> replicas;

    @Import(name = "renameByDefault")
    private @Nullable Output<Boolean> renameByDefault;

    @Import(name = "failRequestsGreaterThanOne")
    private @Nullable Output<Boolean> failRequestsGreaterThanOne;

    /** @return How many pods may share one GPU (at least 2). */
    public Output<Integer> replicas() {
        return this.replicas;
    }

    /** @return Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}. (default {@code False}) */
    public Optional<Output<Boolean>> renameByDefault() {
        return Optional.ofNullable(this.renameByDefault);
    }

    /** @return Reject requests for more than one shared GPU (NVIDIA recommends it). (default {@code True}) */
    public Optional<Output<Boolean>> failRequestsGreaterThanOne() {
        return Optional.ofNullable(this.failRequestsGreaterThanOne);
    }

    private TimeSlicingArgs() {
    }

    /** @return a builder for {@link TimeSlicingArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link TimeSlicingArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final TimeSlicingArgs $ = new TimeSlicingArgs();

        private Builder() {
        }

        /**
         * @param replicas How many pods may share one GPU (at least 2).
         * @return this builder
         */
        public Builder replicas(Output<Integer> replicas) {
            $.replicas = replicas;
            return this;
        }

        /**
         * @param replicas How many pods may share one GPU (at least 2).
         * @return this builder
         */
        public Builder replicas(Integer replicas) {
            return replicas(Output.of(replicas));
        }

        /**
         * @param renameByDefault Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}. (default {@code False})
         * @return this builder
         */
        public Builder renameByDefault(@Nullable Output<Boolean> renameByDefault) {
            $.renameByDefault = renameByDefault;
            return this;
        }

        /**
         * @param renameByDefault Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}. (default {@code False})
         * @return this builder
         */
        public Builder renameByDefault(@Nullable Boolean renameByDefault) {
            return renameByDefault(renameByDefault == null ? null : Output.of(renameByDefault));
        }

        /**
         * @param failRequestsGreaterThanOne Reject requests for more than one shared GPU (NVIDIA recommends it). (default {@code True})
         * @return this builder
         */
        public Builder failRequestsGreaterThanOne(@Nullable Output<Boolean> failRequestsGreaterThanOne) {
            $.failRequestsGreaterThanOne = failRequestsGreaterThanOne;
            return this;
        }

        /**
         * @param failRequestsGreaterThanOne Reject requests for more than one shared GPU (NVIDIA recommends it). (default {@code True})
         * @return this builder
         */
        public Builder failRequestsGreaterThanOne(@Nullable Boolean failRequestsGreaterThanOne) {
            return failRequestsGreaterThanOne(failRequestsGreaterThanOne == null ? null : Output.of(failRequestsGreaterThanOne));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public TimeSlicingArgs build() {
            Objects.requireNonNull($.replicas, "TimeSlicingArgs.replicas is required");
            return $;
        }
    }
}
