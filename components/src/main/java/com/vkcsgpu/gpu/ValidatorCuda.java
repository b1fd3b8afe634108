// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import java.util.List;
import javax.annotation.Nullable;

/** The validator's CUDA validation. */
@CustomType
public final class ValidatorCuda extends OutputType {
    @Import(name = "env")
    private @Nullable List<EnvVar> env;

    private ValidatorCuda() {
    }

    /** @return Environment of the CUDA validation, e.g. {@code WITH_WORKLOAD=false} to skip its workload pod. */
    public List<EnvVar> env() {
        return this.env;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ValidatorCuda}. */
    @CustomType.Builder
    public static final class Builder {
        private final ValidatorCuda $ = new ValidatorCuda();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param env Environment of the CUDA validation, e.g. {@code WITH_WORKLOAD=false} to skip its workload
         * pod.
         * @return this builder
         */
        @CustomType.Setter("env")
        public Builder env(@Nullable List<EnvVar> env) {
            $.env = env;
            return this;
        }

        /** @return the value */
        public ValidatorCuda build() {
            return $;
        }
    }
}
