package com.vkcsgpu.domain;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A GPU model a node pool can be built from: the one list GpuNodePool, getGpuFlavors, the provider's flavor
 * discovery and the GpuOperator's compatibility check all use. Further facts about each model (memory, MIG
 * profiles, driver-branch bounds, with their sources) are in the release matrix
 * ({@code com.vkcsgpu.operator.ReleaseMatrix#gpu}), which has an entry for every constant.
 *
 * <p>VK Cloud names GPU flavors {@code <CATEGORY>-<vCPU>-<RAM_GB>-<MODEL>-<COUNT>}
 * (https://cloud.vk.com/docs/ru/computing/gpu/concepts/about); {@link #vkFlavorToken()} is the
 * {@code <MODEL>} part. A model VK Cloud offers no flavor of ({@link #offeredOnVkCloud()} false) is known to
 * the GpuOperator, for clusters built elsewhere, but not to GpuNodePool.
 */
public enum GpuModel {
    /** NVIDIA A100 with 40 GB (Ampere), e.g. {@code GPU1A-32-96-A100-1}. MIG-capable. */
    A100_40GB("A100", 4),
    /** NVIDIA A100 with 80 GB (Ampere), e.g. {@code GPU3-32-192-A100x80-1}. MIG-capable. */
    A100_80GB("A100x80", 4),
    /**
     * NVIDIA H100 with 80 GB (Hopper). VK Cloud lists no H100 flavor; known for clusters elsewhere.
     * MIG-capable with the A100 80 GB profile set.
     */
    H100_80GB(null, 8),
    /** NVIDIA L4 with 24 GB (Ada Lovelace), e.g. {@code GPU2-16-72-L4-1}; also the only vGPU model ({@code vGPU-2-8-L4-1Q}). No MIG. */
    L4("L4", 4),
    /** NVIDIA H200 with 141 GB (Hopper): {@code GPU-44-256-H200-1}, {@code GPU-240-2048-H200-8}. MIG-capable; driver R550 or newer. */
    H200("H200", 8),
    /** NVIDIA V100 (Volta), e.g. {@code GPU1-16-48-V100-1}. No MIG; R580 is the last driver branch for it. */
    V100("V100", 4),
    /** NVIDIA V100S with 32 GB (Volta), e.g. {@code GPU2-24-72-V100S-1}. No MIG; R580 is the last driver branch for it. */
    V100S("V100S", 4),
    /** NVIDIA A30 with 24 GB (Ampere), e.g. {@code GPU2-12-112-A30-1}. MIG-capable. */
    A30("A30", 4),
    /** NVIDIA L40S with 48 GB (Ada Lovelace), e.g. {@code GPU3-16-112-L40S-1}. No MIG. */
    L40S("L40S", 4),
    /** NVIDIA T4 with 16 GB (Turing), {@code GPU2-24-96-T4-1} (older docs). No MIG. */
    T4("T4", 4);

    private final String vkFlavorToken;
    private final int maxPerNode;

    GpuModel(String vkFlavorToken, int maxPerNode) {
        this.vkFlavorToken = vkFlavorToken;
        this.maxPerNode = maxPerNode;
    }

    /** The model as written in VK Cloud flavor names, e.g. {@code A100x80}; empty when VK offers none. */
    public Optional<String> vkFlavorToken() {
        return Optional.ofNullable(vkFlavorToken);
    }

    /** Whether VK Cloud offers flavors with this GPU, so a GpuNodePool can be built from it. */
    public boolean offeredOnVkCloud() {
        return vkFlavorToken != null;
    }

    /**
     * At most this many GPUs per VM: 4, 8 for H200 (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/flavors);
     * 8 for H100, as its 8-GPU boards carry.
     */
    public int maxPerNode() {
        return maxPerNode;
    }

    /** The model with this exact constant name, if any. */
    public static Optional<GpuModel> fromName(String name) {
        return Arrays.stream(values()).filter(m -> m.name().equals(name)).findFirst();
    }

    /** The model whose VK flavor-name token is {@code token} (case-insensitive). */
    public static Optional<GpuModel> fromVkFlavorToken(String token) {
        return Arrays.stream(values()).filter(m -> m.vkFlavorToken != null && m.vkFlavorToken.equalsIgnoreCase(token))
                .findFirst();
    }

    /** The models VK Cloud offers flavors of, in declaration order. */
    public static List<GpuModel> offeredOnVk() {
        return Arrays.stream(values()).filter(GpuModel::offeredOnVkCloud).toList();
    }

    /** Every model name, comma-separated, for error messages. */
    public static String allNames() {
        return names(Arrays.asList(values()));
    }

    /** The names of the models VK Cloud offers, comma-separated, for error messages. */
    public static String vkNames() {
        return names(offeredOnVk());
    }

    private static String names(List<GpuModel> models) {
        return models.stream().map(GpuModel::name).collect(Collectors.joining(", "));
    }
}
