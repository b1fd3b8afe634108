// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** A running GPU pod a planned change reaches, as read from the cluster in preview. */
@CustomType
public final class ImpactedPod extends OutputType {
    @Import(name = "namespace")
    private @Nullable String namespace;
    @Import(name = "name")
    private @Nullable String name;
    @Import(name = "ownerKind")
    private @Nullable String ownerKind;
    @Import(name = "ownerName")
    private @Nullable String ownerName;
    @Import(name = "node")
    private @Nullable String node;
    @Import(name = "fate")
    private @Nullable String fate;
    @Import(name = "reason")
    private @Nullable String reason;

    private ImpactedPod() {
    }

    /** @return Namespace. */
    public String namespace() {
        return this.namespace;
    }

    /** @return Name. */
    public String name() {
        return this.name;
    }

    /**
     * @return Kind of its controlling owner ({@code Job}, {@code ReplicaSet}, ...); empty for a pod no
     * controller manages.
     */
    public String ownerKind() {
        return this.ownerKind;
    }

    /** @return Name of its controlling owner; empty for a pod no controller manages. */
    public String ownerName() {
        return this.ownerName;
    }

    /** @return The node it runs on. */
    public String node() {
        return this.node;
    }

    /**
     * @return What the change does to it. One of {@code deleted}, {@code blocks-upgrade}, {@code evicted} or
     * {@code kept}.
     */
    public String fate() {
        return this.fate;
    }

    /** @return Why that fate, e.g. {@code emptyDir volume scratch} or {@code no controller}; empty when plain. */
    public String reason() {
        return this.reason;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ImpactedPod}. */
    @CustomType.Builder
    public static final class Builder {
        private final ImpactedPod $ = new ImpactedPod();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param namespace Namespace.
         * @return this builder
         */
        @CustomType.Setter("namespace")
        public Builder namespace(@Nullable String namespace) {
            $.namespace = namespace;
            return this;
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
         * @param ownerKind Kind of its controlling owner ({@code Job}, {@code ReplicaSet}, ...); empty for a
         * pod no controller manages.
         * @return this builder
         */
        @CustomType.Setter("ownerKind")
        public Builder ownerKind(@Nullable String ownerKind) {
            $.ownerKind = ownerKind;
            return this;
        }

        /**
         * @param ownerName Name of its controlling owner; empty for a pod no controller manages.
         * @return this builder
         */
        @CustomType.Setter("ownerName")
        public Builder ownerName(@Nullable String ownerName) {
            $.ownerName = ownerName;
            return this;
        }

        /**
         * @param node The node it runs on.
         * @return this builder
         */
        @CustomType.Setter("node")
        public Builder node(@Nullable String node) {
            $.node = node;
            return this;
        }

        /**
         * @param fate What the change does to it. One of {@code deleted}, {@code blocks-upgrade},
         * {@code evicted} or {@code kept}.
         * @return this builder
         */
        @CustomType.Setter("fate")
        public Builder fate(@Nullable String fate) {
            $.fate = fate;
            return this;
        }

        /**
         * @param reason Why that fate, e.g. {@code emptyDir volume scratch} or {@code no controller}; empty
         * when plain.
         * @return this builder
         */
        @CustomType.Setter("reason")
        public Builder reason(@Nullable String reason) {
            $.reason = reason;
            return this;
        }

        /** @return the value */
        public ImpactedPod build() {
            return $;
        }
    }
}
