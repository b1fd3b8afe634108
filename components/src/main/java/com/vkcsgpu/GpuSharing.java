package com.vkcsgpu;

import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.PoolGpuLabels;
import java.util.Map;
import java.util.Optional;

/**
 * How a pool's GPUs are shared, as GpuNodePool and GpuOperator must agree on it: the node labels the GPU
 * Operator reads (MIG configuration, device-plugin config) and the count of the GPU resource each node then
 * advertises.
 *
 * <p>Only uniform MIG configurations ({@code all-<profile>}) are supported: under the {@code single} MIG
 * strategy every slice is advertised as {@code nvidia.com/gpu}, so workloads and the gate keep one resource
 * name. {@code all-balanced} mixes slice sizes, which needs the {@code mixed} strategy (one resource per
 * size); it is rejected with that reason.
 */
final class GpuSharing {
    /** The node label the MIG manager reads (NVIDIA/cloud-native-docs gpu-operator/gpu-operator-mig.rst). */
    static final String MIG_CONFIG_LABEL = PoolGpuLabels.MIG_CONFIG;
    /**
     * The node label that picks an entry of the device plugin's config map (NVIDIA/cloud-native-docs
     * gpu-operator/gpu-sharing.rst, time-slicing).
     */
    static final String DEVICE_PLUGIN_CONFIG_LABEL = PoolGpuLabels.DEVICE_PLUGIN_CONFIG;
    static final String MIG_DISABLED = PoolGpuLabels.MIG_DISABLED;
    static final String MIG_BALANCED = "all-balanced";

    private GpuSharing() {
    }

    /** The MIG configurations of the model named {@code gpuModel}; null when it has none or is unknown. */
    private static Map<String, Integer> migInstances(String gpuModel) {
        return PoolGpuLabels.migProfiles(gpuModel).orElse(null);
    }

    /**
     * The device-plugin config entry for {@code replicas}-way time-slicing: one named entry per distinct
     * replica count, so pools that share a count share the entry and the label value says what it does.
     */
    static String timeSlicingConfigName(int replicas) {
        return PoolGpuLabels.timeSlicingConfig(replicas);
    }

    /**
     * The device-plugin config entry for {@code replicas}-way MPS sharing, one per distinct replica count as for
     * time-slicing.
     */
    static String mpsConfigName(int replicas) {
        return PoolGpuLabels.mpsConfig(replicas);
    }

    /**
     * A problem with MPS sharing of {@code replicas} pods per GPU beside the pool's other sharing; empty when usable.
     * The device plugin needs at least 2 replicas (NVIDIA/k8s-device-plugin api/config/v1/replicas.go, v0.17.0),
     * refuses MPS on MIG-enabled GPUs (internal/lm/nvml.go, "MPS sharing is not supported for mig devices") and, given
     * both, uses MPS and drops time-slicing (api/config/v1/sharing.go), so each combination is refused here.
     */
    static Optional<String> mpsProblem(String migProfile, Integer timeSlicingReplicas, Integer replicas) {
        if (replicas == null) {
            return Optional.empty();
        }
        int most = GpuOperatorValues.Mps.MAX_REPLICAS;
        if (replicas < 2 || replicas > most) {
            return Optional.of("must be 2-" + most + " (pods sharing one GPU by MPS; the MPS server serves at most " + most
                    + " clients per GPU), got " + replicas + "; leave it unset to give"
                    + " each pod a whole GPU");
        }
        if (migProfile != null && !MIG_DISABLED.equals(migProfile)) {
            return Optional.of("cannot be combined with migProfile " + migProfile + ": NVIDIA's device plugin does not"
                    + " share MIG-enabled GPUs by MPS; remove mpsReplicas (timeSlicingReplicas shares MIG slices), or"
                    + " set migProfile to " + MIG_DISABLED);
        }
        if (timeSlicingReplicas != null && timeSlicingReplicas > 1) {
            return Optional.of("cannot be combined with timeSlicingReplicas: a node's device-plugin config shares its"
                    + " GPUs one way, and the plugin would use MPS and drop time-slicing; keep one of the two");
        }
        return Optional.empty();
    }

    /** MIG instances per GPU; empty when the model or profile is not a known uniform configuration. */
    static Optional<Integer> migInstancesPerGpu(String gpuModel, String migProfile) {
        return PoolGpuLabels.migInstancesPerGpu(gpuModel, migProfile);
    }

    /** A problem with {@code migProfile} on {@code gpuModel}; empty when it is usable. */
    static Optional<String> migProblem(String gpuModel, String migProfile) {
        if (migProfile == null || MIG_DISABLED.equals(migProfile)) {
            return Optional.empty();
        }
        if (MIG_BALANCED.equals(migProfile)) {
            return Optional.of("all-balanced mixes MIG slice sizes, which needs the mixed strategy (a resource per"
                    + " size); use a uniform configuration such as all-1g.10gb");
        }
        Map<String, Integer> profiles = migInstances(gpuModel);
        if (profiles == null) {
            return Optional.of((gpuModel == null ? "the pool's GPU model is unknown" : gpuModel + " does not support MIG")
                    + "; remove migProfile, or share the GPU with timeSlicingReplicas");
        }
        if (!profiles.containsKey(migProfile)) {
            return Optional.of("'" + migProfile + "' is not a uniform MIG configuration of " + gpuModel + "; use one of "
                    + String.join(", ", new java.util.TreeSet<>(profiles.keySet())) + " (or " + MIG_DISABLED + ")");
        }
        return Optional.empty();
    }

    /** A problem with {@code replicas}; empty when usable (1 means no sharing). */
    static Optional<String> timeSlicingProblem(Integer replicas) {
        if (replicas != null && (replicas < 1 || replicas > 64)) {
            return Optional.of("must be 1-64 (pods sharing one GPU; 1 means no sharing), got " + replicas);
        }
        return Optional.empty();
    }

    /**
     * The resource count each node advertises: GPUs × MIG instances per GPU × time-slicing replicas × MPS replicas
     * (MPS advertises {@code nvidia.com/gpu} once per replica, as time-slicing does).
     */
    static int expectedResourcesPerNode(int gpusPerNode, String gpuModel, String migProfile, Integer replicas,
                                        Integer mpsReplicas) {
        return PoolGpuLabels.advertisedPerNode(gpusPerNode, gpuModel, migProfile, replicas, mpsReplicas);
    }

    /** The sharing labels of a pool's nodes (none when neither MIG, time-slicing nor MPS is asked). */
    static Map<String, String> nodeLabels(String migProfile, Integer replicas, Integer mpsReplicas) {
        Map<String, String> labels = new java.util.TreeMap<>();
        if (migProfile != null) {
            labels.put(MIG_CONFIG_LABEL, migProfile);
        }
        if (replicas != null && replicas > 1) {
            labels.put(DEVICE_PLUGIN_CONFIG_LABEL, timeSlicingConfigName(replicas));
        }
        if (mpsReplicas != null) {
            labels.put(DEVICE_PLUGIN_CONFIG_LABEL, mpsConfigName(mpsReplicas));
        }
        return labels;
    }
}
