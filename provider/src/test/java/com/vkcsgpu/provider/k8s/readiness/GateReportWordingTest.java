package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The gate's status line for people: each pool's headline (nodes counted against the expected count, or the pool
 * at zero), the first three reasons and how many more, the ClusterPolicy's reason first; and a pool's defaults.
 */
class GateReportWordingTest {
    private static final Verdict NOT_READY = Verdict.of(GateDiagnosis.NODE_NOT_READY, "node", "gpu-1", "condition", "KubeletNotReady");

    private static PoolReport pool(String name, Integer expected, int nodes, List<String> reasons, PoolState state) {
        return new PoolReport(name, expected, "nvidia.com/gpu", nodes, 1, 8, null, state, reasons,
                reasons.isEmpty() ? Verdict.ready() : NOT_READY);
    }

    @Test
    void aHeadlineCountsNodesAgainstTheExpectedCount() {
        assertEquals("h200: 1/4 nodes validated, 8 nvidia.com/gpu", pool("h200", 4, 2, List.of(), PoolState.NOT_READY).headline());
        assertEquals("h200: 1/5 nodes validated, 8 nvidia.com/gpu", pool("h200", 4, 5, List.of(), PoolState.NOT_READY).headline());
        assertEquals("h200: 1/3 nodes validated, 8 nvidia.com/gpu", pool("h200", null, 3, List.of(), PoolState.NOT_READY).headline());
        assertEquals("l4: 0 nodes (scaled to zero)", pool("l4", 0, 0, List.of(), PoolState.ZERO_NODES).headline());
    }

    @Test
    void theSummaryNamesThreeReasonsAndCountsTheRest() {
        GateReport three = new GateReport(NOT_READY, Verdict.ready(),
                List.of(pool("h200", 4, 4, List.of("r1", "r2", "r3"), PoolState.NOT_READY)), Instant.EPOCH);
        assertEquals("h200: 1/4 nodes validated, 8 nvidia.com/gpu; r1; r2; r3", three.summary());
        GateReport five = new GateReport(NOT_READY, NOT_READY,
                List.of(pool("h200", 4, 4, List.of("r1", "r2", "r3", "r4"), PoolState.NOT_READY)), Instant.EPOCH);
        assertEquals("h200: 1/4 nodes validated, 8 nvidia.com/gpu; " + NOT_READY.reason() + "; r1; r2; and 2 more", five.summary());
        assertFalse(five.isReady());
        assertTrue(new GateReport(Verdict.ready(), Verdict.ready(), List.of(), Instant.EPOCH).isReady());
    }

    @Test
    void aVerdictPrintsItsKindAndReason() {
        assertEquals("READY", Verdict.ready().toString());
        assertEquals(NOT_READY.severity() + ": " + NOT_READY.reason(), NOT_READY.toString());
    }

    @Test
    void aPoolSelectsByItsLabelUnlessGivenASelectorAndCountsAtLeastOneGpu() {
        PoolExpectation byLabel = new PoolExpectation("h200", Map.of(), 2, 0, " ", null, null);
        assertEquals(Map.of(PoolExpectation.POOL_LABEL, "h200"), byLabel.nodeSelector());
        assertEquals(PoolExpectation.GPU_RESOURCE, byLabel.resourceName());
        assertEquals(1, byLabel.requiredPerNode());
        PoolExpectation bySelector = new PoolExpectation("h200", Map.of("gpu", "h200"), 2, 8, "nvidia.com/mig-1g.18gb", null, null);
        assertEquals(Map.of("gpu", "h200"), bySelector.nodeSelector());
        assertEquals("nvidia.com/mig-1g.18gb", bySelector.resourceName());
        assertEquals(8, bySelector.requiredPerNode());
        assertEquals(Integer.valueOf(5), bySelector.withExpectedNodes(5).expectedNodes());
        assertEquals(bySelector.nodeSelector(), bySelector.withExpectedNodes(5).nodeSelector());
        assertEquals("pool h200: expectedNodes must not be negative", assertThrows(IllegalArgumentException.class,
                () -> new PoolExpectation("h200", null, -1, 1, null, null, null)).getMessage());
        assertEquals(Integer.valueOf(0), new PoolExpectation("h200", null, 0, 1, null, null, null).expectedNodes());
    }
}
