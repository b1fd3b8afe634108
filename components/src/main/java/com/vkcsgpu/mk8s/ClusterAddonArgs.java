// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.Nullable;

/** Inputs of {@link ClusterAddon}. */
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

    private ClusterAddonArgs() {
    }

    /** @return Id of the cluster (its {@code clusterId}). Changing it replaces the addon. */
    public Output<String> clusterId() {
        return this.clusterId;
    }

    /**
     * @return Catalog name of the addon, e.g. {@code gpu-operator} (see {@code getAddons}). Changing it
     * replaces the addon.
     */
    public Output<String> addonName() {
        return this.addonName;
    }

    /**
     * @return Addon version as the catalog lists it, e.g. {@code 24.9.0} (see {@code getAddons}). Only goes up:
     * a higher version reinstalls the addon (uninstall, then install), a lower one fails at preview.
     */
    public Output<String> addonVersion() {
        return this.addonVersion;
    }

    /**
     * @return Kubernetes namespace the addon is installed into (a DNS-1123 label). Changing it replaces the
     * addon.
     */
    public Output<String> namespace() {
        return this.namespace;
    }

    /**
     * @return Helm values of the addon as YAML or JSON text: sent verbatim (start from the version's values
     * template), or laid over that template with {@code mergeOntoValuesTemplate}. Changed in place.
     */
    public Optional<Output<String>> values() {
        return Optional.ofNullable(this.values);
    }

    /**
     * @return When true, {@code values} are merged onto the addon version's values template (mappings key by
     * key; a list, scalar or null replaces the template's) and the merged document is sent, so the template's
     * settings stay whether VK Cloud merges or replaces; refresh compares by content, so the template returned
     * by the cloud is no drift. Default false: {@code values} are sent verbatim.
     */
    public Optional<Output<Boolean>> mergeOntoValuesTemplate() {
        return Optional.ofNullable(this.mergeOntoValuesTemplate);
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
         * @param clusterId Id of the cluster (its {@code clusterId}). Changing it replaces the addon.
         * @return this builder
         */
        public Builder clusterId(@Nullable Output<String> clusterId) {
            $.clusterId = clusterId;
            return this;
        }

        /**
         * @param clusterId Id of the cluster (its {@code clusterId}). Changing it replaces the addon.
         * @return this builder
         */
        public Builder clusterId(@Nullable String clusterId) {
            return clusterId(clusterId == null ? null : Output.of(clusterId));
        }

        /**
         * @param addonName Catalog name of the addon, e.g. {@code gpu-operator} (see {@code getAddons}).
         * Changing it replaces the addon.
         * @return this builder
         */
        public Builder addonName(@Nullable Output<String> addonName) {
            $.addonName = addonName;
            return this;
        }

        /**
         * @param addonName Catalog name of the addon, e.g. {@code gpu-operator} (see {@code getAddons}).
         * Changing it replaces the addon.
         * @return this builder
         */
        public Builder addonName(@Nullable String addonName) {
            return addonName(addonName == null ? null : Output.of(addonName));
        }

        /**
         * @param addonVersion Addon version as the catalog lists it, e.g. {@code 24.9.0} (see
         * {@code getAddons}). Only goes up: a higher version reinstalls the addon (uninstall, then install), a
         * lower one fails at preview.
         * @return this builder
         */
        public Builder addonVersion(@Nullable Output<String> addonVersion) {
            $.addonVersion = addonVersion;
            return this;
        }

        /**
         * @param addonVersion Addon version as the catalog lists it, e.g. {@code 24.9.0} (see
         * {@code getAddons}). Only goes up: a higher version reinstalls the addon (uninstall, then install), a
         * lower one fails at preview.
         * @return this builder
         */
        public Builder addonVersion(@Nullable String addonVersion) {
            return addonVersion(addonVersion == null ? null : Output.of(addonVersion));
        }

        /**
         * @param namespace Kubernetes namespace the addon is installed into (a DNS-1123 label). Changing it
         * replaces the addon.
         * @return this builder
         */
        public Builder namespace(@Nullable Output<String> namespace) {
            $.namespace = namespace;
            return this;
        }

        /**
         * @param namespace Kubernetes namespace the addon is installed into (a DNS-1123 label). Changing it
         * replaces the addon.
         * @return this builder
         */
        public Builder namespace(@Nullable String namespace) {
            return namespace(namespace == null ? null : Output.of(namespace));
        }

        /**
         * @param values Helm values of the addon as YAML or JSON text: sent verbatim (start from the version's
         * values template), or laid over that template with {@code mergeOntoValuesTemplate}. Changed in place.
         * @return this builder
         */
        public Builder values(@Nullable Output<String> values) {
            $.values = values;
            return this;
        }

        /**
         * @param values Helm values of the addon as YAML or JSON text: sent verbatim (start from the version's
         * values template), or laid over that template with {@code mergeOntoValuesTemplate}. Changed in place.
         * @return this builder
         */
        public Builder values(@Nullable String values) {
            return values(values == null ? null : Output.of(values));
        }

        /**
         * @param mergeOntoValuesTemplate When true, {@code values} are merged onto the addon version's values
         * template (mappings key by key; a list, scalar or null replaces the template's) and the merged
         * document is sent, so the template's settings stay whether VK Cloud merges or replaces; refresh
         * compares by content, so the template returned by the cloud is no drift. Default false: {@code values}
         * are sent verbatim.
         * @return this builder
         */
        public Builder mergeOntoValuesTemplate(@Nullable Output<Boolean> mergeOntoValuesTemplate) {
            $.mergeOntoValuesTemplate = mergeOntoValuesTemplate;
            return this;
        }

        /**
         * @param mergeOntoValuesTemplate When true, {@code values} are merged onto the addon version's values
         * template (mappings key by key; a list, scalar or null replaces the template's) and the merged
         * document is sent, so the template's settings stay whether VK Cloud merges or replaces; refresh
         * compares by content, so the template returned by the cloud is no drift. Default false: {@code values}
         * are sent verbatim.
         * @return this builder
         */
        public Builder mergeOntoValuesTemplate(@Nullable Boolean mergeOntoValuesTemplate) {
            return mergeOntoValuesTemplate(mergeOntoValuesTemplate == null ? null : Output.of(mergeOntoValuesTemplate));
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
