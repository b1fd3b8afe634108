package com.vkcsgpu;

import java.util.List;

/** Tolerations derived from a pool's final taints: one per taint, so workloads tolerate exactly those. */
final class Tolerations {
    private Tolerations() {
    }

    /** {@code Equal} with the value for a valued taint; {@code Exists} for one without (Kubernetes semantics). */
    static List<NodePoolToleration> forTaints(List<NodePoolTaintArgs> taints) {
        return taints.stream().map(t -> t.value().isEmpty()
                ? new NodePoolToleration(t.key(), "Exists", null, t.effect())
                : new NodePoolToleration(t.key(), "Equal", t.value(), t.effect())).toList();
    }
}
