package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/**
 * A taint that a node group puts on its nodes (output).
 */
@CustomType
public final class NodeGroupTaint extends OutputType {
    @Import(name = "key")
    private @Nullable String key;
    @Import(name = "value")
    private @Nullable String value;
    @Import(name = "effect")
    private @Nullable String effect;

    private NodeGroupTaint() {
    }

    /** @return the taint key */
    public String key() {
        return this.key;
    }

    /** @return the taint value */
    public String value() {
        return this.value;
    }

    /** @return the taint effect */
    public String effect() {
        return this.effect;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link NodeGroupTaint}. */
    @CustomType.Builder
    public static final class Builder {
        private final NodeGroupTaint $ = new NodeGroupTaint();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param key the taint key
         * @return this builder
         */
        @CustomType.Setter("key")
        public Builder key(@Nullable String key) {
            $.key = key;
            return this;
        }

        /**
         * @param value the taint value
         * @return this builder
         */
        @CustomType.Setter("value")
        public Builder value(@Nullable String value) {
            $.value = value;
            return this;
        }

        /**
         * @param effect the taint effect
         * @return this builder
         */
        @CustomType.Setter("effect")
        public Builder effect(@Nullable String effect) {
            $.effect = effect;
            return this;
        }

        /** @return the value */
        public NodeGroupTaint build() {
            return $;
        }
    }
}
