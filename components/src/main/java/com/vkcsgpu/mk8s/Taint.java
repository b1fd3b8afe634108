// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;

/**
 * A Kubernetes taint on the nodes of a node group: pods without a matching toleration are kept off (or
 * evicted).
 */
@CustomType
public final class Taint extends OutputType {
    @Import(name = "key")
    private String key;
    @Import(name = "value")
    private String value;
    @Import(name = "effect")
    private String effect;

    private Taint() {
    }

    /**
     * @return Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a name
     * of at most 63 letters, digits, '-', '_' or '.' (e.g. {@code nvidia.com/gpu}).
     */
    public String key() {
        return this.key;
    }

    /**
     * @return Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a value,
     * e.g. {@code present}.
     */
    public String value() {
        return this.value;
    }

    /**
     * @return The taint's effect, case-sensitive. One of {@code NoSchedule}, {@code PreferNoSchedule} or
     * {@code NoExecute}.
     */
    public String effect() {
        return this.effect;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link Taint}. */
    @CustomType.Builder
    public static final class Builder {
        private final Taint $ = new Taint();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param key Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a
         * name of at most 63 letters, digits, '-', '_' or '.' (e.g. {@code nvidia.com/gpu}).
         * @return this builder
         */
        @CustomType.Setter("key")
        public Builder key(String key) {
            $.key = key;
            return this;
        }

        /**
         * @param value Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a
         * value, e.g. {@code present}.
         * @return this builder
         */
        @CustomType.Setter("value")
        public Builder value(String value) {
            $.value = value;
            return this;
        }

        /**
         * @param effect The taint's effect, case-sensitive. One of {@code NoSchedule}, {@code PreferNoSchedule}
         * or {@code NoExecute}.
         * @return this builder
         */
        @CustomType.Setter("effect")
        public Builder effect(String effect) {
            $.effect = effect;
            return this;
        }

        /** @return the value */
        public Taint build() {
            return $;
        }
    }
}
