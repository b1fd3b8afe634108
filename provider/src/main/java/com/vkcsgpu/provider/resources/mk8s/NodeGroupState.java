package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.List;
import com.vkcsgpu.provider.framework.Required;

/** Outputs of a node group. */
@Doc("Outputs of a node group of a VK Cloud managed Kubernetes (gen-2) cluster.")
public record NodeGroupState(
        @Doc("The inputs.") NodeGroupArgs args,
        @Doc("Node group id (a KSUID).") @Required String nodeGroupId,
        @Doc("The node group's UUID.") String uuid,
        @Doc("When the node group was created (RFC 3339).") String createdAt,
        @Doc("Current number of nodes as the API reports it: the fixed size, or the autoscaler's current size.")
        Integer nodeCount,
        @Doc(ImpactLine.PROPERTY_DOC) List<ImpactLine> previewImpact) {
}
