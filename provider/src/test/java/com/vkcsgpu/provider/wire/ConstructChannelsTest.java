package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Pulumi Java SDK opens new gRPC channels to the engine and the resource monitor for every Construct and never
 * closes them; the bridge closes them once the Construct has answered (see {@code DeploymentChannels}). Many
 * Constructs, succeeding, refused and failing after registering children, in preview and in update: afterwards
 * the monitor has no connection left open. The wait is for the connections' close events, bounded only so a
 * leak fails the test instead of hanging it.
 */
class ConstructChannelsTest {
    private static final int ROUNDS = 10;

    @Test
    void everyConstructClosesItsConnectionToTheMonitor() throws Exception {
        try (FakeEngine engine = new FakeEngine()) {
            int answered = 0;
            for (int i = 0; i < ROUNDS; i++) {
                boolean dryRun = i % 2 == 0;
                String pool = "pool" + i;
                engine.stub().construct(engine.construct("GpuNodePool", pool, StructCodec.encode(Map.of(
                        "clusterId", "cluster-1", "poolName", pool, "gpuModel", "L4", "availabilityZone", "GZ1",
                        "nodeCount", 1.0)), dryRun).build());
                answered++;
                assertThrows(StatusRuntimeException.class, () -> engine.stub().construct(engine.construct(
                        "GpuNodePool", pool + "-typo", StructCodec.encode(Map.of("nodeCount", "one")), dryRun)
                        .build()), "a wrongly typed input is refused");
                assertThrows(StatusRuntimeException.class, () -> engine.stub().construct(engine.construct(
                        "TestEcho", "echo" + pool, StructCodec.encode(Map.of("message", "refuse-later")), false)
                        .build()), "a component that fails after registering itself");
            }
            assertTrue(engine.monitorConnections.opened() >= answered,
                    "each answered Construct registered its children over its own connection; opened "
                            + engine.monitorConnections.opened());
            assertEquals(0, engine.monitorConnections.awaitNoneOpen(Duration.ofSeconds(30)),
                    "connections to the monitor still open after " + engine.monitorConnections.opened()
                            + " were opened by " + (3 * ROUNDS) + " Constructs");
        }
    }
}
