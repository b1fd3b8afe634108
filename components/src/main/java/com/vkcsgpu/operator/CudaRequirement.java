package com.vkcsgpu.operator;

/**
 * The oldest driver branch that runs containers built with a CUDA major version
 * (CUDA minor-version compatibility: 13.x needs R580+, 12.x R525+, 11.x R450+).
 *
 * @param cudaMajor the CUDA major version
 * @param minDriverBranch the oldest driver branch that runs it
 * @param provenance where it comes from
 */
public record CudaRequirement(int cudaMajor, int minDriverBranch, Provenance provenance) {
}
