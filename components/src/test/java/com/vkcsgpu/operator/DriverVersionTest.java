package com.vkcsgpu.operator;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DriverVersionTest {

    @Test
    void parsesBranchMinorPatchAndKeepsTheTextAsWritten() {
        DriverVersion v = DriverVersion.parse("550.144.03");
        assertEquals(550, v.branch());
        assertEquals(144, v.minor());
        assertEquals(3, v.patch());
        assertEquals("550.144.03", v.toString());
        assertEquals("R550", v.branchName());
    }

    @Test
    void ordersNumericallyFieldByField() {
        List<String> sorted = Stream.of("580.105.08", "535.309.01", "580.95.05", "595.91.07", "580.105.10")
                .map(DriverVersion::parse).sorted().map(DriverVersion::toString).toList();
        assertEquals(List.of("535.309.01", "580.95.05", "580.105.08", "580.105.10", "595.91.07"), sorted);
    }

    @Test
    void equalityIgnoresZeroPadding() {
        assertEquals(DriverVersion.parse("550.144.03"), DriverVersion.parse("550.144.3"));
        assertEquals(DriverVersion.parse("550.144.03").hashCode(), DriverVersion.parse("550.144.3").hashCode());
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"580", "580.105", "580.105.08.1", "v580.105.08", "latest", "58.105.08", "580.105.08-ubuntu24.04"})
    void rejectsAnythingButBranchMinorPatch(String text) {
        assertFalse(DriverVersion.isValid(text));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DriverVersion.parse(text));
        assertTrue(e.getMessage().contains("<branch>.<minor>.<patch>"), e.getMessage());
    }
}
