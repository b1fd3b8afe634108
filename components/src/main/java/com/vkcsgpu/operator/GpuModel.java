package com.vkcsgpu.operator;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A GPU model a node pool can be built from. Facts about each model (VK Cloud flavors, memory, MIG
 * profiles, driver-branch bounds, with their sources) are in the release matrix:
 * {@link ReleaseMatrix#gpu(GpuModel)}.
 */
public enum GpuModel {
    /**
     * NVIDIA A100 with 40 GB (Ampere). VK Cloud flavor e.g. {@code GPU1A-32-96-A100-1}. MIG-capable:
     * {@code all-1g.5gb} (7 instances) … {@code all-7g.40gb}, {@code all-balanced}.
     */
    A100_40GB,
    /**
     * NVIDIA A100 with 80 GB (Ampere). VK Cloud flavor e.g. {@code GPU3-32-192-A100x80-1}. MIG-capable:
     * {@code all-1g.10gb} (7 instances) … {@code all-7g.80gb}, {@code all-balanced}.
     */
    A100_80GB,
    /**
     * NVIDIA H100 with 80 GB (Hopper). No VK Cloud flavor is known; kept for clusters elsewhere.
     * MIG-capable with the A100 80 GB profile set.
     */
    H100_80GB,
    /**
     * NVIDIA H200 with 141 GB (Hopper). VK Cloud flavors {@code GPU-44-256-H200-1} and
     * {@code GPU-240-2048-H200-8}. MIG-capable: {@code all-1g.18gb} (7 instances) … {@code all-7g.141gb}.
     * Needs driver branch R550 or newer.
     */
    H200,
    /**
     * NVIDIA A30 with 24 GB (Ampere). VK Cloud flavor e.g. {@code GPU2-12-112-A30-1}. MIG-capable:
     * {@code all-1g.6gb} (4 instances) … {@code all-4g.24gb}.
     */
    A30,
    /**
     * NVIDIA L4 with 24 GB (Ada Lovelace). VK Cloud flavor e.g. {@code GPU2-16-72-L4-1}. No MIG; share it
     * with time-slicing instead.
     */
    L4,
    /** NVIDIA L40S with 48 GB (Ada Lovelace). VK Cloud flavor e.g. {@code GPU3-16-112-L40S-1}. No MIG. */
    L40S,
    /**
     * NVIDIA V100 / V100S (Volta). VK Cloud flavors e.g. {@code GPU1-16-48-V100-1}. No MIG. R580 is the
     * last driver branch that supports it.
     */
    V100,
    /** NVIDIA T4 with 16 GB (Turing). VK Cloud flavor {@code GPU2-24-96-T4-1} (older docs). No MIG. */
    T4;

    /** The model with this exact name, if any. */
    public static Optional<GpuModel> fromName(String name) {
        return Arrays.stream(values()).filter(m -> m.name().equals(name)).findFirst();
    }

    /** Every model name, comma-separated, for error messages. */
    public static String allNames() {
        return Arrays.stream(values()).map(GpuModel::name).collect(Collectors.joining(", "));
    }
}
