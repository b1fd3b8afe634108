package com.vkcsgpu.operator;

import java.util.List;

/**
 * The CUDA workload a release's validator runs on each GPU node ({@code vectorAdd} in the
 * {@code nvidia-cuda-validator} pod) and the GPU architectures it has no code for: there the validation fails
 * however healthy the node is.
 *
 * @param cudaVersion the CUDA version the workload is built with, e.g. {@code 13.2}
 * @param unsupportedArchitectures GPU architectures (as in the matrix's GPU models, e.g. {@code Volta}) the
 *                                 workload cannot run on; empty when it runs on every curated GPU
 * @param source where this comes from
 */
public record CudaValidator(String cudaVersion, List<String> unsupportedArchitectures, String source) {

    public CudaValidator {
        unsupportedArchitectures = List.copyOf(unsupportedArchitectures);
    }

    /** True when the workload runs on GPUs of {@code architecture}. */
    public boolean runsOn(String architecture) {
        return !unsupportedArchitectures.contains(architecture);
    }
}
