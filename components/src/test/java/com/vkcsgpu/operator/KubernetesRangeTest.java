package com.vkcsgpu.operator;

import com.vkcsgpu.domain.KubernetesVersion;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KubernetesRangeTest {

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
