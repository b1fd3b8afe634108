package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A cluster upgrade's sentences: every GPU node of every GPU pool recreated in its chunks; the addon's support. */
class ClusterUpgradeImpactTest {
    @Test
    void everyGpuPoolIsRecreatedInItsOwnChunksAndCpuPoolsAreLeftOut() {
        List<String> lines = ClusterUpgradeImpact.pools("v1.31.4", "v1.32.1", List.of(
                new ClusterUpgradeImpact.Pool("a100-pool", 3, 10, true),
                new ClusterUpgradeImpact.Pool("cpu-tools", 2, 10, false),
                new ClusterUpgradeImpact.Pool("l4-pool", 4, 50, true)));
        assertEquals(2, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("cluster upgrade v1.31.4 → v1.32.1 recreates every node of pool a100-pool: 3 GPU"
                + " nodes replaced by new ones (new names) in 3 chunks of at most 1 node (parallelUpgradeChunk 10%)"), lines.get(0));
        assertTrue(lines.get(0).contains("installs the GPU stack again"), lines.get(0));
        assertTrue(lines.get(1).contains("pool l4-pool: 4 GPU nodes replaced by new ones (new names) in 2 chunks of at most"
                + " 2 nodes (parallelUpgradeChunk 50%)"), lines.get(1));
    }

    @Test
    void theInstalledAddonSupportsTheTargetWhenItsCatalogEntryListsIt() {
        ClusterUpgradeImpact.InstalledAddon addon = new ClusterUpgradeImpact.InstalledAddon("gpu-operator", "24.6.2",
                List.of("v1.32.1", "v1.31.4"));
        assertEquals(Optional.of("installed addon gpu-operator 24.6.2 supports Kubernetes 1.32.1; it keeps its version"
                + " through the upgrade"), ClusterUpgradeImpact.addon("1.32.1", Optional.of(addon)));
        String refusal = ClusterUpgradeImpact.addon("v1.33.3", Optional.of(addon)).orElseThrow();
        assertTrue(refusal.startsWith("installed addon gpu-operator 24.6.2 does not support Kubernetes v1.33.3 (VK's"
                + " catalog lists v1.32.1, v1.31.4)"), refusal);
        assertTrue(refusal.contains("move the addon to a version that lists v1.33.3 first"), refusal);
        assertEquals(Optional.empty(), ClusterUpgradeImpact.addon("v1.33.3", Optional.empty()), "no addon installed");
    }
}
