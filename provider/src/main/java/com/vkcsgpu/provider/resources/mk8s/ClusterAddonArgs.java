package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.ReplaceOnChange;
import com.vkcsgpu.provider.framework.Required;

/**
 * Inputs of an addon installed from VK Cloud's addon catalog (vk-cs/terraform-provider-vkcs PR #693
 * vkcs/internal/services/kubernetes/containerinfra/v2/addons).
 */
@Doc("Inputs of a VK Cloud managed addon installed in a gen-2 cluster.")
public record ClusterAddonArgs(
        @Doc("Id of the cluster (its `clusterId`). Changing it replaces the addon.")
        @Required @ReplaceOnChange String clusterId,
        @Doc("Catalog name of the addon, e.g. `gpu-operator` (see `getAddons`). Changing it replaces the addon.")
        @Required @ReplaceOnChange String addonName,
        @Doc("Addon version as the catalog lists it, e.g. `24.9.0` (see `getAddons`). Only goes up: a higher version "
                + "reinstalls the addon (uninstall, then install), a lower one fails at preview.")
        @Required String addonVersion,
        @Doc("Kubernetes namespace the addon is installed into (a DNS-1123 label). Changing it replaces the addon.")
        @Required @ReplaceOnChange String namespace,
        @Doc("Helm values of the addon as YAML or JSON text: sent verbatim (start from the version's values template), "
                + "or laid over that template with `mergeOntoValuesTemplate`. Changed in place.")
        String values,
        @Doc("When true, `values` are merged onto the addon version's values template (mappings key by key; a list, "
                + "scalar or null replaces the template's) and the merged document is sent, so the template's settings "
                + "stay whether VK Cloud merges or replaces; refresh compares by content, so the template returned by the "
                + "cloud is no drift. Default false: `values` are sent verbatim.")
        Boolean mergeOntoValuesTemplate) {
}
