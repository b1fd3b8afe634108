package com.vkcsgpu.provider.cloud.mk8s;

import java.util.List;
import java.util.Map;

/**
 * A node group as read back ({@code {"node_group":…}}). Node groups have no status field
 * (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/services/kubernetes/containerinfra/v2).
 */
public record NodeGroup(
        String id,
        String uuid,
        String name,
        String clusterId,
        String createdAt,
        List<String> zones,
        ScaleSpec scaleSpec,
        Map<String, String> labels,
        List<Taint> taints,
        VmEngine vmEngine,
        int parallelUpgradeChunk,
        DiskType diskType) { }
