package com.vkcsgpu.operator;

import java.util.EnumMap;
import java.util.Map;

/**
 * The requests and limits vkcs-gpu gives each operand whose chart value {@code <component>.resources} is empty in
 * every supported release (NVIDIA/gpu-operator deployments/gpu-operator/values.yaml, v24.9.0 to v26.7.0: validator,
 * driver, toolkit, devicePlugin, dcgm, dcgmExporter, gfd, migManager, nodeStatusExporter). Left empty, VK Cloud's
 * default applies (requests 100m CPU / 64 MB, limits 500m CPU / 512 MB; VK Cloud docs
 * https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/addons-and-settings/settings), under which a driver build runs
 * on half a core and the DCGM exporter has been OOM-killed. The operator Deployment and NFD's master, worker and gc
 * carry the chart's own numbers (values.yaml {@code operator.resources}; the node-feature-discovery subchart's
 * {@code master/worker/gc.resources}) and are left to them.
 *
 * <p>Where the numbers come from. For the DCGM exporter NVIDIA's own chart once suggested 100m CPU / 128Mi
 * (NVIDIA/dcgm-exporter deployment/values.yaml, commented {@code resources}) and later set a limit that users
 * reported too low: the exporter steadily uses 400-500Mi with a single GPU, and "at least 512Mi or even 750Mi" is
 * needed (NVIDIA/dcgm-exporter#609); on 8-GPU nodes 512Mi is OOM-killed and 1Gi is what a large fleet settled on
 * (pytorch/ci-infra#799). So 512Mi requested, 1Gi limit. For the rest NVIDIA gives no number, and these are
 * vkcs-gpu's sizing: the driver container compiles and loads the kernel module (a kernel build
 * with gcc: 1Gi requested, up to 2 cores and 4Gi); the standalone DCGM host engine as the exporter; the small Go
 * daemons (toolkit installer, device plugin, GFD, MIG manager, validator, node status exporter) request 50m / 64Mi,
 * VK's default request, with VK's default limit raised to 1 core / 512Mi so a burst at start is not throttled.
 * Each is overridable per component ({@code GpuOperator}'s {@code resources}).
 */
public final class OperandResources {
    private static final ContainerResources SMALL_DAEMON = of("50m", "64Mi", "1", "512Mi");
    private static final Map<Component, ContainerResources> DEFAULTS = defaults();

    private OperandResources() {
    }

    private static Map<Component, ContainerResources> defaults() {
        Map<Component, ContainerResources> d = new EnumMap<>(Component.class);
        d.put(Component.DRIVER, of("500m", "1Gi", "2", "4Gi"));
        d.put(Component.DCGM_EXPORTER, of("100m", "512Mi", "1", "1Gi"));
        d.put(Component.DCGM, of("100m", "512Mi", "1", "1Gi"));
        for (Component c : new Component[] {Component.TOOLKIT, Component.DEVICE_PLUGIN, Component.GFD,
                Component.MIG_MANAGER, Component.VALIDATOR, Component.NODE_STATUS_EXPORTER}) {
            d.put(c, SMALL_DAEMON);
        }
        return Map.copyOf(d);
    }

    /** Whether {@code component} is an operand whose resources vkcs-gpu sets. */
    public static boolean sized(Component component) {
        return DEFAULTS.containsKey(component);
    }

    /**
     * The resources of {@code component}: vkcs-gpu's default, each quantity {@code override} sets replaced; null for a
     * component vkcs-gpu leaves to the chart (the operator, NFD, the driver manager init container).
     */
    public static ContainerResources of(Component component, ContainerResources override) {
        ContainerResources base = DEFAULTS.get(component);
        if (base == null) {
            return null;
        }
        if (override == null) {
            return base;
        }
        return new ContainerResources(merge(base.requests(), override.requests()),
                merge(base.limits(), override.limits()));
    }

    private static ResourceQuantities merge(ResourceQuantities base, ResourceQuantities override) {
        if (override == null) {
            return base;
        }
        return new ResourceQuantities(override.cpu() != null ? override.cpu() : base.cpu(),
                override.memory() != null ? override.memory() : base.memory());
    }

    private static ContainerResources of(String cpuRequest, String memoryRequest, String cpuLimit, String memoryLimit) {
        return new ContainerResources(new ResourceQuantities(cpuRequest, memoryRequest),
                new ResourceQuantities(cpuLimit, memoryLimit));
    }
}
