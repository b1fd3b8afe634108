package com.vkcsgpu.domain;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;


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
    void tryParseIsEmptyForWhatParseRejects() {
        assertEquals(java.util.Optional.of(new KubernetesVersion(1, 34, 2)), KubernetesVersion.tryParse("v1.34.2"));
        assertEquals(java.util.Optional.empty(), KubernetesVersion.tryParse("v1.34"));
        assertEquals(java.util.Optional.empty(), KubernetesVersion.tryParse(null));
    }

    @Test
    void ordersNumericallyNotAsText() {
        assertTrue(KubernetesVersion.parse("v1.9.0").compareTo(KubernetesVersion.parse("v1.10.0")) < 0);
        assertTrue(KubernetesVersion.parse("v1.31.10").compareTo(KubernetesVersion.parse("v1.31.9")) > 0);
        assertTrue(KubernetesVersion.parse("v1.34.2").sameMinor(KubernetesVersion.parseMinor("1.34")));
        assertFalse(KubernetesVersion.parse("v1.34.2").sameMinor(KubernetesVersion.parse("v1.35.2")));
    }
}
