// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import javax.annotation.Nullable;

/**
 * A Kubernetes taint on the nodes of a node group: pods without a matching toleration are kept off (or
 * evicted).
 */
public final class TaintArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final TaintArgs Empty = new TaintArgs();

    @Import(name = "key", required = true)
    private Output<String> key;

    @Import(name = "value", required = true)
    private Output<String> value;

    @Import(name = "effect", required = true)
    private Output<String> effect;

    private TaintArgs() {
    }

    /**
     * @return Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a name
     * of at most 63 letters, digits, '-', '_' or '.' (e.g. {@code nvidia.com/gpu}).
     */
    public Output<String> key() {
        return this.key;
    }

    /**
     * @return Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a value,
     * e.g. {@code present}.
     */
    public Output<String> value() {
        return this.value;
    }

    /**
     * @return The taint's effect, case-sensitive. One of {@code NoSchedule}, {@code PreferNoSchedule} or
     * {@code NoExecute}.
     */
    public Output<String> effect() {
        return this.effect;
    }

    /** @return a builder for {@link TaintArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link TaintArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final TaintArgs $ = new TaintArgs();

        private Builder() {
        }

        /**
         * @param key Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a
         * name of at most 63 letters, digits, '-', '_' or '.' (e.g. {@code nvidia.com/gpu}).
         * @return this builder
         */
        public Builder key(@Nullable Output<String> key) {
            $.key = key;
            return this;
        }

        /**
         * @param key Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a
         * name of at most 63 letters, digits, '-', '_' or '.' (e.g. {@code nvidia.com/gpu}).
         * @return this builder
         */
        public Builder key(@Nullable String key) {
            return key(key == null ? null : Output.of(key));
        }

        /**
         * @param value Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a
         * value, e.g. {@code present}.
         * @return this builder
         */
        public Builder value(@Nullable Output<String> value) {
            $.value = value;
            return this;
        }

        /**
         * @param value Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a
         * value, e.g. {@code present}.
         * @return this builder
         */
        public Builder value(@Nullable String value) {
            return value(value == null ? null : Output.of(value));
        }

        /**
         * @param effect The taint's effect, case-sensitive. One of {@code NoSchedule}, {@code PreferNoSchedule}
         * or {@code NoExecute}.
         * @return this builder
         */
        public Builder effect(@Nullable Output<String> effect) {
            $.effect = effect;
            return this;
        }

        /**
         * @param effect The taint's effect, case-sensitive. One of {@code NoSchedule}, {@code PreferNoSchedule}
         * or {@code NoExecute}.
         * @return this builder
         */
        public Builder effect(@Nullable String effect) {
            return effect(effect == null ? null : Output.of(effect));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public TaintArgs build() {
            Objects.requireNonNull($.key, "TaintArgs.key is required");
            Objects.requireNonNull($.value, "TaintArgs.value is required");
            Objects.requireNonNull($.effect, "TaintArgs.effect is required");
            return $;
        }
    }
}
