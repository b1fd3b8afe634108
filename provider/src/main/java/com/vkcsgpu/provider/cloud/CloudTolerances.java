package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import java.time.Duration;
import java.util.Objects;

/**
 * How long the client gives VK Cloud's unpublished behaviour before drawing a conclusion. VK's own
 * Terraform provider hides every one of these behind fixed sleeps (3-5 min before the first poll of a
 * change, github.com/vk-cs/terraform-provider-vkcs {@code vkcs/kubernetes/resource_cluster_v2.go},
 * {@code resource_node_group_v2.go} at v0.16.0); we poll early instead, so we must not mistake
 * "not started yet" for "done" or "gone".
 *
 * @param settleTime how long after a change was accepted a RUNNING cluster counts as done without other
 *     evidence (no transitional status seen, target not visible), in case the status lags or never moves
 * @param notFoundGrace how long after its own create a 404 for an object counts as "not visible yet"
 * @param unknownStatusLimit how long a status this client does not know may last before the wait fails
 *     naming it (instead of at the caller's deadline, which may be an hour away)
 */
public record CloudTolerances(Duration settleTime, Duration notFoundGrace, Duration unknownStatusLimit) {

    public CloudTolerances {
        Objects.requireNonNull(settleTime, "settleTime");
        Objects.requireNonNull(notFoundGrace, "notFoundGrace");
        Objects.requireNonNull(unknownStatusLimit, "unknownStatusLimit");
    }

    /**
     * Production values: a minute to settle (Terraform waits 30 s before its first poll after a node group
     * update), five minutes of 404 grace (its first poll after a cluster create comes after 5 min), and
     * twenty minutes for an unknown status (longer than the emulator's and Terraform's slowest single step,
     * short of the 60-minute deadline).
     */
    public static CloudTolerances defaults() {
        return new CloudTolerances(Duration.ofMinutes(1), Duration.ofMinutes(5), Duration.ofMinutes(20));
    }

    /** Every duration multiplied by {@code factor} in (0, 1], as {@link WaitTimings#scaled}. */
    public CloudTolerances scaled(double factor) {
        if (!(factor > 0 && factor <= 1)) {
            throw new IllegalArgumentException("a wait scale must be > 0 and <= 1, got " + factor);
        }
        return new CloudTolerances(scale(settleTime, factor), scale(notFoundGrace, factor), scale(unknownStatusLimit, factor));
    }

    private static Duration scale(Duration d, double factor) {
        return Duration.ofNanos((long) (d.toNanos() * factor));
    }
}
