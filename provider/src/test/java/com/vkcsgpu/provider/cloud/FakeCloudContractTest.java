package com.vkcsgpu.provider.cloud;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** {@link CloudClientContract} against the in-test fake, so the suite itself is known to run. */
class FakeCloudContractTest extends CloudClientContract {
    private FakeCloud cloud;

    @BeforeEach
    void start() throws Exception {
        cloud = new FakeCloud(java.time.Clock.systemUTC());
        cloud.addFlavor("f1", "GPU2-16-72-L4-1", 16, 73728);
        cloud.addFlavor("f2", "STD3-4-8", 4, 8192);
    }

    @AfterEach
    void stop() {
        cloud.close();
    }

    @Override
    protected CloudSettings settings() {
        return cloud.settings();
    }
}
