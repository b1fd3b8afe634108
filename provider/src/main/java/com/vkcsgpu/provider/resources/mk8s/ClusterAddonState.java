package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;

/** Outputs of an installed addon. */
@Doc("Outputs of a VK Cloud managed addon installed in a gen-2 cluster.")
public record ClusterAddonState(
        @Doc("The inputs.") ClusterAddonArgs args,
        @Doc("Id of the installed addon.") @Required String clusterAddonId,
        @Doc("Catalog id of the addon.") String addonId,
        @Doc("Catalog id of the installed version.") String addonVersionId,
        @Doc("INSTALLING, INSTALLED, UPDATING, DELETING or ERROR.") String status,
        @Doc("When the addon was installed (RFC 3339).") String createdAt,
        @Doc("When the addon last changed (RFC 3339).") String updatedAt,
        @Doc(ImpactLine.PROPERTY_DOC) List<ImpactLine> previewImpact) {
}
