package com.vkcsgpu.emulator.gpu;

import java.util.Map;
import java.util.Optional;

/**
 * The container failures the simulation plays for the GPU faults that break one container: which container of
 * which operand fails, and how its termination reads as the kubelet reports it (exit code, reason, the message
 * the runtime keeps from the container's last words). The texts are the ones users report: nouveau and the
 * CUDA error 802 from NVIDIA/cloud-native-docs gpu-operator/troubleshooting.rst, Secure Boot's "Key was rejected
 * by service" from NVIDIA/gpu-driver-container#44, "driver is in use" from NVIDIA/gpu-operator#126 and #2150; an
 * OOM kill is exit code 137 with reason {@code OOMKilled} (kubernetes/kubernetes pkg/kubelet/kuberuntime), the CDI
 * failure from NVIDIA/nvidia-container-toolkit#1239.
 */
final class ContainerFailures {
    /**
     * How a failing container terminates each time it is restarted; with exit code {@link #NEVER_STARTED}, how the
     * kubelet reports a container the runtime cannot create (waiting with {@code reason} and {@code message}).
     */
    record Termination(int exitCode, String reason, String message) {
        /** The plain failure of {@link GpuFault.Kind#DRIVER_CRASH_LOOP} and {@link GpuFault.Kind#MISSING_GPUS}. */
        static final Termination ERROR = new Termination(1, "Error", null);
        /** The kernel's OOM kill: SIGKILL, 128 + 9. */
        static final Termination OOM_KILLED = new Termination(137, "OOMKilled", null);
        /** The exit code of a container that never ran. */
        static final int NEVER_STARTED = -1;

        boolean neverStarts() {
            return exitCode == NEVER_STARTED;
        }
    }

    /** The container a fault breaks: of the pods with {@code app} (the driver pods: {@code nvidia-driver}). */
    record Failure(String app, String container, Termination termination) {
    }

    /** The {@code app} of the ClusterPolicy's driver pods. */
    static final String DRIVER = "nvidia-driver";
    private static final Map<GpuFault.Kind, Failure> BY_KIND = Map.of(
            GpuFault.Kind.DRIVER_NOUVEAU, new Failure(DRIVER, "nvidia-driver-ctr", new Termination(1, "Error",
                    "Unable to load the kernel module 'nvidia.ko'. This happens most frequently when this kernel module"
                            + " was built against the wrong or improperly configured kernel sources, or when another"
                            + " driver (such as nouveau) is present and prevents the NVIDIA kernel module from obtaining"
                            + " ownership of the NVIDIA device(s)")),
            GpuFault.Kind.DRIVER_SECURE_BOOT, new Failure(DRIVER, "nvidia-driver-ctr", new Termination(1, "Error",
                    "modprobe: ERROR: could not insert 'nvidia': Key was rejected by service")),
            GpuFault.Kind.DRIVER_ON_HOST, new Failure(DRIVER, "k8s-driver-manager", new Termination(1, "Error",
                    "Could not unload NVIDIA driver kernel modules, driver is in use")),
            GpuFault.Kind.DRIVER_OOM_KILLED, new Failure(DRIVER, "nvidia-driver-ctr",
                    Termination.OOM_KILLED),
            GpuFault.Kind.DCGM_EXPORTER_OOM_KILLED, new Failure(Operand.DCGM_EXPORTER.app, "nvidia-dcgm-exporter",
                    Termination.OOM_KILLED),
            GpuFault.Kind.CDI_INJECTION_FAILED, new Failure(Operand.DEVICE_PLUGIN.app, "nvidia-device-plugin",
                    new Termination(Termination.NEVER_STARTED, "CreateContainerError", "failed to inject CDI devices:"
                            + " unresolvable CDI devices management.nvidia.com/gpu=all")),
            GpuFault.Kind.FABRIC_MANAGER_MISSING, new Failure(OperandPods.CUDA_VALIDATOR_APP, "cuda-validation",
                    new Termination(1, "Error",
                            "Failed to allocate device vector A (error code system not yet initialized)!")));

    private ContainerFailures() {
    }

    /** The failure {@code kind} plays, if it breaks one container. */
    static Optional<Failure> of(GpuFault.Kind kind) {
        return Optional.ofNullable(BY_KIND.get(kind));
    }

    /** The injected failure of {@code container} of a pod with {@code app} on {@code node}, if any. */
    static Optional<Termination> on(NodeFaults faults, String node, String app, String container) {
        for (Map.Entry<GpuFault.Kind, Failure> entry : BY_KIND.entrySet()) {
            Failure failure = entry.getValue();
            if (failure.app().equals(app) && failure.container().equals(container) && faults.has(node, entry.getKey())) {
                return Optional.of(failure.termination());
            }
        }
        return Optional.empty();
    }
}
