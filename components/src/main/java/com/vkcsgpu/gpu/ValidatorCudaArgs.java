// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Optional;
import javax.annotation.Nullable;

/** The validator's CUDA validation. */
public final class ValidatorCudaArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ValidatorCudaArgs Empty = new ValidatorCudaArgs();

    @Import(name = "env")
    private @Nullable Output<List<EnvVarArgs>> env;

    private ValidatorCudaArgs() {
    }

    /** @return Environment of the CUDA validation, e.g. {@code WITH_WORKLOAD=false} to skip its workload pod. */
    public Optional<Output<List<EnvVarArgs>>> env() {
        return Optional.ofNullable(this.env);
    }

    /** @return a builder for {@link ValidatorCudaArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ValidatorCudaArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ValidatorCudaArgs $ = new ValidatorCudaArgs();

        private Builder() {
        }

        /**
         * @param env Environment of the CUDA validation, e.g. {@code WITH_WORKLOAD=false} to skip its workload
         * pod.
         * @return this builder
         */
        public Builder env(@Nullable Output<List<EnvVarArgs>> env) {
            $.env = env;
            return this;
        }

        /**
         * @param env Environment of the CUDA validation, e.g. {@code WITH_WORKLOAD=false} to skip its workload
         * pod.
         * @return this builder
         */
        public Builder env(@Nullable List<EnvVarArgs> env) {
            return env(env == null ? null : Output.of(env));
        }

        /**
         * @param env Environment of the CUDA validation, e.g. {@code WITH_WORKLOAD=false} to skip its workload
         * pod.
         * @return this builder
         */
        public Builder env(EnvVarArgs... env) {
            return env(List.of(env));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ValidatorCudaArgs build() {
            return $;
        }
    }
}
