package com.vkcsgpu.k8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/** Inputs of {@link ObjectSet}. */
public final class ObjectSetArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ObjectSetArgs Empty = new ObjectSetArgs();

    @Import(name = "kubeconfig", required = true)
    private Output<String> kubeconfig;

    @Import(name = "objects", required = true)
    private Output<List<String>> objects;

    @Import(name = "fieldManager")
    private @Nullable Output<String> fieldManager;

    @Import(name = "namespace")
    private @Nullable Output<String> namespace;

    @Import(name = "forceConflicts")
    private @Nullable Output<Boolean> forceConflicts;

    private ObjectSetArgs() {
    }

    /** @return the kubeconfig of the cluster (secret) */
    public Output<String> kubeconfig() {
        return kubeconfig;
    }

    /** @return the manifests, one object each, YAML or JSON text */
    public Output<List<String>> objects() {
        return objects;
    }

    /** @return the field manager (default {@code vkcs-gpu}) */
    public Optional<Output<String>> fieldManager() {
        return Optional.ofNullable(fieldManager);
    }

    /** @return the namespace for namespaced objects whose manifest names none */
    public Optional<Output<String>> namespace() {
        return Optional.ofNullable(namespace);
    }

    /** @return whether to take over fields another manager owns (default false) */
    public Optional<Output<Boolean>> forceConflicts() {
        return Optional.ofNullable(forceConflicts);
    }

    /** @return a builder for {@link ObjectSetArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ObjectSetArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ObjectSetArgs $ = new ObjectSetArgs();

        private Builder() {
        }

        /**
         * @param kubeconfig the cluster's kubeconfig; always sent as a secret
         * @return this builder
         */
        public Builder kubeconfig(Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig.asSecret();
            return this;
        }

        /**
         * @param kubeconfig the cluster's kubeconfig; always sent as a secret
         * @return this builder
         */
        public Builder kubeconfig(String kubeconfig) {
            return kubeconfig(Output.ofSecret(kubeconfig));
        }

        /**
         * @param objects the manifests, one object per entry (YAML or JSON); removed entries are deleted
         * @return this builder
         */
        public Builder objects(Output<List<String>> objects) {
            $.objects = objects;
            return this;
        }

        /**
         * @param objects the manifests, one object per entry (YAML or JSON); removed entries are deleted
         * @return this builder
         */
        public Builder objects(List<String> objects) {
            return objects(Output.of(objects));
        }

        /**
         * @param fieldManager the field manager of the applies (default {@code vkcs-gpu})
         * @return this builder
         */
        public Builder fieldManager(@Nullable String fieldManager) {
            $.fieldManager = fieldManager == null ? null : Output.of(fieldManager);
            return this;
        }

        /**
         * @param namespace the namespace for namespaced objects whose manifest names none
         * @return this builder
         */
        public Builder namespace(@Nullable Output<String> namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param namespace the namespace for namespaced objects whose manifest names none
         * @return this builder
         */
        public Builder namespace(@Nullable String namespace) {
            return namespace(namespace == null ? null : Output.of(namespace));
        }

        /**
         * @param forceConflicts take over fields another field manager owns (default false)
         * @return this builder
         */
        public Builder forceConflicts(@Nullable Boolean forceConflicts) {
            $.forceConflicts = forceConflicts == null ? null : Output.of(forceConflicts);
            return this;
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ObjectSetArgs build() {
            Objects.requireNonNull($.kubeconfig, "ObjectSetArgs.kubeconfig is required");
            Objects.requireNonNull($.objects, "ObjectSetArgs.objects is required");
            return $;
        }
    }
}
