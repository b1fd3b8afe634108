// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** A container's resource requests and limits, as in a pod spec. */
public final class ContainerResourcesArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ContainerResourcesArgs Empty = new ContainerResourcesArgs();

    @Import(name = "requests")
    private @Nullable Output<ResourceQuantitiesArgs> requests;

    @Import(name = "limits")
    private @Nullable Output<ResourceQuantitiesArgs> limits;

    private ContainerResourcesArgs() {
    }

    /** @return What the scheduler reserves for the container. */
    public Optional<Output<ResourceQuantitiesArgs>> requests() {
        return Optional.ofNullable(this.requests);
    }

    /** @return The most the container may use; over its memory limit it is OOM-killed. */
    public Optional<Output<ResourceQuantitiesArgs>> limits() {
        return Optional.ofNullable(this.limits);
    }

    /** @return a builder for {@link ContainerResourcesArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ContainerResourcesArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ContainerResourcesArgs $ = new ContainerResourcesArgs();

        private Builder() {
        }

        /**
         * @param requests What the scheduler reserves for the container.
         * @return this builder
         */
        public Builder requests(@Nullable Output<ResourceQuantitiesArgs> requests) {
            $.requests = requests;
            return this;
        }

        /**
         * @param requests What the scheduler reserves for the container.
         * @return this builder
         */
        public Builder requests(@Nullable ResourceQuantitiesArgs requests) {
            return requests(requests == null ? null : Output.of(requests));
        }

        /**
         * @param limits The most the container may use; over its memory limit it is OOM-killed.
         * @return this builder
         */
        public Builder limits(@Nullable Output<ResourceQuantitiesArgs> limits) {
            $.limits = limits;
            return this;
        }

        /**
         * @param limits The most the container may use; over its memory limit it is OOM-killed.
         * @return this builder
         */
        public Builder limits(@Nullable ResourceQuantitiesArgs limits) {
            return limits(limits == null ? null : Output.of(limits));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ContainerResourcesArgs build() {
            return $;
        }
    }
}
