package com.vkcsgpu.emulator.cloud;

import java.time.Duration;

/**
 * How long the emulated cloud takes, in realistic (unscaled) time; the emulator multiplies each
 * by its time scale. Defaults are in line with what VK's own Terraform provider waits for
 * (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/kubernetes/resource_cluster_v2.go and resource_node_group_v2.go: first
 * cluster poll after 5 min, node group polls after 2–3 min).
 *
 * @param clusterProvision      PROVISIONING → RUNNING
 * @param clusterDelete         DELETING → gone (404)
 * @param clusterUpgrade        RECONCILING during {@code :upgrade}
 * @param controlPlaneScale     RECONCILING during {@code :scaleControlPlane}
 * @param nodeGroupCreate       RECONCILING while a node group's nodes are created
 * @param nodeGroupUpdate       RECONCILING while a node group is patched
 * @param nodeGroupDelete       RECONCILING (and the group still readable) while it is deleted
 * @param addonInstall          INSTALLING → INSTALLED
 * @param addonUpdate           UPDATING → INSTALLED
 * @param addonDelete           DELETING → gone
 * @param tokenLifetime         Keystone token lifetime (VK: 1 h)
 */
public record Timings(
        Duration clusterProvision,
        Duration clusterDelete,
        Duration clusterUpgrade,
        Duration controlPlaneScale,
        Duration nodeGroupCreate,
        Duration nodeGroupUpdate,
        Duration nodeGroupDelete,
        Duration addonInstall,
        Duration addonUpdate,
        Duration addonDelete,
        Duration tokenLifetime) {

    /** Realistic defaults. */
    public static Timings realistic() {
        return new Timings(
                Duration.ofMinutes(8), Duration.ofMinutes(4), Duration.ofMinutes(10), Duration.ofMinutes(5),
                Duration.ofMinutes(4), Duration.ofMinutes(2), Duration.ofMinutes(3),
                Duration.ofMinutes(2), Duration.ofMinutes(1), Duration.ofMinutes(1),
                Duration.ofHours(1));
    }

    /**
     * Every operation takes {@code each} (tokens still last 1 h): handy in tests that look at
     * transient states such as RECONCILING or UPDATING, which then last as long as everything else.
     */
    public static Timings uniform(Duration each) {
        return new Timings(each, each, each, each, each, each, each, each, each, each, Duration.ofHours(1));
    }

    /** A copy with another token lifetime. */
    public Timings withTokenLifetime(Duration lifetime) {
        return new Timings(clusterProvision, clusterDelete, clusterUpgrade, controlPlaneScale, nodeGroupCreate,
                nodeGroupUpdate, nodeGroupDelete, addonInstall, addonUpdate, addonDelete, lifetime);
    }
}
