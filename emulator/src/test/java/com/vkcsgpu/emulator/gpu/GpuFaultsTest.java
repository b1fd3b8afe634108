package com.vkcsgpu.emulator.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class GpuFaultsTest {

    @Test
    void aFaultOfTheSameKindOnTheSameTargetReplacesTheEarlierOne() {
        GpuFaults faults = new GpuFaults();
        faults.add("c", GpuFault.slowDriverCompile("c-a-0", Duration.ofMinutes(40)));
        faults.add("c", GpuFault.slowDriverCompile("c-a-0", Duration.ofMinutes(90)));
        faults.add("c", GpuFault.driverCrashLoop("c-a-0"));
        assertEquals(List.of(GpuFault.slowDriverCompile("c-a-0", Duration.ofMinutes(90)), GpuFault.driverCrashLoop("c-a-0")),
                faults.of("c"));
    }

    @Test
    void aNodeGroupFaultHitsEveryNodeOfTheGroupOnly() {
        GpuFaults faults = new GpuFaults();
        faults.add("c", GpuFault.missingGpus("ignored").onNodeGroup("l4-pool"));
        assertTrue(faults.find("c", "c-l4-pool-3", "l4-pool", GpuFault.Kind.MISSING_GPUS).isPresent());
        assertEquals(Optional.empty(), faults.find("c", "c-h200-pool-0", "h200-pool", GpuFault.Kind.MISSING_GPUS));
        assertEquals(Optional.empty(), faults.find("other", "c-l4-pool-3", "l4-pool", GpuFault.Kind.MISSING_GPUS));
        assertEquals(Optional.empty(), faults.find("c", "c-l4-pool-3", "l4-pool", GpuFault.Kind.DRIVER_CRASH_LOOP));
    }

    @Test
    void listenersHearEveryChangeOfTheirClusterUntilClosed() throws Exception {
        GpuFaults faults = new GpuFaults();
        AtomicInteger heard = new AtomicInteger();
        AutoCloseable subscription = faults.subscribe("c", heard::incrementAndGet);
        faults.add("c", GpuFault.driverCrashLoop("c-a-0"));
        faults.add("other", GpuFault.driverCrashLoop("o-a-0"));
        faults.clearNode("c", "c-a-0");
        assertEquals(List.of(), faults.of("c"));
        assertEquals(2, heard.get());
        subscription.close();
        faults.clear();
        assertEquals(2, heard.get());
        assertEquals(List.of(), faults.all());
    }

    @Test
    void theFaultsThatBreakTheDriverContainerAreTheDriversOwn() {
        assertEquals(java.util.EnumSet.of(GpuFault.Kind.DRIVER_CRASH_LOOP, GpuFault.Kind.SLOW_DRIVER_COMPILE,
                GpuFault.Kind.DRIVER_NOUVEAU, GpuFault.Kind.DRIVER_SECURE_BOOT, GpuFault.Kind.DRIVER_ON_HOST,
                GpuFault.Kind.DRIVER_OOM_KILLED), java.util.EnumSet.allOf(GpuFault.Kind.class).stream()
                .filter(GpuFault.Kind::breaksDriverContainer)
                .collect(java.util.stream.Collectors.toCollection(() -> java.util.EnumSet.noneOf(GpuFault.Kind.class))));
    }

    @Test
    void eachKindTakesExactlyItsOwnParameters() {
        EmulatedNode.Taint taint = GpuFault.parseTaint("dedicated=training:NoSchedule");
        assertEquals(new EmulatedNode.Taint("dedicated", "training", "NoSchedule"), taint);
        assertEquals(new EmulatedNode.Taint("maintenance", null, "NoExecute"), GpuFault.parseTaint("maintenance:NoExecute"));
        assertEquals("dedicated=training:NoSchedule", GpuFault.describe(taint));
        assertThrows(IllegalArgumentException.class, () -> GpuFault.parseTaint("no-effect"));
        assertThrows(IllegalArgumentException.class, () -> new GpuFault(GpuFault.Kind.MISSING_GPUS, "n", "g", null, null));
        assertThrows(IllegalArgumentException.class, () -> new GpuFault(GpuFault.Kind.MISSING_GPUS, "n", null, null, taint));
        assertThrows(IllegalArgumentException.class,
                () -> GpuFault.untoleratedTaint("n", new EmulatedNode.Taint("a", "b", "PreferNoSchedule")));
        assertThrows(IllegalArgumentException.class, () -> GpuFault.slowDriverCompile("n", Duration.ZERO));
    }
}
