package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * A Kubernetes taint that a node group puts on its nodes.
 */
public final class NodeGroupTaintArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final NodeGroupTaintArgs Empty = new NodeGroupTaintArgs();

    @Import(name = "key", required = true)
    private Output<String> key;

    @Import(name = "value", required = true)
    private Output<String> value;

    @Import(name = "effect", required = true)
    private Output<String> effect;

    /** @return the taint key, such as {@code nvidia.com/gpu} */
    public Output<String> key() {
        return this.key;
    }

    /** @return the taint value (required and non-empty on VK Cloud), such as {@code present} */
    public Output<String> value() {
        return this.value;
    }

    /** @return {@code NoSchedule}, {@code PreferNoSchedule} or {@code NoExecute} */
    public Output<String> effect() {
        return this.effect;
    }

    private NodeGroupTaintArgs() {
    }

    /** @return a builder for {@link NodeGroupTaintArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NodeGroupTaintArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final NodeGroupTaintArgs $ = new NodeGroupTaintArgs();

        private Builder() {
        }

        /**
         * @param key the taint key, such as {@code nvidia.com/gpu}
         * @return this builder
         */
        public Builder key(Output<String> key) {
            $.key = key;
            return this;
        }

        /**
         * @param key the taint key, such as {@code nvidia.com/gpu}
         * @return this builder
         */
        public Builder key(String key) {
            return key(Output.of(key));
        }

        /**
         * @param value the taint value (required)
         * @return this builder
         */
        public Builder value(@Nullable Output<String> value) {
            $.value = value;
            return this;
        }

        /**
         * @param value the taint value (required)
         * @return this builder
         */
        public Builder value(@Nullable String value) {
            return value(value == null ? null : Output.of(value));
        }

        /**
         * @param effect {@code NoSchedule}, {@code PreferNoSchedule} or {@code NoExecute}
         * @return this builder
         */
        public Builder effect(Output<String> effect) {
            $.effect = effect;
            return this;
        }

        /**
         * @param effect {@code NoSchedule}, {@code PreferNoSchedule} or {@code NoExecute}
         * @return this builder
         */
        public Builder effect(String effect) {
            return effect(Output.of(effect));
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public NodeGroupTaintArgs build() {
            Objects.requireNonNull($.key, "NodeGroupTaintArgs.key is required");
            Objects.requireNonNull($.value, "NodeGroupTaintArgs.value is required");
            Objects.requireNonNull($.effect, "NodeGroupTaintArgs.effect is required");
            return $;
        }
    }
}
