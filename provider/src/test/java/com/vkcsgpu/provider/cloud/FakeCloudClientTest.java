package com.vkcsgpu.provider.cloud;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** A test of the cloud client against a {@link FakeCloud} on fake time, started for each test and closed after it. */
public abstract class FakeCloudClientTest {
    protected FakeTime time;
    protected FakeCloud cloud;
    protected VkcsClient client;

    @BeforeEach
    void startFakeCloud() throws Exception {
        time = new FakeTime();
        cloud = new FakeCloud(time);
        client = ClientFixture.client(cloud, time);
    }

    @AfterEach
    void closeFakeCloud() {
        cloud.close();
    }
}
