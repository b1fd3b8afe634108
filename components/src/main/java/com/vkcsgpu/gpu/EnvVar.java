// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** A container environment variable. */
@CustomType
public final class EnvVar extends OutputType {
    @Import(name = "name")
    private @Nullable String name;
    @Import(name = "value")
    private @Nullable String value;

    private EnvVar() {
    }

    /** @return Name. */
    public String name() {
        return this.name;
    }

    /** @return Value. */
    public String value() {
        return this.value;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link EnvVar}. */
    @CustomType.Builder
    public static final class Builder {
        private final EnvVar $ = new EnvVar();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param name Name.
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(@Nullable String name) {
            $.name = name;
            return this;
        }

        /**
         * @param value Value.
         * @return this builder
         */
        @CustomType.Setter("value")
        public Builder value(@Nullable String value) {
            $.value = value;
            return this;
        }

        /** @return the value */
        public EnvVar build() {
            return $;
        }
    }
}
