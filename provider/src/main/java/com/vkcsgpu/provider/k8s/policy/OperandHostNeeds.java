package com.vkcsgpu.provider.k8s.policy;

import java.util.ArrayList;
import java.util.List;

/**
 * The host access the GPU Operator's operands ask for, which the operator (not the chart) puts in the DaemonSets it
 * creates: the driver runs with {@code hostPID} and mounts the host's root and run directories
 * (NVIDIA/gpu-operator {@code assets/state-driver/0500_daemonset.yaml}); the toolkit, the validator, the device plugin
 * and the NFD worker mount host paths as well ({@code assets/state-container-toolkit}, {@code state-operator-validation},
 * {@code state-device-plugin}; the node-feature-discovery subchart's worker). One representative path each is enough
 * to decide a denial: Gatekeeper refuses a pod for any one of them.
 *
 * @param operand  the operand as the user knows it: {@code driver}, {@code device plugin}
 * @param hostPid  whether its pods run in the host's PID namespace
 * @param hostPaths the host paths its pods mount
 */
public record OperandHostNeeds(String operand, boolean hostPid, List<String> hostPaths) {
    /** The operands of an install, the driver's only when the operator installs the driver. */
    public static List<OperandHostNeeds> of(boolean driverContainer) {
        List<OperandHostNeeds> needs = new ArrayList<>();
        if (driverContainer) {
            needs.add(new OperandHostNeeds("driver", true, List.of("/", "/run/nvidia", "/var/log", "/sys")));
        }
        needs.add(new OperandHostNeeds("container toolkit", false, List.of("/run/nvidia", "/usr/local/nvidia")));
        needs.add(new OperandHostNeeds("operator validator", false, List.of("/run/nvidia/validations")));
        needs.add(new OperandHostNeeds("device plugin", false, List.of("/var/lib/kubelet/device-plugins")));
        needs.add(new OperandHostNeeds("NFD worker", false, List.of("/etc/kubernetes/node-feature-discovery")));
        return needs;
    }
}
