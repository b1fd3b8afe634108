package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/** An emulator at 1/1000 of real time and a client tuned to it (millisecond backoffs and polls). */
final class EmulatorFixture {
    /** 8 minutes of provisioning become 480 ms. */
    static final double TIME_SCALE = 0.001;

    static {
        // The JDK server writes headers and body separately; without TCP_NODELAY each answer waits
        // for a delayed ACK (~40 ms), which makes every poll needlessly slow. Read once per JVM, so
        // it must be set before the first emulator starts.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    private EmulatorFixture() {
    }

    static VkCloudEmulator start() {
        return VkCloudEmulator.builder().timeScale(TIME_SCALE).start();
    }

    static CloudSettings settings(VkCloudEmulator cloud) {
        EmulatorCredentials user = cloud.credentials();
        return new CloudSettings(cloud.identityUrl().toString(), user.username(), SecretString.of(user.password()),
                user.projectId(), user.region(), user.userDomainName(), null, null, cloud.caCertificatePem());
    }

    /** Backoff 10 ms doubling to 100 ms, Retry-After up to 2 s, on the given sleeper. */
    static RetryPolicy retry(Sleeper sleeper, int maxAttempts) {
        return new RetryPolicy(maxAttempts, Duration.ofMillis(10), Duration.ofMillis(100), 0.5, Duration.ofSeconds(2), 5,
                sleeper, Clock.systemUTC(), () -> ThreadLocalRandom.current().nextDouble());
    }

    static ClientOptions options() {
        return options(Sleeper.SYSTEM, Duration.ofSeconds(10));
    }

    static ClientOptions options(Sleeper sleeper, Duration requestTimeout) {
        return ClientOptions.defaults()
                .withRetry(retry(sleeper, 4))
                .withWaits(WaitTimings.fast(), WaitTimings.fast())
                .withTimeouts(requestTimeout, Duration.ofSeconds(5));
    }
}
