package com.vkcsgpu.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.domain.GpuModel;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Facts a release and a GPU answer, read from a matrix parsed afresh: the NVIDIADriver CRD's fields (v26.7.0's
 * default NVIDIADriver is a fallback, v24.9.2's is not), driver branches a GPU takes at both ends, the components'
 * keys and values paths, and the driver branch table.
 */
class ReleaseFactsTest {
    private static ReleaseMatrix fresh() {
        return ReleaseMatrix.parse(new InputStreamReader(Objects.requireNonNull(
                ReleaseMatrix.class.getResourceAsStream(ReleaseMatrix.RESOURCE)), StandardCharsets.UTF_8));
    }

    @Test
    void onlyNewerReleasesTreatTheDefaultNvidiaDriverAsAFallback() {
        ReleaseMatrix matrix = fresh();
        assertTrue(matrix.release("v26.7.0").orElseThrow().defaultNvidiaDriverIsFallback());
        assertTrue(matrix.release("v26.7.0").orElseThrow().nvidiaDriverHas("driverType"));
        assertFalse(matrix.release("v24.9.2").orElseThrow().defaultNvidiaDriverIsFallback());
        assertFalse(matrix.release("v26.7.0").orElseThrow().nvidiaDriverHas("noSuchField"));
    }

    @Test
    void aGpuTakesTheBranchesBetweenItsBoundsInclusive() {
        GpuModelInfo v100 = fresh().gpu(GpuModel.V100);
        assertTrue(v100.supportsDriverBranch(384));
        assertTrue(v100.supportsDriverBranch(580));
        assertFalse(v100.supportsDriverBranch(383));
        assertFalse(v100.supportsDriverBranch(590));
        assertEquals("R384–R580", v100.describeDriverBranches());
        assertEquals("R550+", fresh().gpu(GpuModel.H200).describeDriverBranches());
    }

    @Test
    void componentsAreFoundByKeyAndNameTheirValues() {
        assertEquals(Optional.of(Component.DRIVER), Component.fromKey("driver"));
        assertEquals(Optional.empty(), Component.fromKey("cuda"));
        assertEquals("driverVersion", Component.DRIVER.versionProperty());
        assertTrue(Component.allKeys().startsWith(Component.values()[0].key() + ", "), Component.allKeys());
        assertEquals(Component.values().length, Component.allKeys().split(", ").length);
        assertEquals("driver.manager", Component.DRIVER_MANAGER.valuesPath());
    }

    @Test
    void theBranchTableAnswersByNumber() {
        ReleaseMatrix matrix = fresh();
        assertEquals(535, matrix.driverBranch(535).orElseThrow().branch());
        assertEquals(Optional.empty(), matrix.driverBranch(536));
        assertFalse(matrix.driverBranches().isEmpty());
    }
}
