package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A cluster upgrade's lines: every GPU node of every GPU pool recreated in its chunks; the addon's support. */
class ClusterUpgradeImpactTest {
    @Test
    void everyGpuPoolIsRecreatedInItsOwnChunksAndCpuPoolsAreLeftOut() {
        List<ImpactLine> lines = ClusterUpgradeImpact.pools("v1.31.4", "v1.32.1", List.of(
                new ClusterUpgradeImpact.Pool("a100-pool", 3, 10, true),
                new ClusterUpgradeImpact.Pool("cpu-tools", 2, 10, false),
                new ClusterUpgradeImpact.Pool("l4-pool", 4, 50, true)));
        assertEquals(List.of("a100-pool", "l4-pool"), lines.stream().map(ImpactLine::pool).toList());
        String a100 = lines.get(0).message();
        assertTrue(a100.startsWith("impact [pool a100-pool, cluster-upgrade]: cluster upgrade v1.31.4 → v1.32.1 recreates"
                + " every node: 3 nodes replaced by new ones (new names) in 3 chunks of at most 1 node"
                + " (parallelUpgradeChunk 10%)"), a100);
        assertTrue(a100.contains("installs the GPU stack again"), a100);
        assertEquals(Map.of("nodes", 3, "chunks", 3, "chunkSize", 1), lines.get(0).counts());
        assertEquals(Map.of("nodes", 4, "chunks", 2, "chunkSize", 2), lines.get(1).counts());
        assertEquals(Map.of("kubernetes", "v1.32.1"), lines.get(1).after());
    }

    @Test
    void theInstalledAddonSupportsTheTargetWhenItsCatalogEntryListsIt() {
        ClusterUpgradeImpact.InstalledAddon addon = new ClusterUpgradeImpact.InstalledAddon("gpu-operator", "24.6.2",
                List.of("v1.32.1", "v1.31.4"));
        ImpactLine supported = ClusterUpgradeImpact.addon("1.32.1", Optional.of(addon)).orElseThrow();
        assertEquals("impact [cluster-upgrade]: installed addon gpu-operator 24.6.2 supports Kubernetes 1.32.1; it keeps"
                + " its version through the upgrade", supported.message(), "v1.32.1 and 1.32.1 are one version");
        assertEquals("", supported.outcome());

        ImpactLine refused = ClusterUpgradeImpact.addon("v1.33.3", Optional.of(addon)).orElseThrow();
        assertTrue(refused.summary().startsWith("installed addon gpu-operator 24.6.2 does not support Kubernetes v1.33.3"
                + " (VK's catalog lists v1.32.1, v1.31.4)"), refused.summary());
        assertTrue(refused.summary().contains("move the addon to a version that lists v1.33.3 first"), refused.summary());
        assertEquals(ClusterUpgradeImpact.ADDON_UNSUPPORTED, refused.outcome());
        assertEquals(Optional.empty(), ClusterUpgradeImpact.addon("v1.33.3", Optional.empty()), "no addon installed");
    }
}
