// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * MPS sharing of the device plugin (CUDA Multi-Process Service): every GPU is advertised several times as
 * {@code nvidia.com/gpu} on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}, each replica
 * with an equal share of the GPU's memory and compute.
 */
@CustomType
public final class Mps extends OutputType {
    @Import(name = "configs")
    private @Nullable Map<String, Integer> configs;

    private Mps() {
    }

    /**
     * @return Named device-plugin configs: name (e.g. {@code mps-4}) to how many pods share one GPU by MPS
     * (2-48) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
     */
    public Map<String, Integer> configs() {
        return this.configs;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link Mps}. */
    @CustomType.Builder
    public static final class Builder {
        private final Mps $ = new Mps();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param configs Named device-plugin configs: name (e.g. {@code mps-4}) to how many pods share one GPU
         * by MPS (2-48) on the nodes labelled {@code nvidia.com/device-plugin.config=<name>}.
         * @return this builder
         */
        @CustomType.Setter("configs")
        public Builder configs(@Nullable Map<String, Integer> configs) {
            $.configs = configs;
            return this;
        }

        /** @return the value */
        public Mps build() {
            return $;
        }
    }
}
