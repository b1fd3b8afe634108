package com.vkcsgpu.provider.cloud;

import java.util.List;
import java.util.Map;

/** A node group as read back ({@code {"node_group":…}}). Node groups have no status field (reference §3). */
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
