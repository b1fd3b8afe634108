package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import javax.annotation.Nullable;

/**
 * A VK Cloud managed addon installed into a gen-2 cluster ({@code vkcs-gpu:mk8s:ClusterAddon}). Its id is {@link #clusterAddonId()}.
 */
@ResourceType(type = "vkcs-gpu:mk8s:ClusterAddon")
public class ClusterAddon extends CustomResource {
    /** The type token this class registers. */
    public static final String TYPE = "vkcs-gpu:mk8s:ClusterAddon";

    @Export(name = "clusterId", refs = {String.class}, tree = "[0]")
    private Output<String> clusterId;

    @Export(name = "addonName", refs = {String.class}, tree = "[0]")
    private Output<String> addonName;

    @Export(name = "addonVersion", refs = {String.class}, tree = "[0]")
    private Output<String> addonVersion;

    @Export(name = "namespace", refs = {String.class}, tree = "[0]")
    private Output<String> namespace;

    @Export(name = "values", refs = {String.class}, tree = "[0]")
    private Output<String> values;

    @Export(name = "clusterAddonId", refs = {String.class}, tree = "[0]")
    private Output<String> clusterAddonId;

    @Export(name = "addonId", refs = {String.class}, tree = "[0]")
    private Output<String> addonId;

    @Export(name = "addonVersionId", refs = {String.class}, tree = "[0]")
    private Output<String> addonVersionId;

    @Export(name = "status", refs = {String.class}, tree = "[0]")
    private Output<String> status;

    @Export(name = "createdAt", refs = {String.class}, tree = "[0]")
    private Output<String> createdAt;

    @Export(name = "updatedAt", refs = {String.class}, tree = "[0]")
    private Output<String> updatedAt;

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
    public Output<String> values() {
        return this.values;
    }

    /** @return the id of the installed addon */
    public Output<String> clusterAddonId() {
        return this.clusterAddonId;
    }

    /** @return the catalog id of the addon */
    public Output<String> addonId() {
        return this.addonId;
    }

    /** @return the catalog id of the installed version */
    public Output<String> addonVersionId() {
        return this.addonVersionId;
    }

    /** @return the status the API reports */
    public Output<String> status() {
        return this.status;
    }

    /** @return when the addon was installed */
    public Output<String> createdAt() {
        return this.createdAt;
    }

    /** @return when the addon was last changed */
    public Output<String> updatedAt() {
        return this.updatedAt;
    }

    /**
     * Registers the resource.
     *
     * @param name the unique name of the resource
     * @param args the inputs
     */
    public ClusterAddon(String name, ClusterAddonArgs args) {
        this(name, args, null);
    }

    /**
     * Registers the resource.
     *
     * @param name    the unique name of the resource
     * @param args    the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public ClusterAddon(String name, ClusterAddonArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options));
    }
}
