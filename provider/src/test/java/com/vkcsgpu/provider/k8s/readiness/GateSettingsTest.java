package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class GateSettingsTest {
    private static final GateSettings PRODUCTION = GateSettings.of("gpu-operator", "cluster-policy",
            List.of(PoolExpectation.of("h200", 1, 8)));

    @Test
    void productionReportsOnChangeAtMostOnceASecond() {
        assertEquals(Duration.ofSeconds(1), PRODUCTION.minProgressGap());
    }

    @Test
    void scalingFollowsTheEmulatorClockButKeepsFloors() {
        GateSettings half = PRODUCTION.scaled(0.5);
        assertEquals(Duration.ofSeconds(90), half.blockedGrace());
        assertEquals(Duration.ofMillis(7500), half.progressInterval());
        assertEquals(Duration.ofMillis(500), half.tick());

        GateSettings emulated = PRODUCTION.scaled(0.001);
        assertEquals(Duration.ofMillis(500), emulated.blockedGrace(), "the simulated operator still gets time to settle");
        assertEquals(Duration.ofSeconds(2), emulated.progressInterval(), "progress does not flood the engine");
        assertEquals(Duration.ofMillis(20), emulated.tick());
        assertEquals(Duration.ofSeconds(1), emulated.minProgressGap());
        assertEquals(PRODUCTION.pools(), emulated.pools());
    }

    @Test
    void aScaleOutsideZeroToOneIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PRODUCTION.scaled(2));
        assertTrue(e.getMessage().contains("(0, 1]"), e.getMessage());
    }
}
