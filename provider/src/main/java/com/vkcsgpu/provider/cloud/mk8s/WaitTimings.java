package com.vkcsgpu.provider.cloud.mk8s;

import java.time.Duration;
import java.util.Objects;

/**
 * Pacing of one kind of wait: a first pause, then polls whose interval grows by half each time from
 * {@code pollInterval} to {@code maxPollInterval}, each shortened at random by up to {@code jitter}.
 * The caller's deadline bounds everything; no pause is ever fixed at minutes.
 *
 * @param initialDelay pause before the first poll
 * @param pollInterval first interval between polls
 * @param maxPollInterval longest interval between polls
 * @param jitter fraction (0..1) by which an interval may be shortened
 * @param cancelCheck longest uninterrupted sleep, so a cancel is noticed quickly
 */
public record WaitTimings(Duration initialDelay, Duration pollInterval, Duration maxPollInterval, double jitter, Duration cancelCheck) {
    private static final Duration ONE_MS = Duration.ofMillis(1);

    public WaitTimings {
        Objects.requireNonNull(initialDelay, "initialDelay");
        Objects.requireNonNull(pollInterval, "pollInterval");
        Objects.requireNonNull(maxPollInterval, "maxPollInterval");
        Objects.requireNonNull(cancelCheck, "cancelCheck");
        if (pollInterval.isZero() || pollInterval.isNegative() || cancelCheck.isZero() || cancelCheck.isNegative()) {
            throw new IllegalArgumentException("pollInterval and cancelCheck must be positive");
        }
        if (jitter < 0 || jitter > 1) {
            throw new IllegalArgumentException("jitter must be within 0..1, got " + jitter);
        }
    }

    /**
     * Cluster create, upgrade, scale and delete take minutes on VK Cloud (Terraform sleeps 3-5 min
     * before its first poll and then polls every 20 s in vk-cs/terraform-provider-vkcs v0.16.0
     * vkcs/kubernetes/resource_cluster_v2.go); we poll early and back off.
     */
    public static WaitTimings clusterDefaults() {
        return new WaitTimings(Duration.ofSeconds(15), Duration.ofSeconds(10), Duration.ofSeconds(30), 0.3, Duration.ofSeconds(1));
    }

    /**
     * Node group and addon changes (Terraform: 30 s first, then every 10-15 s in vk-cs/terraform-provider-vkcs
     * v0.16.0 vkcs/kubernetes/resource_node_group_v2.go).
     */
    public static WaitTimings shortDefaults() {
        return new WaitTimings(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ofSeconds(15), 0.3, Duration.ofSeconds(1));
    }

    /** Same proportions scaled to milliseconds, for emulator-backed tests. */
    public static WaitTimings fast() {
        return new WaitTimings(Duration.ZERO, Duration.ofMillis(5), Duration.ofMillis(20), 0.0, Duration.ofMillis(5));
    }

    /**
     * The same pacing with every duration multiplied by {@code factor} (0 < factor <= 1), never below
     * a millisecond: for a cloud whose clock runs faster, such as the emulator started with a time scale.
     */
    public WaitTimings scaled(double factor) {
        if (!(factor > 0 && factor <= 1)) {
            throw new IllegalArgumentException("a wait scale must be > 0 and <= 1, got " + factor);
        }
        return new WaitTimings(scale(initialDelay, factor, Duration.ZERO), scale(pollInterval, factor, ONE_MS),
                scale(maxPollInterval, factor, ONE_MS), jitter, scale(cancelCheck, factor, ONE_MS));
    }

    private static Duration scale(Duration d, double factor, Duration floor) {
        Duration scaled = Duration.ofNanos((long) (d.toNanos() * factor));
        return scaled.compareTo(floor) < 0 ? floor : scaled;
    }

    Duration nextInterval(Duration current) {
        Duration grown = Duration.ofMillis(current.toMillis() * 3 / 2);
        return grown.compareTo(maxPollInterval) > 0 ? maxPollInterval : grown;
    }
}
