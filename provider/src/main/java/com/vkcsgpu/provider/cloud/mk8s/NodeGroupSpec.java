package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;
import java.util.Map;

/**
 * A node group to create ({@code node_group_spec} of {@code POST node-groups}). A GPU pool is an
 * ordinary node group with a GPU flavor in the zone that has the GPUs
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/flavors).
 *
 * @param name 3–24 characters, starting with a letter; also how a lost create is found again
 * @param zones exactly one availability zone
 * @param parallelUpgradeChunk percentage (1–100) of nodes upgraded at once
 */
public record NodeGroupSpec(
        String name,
        VmEngine vmEngine,
        List<String> zones,
        ScaleSpec scaleSpec,
        Map<String, String> labels,
        List<Taint> taints,
        int parallelUpgradeChunk,
        DiskType diskType) {

    public NodeGroupSpec {
        zones = zones == null ? List.of() : List.copyOf(zones);
        labels = labels == null ? Map.of() : Map.copyOf(labels);
        taints = taints == null ? List.of() : List.copyOf(taints);
    }
}
