package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;
import java.util.Map;

/**
 * A {@code PATCH node-groups/{id}}: only the non-null parts are sent. Labels and taints replace the
 * whole set, so an empty map or list clears them (and is sent, unlike Terraform's {@code omitempty},
 * which could not clear). A flavor change rolls the nodes.
 */
public record NodeGroupPatch(VmEngine vmEngine, ScaleSpec scaleSpec, Map<String, String> labels, List<Taint> taints,
        Integer parallelUpgradeChunk) {

    public static NodeGroupPatch none() {
        return new NodeGroupPatch(null, null, null, null, null);
    }

    public NodeGroupPatch withFlavor(String flavorId) {
        return new NodeGroupPatch(VmEngine.flavor(flavorId), scaleSpec, labels, taints, parallelUpgradeChunk);
    }

    public NodeGroupPatch withScale(ScaleSpec scale) {
        return new NodeGroupPatch(vmEngine, scale, labels, taints, parallelUpgradeChunk);
    }

    public NodeGroupPatch withLabels(Map<String, String> newLabels) {
        return new NodeGroupPatch(vmEngine, scaleSpec, Map.copyOf(newLabels), taints, parallelUpgradeChunk);
    }

    public NodeGroupPatch withTaints(List<Taint> newTaints) {
        return new NodeGroupPatch(vmEngine, scaleSpec, labels, List.copyOf(newTaints), parallelUpgradeChunk);
    }

    public NodeGroupPatch withParallelUpgradeChunk(int percent) {
        return new NodeGroupPatch(vmEngine, scaleSpec, labels, taints, percent);
    }

    public boolean isEmpty() {
        return vmEngine == null && scaleSpec == null && labels == null && taints == null && parallelUpgradeChunk == null;
    }
}
