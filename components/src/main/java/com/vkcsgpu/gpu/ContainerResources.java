// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** A container's resource requests and limits, as in a pod spec. */
@CustomType
public final class ContainerResources extends OutputType {
    @Import(name = "requests")
    private @Nullable ResourceQuantities requests;
    @Import(name = "limits")
    private @Nullable ResourceQuantities limits;

    private ContainerResources() {
    }

    /** @return What the scheduler reserves for the container. */
    public ResourceQuantities requests() {
        return this.requests;
    }

    /** @return The most the container may use; over its memory limit it is OOM-killed. */
    public ResourceQuantities limits() {
        return this.limits;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ContainerResources}. */
    @CustomType.Builder
    public static final class Builder {
        private final ContainerResources $ = new ContainerResources();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param requests What the scheduler reserves for the container.
         * @return this builder
         */
        @CustomType.Setter("requests")
        public Builder requests(@Nullable ResourceQuantities requests) {
            $.requests = requests;
            return this;
        }

        /**
         * @param limits The most the container may use; over its memory limit it is OOM-killed.
         * @return this builder
         */
        @CustomType.Setter("limits")
        public Builder limits(@Nullable ResourceQuantities limits) {
            $.limits = limits;
            return this;
        }

        /** @return the value */
        public ContainerResources build() {
            return $;
        }
    }
}
