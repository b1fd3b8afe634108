package com.vkcsgpu.operator;

/**
 * The gpu-operator chart's {@code driver.upgradePolicy} values as vkcs-gpu sets them (NVIDIA/gpu-operator
 * deployments/gpu-operator/values.yaml, the same keys from v24.9.2 to v26.7.0), shared by the Helm release and the
 * VK addon values. Helm merges a values map key by key with the chart's defaults, so only what is set is sent
 * (Gson leaves nulls out).
 *
 * @param maxParallelUpgrades how many nodes upgrade at once ({@code 0}: all)
 * @param maxUnavailable      a number of nodes (sent as a number) or a percentage such as {@code 25%}
 * @param gpuPodDeletion      deleting the GPU pods before the driver reloads
 * @param drain               draining the node before the driver reloads
 */
public record DriverUpgradeValues(Integer maxParallelUpgrades, Object maxUnavailable, PodDeletion gpuPodDeletion,
                                  Drain drain) {

    /** {@code gpuPodDeletion} (NVIDIADriver resources call it {@code podDeletion}). */
    public record PodDeletion(Boolean force, Integer timeoutSeconds, Boolean deleteEmptyDir) {
    }

    /** {@code drain}. */
    public record Drain(Boolean enable, Boolean force, Integer timeoutSeconds, Boolean deleteEmptyDir) {
    }

    /** The values of the given settings (each may be null); null when none is set. */
    public static DriverUpgradeValues of(Integer maxParallelUpgrades, String maxUnavailable, Boolean podDeletionForce,
                                         Boolean podDeletionDeleteEmptyDir, Integer podDeletionTimeoutSeconds,
                                         Boolean drainEnable, Boolean drainForce, Boolean drainDeleteEmptyDir,
                                         Integer drainTimeoutSeconds) {
        PodDeletion deletion = podDeletionForce == null && podDeletionTimeoutSeconds == null
                && podDeletionDeleteEmptyDir == null ? null
                : new PodDeletion(podDeletionForce, podDeletionTimeoutSeconds, podDeletionDeleteEmptyDir);
        Drain drain = drainEnable == null && drainForce == null && drainTimeoutSeconds == null
                && drainDeleteEmptyDir == null ? null
                : new Drain(drainEnable, drainForce, drainTimeoutSeconds, drainDeleteEmptyDir);
        Object unavailable = maxUnavailable != null && maxUnavailable.matches("\\d+")
                ? (Object) Integer.valueOf(maxUnavailable) : maxUnavailable; // the field is an int-or-string
        return maxParallelUpgrades == null && unavailable == null && deletion == null && drain == null ? null
                : new DriverUpgradeValues(maxParallelUpgrades, unavailable, deletion, drain);
    }

    /** Why {@code maxUnavailable} is not usable, if it is not: it must be a number of nodes or a percentage. */
    public static java.util.Optional<String> maxUnavailableProblem(String maxUnavailable) {
        return maxUnavailable == null || maxUnavailable.matches("\\d+%?") ? java.util.Optional.empty()
                : java.util.Optional.of("'" + maxUnavailable + "' is neither a number of nodes nor a percentage;"
                + " for example \"1\" or \"25%\"");
    }
}
