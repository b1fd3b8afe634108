package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.provider.framework.ImpactLine;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cluster that cannot be read leaves the line's nodes and pods empty and says why and what it assumes. */
class PoolNodesTest {
    @Test
    void anUnreadableClusterIsStatedWithWhatTheLineAssumesKeepingTheLinesOwnAssumption() {
        PoolNodes unreadable = PoolNodes.read(clusterId -> {
            throw new IllegalStateException("403 Forbidden: nodes is forbidden");
        }, "39UdIv4W0EegBs2EYVeGdas38do");
        ImpactLine scaleIn = ImpactLine.of("l4-pool", ImpactKind.SCALE_IN, "scale-in 3 → 1: 2 nodes removed")
                .withAssumption("VK Cloud chooses which nodes go and does not document which");

        ImpactLine named = unreadable.name(scaleIn, PodFate.EVICTED, "if VK Cloud removes its node",
                "assumed every node of the pool runs GPU pods");

        assertEquals("scale-in 3 → 1: 2 nodes removed", named.summary());
        assertEquals(List.of(), named.nodes());
        assertEquals("VK Cloud chooses which nodes go and does not document which; the cluster could not be read (403"
                + " Forbidden: nodes is forbidden): assumed every node of the pool runs GPU pods", named.assumption());
    }
}
