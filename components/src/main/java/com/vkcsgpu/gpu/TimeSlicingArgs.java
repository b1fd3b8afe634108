// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * Time-slicing of the device plugin: every GPU is advertised several times. Set {@code replicas} for every
 * node, {@code configs} for the nodes labelled {@code nvidia.com/device-plugin.config=<name>}, or both.
 */
public final class TimeSlicingArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final TimeSlicingArgs Empty = new TimeSlicingArgs();

    @Import(name = "replicas")
    private @Nullable Output<Integer> replicas;

    @Import(name = "configs")
    private @Nullable Output<Map<String, Integer>> configs;

    @Import(name = "renameByDefault")
    private @Nullable Output<Boolean> renameByDefault;

    @Import(name = "failRequestsGreaterThanOne")
    private @Nullable Output<Boolean> failRequestsGreaterThanOne;

    private TimeSlicingArgs() {
    }

    /**
     * @return How many pods may share one GPU on every node without a config label (at least 2); the
     * device-plugin config {@code default}.
     */
    public Optional<Output<Integer>> replicas() {
        return Optional.ofNullable(this.replicas);
    }

    /**
     * @return Named device-plugin configs: name (e.g. {@code time-slicing-4}) to how many pods may share one
     * GPU (at least 2) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
     */
    public Optional<Output<Map<String, Integer>>> configs() {
        return Optional.ofNullable(this.configs);
    }

    /** @return Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}. Default: false. */
    public Optional<Output<Boolean>> renameByDefault() {
        return Optional.ofNullable(this.renameByDefault);
    }

    /** @return Reject requests for more than one shared GPU (NVIDIA recommends it). Default: true. */
    public Optional<Output<Boolean>> failRequestsGreaterThanOne() {
        return Optional.ofNullable(this.failRequestsGreaterThanOne);
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
         * @param replicas How many pods may share one GPU on every node without a config label (at least 2);
         * the device-plugin config {@code default}.
         * @return this builder
         */
        public Builder replicas(@Nullable Output<Integer> replicas) {
            $.replicas = replicas;
            return this;
        }

        /**
         * @param replicas How many pods may share one GPU on every node without a config label (at least 2);
         * the device-plugin config {@code default}.
         * @return this builder
         */
        public Builder replicas(@Nullable Integer replicas) {
            return replicas(replicas == null ? null : Output.of(replicas));
        }

        /**
         * @param configs Named device-plugin configs: name (e.g. {@code time-slicing-4}) to how many pods may
         * share one GPU (at least 2) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
         * @return this builder
         */
        public Builder configs(@Nullable Output<Map<String, Integer>> configs) {
            $.configs = configs;
            return this;
        }

        /**
         * @param configs Named device-plugin configs: name (e.g. {@code time-slicing-4}) to how many pods may
         * share one GPU (at least 2) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
         * @return this builder
         */
        public Builder configs(@Nullable Map<String, Integer> configs) {
            return configs(configs == null ? null : Output.of(configs));
        }

        /**
         * @param renameByDefault Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}.
         * Default: false.
         * @return this builder
         */
        public Builder renameByDefault(@Nullable Output<Boolean> renameByDefault) {
            $.renameByDefault = renameByDefault;
            return this;
        }

        /**
         * @param renameByDefault Advertise {@code nvidia.com/gpu.shared} instead of {@code nvidia.com/gpu}.
         * Default: false.
         * @return this builder
         */
        public Builder renameByDefault(@Nullable Boolean renameByDefault) {
            return renameByDefault(renameByDefault == null ? null : Output.of(renameByDefault));
        }

        /**
         * @param failRequestsGreaterThanOne Reject requests for more than one shared GPU (NVIDIA recommends
         * it). Default: true.
         * @return this builder
         */
        public Builder failRequestsGreaterThanOne(@Nullable Output<Boolean> failRequestsGreaterThanOne) {
            $.failRequestsGreaterThanOne = failRequestsGreaterThanOne;
            return this;
        }

        /**
         * @param failRequestsGreaterThanOne Reject requests for more than one shared GPU (NVIDIA recommends
         * it). Default: true.
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
            return $;
        }
    }
}
