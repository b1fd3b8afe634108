// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** CPU and memory, as Kubernetes quantities. */
public final class ResourceQuantitiesArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ResourceQuantitiesArgs Empty = new ResourceQuantitiesArgs();

    @Import(name = "cpu")
    private @Nullable Output<String> cpu;

    @Import(name = "memory")
    private @Nullable Output<String> memory;

    private ResourceQuantitiesArgs() {
    }

    /** @return CPU, such as {@code 100m} (a tenth of a core) or {@code 1}. */
    public Optional<Output<String>> cpu() {
        return Optional.ofNullable(this.cpu);
    }

    /** @return Memory, such as {@code 512Mi} or {@code 2Gi}. */
    public Optional<Output<String>> memory() {
        return Optional.ofNullable(this.memory);
    }

    /** @return a builder for {@link ResourceQuantitiesArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ResourceQuantitiesArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ResourceQuantitiesArgs $ = new ResourceQuantitiesArgs();

        private Builder() {
        }

        /**
         * @param cpu CPU, such as {@code 100m} (a tenth of a core) or {@code 1}.
         * @return this builder
         */
        public Builder cpu(@Nullable Output<String> cpu) {
            $.cpu = cpu;
            return this;
        }

        /**
         * @param cpu CPU, such as {@code 100m} (a tenth of a core) or {@code 1}.
         * @return this builder
         */
        public Builder cpu(@Nullable String cpu) {
            return cpu(cpu == null ? null : Output.of(cpu));
        }

        /**
         * @param memory Memory, such as {@code 512Mi} or {@code 2Gi}.
         * @return this builder
         */
        public Builder memory(@Nullable Output<String> memory) {
            $.memory = memory;
            return this;
        }

        /**
         * @param memory Memory, such as {@code 512Mi} or {@code 2Gi}.
         * @return this builder
         */
        public Builder memory(@Nullable String memory) {
            return memory(memory == null ? null : Output.of(memory));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ResourceQuantitiesArgs build() {
            return $;
        }
    }
}
