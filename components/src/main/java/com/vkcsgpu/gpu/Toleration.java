// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** A Kubernetes toleration, as in a pod spec: lets pods onto nodes with a matching taint. */
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

    /**
     * @return The taint key, such as {@code nvidia.com/gpu}; empty with operator {@code Exists} tolerates every
     * taint.
     */
    public String key() {
        return this.key;
    }

    /**
     * @return How the taint's value is matched: {@code Equal} to the value, or {@code Exists} for any value.
     * Default: {@code Equal} when a value is given, else {@code Exists}. One of {@code Exists} or
     * {@code Equal}.
     */
    public String operator() {
        return this.operator;
    }

    /** @return The taint value, with {@code Equal}; absent with {@code Exists}. */
    public String value() {
        return this.value;
    }

    /**
     * @return The effect tolerated; unset tolerates every effect. One of {@code NoSchedule},
     * {@code PreferNoSchedule} or {@code NoExecute}.
     */
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
         * @param key The taint key, such as {@code nvidia.com/gpu}; empty with operator {@code Exists}
         * tolerates every taint.
         * @return this builder
         */
        @CustomType.Setter("key")
        public Builder key(@Nullable String key) {
            $.key = key;
            return this;
        }

        /**
         * @param operator How the taint's value is matched: {@code Equal} to the value, or {@code Exists} for
         * any value. Default: {@code Equal} when a value is given, else {@code Exists}. One of {@code Exists}
         * or {@code Equal}.
         * @return this builder
         */
        @CustomType.Setter("operator")
        public Builder operator(@Nullable String operator) {
            $.operator = operator;
            return this;
        }

        /**
         * @param value The taint value, with {@code Equal}; absent with {@code Exists}.
         * @return this builder
         */
        @CustomType.Setter("value")
        public Builder value(@Nullable String value) {
            $.value = value;
            return this;
        }

        /**
         * @param effect The effect tolerated; unset tolerates every effect. One of {@code NoSchedule},
         * {@code PreferNoSchedule} or {@code NoExecute}.
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
