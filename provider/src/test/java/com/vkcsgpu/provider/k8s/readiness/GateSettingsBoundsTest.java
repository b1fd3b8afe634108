package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The gate's settings at their bounds: one restart is a valid threshold, a scale of 1 keeps production timings, 0 is refused. */
class GateSettingsBoundsTest {
    private static final GateSettings PRODUCTION = GateSettings.of("gpu-operator", "cluster-policy",
            List.of(PoolExpectation.of("h200", 1, 8)));

    @Test
    void aThresholdOfOneRestartIsAcceptedAndZeroRefused() {
        assertEquals(1, new GateSettings("gpu-operator", "cluster-policy", List.of(), 1, Duration.ofMinutes(3),
                Duration.ofSeconds(15), Duration.ofSeconds(1)).restartThreshold());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new GateSettings("gpu-operator",
                "cluster-policy", List.of(), 0, Duration.ofMinutes(3), Duration.ofSeconds(15), Duration.ofSeconds(1)));
        assertEquals("restartThreshold must be at least 1", refused.getMessage());
    }

    @Test
    void aScaleOfOneKeepsTheProductionTimings() {
        assertEquals(PRODUCTION, PRODUCTION.scaled(1));
    }

    @Test
    void aScaleOfZeroIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> PRODUCTION.scaled(0));
        assertEquals("the gate's time scale must be in (0, 1], got 0.0", refused.getMessage());
    }

    @Test
    void aTimingBelowItsFloorIsKeptAsGiven() {
        GateSettings quick = PRODUCTION.withTimings(Duration.ofMillis(100), Duration.ofMillis(300), Duration.ofMillis(5));
        GateSettings scaled = quick.scaled(0.5);
        assertEquals(Duration.ofMillis(100), scaled.blockedGrace());
        assertEquals(Duration.ofMillis(300), scaled.progressInterval());
        assertEquals(Duration.ofMillis(5), scaled.tick());
        assertEquals(Duration.ofMillis(300), scaled.minProgressGap());
    }
}
