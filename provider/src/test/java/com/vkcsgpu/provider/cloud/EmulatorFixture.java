package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.http.RetryPolicy;
import com.vkcsgpu.provider.cloud.http.Sleeper;
import com.vkcsgpu.provider.cloud.mk8s.ClusterCreate;
import com.vkcsgpu.provider.cloud.mk8s.DeploymentType;
import com.vkcsgpu.provider.cloud.mk8s.DiskType;
import com.vkcsgpu.provider.cloud.mk8s.LoadBalancerConfig;
import com.vkcsgpu.provider.cloud.mk8s.MasterSpec;
import com.vkcsgpu.provider.cloud.mk8s.NetworkConfig;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupSpec;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.cloud.mk8s.Taint;
import com.vkcsgpu.provider.cloud.mk8s.VmEngine;
import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.cloud.VkPlatform;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/** An emulator at 1/1000 of real time and a client tuned to it (millisecond backoffs and polls). */
final class EmulatorFixture {
    /** 8 minutes of provisioning become 480 ms. */
    static final double TIME_SCALE = 0.001;

    private static EmulatorCa ca;

    static {
        // The JDK server writes headers and body separately; without TCP_NODELAY each answer waits
        // for a delayed ACK (~40 ms), which makes every poll needlessly slow. Read once per JVM, so
        // it must be set before the first emulator starts.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    private EmulatorFixture() {
    }

    static VkCloudEmulator start() {
        return builder().ca(sharedCa()).start();
    }

    /** On VK's documented platform (the emulator's default): the project owner is Kubernetes {@code admin}. */
    static VkCloudEmulator startOnVksPlatform() {
        return builder().platform(VkPlatform.documented()).ca(sharedCa()).start();
    }

    /**
     * The cloud API's tests run on the permissive platform, chosen here once: the contract checks a node group's Nodes
     * with the project owner's token, which VK's documented platform, the emulator's default, refuses to that token's
     * {@code admin} role (the contract then skips those checks, as {@code EmulatorContractOnVksPlatformTest} shows).
     */
    private static VkCloudEmulator.Builder builder() {
        return VkCloudEmulator.builder().timeScale(TIME_SCALE).platform(VkPlatform.permissive());
    }

    /** Playing {@code behaviour} where VK Cloud's answers are unknown. */
    static VkCloudEmulator start(com.vkcsgpu.emulator.cloud.CloudBehaviour behaviour) {
        return builder().behaviour(behaviour).ca(sharedCa()).start();
    }

    /** With Keystone tokens lasting {@code tokenLifetime} before scaling. */
    static VkCloudEmulator start(Duration tokenLifetime) {
        return builder().tokenLifetime(tokenLifetime).ca(sharedCa()).start();
    }

    /** One CA for every emulator of the test run: key generation is the slow part of a start. */
    private static synchronized EmulatorCa sharedCa() {
        if (ca == null) {
            ca = EmulatorCa.generate("vkcs-gpu provider tests CA");
        }
        return ca;
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

    /** A standard cluster the emulator accepts: one STD3-4-8 master in GZ1, calico. */
    static ClusterCreate cluster(VkCloudEmulator cloud, String name) {
        return new ClusterCreate(null, name, "", "v1.34.2", Map.of(), MasterSpec.of(cloud.flavorId("STD3-4-8"), 1),
                DeploymentType.zonal("GZ1"), NetworkConfig.calico("10.100.0.0/16", UUID.randomUUID().toString(),
                        UUID.randomUUID().toString(), null),
                LoadBalancerConfig.octavia(UUID.randomUUID().toString(), false, List.of()), List.of());
    }

    /** One CPU worker in GZ1, labelled and tainted. */
    static NodeGroupSpec workers(VkCloudEmulator cloud, String name) {
        return new NodeGroupSpec(name, VmEngine.flavor(cloud.flavorId("STD3-8-16")), List.of("GZ1"), ScaleSpec.fixed(1),
                Map.of("pool", name), List.of(new Taint("dedicated", name, "NoSchedule")), 50, DiskType.cinder("ceph-ssd", 30));
    }

    static ClientOptions options() {
        return options(Sleeper.SYSTEM, Duration.ofSeconds(10));
    }

    static ClientOptions options(Sleeper sleeper, Duration requestTimeout) {
        return ClientOptions.defaults()
                .withRetry(retry(sleeper, 4))
                .withWaits(WaitTimings.fast(), WaitTimings.fast())
                .withTolerances(CloudTolerances.defaults().scaled(TIME_SCALE))
                .withTimeouts(requestTimeout, Duration.ofSeconds(5));
    }
}
