package com.vkcsgpu.emulator.gpu;

import java.util.List;

/**
 * The operand DaemonSets the operator deploys, in the order its state machine walks them
 * (NVIDIA/gpu-operator controllers/state_manager.go), with the names, {@code app} labels, deploy
 * labels and container names of assets/state-*&#47;0500_daemonset.yaml.
 */
enum Operand {
    DRIVER("state-driver", "nvidia-driver-daemonset", "driver", "driver",
            List.of("k8s-driver-manager"), "nvidia-driver-ctr"),
    TOOLKIT("state-container-toolkit", "nvidia-container-toolkit-daemonset", "container-toolkit", "toolkit",
            List.of("driver-validation"), "nvidia-container-toolkit-ctr"),
    VALIDATOR("state-operator-validation", "nvidia-operator-validator", "operator-validator", "validator",
            List.of("driver-validation", "toolkit-validation", "cuda-validation", "plugin-validation"),
            "nvidia-operator-validator"),
    DEVICE_PLUGIN("state-device-plugin", "nvidia-device-plugin-daemonset", "device-plugin", "devicePlugin",
            List.of("toolkit-validation"), "nvidia-device-plugin"),
    DCGM_EXPORTER("state-dcgm-exporter", "nvidia-dcgm-exporter", "dcgm-exporter", "dcgmExporter",
            List.of("toolkit-validation"), "nvidia-dcgm-exporter"),
    GFD("state-gpu-feature-discovery", "gpu-feature-discovery", "gpu-feature-discovery", "gfd",
            List.of("toolkit-validation"), "gpu-feature-discovery"),
    MIG_MANAGER("state-mig-manager", "nvidia-mig-manager", "mig-manager", "migManager",
            List.of("toolkit-validation"), "nvidia-mig-manager");

    /** The state name in ClusterPolicy messages ("states not ready: [state-driver]"). */
    final String state;
    /** DaemonSet name and {@code app} label. */
    final String app;
    /** The node label {@code nvidia.com/gpu.deploy.<x>} the DaemonSet selects. */
    final String deployLabel;
    /** The ClusterPolicy spec section ({@code spec.<section>.{repository,image,version,enabled}}). */
    final String specSection;
    final List<String> initContainers;
    final String mainContainer;

    Operand(String state, String app, String deploy, String specSection, List<String> initContainers,
            String mainContainer) {
        this.state = state;
        this.app = app;
        this.deployLabel = "nvidia.com/gpu.deploy." + deploy;
        this.specSection = specSection;
        this.initContainers = initContainers;
        this.mainContainer = mainContainer;
    }

    /** The operand whose pods carry {@code app}, if any. */
    static Operand byApp(String app) {
        for (Operand operand : values()) {
            if (operand.app.equals(app)) {
                return operand;
            }
        }
        return null;
    }
}
