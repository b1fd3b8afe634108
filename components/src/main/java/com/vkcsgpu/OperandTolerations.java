package com.vkcsgpu;

import com.vkcsgpu.operator.Toleration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The tolerations the GPU Operator's pods need: every taint of every pool (so a custom taint never strands the
 * operands, the NFD worker or the operator on tainted nodes; NVIDIA/cloud-native-docs gpu-operator/troubleshooting.rst,
 * "No GPU Driver or Operand Pods Running") plus the chart's own default ({@code nvidia.com/gpu} Exists NoSchedule),
 * which a given list would otherwise replace. Duplicates are dropped, order is stable (defaults, then pools in
 * order), so the values never show a diff by reordering.
 */
final class OperandTolerations {
    /** The chart's default operand toleration (values.yaml {@code daemonsets.tolerations}). */
    static final NodePoolToleration CHART_DEFAULT = new NodePoolToleration("nvidia.com/gpu", "Exists", null,
            "NoSchedule");

    private OperandTolerations() {
    }

    static List<Toleration> of(List<GpuOperatorPoolArgs> pools) {
        Set<NodePoolToleration> all = new LinkedHashSet<>();
        all.add(CHART_DEFAULT);
        for (GpuOperatorPoolArgs pool : pools) {
            if (pool != null) {
                all.addAll(Tolerations.forTaints(pool.taints()));
            }
        }
        return all.stream().map(t -> new Toleration(t.key(), t.operator(), t.value(), t.effect())).toList();
    }
}
