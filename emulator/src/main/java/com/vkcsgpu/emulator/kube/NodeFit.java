package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;

/** Placement predicates simulations share with the scheduler and the DaemonSet controller. */
public final class NodeFit {
    private NodeFit() {}

    /**
     * Whether a DaemonSet-style pod ({@code spec.nodeSelector}, required node affinity,
     * {@code spec.tolerations}) may run on {@code node}: selectors match and every NoSchedule or
     * NoExecute taint is tolerated.
     */
    public static boolean daemonPodFits(JsonObject pod, JsonObject node) {
        return DaemonSetController.fits(pod, node);
    }
}
