package com.vkcsgpu.provider.cloud.compute;

import java.util.Arrays;
import java.util.Optional;

/**
 * GPU models VK Cloud offers, with the model part of their flavor names
 * ({@code <CATEGORY>-<vCPU>-<RAM_GB>-<MODEL>-<COUNT>}, from VK's GPU docs,
 * https://cloud.vk.com/docs/ru/computing/gpu/concepts/about).
 */
public enum GpuModel {
    /** {@code GPU1A-32-96-A100-1}. */
    A100_40GB("A100", 4),
    /** {@code GPU3-32-192-A100x80-1}. */
    A100_80GB("A100x80", 4),
    /** {@code GPU2-16-72-L4-1}; also the only vGPU model ({@code vGPU-2-8-L4-1Q}). */
    L4("L4", 4),
    /** {@code GPU-44-256-H200-1}, {@code GPU-240-2048-H200-8}. */
    H200("H200", 8),
    /** {@code GPU1-16-48-V100-1}. */
    V100("V100", 4),
    /** {@code GPU2-24-72-V100S-1}. */
    V100S("V100S", 4),
    /** {@code GPU2-12-112-A30-1}. */
    A30("A30", 4),
    /** {@code GPU3-16-112-L40S-1}. */
    L40S("L40S", 4),
    /** {@code GPU2-24-96-T4-1} (older docs). */
    T4("T4", 4);

    private final String flavorToken;
    private final int maxPerNode;

    GpuModel(String flavorToken, int maxPerNode) {
        this.flavorToken = flavorToken;
        this.maxPerNode = maxPerNode;
    }

    /** The model as written in flavor names. */
    public String flavorToken() {
        return flavorToken;
    }

    /** At most 4 GPUs per VM, 8 for H200 (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/flavors). */
    public int maxPerNode() {
        return maxPerNode;
    }

    /** The model whose flavor-name token is {@code token} (case-insensitive). */
    public static Optional<GpuModel> fromFlavorToken(String token) {
        return Arrays.stream(values()).filter(model -> model.flavorToken.equalsIgnoreCase(token)).findFirst();
    }
}
