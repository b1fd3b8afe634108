package com.vkcsgpu.operator;

import com.vkcsgpu.domain.GpuModel;

/**
 * What {@link CompatibilityCheck} needs to know about one GPU node pool. Every field except {@code name}
 * and {@code gpuModel} is optional ({@code null}); a {@code null} also stands for a value not yet known
 * during preview, which the check then skips.
 *
 * @param name the pool's name, unique within the cluster
 * @param gpuModel a {@link GpuModel} constant name, e.g. {@code "A100_40GB"} (a string, so an unknown
 *                 model from a YAML program is reported rather than rejected by the type system)
 * @param migProfile the MIG configuration for the pool's nodes ({@code nvidia.com/mig.config}), e.g.
 *                   {@code all-1g.5gb}; {@code all-disabled} is valid on every GPU
 * @param timeSlicingReplicas how many pods share each GPU (or each MIG slice) by time-slicing; at least 1
 * @param driverVersion a driver for this pool alone (installed through an NVIDIADriver resource), instead
 *                      of the cluster-wide {@code driverVersion}
 * @param cudaWorkloadValidation {@code false} to turn the validator's CUDA workload off for this pool, where the
 *                               release's workload cannot run on the pool's GPU; {@code null} or {@code true}
 *                               leaves it on
 */
public record PoolSpec(String name, String gpuModel, String migProfile, Integer timeSlicingReplicas,
                       String driverVersion, Boolean cudaWorkloadValidation) {

    /** A pool with the CUDA workload validation left on. */
    public PoolSpec(String name, String gpuModel, String migProfile, Integer timeSlicingReplicas, String driverVersion) {
        this(name, gpuModel, migProfile, timeSlicingReplicas, driverVersion, null);
    }

    /** A pool of {@code model} GPUs with no MIG, no time-slicing and the cluster-wide driver. */
    public static PoolSpec of(String name, GpuModel model) {
        return new PoolSpec(name, model.name(), null, null, null);
    }

    /** Whether this pool turned the validator's CUDA workload off. */
    public boolean cudaWorkloadValidationOff() {
        return Boolean.FALSE.equals(cudaWorkloadValidation);
    }

    /** This pool with the validator's CUDA workload on ({@code true}) or off ({@code false}). */
    public PoolSpec withCudaWorkloadValidation(Boolean on) {
        return new PoolSpec(name, gpuModel, migProfile, timeSlicingReplicas, driverVersion, on);
    }

    /** This pool with a MIG configuration. */
    public PoolSpec withMigProfile(String profile) {
        return new PoolSpec(name, gpuModel, profile, timeSlicingReplicas, driverVersion, cudaWorkloadValidation);
    }

    /** This pool with time-slicing replicas. */
    public PoolSpec withTimeSlicingReplicas(Integer replicas) {
        return new PoolSpec(name, gpuModel, migProfile, replicas, driverVersion, cudaWorkloadValidation);
    }

    /** This pool with its own driver version. */
    public PoolSpec withDriverVersion(String version) {
        return new PoolSpec(name, gpuModel, migProfile, timeSlicingReplicas, version, cudaWorkloadValidation);
    }
}
