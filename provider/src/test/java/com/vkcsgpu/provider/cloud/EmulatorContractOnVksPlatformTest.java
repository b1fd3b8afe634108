package com.vkcsgpu.provider.cloud;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The contract on VK's documented platform, where the project owner's token is Kubernetes {@code admin}: every check
 * holds, and the lifecycle's checks of a node group's Nodes, which {@code admin} may not list, are skipped with the
 * reason instead of failing the run (as a real project would answer it).
 */
class EmulatorContractOnVksPlatformTest extends EmulatorContractTest {
    private static final List<String> SKIPS = new ArrayList<>();

    @BeforeAll
    static void onVksPlatform() {
        replaceCloud(EmulatorFixture.startOnVksPlatform());
    }

    @Override
    protected void nodeChecksSkipped(String why) {
        super.nodeChecksSkipped(why);
        synchronized (SKIPS) {
            SKIPS.add(why);
        }
    }

    @AfterAll
    static void theNodeChecksWereSkippedWithTheirReason() {
        synchronized (SKIPS) {
            assertTrue(SKIPS.size() == 1 && SKIPS.get(0).startsWith("the token may not list Nodes ("), SKIPS.toString());
        }
    }
}
