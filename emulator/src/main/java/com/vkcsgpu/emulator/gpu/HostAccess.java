package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What of the host a GPU stack pod reaches, so VK's Gatekeeper constraints ({@code k8spsphostfilesystem},
 * {@code k8spsphostnamespace}) judge the simulated pods as they judge the real ones: {@code hostPID} and the leading
 * hostPath volumes of NVIDIA/gpu-operator {@code assets/state-*}{@code /0500_daemonset.yaml} (driver:
 * hostPID, {@code /run/nvidia}, {@code /var/log}, {@code /dev/log}, {@code /etc/os-release}; the others as
 * named below) and of the node-feature-discovery worker chart ({@code /boot}, {@code /etc/os-release},
 * {@code /sys}, {@code /usr/lib}). A subset: one hostPath is enough for a denial.
 *
 * @param hostPid   whether the pod shares the host's PID namespace
 * @param hostPaths volume name to host path
 */
record HostAccess(boolean hostPid, Map<String, String> hostPaths) {
    static final HostAccess NFD_WORKER = of(false, "host-boot", "/boot", "host-os-release", "/etc/os-release",
            "host-sys", "/sys", "host-usr-lib", "/usr/lib");

    static HostAccess of(Operand operand) {
        return switch (operand) {
            case DRIVER -> of(true, "run-nvidia", "/run/nvidia", "var-log", "/var/log", "dev-log", "/dev/log",
                    "host-os-release", "/etc/os-release");
            case TOOLKIT -> of(false, "run-nvidia", "/run/nvidia", "toolkit-install-dir", "/usr/local/nvidia",
                    "host-root", "/");
            case VALIDATOR -> of(false, "run-nvidia-validations", "/run/nvidia/validations", "driver-install-dir",
                    "/run/nvidia/driver", "host-root", "/");
            case DEVICE_PLUGIN -> of(false, "device-plugin", "/var/lib/kubelet/device-plugins",
                    "run-nvidia-validations", "/run/nvidia/validations");
            case DCGM_EXPORTER -> of(false, "pod-gpu-resources", "/var/lib/kubelet/pod-resources");
            case GFD -> of(false, "output-dir", "/etc/kubernetes/node-feature-discovery/features.d", "host-sys", "/sys");
            case MIG_MANAGER -> of(true, "run-nvidia-validations", "/run/nvidia/validations", "host-root", "/");
        };
    }

    private static HostAccess of(boolean hostPid, String... namesAndPaths) {
        Map<String, String> paths = new LinkedHashMap<>();
        for (int i = 0; i < namesAndPaths.length; i += 2) {
            paths.put(namesAndPaths[i], namesAndPaths[i + 1]);
        }
        return new HostAccess(hostPid, paths);
    }

    /** Puts {@code hostPID} and the hostPath volumes into a pod spec. */
    void applyTo(JsonObject podSpec) {
        if (hostPid) {
            podSpec.addProperty("hostPID", true);
        }
        JsonArray volumes = new JsonArray();
        hostPaths.forEach((name, path) -> {
            JsonObject volume = new JsonObject();
            volume.addProperty("name", name);
            JsonObject hostPath = new JsonObject();
            hostPath.addProperty("path", path);
            volume.add("hostPath", hostPath);
            volumes.add(volume);
        });
        podSpec.add("volumes", volumes);
    }
}
