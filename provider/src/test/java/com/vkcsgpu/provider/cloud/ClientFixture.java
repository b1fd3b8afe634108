package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import com.vkcsgpu.provider.wait.WaitControl;
import java.time.Duration;

/** Builds clients against a {@link FakeCloud} on fake time, with fast waits. */
public final class ClientFixture {
    private ClientFixture() {
    }

    public static ClientOptions options(FakeTime time, int maxAttempts) {
        return ClientOptions.defaults()
                .withRetry(time.policy(maxAttempts))
                .withWaits(WaitTimings.fast(), WaitTimings.fast())
                .withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(5));
    }

    static VkcsClient client(FakeCloud cloud, FakeTime time) {
        return VkcsClient.create(cloud.settings(), options(time, 4));
    }

    static WaitControl minutes(FakeTime time, int minutes) {
        return WaitControl.timeout(time, Duration.ofMinutes(minutes));
    }
}
