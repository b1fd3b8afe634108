package com.vkcsgpu.emulator.gpu;

/**
 * How much memory an operand's main container uses in the simulation, so that one under too small a limit (VK's
 * default 512 MB, {@code com.vkcsgpu.emulator.kube.ContainerDefaults}) is OOM-killed as on a real node. Estimates from
 * reports, not measurements:
 * <ul>
 *   <li>driver container while it compiles the kernel modules: 1.5 GiB. NVIDIA/aicr#70 saw the driver container
 *       (580.x open modules) OOM-killed again and again under a 512Mi LimitRange default, "requires significantly
 *       more than 512Mi"; NVIDIA/gpu-operator#570 saw the parallel {@code make} exhaust an 8 GB node;</li>
 *   <li>dcgm-exporter: 480 MiB steady (NVIDIA/dcgm-exporter#609, "consistently using 400~500Mi"; pytorch/ci-infra#1011,
 *       medians 467–484 MiB), with peaks past 512 MiB on 8-GPU nodes (pytorch/ci-infra#1011: 48% of the pods on 8-GPU
 *       nodes OOM-killed at a 512Mi limit, none on 1- and 4-GPU nodes): 540 MiB there.</li>
 * </ul>
 * Other operands use less than any default and are never killed.
 */
final class OperandMemory {
    private OperandMemory() {}

    /** Peak use in MiB of {@code operand}'s main container on a node with {@code gpus} GPUs. */
    static long mebibytes(Operand operand, int gpus) {
        return switch (operand) {
            case DRIVER -> 1536;
            case DCGM_EXPORTER -> gpus >= 8 ? 540 : 480;
            default -> 0;
        };
    }
}
