package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.provider.framework.PreviewImpact;
import java.util.List;

/**
 * Every kind of impact a node group change can have on its GPU nodes, each a {@link PreviewImpact} of its own; the
 * node group's preview prints the lines of all of them. Add a kind here.
 */
final class NodeGroupImpacts {
    private NodeGroupImpacts() {
    }

    /** The impacts of a node group change, reading VK Cloud and the cluster through {@code cloud}. */
    static PreviewImpact<NodeGroupArgs, NodeGroupState> of(CloudAccess cloud) {
        return PreviewImpact.allOf(List.of(new NodeGroupChangePreview(cloud), new GpuSharingImpact(cloud::kubeClientOf)));
    }
}
