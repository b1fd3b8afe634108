package com.vkcsgpu.emulator.cloud;

import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A test class whose tests share one emulated VK Cloud without a Kubernetes API, on a fast clock, with a client
 * logged in for the whole run; started before its first test and closed after its last. The fields are static so
 * that the classes' static helpers reach them; JUnit runs the classes of a fork one after another (the build
 * configures no parallel execution), so each class has the cloud to itself.
 */
abstract class OneCloudTest {
    protected static VkCloudEmulator cloud;
    protected static CloudClient client;

    @BeforeAll
    static void startCloud() {
        cloud = VkCloudEmulator.builder().timeScale(0.0005).withoutKubeApi().tokenLifetime(Duration.ofDays(10)).start();
        client = new CloudClient(cloud).login();
    }

    @AfterAll
    static void closeCloud() {
        cloud.close();
    }
}
