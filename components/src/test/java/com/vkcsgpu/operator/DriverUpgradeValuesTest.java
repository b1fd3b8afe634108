package com.vkcsgpu.operator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The chart's driver.upgradePolicy values as sent: only what is set (null when nothing is), each group present as
 * soon as one of its settings is, maxUnavailable as a number when it is one and as text when it is a percentage.
 */
class DriverUpgradeValuesTest {

    @Test
    void nothingSetSendsNothing() {
        assertNull(DriverUpgradeValues.of(null, null, null, null, null, null, null, null, null));
    }

    @Test
    void eachSettingAloneBringsItsGroup() {
        assertEquals(new DriverUpgradeValues(2, null, null, null),
                DriverUpgradeValues.of(2, null, null, null, null, null, null, null, null));
        assertEquals(new DriverUpgradeValues(null, null, new DriverUpgradeValues.PodDeletion(true, null, null), null),
                DriverUpgradeValues.of(null, null, true, null, null, null, null, null, null));
        assertEquals(new DriverUpgradeValues(null, null, new DriverUpgradeValues.PodDeletion(null, null, false), null),
                DriverUpgradeValues.of(null, null, null, false, null, null, null, null, null));
        assertEquals(new DriverUpgradeValues(null, null, new DriverUpgradeValues.PodDeletion(null, 300, null), null),
                DriverUpgradeValues.of(null, null, null, null, 300, null, null, null, null));
        assertEquals(new DriverUpgradeValues(null, null, null, new DriverUpgradeValues.Drain(true, null, null, null)),
                DriverUpgradeValues.of(null, null, null, null, null, true, null, null, null));
        assertEquals(new DriverUpgradeValues(null, null, null, new DriverUpgradeValues.Drain(null, true, null, null)),
                DriverUpgradeValues.of(null, null, null, null, null, null, true, null, null));
        assertEquals(new DriverUpgradeValues(null, null, null, new DriverUpgradeValues.Drain(null, null, null, true)),
                DriverUpgradeValues.of(null, null, null, null, null, null, null, true, null));
        assertEquals(new DriverUpgradeValues(null, null, null, new DriverUpgradeValues.Drain(null, null, 600, null)),
                DriverUpgradeValues.of(null, null, null, null, null, null, null, null, 600));
    }

    @Test
    void maxUnavailableIsANumberOrAPercentage() {
        assertEquals(1, DriverUpgradeValues.of(null, "1", null, null, null, null, null, null, null).maxUnavailableValue());
        assertEquals("25%", DriverUpgradeValues.of(null, "25%", null, null, null, null, null, null, null).maxUnavailableValue());
        assertEquals(Optional.empty(), DriverUpgradeValues.maxUnavailableProblem("25%"));
        assertEquals(Optional.empty(), DriverUpgradeValues.maxUnavailableProblem("3"));
        assertEquals(Optional.empty(), DriverUpgradeValues.maxUnavailableProblem(null));
        assertEquals(Optional.of("'half' is neither a number of nodes nor a percentage; for example \"1\" or \"25%\""),
                DriverUpgradeValues.maxUnavailableProblem("half"));
    }
}
