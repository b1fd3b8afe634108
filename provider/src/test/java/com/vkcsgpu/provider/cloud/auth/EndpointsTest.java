package com.vkcsgpu.provider.cloud.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** An id becomes exactly one path segment of a request, never a step up or across the API's paths. */
class EndpointsTest {
    @ParameterizedTest
    @ValueSource(strings = {"..", "."})
    void dotSegmentsAreRefusedBeforeAnyRequest(String id) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Endpoints.segment(id));
        assertEquals("'" + id + "' is not an id or name; give the object's id", e.getMessage());
    }

    @Test
    void slashesAndQueriesAreEncodedInsideTheSegment() {
        assertEquals("a%2F..%2Fb%3Fx%3D1", Endpoints.segment("a/../b?x=1"));
        assertEquals("..a", Endpoints.segment("..a"), "dots inside a name are harmless");
    }
}
