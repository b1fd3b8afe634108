// Generated from schema.json by com.vkcsgpu.tools.sdkgen.JavaSdkGenerator. Do not edit.
package com.vkcsgpu.mk8s;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.gpu.ImpactLine;
import java.util.List;
import javax.annotation.Nullable;

/**
 * A VK Cloud managed addon (for example {@code gpu-operator}) installed in a gen-2 cluster from VK Cloud's
 * addon catalog. Values change in place; a higher version reinstalls the addon, a lower one fails at preview.
 * ## Import The id is the installed addon's id, listed for the cluster by the managed Kubernetes API
 * ({@code GET clusters/{cluster id}/addons}). {@code }{@code sh
 * $ pulumi import vkcs-gpu:mk8s:ClusterAddon <name> <installed addon id> }{@code } ({@code
 * vkcs-gpu:mk8s:ClusterAddon})
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

    @Export(name = "mergeOntoValuesTemplate", refs = {Boolean.class}, tree = "[0]")
    private Output<Boolean> mergeOntoValuesTemplate;

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

    @Export(name = "previewImpact", refs = {List.class, ImpactLine.class}, tree = "[0,1]")
    private Output<List<ImpactLine>> previewImpact;

    /** @return Id of the cluster (its {@code clusterId}). Changing it replaces the addon. */
    public Output<String> clusterId() {
        return clusterId;
    }

    /**
     * @return Catalog name of the addon, e.g. {@code gpu-operator} (see {@code getAddons}). Changing it
     * replaces the addon.
     */
    public Output<String> addonName() {
        return addonName;
    }

    /**
     * @return Addon version as the catalog lists it, e.g. {@code 24.9.0} (see {@code getAddons}). Only goes up:
     * a higher version reinstalls the addon (uninstall, then install), a lower one fails at preview.
     */
    public Output<String> addonVersion() {
        return addonVersion;
    }

    /**
     * @return Kubernetes namespace the addon is installed into (a DNS-1123 label). Changing it replaces the
     * addon.
     */
    public Output<String> namespace() {
        return namespace;
    }

    /**
     * @return Helm values of the addon as YAML or JSON text: sent verbatim (start from the version's values
     * template), or laid over that template with {@code mergeOntoValuesTemplate}. Changed in place.
     */
    public Output<String> values() {
        return values;
    }

    /**
     * @return When true, {@code values} are merged onto the addon version's values template (mappings key by
     * key; a list, scalar or null replaces the template's) and the merged document is sent, so the template's
     * settings stay whether VK Cloud merges or replaces; refresh compares by content, so the template returned
     * by the cloud is no drift. Default false: {@code values} are sent verbatim.
     */
    public Output<Boolean> mergeOntoValuesTemplate() {
        return mergeOntoValuesTemplate;
    }

    /** @return Id of the installed addon. */
    public Output<String> clusterAddonId() {
        return clusterAddonId;
    }

    /** @return Catalog id of the addon. */
    public Output<String> addonId() {
        return addonId;
    }

    /** @return Catalog id of the installed version. */
    public Output<String> addonVersionId() {
        return addonVersionId;
    }

    /** @return INSTALLING, INSTALLED, UPDATING, DELETING or ERROR. */
    public Output<String> status() {
        return status;
    }

    /** @return When the addon was installed (RFC 3339). */
    public Output<String> createdAt() {
        return createdAt;
    }

    /** @return When the addon last changed (RFC 3339). */
    public Output<String> updatedAt() {
        return updatedAt;
    }

    /**
     * @return Set in preview only: what the planned change does to the GPU nodes and the pods running on them,
     * one line per pool and kind, computed from read-only calls (the engine also prints each line as a
     * warning). Empty when the change reaches no GPU node; absent after {@code up}.
     */
    public Output<List<ImpactLine>> previewImpact() {
        return previewImpact;
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
     * @param name the unique name of the resource
     * @param args the inputs
     * @param options the resource options (parent, provider, dependsOn, customTimeouts, ...)
     */
    public ClusterAddon(String name, ClusterAddonArgs args, @Nullable CustomResourceOptions options) {
        super(TYPE, name, args, SdkVersion.withVersion(options));
    }
}
