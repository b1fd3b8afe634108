package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/**
 * Inputs of {@link ClusterAddon}: a managed addon installed into a gen-2 cluster.
 */
public final class ClusterAddonArgs extends ResourceArgs {
    /** Args with nothing set. */
    public static final ClusterAddonArgs Empty = new ClusterAddonArgs();

    @Import(name = "clusterId", required = true)
    private Output<String> clusterId;

    @Import(name = "addonName", required = true)
    private Output<String> addonName;

    @Import(name = "addonVersion", required = true)
    private Output<String> addonVersion;

    @Import(name = "namespace", required = true)
    private Output<String> namespace;

    @Import(name = "values")
    private @Nullable Output<String> values;

    @Import(name = "mergeOntoValuesTemplate")
    private @Nullable Output<Boolean> mergeOntoValuesTemplate;

    /** @return the gen-2 id of the cluster; changing it replaces the addon */
    public Output<String> clusterId() {
        return this.clusterId;
    }

    /** @return the catalog name of the addon, such as {@code gpu-operator}; changing it replaces the addon */
    public Output<String> addonName() {
        return this.addonName;
    }

    /** @return the addon version as the catalog lists it; updated in place */
    public Output<String> addonVersion() {
        return this.addonVersion;
    }

    /** @return the namespace the addon is installed into; changing it replaces the addon */
    public Output<String> namespace() {
        return this.namespace;
    }

    /** @return the addon values, YAML or JSON text sent verbatim; updated in place */
    public Optional<Output<String>> values() {
        return Optional.ofNullable(this.values);
    }

    /**
     * @return whether the values are merged onto the addon version's values template before they are sent
     *     (default false: sent verbatim)
     */
    public Optional<Output<Boolean>> mergeOntoValuesTemplate() {
        return Optional.ofNullable(this.mergeOntoValuesTemplate);
    }

    private ClusterAddonArgs() {
    }

    /** @return a builder for {@link ClusterAddonArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link ClusterAddonArgs}; every value may be given plainly or as an {@link Output}. */
    public static final class Builder {
        private final ClusterAddonArgs $ = new ClusterAddonArgs();

        private Builder() {
        }

        /**
         * @param clusterId the gen-2 id of the cluster; changing it replaces the addon
         * @return this builder
         */
        public Builder clusterId(Output<String> clusterId) {
            $.clusterId = clusterId;
            return this;
        }

        /**
         * @param clusterId the gen-2 id of the cluster; changing it replaces the addon
         * @return this builder
         */
        public Builder clusterId(String clusterId) {
            return clusterId(Output.of(clusterId));
        }

        /**
         * @param addonName the catalog name of the addon, such as {@code gpu-operator}; changing it replaces the addon
         * @return this builder
         */
        public Builder addonName(Output<String> addonName) {
            $.addonName = addonName;
            return this;
        }

        /**
         * @param addonName the catalog name of the addon, such as {@code gpu-operator}; changing it replaces the addon
         * @return this builder
         */
        public Builder addonName(String addonName) {
            return addonName(Output.of(addonName));
        }

        /**
         * @param addonVersion the addon version as the catalog lists it; updated in place
         * @return this builder
         */
        public Builder addonVersion(Output<String> addonVersion) {
            $.addonVersion = addonVersion;
            return this;
        }

        /**
         * @param addonVersion the addon version as the catalog lists it; updated in place
         * @return this builder
         */
        public Builder addonVersion(String addonVersion) {
            return addonVersion(Output.of(addonVersion));
        }

        /**
         * @param namespace the namespace the addon is installed into; changing it replaces the addon
         * @return this builder
         */
        public Builder namespace(Output<String> namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param namespace the namespace the addon is installed into; changing it replaces the addon
         * @return this builder
         */
        public Builder namespace(String namespace) {
            return namespace(Output.of(namespace));
        }

        /**
         * @param values the addon values, YAML or JSON text sent verbatim; updated in place
         * @return this builder
         */
        public Builder values(@Nullable Output<String> values) {
            $.values = values;
            return this;
        }

        /**
         * @param values the addon values, YAML or JSON text sent verbatim; updated in place
         * @return this builder
         */
        public Builder values(@Nullable String values) {
            return values(values == null ? null : Output.of(values));
        }

        /**
         * @param merge whether the values are merged onto the addon version's values template (mappings key by
         *     key; lists, scalars and nulls replace) before they are sent; default false
         * @return this builder
         */
        public Builder mergeOntoValuesTemplate(@Nullable Boolean merge) {
            $.mergeOntoValuesTemplate = merge == null ? null : Output.of(merge);
            return this;
        }

        /**
         * @return the args
         * @throws NullPointerException when a required value is missing (the message names it)
         */
        public ClusterAddonArgs build() {
            Objects.requireNonNull($.clusterId, "ClusterAddonArgs.clusterId is required");
            Objects.requireNonNull($.addonName, "ClusterAddonArgs.addonName is required");
            Objects.requireNonNull($.addonVersion, "ClusterAddonArgs.addonVersion is required");
            Objects.requireNonNull($.namespace, "ClusterAddonArgs.namespace is required");
            return $;
        }
    }
}
