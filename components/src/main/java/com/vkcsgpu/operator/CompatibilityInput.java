package com.vkcsgpu.operator;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Everything {@link CompatibilityCheck} judges. Optional values are {@code null} when not set or not
 * yet known (preview); the rules that need them are then skipped.
 *
 * @param release the GPU Operator release, e.g. {@code v26.7.0}
 * @param overrides per-component version overrides (component → image tag); {@code null} values mean "not set"
 * @param kubernetesVersion the cluster's Kubernetes version, {@code vX.Y.Z}
 * @param pools the GPU node pools the operator serves
 * @param cudaMajor the newest CUDA major the workloads' containers are built with, e.g. 12
 * @param allowUnsupportedDriver when true, a driver NVIDIA does not list for the release is a warning,
 *                               not an error (for drivers newer than the curated list; at your own risk)
 * @param addon the VK Cloud addon that installs the operator, whose chart decides the release line; null when the
 *              operator is installed from NVIDIA's chart by Helm
 * @param hostDriver true when the nodes' own driver is used ({@code driverSource: host}): the operator installs
 *                   none, so the release's default driver is not the one the GPUs run and is not judged
 */
public record CompatibilityInput(String release, Map<Component, String> overrides, String kubernetesVersion,
                                 List<PoolSpec> pools, Integer cudaMajor, boolean allowUnsupportedDriver,
                                 VkAddon addon, boolean hostDriver) {

    public CompatibilityInput {
        EnumMap<Component, String> copy = new EnumMap<>(Component.class);
        if (overrides != null) {
            copy.putAll(overrides); // EnumMap keeps null values, which mean "not set"
        }
        overrides = java.util.Collections.unmodifiableMap(copy);
        pools = pools == null ? List.of() : List.copyOf(pools);
    }

    /** The operator installs the driver (or detects the host's where there is one). */
    public CompatibilityInput(String release, Map<Component, String> overrides, String kubernetesVersion,
                              List<PoolSpec> pools, Integer cudaMajor, boolean allowUnsupportedDriver, VkAddon addon) {
        this(release, overrides, kubernetesVersion, pools, cudaMajor, allowUnsupportedDriver, addon, false);
    }

    /** Installed by Helm (no addon). */
    public CompatibilityInput(String release, Map<Component, String> overrides, String kubernetesVersion,
                              List<PoolSpec> pools, Integer cudaMajor, boolean allowUnsupportedDriver) {
        this(release, overrides, kubernetesVersion, pools, cudaMajor, allowUnsupportedDriver, null);
    }

    /** This input installed by VK Cloud's addon of {@code version}. */
    public CompatibilityInput withAddon(String version) {
        return new CompatibilityInput(release, overrides, kubernetesVersion, pools, cudaMajor, allowUnsupportedDriver,
                new VkAddon(version), hostDriver);
    }

    /** A release with no overrides, no cluster version, no pools and no CUDA constraint. */
    public static CompatibilityInput of(String release) {
        return new CompatibilityInput(release, Map.of(), null, List.of(), null, false);
    }

    /** This input with one more override. */
    public CompatibilityInput withOverride(Component component, String version) {
        EnumMap<Component, String> copy = new EnumMap<>(Component.class);
        copy.putAll(overrides);
        copy.put(component, version);
        return new CompatibilityInput(release, copy, kubernetesVersion, pools, cudaMajor, allowUnsupportedDriver, addon,
                hostDriver);
    }

    /** This input with a cluster Kubernetes version. */
    public CompatibilityInput withKubernetesVersion(String version) {
        return new CompatibilityInput(release, overrides, version, pools, cudaMajor, allowUnsupportedDriver, addon,
                hostDriver);
    }

    /** This input with these pools. */
    public CompatibilityInput withPools(PoolSpec... newPools) {
        return new CompatibilityInput(release, overrides, kubernetesVersion, List.of(newPools), cudaMajor,
                allowUnsupportedDriver, addon, hostDriver);
    }

    /** This input with a CUDA major constraint. */
    public CompatibilityInput withCudaMajor(Integer major) {
        return new CompatibilityInput(release, overrides, kubernetesVersion, pools, major, allowUnsupportedDriver, addon,
                hostDriver);
    }

    /** This input with the nodes' own driver ({@code driverSource: host}) instead of one the operator installs. */
    public CompatibilityInput withHostDriver() {
        return new CompatibilityInput(release, overrides, kubernetesVersion, pools, cudaMajor, allowUnsupportedDriver,
                addon, true);
    }

    /** This input with the unsupported-driver escape hatch set. */
    public CompatibilityInput withAllowUnsupportedDriver(boolean allow) {
        return new CompatibilityInput(release, overrides, kubernetesVersion, pools, cudaMajor, allow, addon, hostDriver);
    }
}
