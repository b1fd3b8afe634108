package com.vkcsgpu;

import com.vkcsgpu.doc.WireValues;
import com.vkcsgpu.domain.DriverSource;
import com.vkcsgpu.operator.NodeImage;
import java.util.List;

/**
 * Where the GPU nodes' driver comes from ({@code driverSource}) and from which image ({@code driverRepository}),
 * checked against VK Cloud's nodes (AlmaLinux 9, for which NVIDIA publishes no driver container, see
 * {@link NodeImage}), with the sentence a preview shows to explain the choice.
 *
 * @param source      the choice
 * @param repository  the driver image repository the operator pulls from; null keeps NVIDIA's
 * @param explanation what the operator will do on the nodes, for the preview
 */
record DriverChoice(DriverSource source, String repository, String explanation) {

    /** The choice of {@code args}; a driver NVIDIA does not publish for the nodes, or a pin of the host's, is a problem. */
    static DriverChoice of(GpuOperatorArgs args, List<GpuOperatorPoolArgs> pools, String driverVersion,
                           ArgumentProblems problems) {
        DriverSource source = args.driverSource() == null ? DriverSource.AUTO
                : WireValues.parse(DriverSource.class, args.driverSource()).orElse(null);
        if (source == null) {
            problems.add("driverSource", "'" + args.driverSource() + "' is not " + WireValues.listed(DriverSource.class));
            return new DriverChoice(DriverSource.AUTO, args.driverRepository(), "");
        }
        String repository = args.driverRepository();
        Pin pin = firstPin(args, pools);
        String pinnedAt = pin == null ? null : pin.path();
        String wanted = NodeImage.vkDriverImage(repository == null ? NodeImage.NVIDIA_DRIVER_REPOSITORY : repository,
                pin == null ? driverVersion : pin.version());
        if (source == DriverSource.HOST) {
            if (pinnedAt != null) {
                problems.add(pinnedAt, "cannot be pinned with driverSource: host: the nodes' driver is the one of their"
                        + " image, which the operator neither installs nor changes; remove it, or set driverSource:"
                        + " container (with driverRepository) to have the operator install that driver");
            }
            if (repository != null) {
                problems.add("driverRepository", "applies to the operator's driver container, which driverSource: host"
                        + " does not run; remove it, or set driverSource: auto or container");
            }
            return new DriverChoice(source, null, "driverSource: host: the GPU nodes use the driver of their image;"
                    + " the operator installs none (driver.enabled: false)");
        }
        if (repository == null && (source == DriverSource.CONTAINER || pinnedAt != null)) {
            problems.add(source == DriverSource.CONTAINER ? "driverSource" : pinnedAt, "asks for the operator's driver"
                    + " container, but VK Cloud's GPU nodes run " + NodeImage.VK_NODE_OS + ", for which NVIDIA publishes"
                    + " none: the operator would pull " + wanted + ", which does not exist (NVIDIA publishes "
                    + NodeImage.NVIDIA_PUBLISHES + " images; NVIDIA cloud-native-docs gpu-operator/platform-support.rst);"
                    + " build a driver image for " + NodeImage.VK_NODE_OS + ", push it and set driverRepository to its"
                    + " repository, or " + (source == DriverSource.CONTAINER ? "set driverSource: auto to use the"
                    + " driver of the node image" : "remove it to use the driver of the node image"));
        }
        String container = repository == null
                ? "on a node without one it would pull " + wanted + ", which NVIDIA does not publish for "
                        + NodeImage.VK_NODE_OS + " (set driverRepository to an image you built to cover such nodes)"
                : "elsewhere it installs " + wanted;
        return new DriverChoice(source, repository, source == DriverSource.CONTAINER
                ? "driverSource: container: the operator installs " + wanted + " on every GPU node"
                : "driverSource: auto: the operator uses the driver of VK Cloud's GPU node image where it has one"
                        + " (nvidia.com/gpu.deploy.driver=pre-installed); " + container);
    }

    /** A driver version pinned at {@code path}. */
    private record Pin(String path, String version) {
    }

    /** The first driver version pinned: {@code driverVersion}, else a pool's; null when none is. */
    private static Pin firstPin(GpuOperatorArgs args, List<GpuOperatorPoolArgs> pools) {
        if (args.driverVersion() != null) {
            return new Pin("driverVersion", args.driverVersion());
        }
        for (int i = 0; i < pools.size(); i++) {
            if (pools.get(i) != null && pools.get(i).driverVersion() != null) {
                return new Pin("pools[" + i + "].driverVersion", pools.get(i).driverVersion());
            }
        }
        return null;
    }

    /** {@code driver.enabled}: false when the operator installs no driver; null keeps the chart's true. */
    Boolean driverEnabled() {
        return source == DriverSource.HOST ? Boolean.FALSE : null;
    }
}
