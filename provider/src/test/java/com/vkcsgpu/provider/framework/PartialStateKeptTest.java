package com.vkcsgpu.provider.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A failure after the cloud accepted a create keeps what the engine must record: the state, id, outputs and inputs. */
class PartialStateKeptTest {
    private record Created(String id) {
    }

    @Test
    void aResourceInitFailureKeepsThePartialStateAndMeansTheOutcomeIsUnknown() {
        Created state = new Created("ng-1");
        ResourceInitFailedException failed = new ResourceInitFailedException(state, "the pool never became RUNNING");
        assertSame(state, failed.partialState());
        assertEquals(FailureKind.OUTCOME_UNKNOWN, failed.kind());
    }

    @Test
    void aPartialFailureKeepsIdOutputsAndInputs() {
        PartialFailureException partial = new PartialFailureException("ng-1", Map.of("id", "ng-1"), Map.of("name", "l4"),
                "the pool never became RUNNING", null);
        assertEquals("ng-1", partial.id());
        assertEquals(Map.of("id", "ng-1"), partial.outputs());
        assertEquals(Map.of("name", "l4"), partial.inputs());
        assertEquals(FailureKind.OUTCOME_UNKNOWN, partial.kind());
    }
}
