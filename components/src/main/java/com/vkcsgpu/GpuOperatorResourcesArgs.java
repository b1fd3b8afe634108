package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import javax.annotation.Nullable;

/**
 * One operand's requests and limits, overriding vkcs-gpu's default for it ({@link com.vkcsgpu.operator.OperandResources}
 * says what each default is and why); an unset quantity keeps the default.
 */
@Doc("Requests and limits of one GPU Operator operand's container; each unset quantity keeps vkcs-gpu's default "
        + "for the operand.")
public final class GpuOperatorResourcesArgs extends ResourceArgs {
    @Doc("CPU reserved, such as `100m`.")
    @Import(name = "cpuRequest")
    private @Nullable String cpuRequest;

    @Doc("Memory reserved, such as `512Mi`.")
    @Import(name = "memoryRequest")
    private @Nullable String memoryRequest;

    @Doc("The most CPU the container may use, such as `2`.")
    @Import(name = "cpuLimit")
    private @Nullable String cpuLimit;

    @Doc("The most memory the container may use, such as `4Gi`; over it the container is OOM-killed.")
    @Import(name = "memoryLimit")
    private @Nullable String memoryLimit;

    private GpuOperatorResourcesArgs() {
    }

    /** @return a builder for {@link GpuOperatorResourcesArgs} */
    public static Builder builder() {
        return new Builder();
    }

    @Nullable String cpuRequest() {
        return cpuRequest;
    }

    @Nullable String memoryRequest() {
        return memoryRequest;
    }

    @Nullable String cpuLimit() {
        return cpuLimit;
    }

    @Nullable String memoryLimit() {
        return memoryLimit;
    }

    /** Builds {@link GpuOperatorResourcesArgs}; {@link GpuOperator} checks the quantities when created. */
    public static final class Builder {
        private final GpuOperatorResourcesArgs $ = new GpuOperatorResourcesArgs();

        private Builder() {
        }

        /** Sets {@code cpuRequest}. */
        public Builder cpuRequest(@Nullable String cpuRequest) {
            $.cpuRequest = cpuRequest;
            return this;
        }

        /** Sets {@code memoryRequest}. */
        public Builder memoryRequest(@Nullable String memoryRequest) {
            $.memoryRequest = memoryRequest;
            return this;
        }

        /** Sets {@code cpuLimit}. */
        public Builder cpuLimit(@Nullable String cpuLimit) {
            $.cpuLimit = cpuLimit;
            return this;
        }

        /** Sets {@code memoryLimit}. */
        public Builder memoryLimit(@Nullable String memoryLimit) {
            $.memoryLimit = memoryLimit;
            return this;
        }

        /** @return the args */
        public GpuOperatorResourcesArgs build() {
            return $;
        }
    }
}
