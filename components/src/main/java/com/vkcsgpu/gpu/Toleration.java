// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** A Kubernetes toleration. */
@CustomType
public final class Toleration extends OutputType {
    @Import(name = "key")
    private @Nullable String key;
    @Import(name = "operator")
    private @Nullable String operator;
    @Import(name = "value")
    private @Nullable String value;
    @Import(name = "effect")
    private @Nullable String effect;

    private Toleration() {
    }

    /** @return Taint key, e.g. {@code nvidia.com/gpu}; empty with operator {@code Exists} tolerates everything. */
    public String key() {
        return this.key;
    }

    /** @return {@code Exists} or {@code Equal}. */
    public String operator() {
        return this.operator;
    }

    /** @return Taint value (only with {@code Equal}). */
    public String value() {
        return this.value;
    }

    /** @return {@code NoSchedule}, {@code PreferNoSchedule} or {@code NoExecute}; empty tolerates every effect. */
    public String effect() {
        return this.effect;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link Toleration}. */
    @CustomType.Builder
    public static final class Builder {
        private final Toleration $ = new Toleration();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param key Taint key, e.g. {@code nvidia.com/gpu}; empty with operator {@code Exists} tolerates
         * everything.
         * @return this builder
         */
        @CustomType.Setter("key")
        public Builder key(@Nullable String key) {
            $.key = key;
            return this;
        }

        /**
         * @param operator {@code Exists} or {@code Equal}.
         * @return this builder
         */
        @CustomType.Setter("operator")
        public Builder operator(@Nullable String operator) {
            $.operator = operator;
            return this;
        }

        /**
         * @param value Taint value (only with {@code Equal}).
         * @return this builder
         */
        @CustomType.Setter("value")
        public Builder value(@Nullable String value) {
            $.value = value;
            return this;
        }

        /**
         * @param effect {@code NoSchedule}, {@code PreferNoSchedule} or {@code NoExecute}; empty tolerates
         * every effect.
         * @return this builder
         */
        @CustomType.Setter("effect")
        public Builder effect(@Nullable String effect) {
            $.effect = effect;
            return this;
        }

        /** @return the value */
        public Toleration build() {
            return $;
        }
    }
}
