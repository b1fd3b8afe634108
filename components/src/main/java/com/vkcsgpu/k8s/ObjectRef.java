package com.vkcsgpu.k8s;

import com.pulumi.core.annotations.CustomType;
import javax.annotation.Nullable;

/** A Kubernetes object a resource applied (output type {@code vkcs-gpu:gpu:ObjectRef}). */
@CustomType
public final class ObjectRef {
    private @Nullable String apiVersion;
    private @Nullable String kind;
    private @Nullable String namespace;
    private @Nullable String name;
    private @Nullable String uid;

    private ObjectRef() {
    }

    /** @return apiVersion, e.g. {@code apps/v1} */
    public String apiVersion() {
        return apiVersion;
    }

    /** @return the kind, e.g. {@code Deployment} */
    public String kind() {
        return kind;
    }

    /** @return the namespace; empty or null for cluster-scoped objects */
    public @Nullable String namespace() {
        return namespace;
    }

    /** @return metadata.name */
    public String name() {
        return name;
    }

    /** @return the uid as last seen; a new uid means the object was recreated */
    public @Nullable String uid() {
        return uid;
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

        /** @param apiVersion the apiVersion @return this builder */
        @CustomType.Setter("apiVersion")
        public Builder apiVersion(@Nullable String apiVersion) {
            $.apiVersion = apiVersion;
            return this;
        }

        /** @param kind the kind @return this builder */
        @CustomType.Setter("kind")
        public Builder kind(@Nullable String kind) {
            $.kind = kind;
            return this;
        }

        /** @param namespace the namespace @return this builder */
        @CustomType.Setter("namespace")
        public Builder namespace(@Nullable String namespace) {
            $.namespace = namespace;
            return this;
        }

        /** @param name the name @return this builder */
        @CustomType.Setter("name")
        public Builder name(@Nullable String name) {
            $.name = name;
            return this;
        }

        /** @param uid the uid @return this builder */
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
