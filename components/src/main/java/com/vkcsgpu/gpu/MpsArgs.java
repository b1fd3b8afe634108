// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * MPS sharing of the device plugin (CUDA Multi-Process Service): every GPU is advertised several times as
 * {@code nvidia.com/gpu} on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}, each replica
 * with an equal share of the GPU's memory and compute.
 */
public final class MpsArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final MpsArgs Empty = new MpsArgs();

    @Import(name = "configs")
    private @Nullable Output<Map<String, Integer>> configs;

    private MpsArgs() {
    }

    /**
     * @return Named device-plugin configs: name (e.g. {@code mps-4}) to how many pods share one GPU by MPS
     * (2-48) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
     */
    public Optional<Output<Map<String, Integer>>> configs() {
        return Optional.ofNullable(this.configs);
    }

    /** @return a builder for {@link MpsArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link MpsArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final MpsArgs $ = new MpsArgs();

        private Builder() {
        }

        /**
         * @param configs Named device-plugin configs: name (e.g. {@code mps-4}) to how many pods share one GPU
         * by MPS (2-48) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
         * @return this builder
         */
        public Builder configs(@Nullable Output<Map<String, Integer>> configs) {
            $.configs = configs;
            return this;
        }

        /**
         * @param configs Named device-plugin configs: name (e.g. {@code mps-4}) to how many pods share one GPU
         * by MPS (2-48) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
         * @return this builder
         */
        public Builder configs(@Nullable Map<String, Integer> configs) {
            return configs(configs == null ? null : Output.of(configs));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public MpsArgs build() {
            return $;
        }
    }
}
