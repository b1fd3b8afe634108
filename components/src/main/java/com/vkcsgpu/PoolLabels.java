package com.vkcsgpu;

import com.vkcsgpu.domain.KubernetesSyntax;
import com.vkcsgpu.operator.PoolGpuLabels;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Kubernetes labels of a pool's nodes: the standard ones (pool name, GPU model, GPUs per node) that
 * workloads select on and the readiness gate uses to find the pool's nodes and count their GPUs, plus
 * the user's. Sorted, so the node group's labels never show as a diff because of ordering.
 */
final class PoolLabels {
    static final String POOL = PoolGpuLabels.POOL;
    static final String GPU_MODEL = PoolGpuLabels.GPU_MODEL;
    static final String GPUS_PER_NODE = PoolGpuLabels.GPUS_PER_NODE;

    private PoolLabels() {
    }

    /** The selector that finds exactly this pool's nodes. */
    static Map<String, String> selector(String poolName) {
        return Map.of(POOL, poolName);
    }

    /**
     * Standard labels, the GPU-sharing labels and the user's; {@code gpuModel} may be null (an explicit flavor
     * of unknown model).
     */
    static Map<String, String> of(String poolName, String gpuModel, int gpusPerNode, Map<String, String> sharing,
                                  Map<String, String> user) {
        Map<String, String> labels = new TreeMap<>();
        if (user != null) {
            labels.putAll(user);
        }
        labels.putAll(sharing);
        labels.put(POOL, poolName);
        if (gpuModel != null) {
            labels.put(GPU_MODEL, gpuModel);
        }
        labels.put(GPUS_PER_NODE, Integer.toString(gpusPerNode));
        return labels;
    }

    /**
     * User labels must be valid Kubernetes labels with a value (null is refused, as the provider refuses it in a
     * node group's labels) and must not set the standard keys: the node selector and the readiness gate rely on
     * them meaning what the pool says.
     */
    static void check(Map<String, String> user, ArgumentProblems problems) {
        if (user == null) {
            return;
        }
        for (Map.Entry<String, String> e : new TreeMap<>(user).entrySet()) {
            String at = "labels[\"" + e.getKey() + "\"]";
            if (e.getKey().equals(POOL) || e.getKey().equals(GPU_MODEL) || e.getKey().equals(GPUS_PER_NODE)) {
                problems.add(at, "is a standard label the pool sets from poolName, gpuModel and gpusPerNode; remove it");
                continue;
            }
            if (e.getKey().equals(GpuSharing.MIG_CONFIG_LABEL) || e.getKey().equals(GpuSharing.DEVICE_PLUGIN_CONFIG_LABEL)) {
                problems.add(at, "is set from migProfile / timeSlicingReplicas / mpsReplicas; use those instead");
                continue;
            }
            problems.add(at, KubernetesSyntax.labelKeyProblem(e.getKey()));
            if (e.getValue() == null) {
                // named here: further on it would fail as a bare NullPointerException
                problems.add(at, "must not be null; remove the key or give it a value");
                continue;
            }
            problems.add(at, KubernetesSyntax.labelValueProblem(e.getValue()));
        }
    }
}
