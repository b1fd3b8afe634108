package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.provider.config.ProjectQuotaLimits;
import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The quota headroom of a change: usage summed over pools, each quota before → after, the one exceeded named with
 * by how much, a quota the project already overuses reported as raised (not exceeded), and the assumption stated.
 */
class QuotaHeadroomTest {
    /** One GPU2-16-72-L4-1 node with a 100 GB disk and 1 GPU. */
    private static PoolFootprint l4(int nodes, int maxNodes) {
        return new PoolFootprint(nodes, maxNodes, 16, 72, 100, 1);
    }

    @Test
    void usageSumsNodesTimesFlavorAndGpusOverTheAutoscalingMaximum() {
        ProjectUsage usage = ProjectUsage.of(List.of(l4(1, 3), new PoolFootprint(2, 2, 2, 4, 50, 0)));
        assertEquals(new ProjectUsage(3, 20, 80, 200, 3), usage);
        assertEquals(new ProjectUsage(4, 36, 152, 300, 4), usage.replacing(l4(1, 3), l4(2, 4)));
    }

    @Test
    void aScaleUpPastTheDefaultNamesTheQuotaAndByHowMuch() {
        ProjectUsage before = ProjectUsage.of(List.of(new PoolFootprint(1, 1, 8, 32, 100, 0)));
        ProjectUsage after = before.plus(l4(1, 1));

        QuotaHeadroom headroom = QuotaHeadroom.of(before, after);

        assertEquals(List.of("vCPU", "RAM"), headroom.exceeded().stream().map(QuotaHeadroom.Row::quota).toList());
        assertEquals(4, headroom.exceeded().get(0).over(), "24 vCPU of 20");
        assertEquals(40, headroom.exceeded().get(1).over(), "104 GB of 64 GB");
        ImpactLine line = headroom.line("l4-pool", "");
        String text = line.summary();
        assertTrue(text.contains("vCPU 8 → 24 exceeds the default 20 by 4"), text);
        assertTrue(text.contains("RAM 32 GB → 104 GB exceeds the default 64 GB by 40 GB"), text);
        assertTrue(text.contains("node disks 100 GB → 200 GB of the default 200 GB"), text);
        assertTrue(text.contains("GPUs connected 0 → 1 (not readable)"), text);
        assertTrue(text.contains("Would exceed vCPU, RAM: ask VK Cloud support"), text);
        assertTrue(line.assumption().startsWith("VK Cloud has no API to read"), line.assumption());
        assertEquals(QuotaHeadroom.QUOTA_EXCEEDED, line.outcome());
        assertEquals(Map.of("vcpuOver", 4, "ramGbOver", 40), line.counts());
        assertEquals("8", line.before().get("vcpu"));
        assertEquals("24", line.after().get("vcpu"));
    }

    @Test
    void aQuotaTheProjectAlreadyOverusesWasRaisedAndIsNotReportedAsExceeded() {
        ProjectUsage before = ProjectUsage.of(List.of(l4(2, 2)));
        ProjectUsage after = before.plus(l4(1, 1));

        QuotaHeadroom headroom = QuotaHeadroom.of(before, after);

        assertTrue(headroom.exceeded().stream().noneMatch(row -> row.quota().equals("vCPU")));
        String text = headroom.line("l4-pool", "").summary();
        assertTrue(text.contains("vCPU 32 → 48 (quota raised above the default 20, limit not readable)"), text);
        assertEquals(List.of("node disks"), headroom.exceeded().stream().map(QuotaHeadroom.Row::quota).toList(),
                "200 GB of disks fit, 300 GB do not");
    }

    @Test
    void aShrinkingChangeExceedsNothingAndDoesNotGrow() {
        ProjectUsage before = ProjectUsage.of(List.of(l4(3, 3)));
        QuotaHeadroom headroom = QuotaHeadroom.of(before, before.replacing(l4(3, 3), l4(1, 1)));
        assertTrue(headroom.exceeded().isEmpty());
        assertFalse(headroom.grows());
        ImpactLine line = headroom.line("l4-pool", "only this pool is counted");
        assertFalse(line.summary().contains("Would exceed"), line.summary());
        assertEquals("", line.outcome());
        assertTrue(line.assumption().endsWith("; only this pool is counted"), line.assumption());
    }

    @Test
    void configuredQuotasAreComparedAsGivenAndAssumeNothing() {
        ProjectUsage before = ProjectUsage.of(List.of(l4(2, 2)));
        ProjectUsage after = before.plus(l4(2, 2));
        ProjectQuotaLimits granted = new ProjectQuotaLimits(64, 512, 1000, 40, 3);

        QuotaHeadroom headroom = QuotaHeadroom.of(before, after, granted);

        assertEquals(List.of("GPUs connected"), headroom.exceeded().stream().map(QuotaHeadroom.Row::quota).toList(),
                "only the real excess: 4 GPUs of 3 connected, though vCPU and RAM are far above VK's defaults");
        ImpactLine line = headroom.line("l4-pool", "");
        String text = line.summary();
        assertTrue(text.contains("vCPU 32 → 64 of the project's quota 64"), text);
        assertTrue(text.contains("RAM 144 GB → 288 GB of the project's quota 512 GB"), text);
        assertTrue(text.contains("GPUs connected 2 → 4 exceeds the project's quota 3 by 1"), text);
        assertTrue(text.contains("Would exceed GPUs connected: ask VK Cloud support"), text);
        assertFalse(text.contains("default"), text);
        assertEquals("", line.assumption(), "every limit configured: nothing assumed");
        assertEquals(Map.of("gpusConnectedOver", 1), line.counts());
        assertFalse(line.message().contains("assumed"), line.message());
    }

    @Test
    void withoutConfiguredQuotasTheLineSaysHowToMakeItPrecise() {
        ProjectUsage before = ProjectUsage.of(List.of(l4(1, 1)));
        ImpactLine unset = QuotaHeadroom.of(before, before.plus(l4(1, 1))).line("l4-pool", "");
        assertTrue(unset.assumption().contains("set vkcs-gpu:projectQuotas to the values of the console's project"
                + " quotas page"), unset.assumption());

        ImpactLine partly = QuotaHeadroom.of(before, before.plus(l4(1, 1)),
                new ProjectQuotaLimits(64, 512, null, 40, null)).line("l4-pool", "");
        assertEquals("vkcs-gpu:projectQuotas sets no diskGb, gpus, so those are compared with VK's documented defaults"
                + " (GPUs connected with nothing); the console's project quotas page shows them", partly.assumption());
    }
}
