// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** CPU and memory, as Kubernetes quantities. */
@CustomType
public final class ResourceQuantities extends OutputType {
    @Import(name = "cpu")
    private @Nullable String cpu;
    @Import(name = "memory")
    private @Nullable String memory;

    private ResourceQuantities() {
    }

    /** @return CPU, such as {@code 100m} (a tenth of a core) or {@code 1}. */
    public String cpu() {
        return this.cpu;
    }

    /** @return Memory, such as {@code 512Mi} or {@code 2Gi}. */
    public String memory() {
        return this.memory;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ResourceQuantities}. */
    @CustomType.Builder
    public static final class Builder {
        private final ResourceQuantities $ = new ResourceQuantities();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param cpu CPU, such as {@code 100m} (a tenth of a core) or {@code 1}.
         * @return this builder
         */
        @CustomType.Setter("cpu")
        public Builder cpu(@Nullable String cpu) {
            $.cpu = cpu;
            return this;
        }

        /**
         * @param memory Memory, such as {@code 512Mi} or {@code 2Gi}.
         * @return this builder
         */
        @CustomType.Setter("memory")
        public Builder memory(@Nullable String memory) {
            $.memory = memory;
            return this;
        }

        /** @return the value */
        public ResourceQuantities build() {
            return $;
        }
    }
}
