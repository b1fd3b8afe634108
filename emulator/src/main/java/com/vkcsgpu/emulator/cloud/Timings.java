package com.vkcsgpu.emulator.cloud;

import java.time.Duration;

/**
 * How long the emulated cloud takes, in realistic (unscaled) time; the emulator multiplies each
 * by its time scale. A scaled transition only makes sooner what happens anyway, so transitions have no floor; the
 * token lifetime does ({@link #TOKEN_LIFETIME_FLOOR}), as a lapse is something happening. Defaults are in line with what VK's own Terraform provider waits for
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
 * @param tokenLifetime         Keystone token lifetime (VK: 1 h); scaled, but never below {@link #TOKEN_LIFETIME_FLOOR}
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

    /**
     * The shortest a scaled token lifetime gets, in real time. A real Keystone token does not lapse seconds after
     * issue, so the emulator's must not either: at time scale 0.001 VK's hour would be 3.6 s, which a starved
     * client can spend between a token's issue and its use, and the run would fail with a 401 the real cloud never
     * gives. Ten minutes is far beyond any starvation a run survives, and leaves the two minutes clients renew
     * ahead of {@code expires_at} intact. A test that wants tokens to lapse says so: {@code
     * VkCloudEmulator.Builder.exactTokenLifetime}, {@code VkCloudEmulator.expireAllTokens()} or the
     * {@code expire_token} fault.
     */
    public static final Duration TOKEN_LIFETIME_FLOOR = Duration.ofMinutes(10);

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
