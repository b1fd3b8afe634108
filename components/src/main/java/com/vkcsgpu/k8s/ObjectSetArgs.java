// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
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

    /**
     * @return Kubeconfig of the cluster (for example the {@code kubeconfig} output of
     * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
     * {@code insecure-skip-tls-verify} are refused.
     */
    public Output<String> kubeconfig() {
        return this.kubeconfig;
    }

    /**
     * @return The objects, one manifest per entry, as YAML or JSON text with {@code apiVersion}, {@code kind}
     * and {@code metadata.name}. Order does not matter: Namespaces and CRDs are applied first, custom resources
     * after their CRD is Established. Objects removed from the list are deleted from the cluster.
     */
    public Output<List<String>> objects() {
        return this.objects;
    }

    /**
     * @return Field manager of the server-side applies. Changing it leaves fields the old manager applied owned
     * by it until another apply takes them over.
     */
    public Optional<Output<String>> fieldManager() {
        return Optional.ofNullable(this.fieldManager);
    }

    /** @return Namespace for namespaced objects whose manifest names none. */
    public Optional<Output<String>> namespace() {
        return Optional.ofNullable(this.namespace);
    }

    /**
     * @return Take over fields another field manager owns instead of failing with a conflict. Off by default: a
     * conflict means someone else manages the field, and taking it silently hides that.
     */
    public Optional<Output<Boolean>> forceConflicts() {
        return Optional.ofNullable(this.forceConflicts);
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
         * @param kubeconfig Kubeconfig of the cluster (for example the {@code kubeconfig} output of
         * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
         * {@code insecure-skip-tls-verify} are refused. (always sent as a secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable Output<String> kubeconfig) {
            $.kubeconfig = kubeconfig == null ? null : kubeconfig.asSecret();
            return this;
        }

        /**
         * @param kubeconfig Kubeconfig of the cluster (for example the {@code kubeconfig} output of
         * {@code vkcs-gpu:mk8s:Cluster}). The server certificate is always verified; kubeconfigs with
         * {@code insecure-skip-tls-verify} are refused. (always sent as a secret)
         * @return this builder
         */
        public Builder kubeconfig(@Nullable String kubeconfig) {
            return kubeconfig(kubeconfig == null ? null : Output.ofSecret(kubeconfig));
        }

        /**
         * @param objects The objects, one manifest per entry, as YAML or JSON text with {@code apiVersion},
         * {@code kind} and {@code metadata.name}. Order does not matter: Namespaces and CRDs are applied first,
         * custom resources after their CRD is Established. Objects removed from the list are deleted from the
         * cluster.
         * @return this builder
         */
        public Builder objects(@Nullable Output<List<String>> objects) {
            $.objects = objects;
            return this;
        }

        /**
         * @param objects The objects, one manifest per entry, as YAML or JSON text with {@code apiVersion},
         * {@code kind} and {@code metadata.name}. Order does not matter: Namespaces and CRDs are applied first,
         * custom resources after their CRD is Established. Objects removed from the list are deleted from the
         * cluster.
         * @return this builder
         */
        public Builder objects(@Nullable List<String> objects) {
            return objects(objects == null ? null : Output.of(objects));
        }

        /**
         * @param objects The objects, one manifest per entry, as YAML or JSON text with {@code apiVersion},
         * {@code kind} and {@code metadata.name}. Order does not matter: Namespaces and CRDs are applied first,
         * custom resources after their CRD is Established. Objects removed from the list are deleted from the
         * cluster.
         * @return this builder
         */
        public Builder objects(String... objects) {
            return objects(List.of(objects));
        }

        /**
         * @param fieldManager Field manager of the server-side applies. Changing it leaves fields the old
         * manager applied owned by it until another apply takes them over.
         * @return this builder
         */
        public Builder fieldManager(@Nullable Output<String> fieldManager) {
            $.fieldManager = fieldManager;
            return this;
        }

        /**
         * @param fieldManager Field manager of the server-side applies. Changing it leaves fields the old
         * manager applied owned by it until another apply takes them over.
         * @return this builder
         */
        public Builder fieldManager(@Nullable String fieldManager) {
            return fieldManager(fieldManager == null ? null : Output.of(fieldManager));
        }

        /**
         * @param namespace Namespace for namespaced objects whose manifest names none.
         * @return this builder
         */
        public Builder namespace(@Nullable Output<String> namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param namespace Namespace for namespaced objects whose manifest names none.
         * @return this builder
         */
        public Builder namespace(@Nullable String namespace) {
            return namespace(namespace == null ? null : Output.of(namespace));
        }

        /**
         * @param forceConflicts Take over fields another field manager owns instead of failing with a conflict.
         * Off by default: a conflict means someone else manages the field, and taking it silently hides that.
         * @return this builder
         */
        public Builder forceConflicts(@Nullable Output<Boolean> forceConflicts) {
            $.forceConflicts = forceConflicts;
            return this;
        }

        /**
         * @param forceConflicts Take over fields another field manager owns instead of failing with a conflict.
         * Off by default: a conflict means someone else manages the field, and taking it silently hides that.
         * @return this builder
         */
        public Builder forceConflicts(@Nullable Boolean forceConflicts) {
            return forceConflicts(forceConflicts == null ? null : Output.of(forceConflicts));
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
