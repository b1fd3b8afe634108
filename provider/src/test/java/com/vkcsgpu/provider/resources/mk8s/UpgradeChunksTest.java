package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Chunk arithmetic of a rolling replacement: the chunk size rounds up, at least one node at a time. */
class UpgradeChunksTest {
    @ParameterizedTest(name = "{0} nodes at {1}% → chunks of {2}, {3} chunks")
    @CsvSource({
            "3, 10, 1, 3",
            "3, 50, 2, 2",
            "3, 100, 3, 1",
            "10, 10, 1, 10",
            "10, 25, 3, 4",
            "11, 10, 2, 6",
            "1, 1, 1, 1",
            "0, 10, 1, 0",
            "8, 34, 3, 3"})
    void chunkSizeRoundsUpAndTheChunksCoverEveryNode(int nodes, int percent, int size, int chunks) {
        UpgradeChunks plan = new UpgradeChunks(nodes, percent);
        assertEquals(size, plan.chunkSize(), "nodes replaced at once");
        assertEquals(chunks, plan.chunks(), "chunks");
    }

    @Test
    void anUnsetOrZeroPercentageIsTheDefaultTenPercent() {
        assertEquals(10, UpgradeChunks.of(20, null).percent());
        assertEquals(10, UpgradeChunks.of(20, 0).percent());
        assertEquals(10, UpgradeChunks.of(20, null).chunks());
        assertEquals(50, UpgradeChunks.of(20, 50).percent());
    }

    @Test
    void describesChunksSingularAndPlural() {
        assertEquals("3 chunks of at most 1 node (parallelUpgradeChunk 10%)", new UpgradeChunks(3, 10).describe());
        assertEquals("1 chunk of at most 4 nodes (parallelUpgradeChunk 100%)", new UpgradeChunks(4, 100).describe());
    }

    @Test
    void refusesAPercentageOutsideOneToAHundred() {
        assertThrows(IllegalArgumentException.class, () -> new UpgradeChunks(3, 101));
        assertThrows(IllegalArgumentException.class, () -> new UpgradeChunks(-1, 10));
    }
}
