package com.vkcsgpu.operator;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KubernetesVersionTest {

    @Test
    void parsesClusterVersionsWithOrWithoutV() {
        assertEquals(new KubernetesVersion(1, 31, 4), KubernetesVersion.parse("v1.31.4"));
        assertEquals(new KubernetesVersion(1, 31, 4), KubernetesVersion.parse("1.31.4"));
        assertEquals("v1.31.4", KubernetesVersion.parse("1.31.4").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1.31", "v1", "v1.31.x", "", "latest"})
    void rejectsMalformedClusterVersionsNamingTheFormat(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KubernetesVersion.parse(text));
        assertTrue(e.getMessage().contains("vX.Y.Z"), e.getMessage());
    }

    @Test
    void rangeContainsByMinorInclusive() {
        KubernetesRange range = new KubernetesRange(KubernetesVersion.parseMinor("1.32"),
                KubernetesVersion.parseMinor("1.36"), List.of(), null);
        assertTrue(range.contains(KubernetesVersion.parse("v1.32.0")));
        assertTrue(range.contains(KubernetesVersion.parse("v1.36.9")));
        assertFalse(range.contains(KubernetesVersion.parse("v1.31.12")));
        assertFalse(range.contains(KubernetesVersion.parse("v1.37.0")));
        assertFalse(range.contains(KubernetesVersion.parse("v2.33.0")));
        assertEquals("1.32–1.36", range.describe());
    }
}
