package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Config;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;

/**
 * The GPU Operator part of the stack config: how it is installed and which release is pinned.
 *
 * <p>Keys (namespace = the project): {@code installMethod} [helm] — {@code helm} renders NVIDIA's chart in the
 * plugin and server-side applies it, {@code addon} installs VK Cloud's managed {@code gpu-operator} addon;
 * {@code release} [{@value #HELM_RELEASE} with helm, {@value #ADDON_RELEASE} with addon, the line VK's addon
 * 24.9.0 ships]; the chart source with helm, at most one of {@code chartPath} (a local chart directory or
 * {@code .tgz}: offline runs use the project's fixture chart), {@code chartRepositoryUrl},
 * {@code chartOciReference} [NVIDIA's Helm repository]; {@code readinessTimeout} [45m]; where the nodes' driver
 * comes from, {@code driverSource} [auto: the driver of VK's node image where it has one] and
 * {@code driverRepository} [none: NVIDIA publishes no driver image for VK's AlmaLinux 9 nodes], as GpuOperator takes
 * them (e.g. {@code container} with the repository of driver images you built).
 */
final class OperatorSettings {
    static final String HELM_RELEASE = "v26.7.0";
    static final String ADDON_RELEASE = "v24.9.2";

    private OperatorSettings() {
    }

    /**
     * The operator's arguments for the platform's three pools.
     *
     * @throws IllegalArgumentException when {@code installMethod} is neither {@code helm} nor {@code addon}
     */
    static GpuOperatorArgs args(Config config, GpuPlatform platform) {
        String method = config.get("installMethod").orElse("helm");
        if (!method.equals("helm") && !method.equals("addon")) {
            throw new IllegalArgumentException("config installMethod: '" + method
                    + "' is not an install method; set it to helm or addon");
        }
        boolean addon = method.equals("addon");
        GpuOperatorArgs.Builder args = GpuOperatorArgs.builder()
                .kubeconfig(platform.cluster().kubeconfig())
                .method(method)
                .release(config.get("release").orElse(addon ? ADDON_RELEASE : HELM_RELEASE))
                // Passed through as given: GpuOperator names a chart source that conflicts with the method.
                .chartLocalPath(config.get("chartPath").orElse(null))
                .chartRepositoryUrl(config.get("chartRepositoryUrl").orElse(null))
                .chartOciReference(config.get("chartOciReference").orElse(null))
                .readinessTimeout(config.get("readinessTimeout").orElse(null))
                .driverSource(config.get("driverSource").orElse(null))
                .driverRepository(config.get("driverRepository").orElse(null))
                .pools(platform.pools().values().stream().map(pool -> GpuOperatorPoolArgs.from(pool).build()).toList());
        if (addon) {
            args.clusterId(platform.cluster().clusterId());
        }
        return args.build();
    }
}
