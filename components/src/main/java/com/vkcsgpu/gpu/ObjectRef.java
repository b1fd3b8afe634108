// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.gpu;

import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.Import;
import com.vkcsgpu.OutputType;
import javax.annotation.Nullable;

/** A Kubernetes object applied by the resource. */
@CustomType
public final class ObjectRef extends OutputType {
    @Import(name = "apiVersion")
    private @Nullable String apiVersion;
    @Import(name = "kind")
    private @Nullable String kind;
    @Import(name = "namespace")
    private @Nullable String namespace;
    @Import(name = "name")
    private @Nullable String name;
    @Import(name = "uid")
    private @Nullable String uid;

    private ObjectRef() {
    }

    /** @return apiVersion, e.g. {@code apps/v1}. */
    public String apiVersion() {
        return this.apiVersion;
    }

    /** @return Kind, e.g. {@code Deployment}. */
    public String kind() {
        return this.kind;
    }

    /** @return Namespace; empty for cluster-scoped objects. */
    public String namespace() {
        return this.namespace;
    }

    /** @return metadata.name. */
    public String name() {
        return this.name;
    }

    /** @return The object's uid as last seen; a new uid means the object was recreated. */
    public String uid() {
        return this.uid;
    }

    /** @return a builder, used by the Pulumi runtime to read results */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ObjectRef}. */
    @CustomType.Builder
    public static final class Builder {
        private final ObjectRef $ = new ObjectRef();

        /** An empty builder. */
        public Builder() {
        }

        /**
         * @param apiVersion apiVersion, e.g. {@code apps/v1}.
         * @return this builder
         */
        @CustomType.Setter("apiVersion")
        public Builder apiVersion(@Nullable String apiVersion) {
            $.apiVersion = apiVersion;
            return this;
        }

        /**
         * @param kind Kind, e.g. {@code Deployment}.
         * @return this builder
         */
        @CustomType.Setter("kind")
        public Builder kind(@Nullable String kind) {
            $.kind = kind;
            return this;
        }

        /**
         * @param namespace Namespace; empty for cluster-scoped objects.
         * @return this builder
         */
        @CustomType.Setter("namespace")
        public Builder namespace(@Nullable String namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param name metadata.name.
         * @return this builder
         */
        @CustomType.Setter("name")
        public Builder name(@Nullable String name) {
            $.name = name;
            return this;
        }

        /**
         * @param uid The object's uid as last seen; a new uid means the object was recreated.
         * @return this builder
         */
        @CustomType.Setter("uid")
        public Builder uid(@Nullable String uid) {
            $.uid = uid;
            return this;
        }

        /** @return the value */
        public ObjectRef build() {
            return $;
        }
    }
}
