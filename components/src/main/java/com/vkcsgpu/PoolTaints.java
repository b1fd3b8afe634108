package com.vkcsgpu;

import com.vkcsgpu.domain.KubernetesSyntax;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.util.List;

/** The taints a pool's nodes get: the GPU taint by default, the user's list when given (empty removes it). */
final class PoolTaints {
    /** {@code nvidia.com/gpu=present:NoSchedule}: keeps non-GPU workloads off expensive nodes. */
    static final NodePoolTaintArgs DEFAULT = NodePoolTaintArgs.of("nvidia.com/gpu", "present", "NoSchedule");

    private PoolTaints() {
    }

    static List<NodePoolTaintArgs> resolve(List<NodePoolTaintArgs> given) {
        return given == null ? List.of(DEFAULT) : List.copyOf(given);
    }

    static void check(List<NodePoolTaintArgs> taints, ArgumentProblems problems) {
        check("", taints, problems);
    }

    /** Checks {@code taints}, naming each problem {@code <prefix>taints[i].<field>}. */
    static void check(String prefix, List<NodePoolTaintArgs> taints, ArgumentProblems problems) {
        for (int i = 0; i < taints.size(); i++) {
            NodePoolTaintArgs t = taints.get(i);
            String at = prefix + "taints[" + i + "]";
            if (t == null) {
                problems.add(at, "must not be null");
                continue;
            }
            problems.add(at + ".key", KubernetesSyntax.labelKeyProblem(t.key()));
            problems.add(at + ".value", VkCloudSyntax.taintValueProblem(t.value()));
            problems.add(at + ".effect", KubernetesSyntax.taintEffectProblem(t.effect()));
        }
    }
}
