package com.vkcsgpu.operator;

import com.vkcsgpu.domain.GpuModel;
import java.util.Map;
import java.util.Optional;

/**
 * The node labels that say what a pool's nodes advertise, and the count that follows from them: GpuNodePool writes
 * them, the provider reads them back (a preview's impact of a MIG or sharing change). One home for the label names,
 * the MIG instances of each uniform configuration and the count formula.
 */
public final class PoolGpuLabels {
    /** The pool's name. */
    public static final String POOL = "vkcs-gpu.io/pool";
    /** The pool's GPU model ({@link GpuModel} name). */
    public static final String GPU_MODEL = "vkcs-gpu.io/gpu-model";
    /** The physical GPUs of each node. */
    public static final String GPUS_PER_NODE = "vkcs-gpu.io/gpus-per-node";
    /** The node label the MIG manager reads (NVIDIA/cloud-native-docs gpu-operator/gpu-operator-mig.rst). */
    public static final String MIG_CONFIG = "nvidia.com/mig.config";
    /**
     * The node label that picks an entry of the device plugin's config map (NVIDIA/cloud-native-docs
     * gpu-operator/gpu-sharing.rst, time-slicing).
     */
    public static final String DEVICE_PLUGIN_CONFIG = "nvidia.com/device-plugin.config";
    /** The MIG configuration that turns MIG off. */
    public static final String MIG_DISABLED = "all-disabled";
    private static final String TIME_SLICING_PREFIX = "time-slicing-";
    private static final String MPS_PREFIX = "mps-";

    /**
     * MIG instances per GPU of each uniform configuration, by GPU model. Source: NVIDIA/gpu-operator
     * assets/state-mig-manager/0400_configmap.yaml (v25.10.1, v26.7.0); the
     * {@code .me} variants put one media-extension slice on each GPU.
     */
    private static final Map<GpuModel, Map<String, Integer>> MIG_INSTANCES = Map.of(
            GpuModel.A100_40GB, Map.of("all-1g.5gb", 7, "all-1g.5gb.me", 1, "all-1g.10gb", 4, "all-2g.10gb", 3,
                    "all-3g.20gb", 2, "all-4g.20gb", 1, "all-7g.40gb", 1),
            GpuModel.A100_80GB, eighty(),
            GpuModel.H100_80GB, eighty(),
            GpuModel.H200, Map.of("all-1g.18gb", 7, "all-1g.18gb.me", 1, "all-1g.35gb", 4, "all-2g.35gb", 3,
                    "all-3g.71gb", 2, "all-4g.71gb", 1, "all-7g.141gb", 1),
            GpuModel.A30, Map.of("all-1g.6gb", 4, "all-1g.6gb.me", 1, "all-2g.12gb", 2, "all-2g.12gb.me", 1,
                    "all-4g.24gb", 1));

    private PoolGpuLabels() {
    }

    private static Map<String, Integer> eighty() {
        return Map.of("all-1g.10gb", 7, "all-1g.10gb.me", 1, "all-1g.20gb", 4, "all-2g.20gb", 3,
                "all-3g.40gb", 2, "all-4g.40gb", 1, "all-7g.80gb", 1);
    }

    /** The uniform MIG configurations of the model named {@code gpuModel} and their instances per GPU; empty if none. */
    public static Optional<Map<String, Integer>> migProfiles(String gpuModel) {
        return gpuModel == null ? Optional.empty() : GpuModel.fromName(gpuModel).map(MIG_INSTANCES::get);
    }

    /** MIG instances per GPU; empty when the model or profile is not a known uniform configuration. */
    public static Optional<Integer> migInstancesPerGpu(String gpuModel, String migProfile) {
        if (MIG_DISABLED.equals(migProfile)) {
            return Optional.of(1);
        }
        return migProfiles(gpuModel).map(profiles -> profiles.get(migProfile));
    }

    /**
     * The device-plugin config entry for {@code replicas}-way time-slicing: one named entry per distinct replica
     * count, so pools that share a count share the entry and the label value says what it does.
     */
    public static String timeSlicingConfig(int replicas) {
        return TIME_SLICING_PREFIX + replicas;
    }

    /** The device-plugin config entry for {@code replicas}-way MPS sharing, one per count as for time-slicing. */
    public static String mpsConfig(int replicas) {
        return MPS_PREFIX + replicas;
    }

    /**
     * The count of {@code nvidia.com/gpu} each node advertises: GPUs × MIG instances per GPU × time-slicing replicas ×
     * MPS replicas (the single MIG strategy advertises each slice as {@code nvidia.com/gpu}; MPS advertises it once
     * per replica, as time-slicing does).
     */
    public static int advertisedPerNode(int gpusPerNode, String gpuModel, String migProfile, Integer replicas,
                                        Integer mpsReplicas) {
        int instances = migProfile == null ? 1 : migInstancesPerGpu(gpuModel, migProfile).orElse(1);
        return gpusPerNode * instances * (replicas == null ? 1 : replicas) * (mpsReplicas == null ? 1 : mpsReplicas);
    }

    /** The same count read from a node's (or node group's) labels; empty without {@value #GPUS_PER_NODE}. */
    public static Optional<Integer> advertisedPerNode(Map<String, String> labels) {
        String gpus = labels.get(GPUS_PER_NODE);
        if (gpus == null || !gpus.matches("\\d+")) {
            return Optional.empty();
        }
        String config = labels.getOrDefault(DEVICE_PLUGIN_CONFIG, "");
        return Optional.of(advertisedPerNode(Integer.parseInt(gpus), labels.get(GPU_MODEL), labels.get(MIG_CONFIG),
                timeSlicingReplicas(labels), replicasAfter(config, MPS_PREFIX)));
    }

    /** The time-slicing replicas a node's {@value #DEVICE_PLUGIN_CONFIG} label names; null when it names none. */
    public static Integer timeSlicingReplicas(Map<String, String> labels) {
        return replicasAfter(labels.getOrDefault(DEVICE_PLUGIN_CONFIG, ""), TIME_SLICING_PREFIX);
    }

    private static Integer replicasAfter(String config, String prefix) {
        String count = config.startsWith(prefix) ? config.substring(prefix.length()) : "";
        return count.matches("\\d+") ? Integer.valueOf(count) : null;
    }
}
