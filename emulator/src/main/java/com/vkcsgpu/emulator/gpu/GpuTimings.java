package com.vkcsgpu.emulator.gpu;

import java.time.Duration;

/**
 * How long the simulated GPU stack takes for each step, before the emulator's time scale.
 *
 * @param nfdDiscovery          NFD worker start to node labels
 * @param driverCompile         driver container start to Ready: compiling and loading the kernel
 *                              module (the chart's startup probe allows ~20 min; a few minutes is
 *                              typical on a warm mirror)
 * @param shortStep             init containers that only check something (driver manager, validations)
 * @param toolkitSetup          container toolkit configuring containerd
 * @param cudaWorkload          the {@code nvidia-cuda-validator} vectorAdd pod
 * @param pluginRegistration    device plugin start to kubelet registration (allocatable)
 * @param migReconfigure        MIG manager applying a {@code nvidia.com/mig.config}
 * @param upgradeStep           the pause between driver-upgrade state labels
 * @param crashLoopRestart      the interval between restarts of a crash-looping container
 * @param pluginValidationLimit {@code plugin-validation} polling before it gives up (30 × 5 s upstream)
 */
public record GpuTimings(Duration nfdDiscovery, Duration driverCompile, Duration shortStep, Duration toolkitSetup,
        Duration cudaWorkload, Duration pluginRegistration, Duration migReconfigure, Duration upgradeStep,
        Duration crashLoopRestart, Duration pluginValidationLimit) {

    /** Durations close to a real cluster with a compiled (not precompiled) driver. */
    public static GpuTimings realistic() {
        return new GpuTimings(Duration.ofSeconds(15), Duration.ofMinutes(4), Duration.ofSeconds(5),
                Duration.ofSeconds(30), Duration.ofSeconds(20), Duration.ofSeconds(15), Duration.ofMinutes(1),
                Duration.ofSeconds(10), Duration.ofSeconds(40), Duration.ofSeconds(150));
    }

    /** Every duration multiplied by {@code factor} (the emulator's time scale, e.g. 0.001 in tests). */
    public GpuTimings scaled(double factor) {
        if (!(factor > 0)) {
            throw new IllegalArgumentException("time scale must be positive, got " + factor);
        }
        return new GpuTimings(scale(nfdDiscovery, factor), scale(driverCompile, factor), scale(shortStep, factor),
                scale(toolkitSetup, factor), scale(cudaWorkload, factor), scale(pluginRegistration, factor),
                scale(migReconfigure, factor), scale(upgradeStep, factor), scale(crashLoopRestart, factor),
                scale(pluginValidationLimit, factor));
    }

    static Duration scale(Duration realistic, double factor) {
        return Duration.ofNanos(Math.max(1_000_000L, (long) (realistic.toNanos() * factor)));
    }
}
