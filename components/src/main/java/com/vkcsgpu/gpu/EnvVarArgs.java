// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** A container environment variable. */
public final class EnvVarArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final EnvVarArgs Empty = new EnvVarArgs();

    @Import(name = "name")
    private @Nullable Output<String> name;

    @Import(name = "value")
    private @Nullable Output<String> value;

    private EnvVarArgs() {
    }

    /** @return Name. */
    public Optional<Output<String>> name() {
        return Optional.ofNullable(this.name);
    }

    /** @return Value. */
    public Optional<Output<String>> value() {
        return Optional.ofNullable(this.value);
    }

    /** @return a builder for {@link EnvVarArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link EnvVarArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final EnvVarArgs $ = new EnvVarArgs();

        private Builder() {
        }

        /**
         * @param name Name.
         * @return this builder
         */
        public Builder name(@Nullable Output<String> name) {
            $.name = name;
            return this;
        }

        /**
         * @param name Name.
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            return name(name == null ? null : Output.of(name));
        }

        /**
         * @param value Value.
         * @return this builder
         */
        public Builder value(@Nullable Output<String> value) {
            $.value = value;
            return this;
        }

        /**
         * @param value Value.
         * @return this builder
         */
        public Builder value(@Nullable String value) {
            return value(value == null ? null : Output.of(value));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public EnvVarArgs build() {
            return $;
        }
    }
}
