package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClientOptionsTest {

    @Test
    void withoutTheVariableThePacingIsProductions() {
        ClientOptions options = ClientOptions.fromEnvironment(Map.of());

        assertEquals(WaitTimings.clusterDefaults(), options.clusterWaits());
        assertEquals(WaitTimings.shortDefaults(), options.shortWaits());
    }

    @Test
    void aWaitScaleShortensEveryPauseOfEveryWaitButNotRetriesOrTimeouts() {
        ClientOptions options = ClientOptions.fromEnvironment(Map.of(ClientOptions.WAIT_SCALE_ENV, "0.001"));

        WaitTimings cluster = options.clusterWaits();
        assertEquals(Duration.ofMillis(15), cluster.initialDelay());
        assertEquals(Duration.ofMillis(10), cluster.pollInterval());
        assertEquals(Duration.ofMillis(30), cluster.maxPollInterval());
        assertEquals(Duration.ofMillis(1), cluster.cancelCheck());
        assertEquals(WaitTimings.clusterDefaults().jitter(), cluster.jitter());
        assertEquals(Duration.ofMillis(5), options.shortWaits().initialDelay());
        assertEquals(Duration.ofMillis(15), options.shortWaits().maxPollInterval());
        ClientOptions production = ClientOptions.defaults();
        assertEquals(production.requestTimeout(), options.requestTimeout());
        assertEquals(production.retry(), options.retry());
    }

    @Test
    void aTinyScaleNeverPollsInABusyLoop() {
        WaitTimings scaled = WaitTimings.shortDefaults().scaled(1e-9);

        assertEquals(Duration.ofMillis(1), scaled.pollInterval());
        assertEquals(Duration.ofMillis(1), scaled.cancelCheck());
    }

    @Test
    void aBadScaleIsRefusedNamingTheVariable() {
        for (String bad : new String[] {"fast", "0", "-0.5", "2", "NaN"}) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                    () -> ClientOptions.fromEnvironment(Map.of(ClientOptions.WAIT_SCALE_ENV, bad)));
            assertTrue(error.getMessage().contains("VKCS_GPU_WAIT_SCALE") && error.getMessage().contains("'" + bad + "'"),
                    error.getMessage());
        }
    }
}
