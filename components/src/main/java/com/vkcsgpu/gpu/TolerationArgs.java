// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Optional;
import javax.annotation.Nullable;

/** A Kubernetes toleration, as in a pod spec: lets pods onto nodes with a matching taint. */
public final class TolerationArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final TolerationArgs Empty = new TolerationArgs();

    @Import(name = "key")
    private @Nullable Output<String> key;

    @Import(name = "operator")
    private @Nullable Output<String> operator;

    @Import(name = "value")
    private @Nullable Output<String> value;

    @Import(name = "effect")
    private @Nullable Output<String> effect;

    private TolerationArgs() {
    }

    /**
     * @return The taint key, such as {@code nvidia.com/gpu}; empty with operator {@code Exists} tolerates every
     * taint.
     */
    public Optional<Output<String>> key() {
        return Optional.ofNullable(this.key);
    }

    /**
     * @return How the taint's value is matched: {@code Equal} to the value, or {@code Exists} for any value.
     * Default: {@code Equal} when a value is given, else {@code Exists}. One of {@code Exists} or
     * {@code Equal}.
     */
    public Optional<Output<String>> operator() {
        return Optional.ofNullable(this.operator);
    }

    /** @return The taint value, with {@code Equal}; absent with {@code Exists}. */
    public Optional<Output<String>> value() {
        return Optional.ofNullable(this.value);
    }

    /**
     * @return The effect tolerated; unset tolerates every effect. One of {@code NoSchedule},
     * {@code PreferNoSchedule} or {@code NoExecute}.
     */
    public Optional<Output<String>> effect() {
        return Optional.ofNullable(this.effect);
    }

    /** @return a builder for {@link TolerationArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link TolerationArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final TolerationArgs $ = new TolerationArgs();

        private Builder() {
        }

        /**
         * @param key The taint key, such as {@code nvidia.com/gpu}; empty with operator {@code Exists}
         * tolerates every taint.
         * @return this builder
         */
        public Builder key(@Nullable Output<String> key) {
            $.key = key;
            return this;
        }

        /**
         * @param key The taint key, such as {@code nvidia.com/gpu}; empty with operator {@code Exists}
         * tolerates every taint.
         * @return this builder
         */
        public Builder key(@Nullable String key) {
            return key(key == null ? null : Output.of(key));
        }

        /**
         * @param operator How the taint's value is matched: {@code Equal} to the value, or {@code Exists} for
         * any value. Default: {@code Equal} when a value is given, else {@code Exists}. One of {@code Exists}
         * or {@code Equal}.
         * @return this builder
         */
        public Builder operator(@Nullable Output<String> operator) {
            $.operator = operator;
            return this;
        }

        /**
         * @param operator How the taint's value is matched: {@code Equal} to the value, or {@code Exists} for
         * any value. Default: {@code Equal} when a value is given, else {@code Exists}. One of {@code Exists}
         * or {@code Equal}.
         * @return this builder
         */
        public Builder operator(@Nullable String operator) {
            return operator(operator == null ? null : Output.of(operator));
        }

        /**
         * @param value The taint value, with {@code Equal}; absent with {@code Exists}.
         * @return this builder
         */
        public Builder value(@Nullable Output<String> value) {
            $.value = value;
            return this;
        }

        /**
         * @param value The taint value, with {@code Equal}; absent with {@code Exists}.
         * @return this builder
         */
        public Builder value(@Nullable String value) {
            return value(value == null ? null : Output.of(value));
        }

        /**
         * @param effect The effect tolerated; unset tolerates every effect. One of {@code NoSchedule},
         * {@code PreferNoSchedule} or {@code NoExecute}.
         * @return this builder
         */
        public Builder effect(@Nullable Output<String> effect) {
            $.effect = effect;
            return this;
        }

        /**
         * @param effect The effect tolerated; unset tolerates every effect. One of {@code NoSchedule},
         * {@code PreferNoSchedule} or {@code NoExecute}.
         * @return this builder
         */
        public Builder effect(@Nullable String effect) {
            return effect(effect == null ? null : Output.of(effect));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public TolerationArgs build() {
            return $;
        }
    }
}
