package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.ImpactedPod;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import com.vkcsgpu.provider.wait.Elapsed;
import io.fabric8.kubernetes.api.model.Node;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Which GPU nodes reload their driver when a release's driver settings change (the cluster-wide driver, a per-pool
 * NVIDIADriver, the driver image), and what that does to the GPU pods on them under the upgrade policy in effect
 * ({@link DriverUpgradePolicy}): one line per pool. A node whose image carries the driver
 * ({@code nvidia.com/gpu.deploy.driver=pre-installed}) runs no driver container and reloads nothing.
 */
final class DriverReloadImpact {
    /**
     * How long a driver container may take on a node before its startup probe gives up: 60 s initial delay, then
     * 120 failures 10 s apart (NVIDIA/gpu-operator deployments/gpu-operator/values.yaml v26.7.0,
     * {@code driver.startupProbe}); the driver is compiled on the node ({@code usePrecompiled: false}, the default).
     */
    static final Duration MAX_PER_NODE = Duration.ofSeconds(60 + 120 * 10);
    private static final String HOST_DRIVER_LABEL = "nvidia.com/gpu.deploy.driver";

    /** The driver a node gets: the image's repository and name and the version (null: the chart's default). */
    record DriverPin(String image, String version) {
        String shown() {
            return version == null ? "the chart's default driver" : version;
        }
    }

    private DriverReloadImpact() {
    }

    /** The lines of a change from {@code olds} to {@code news} on the nodes of {@code cluster}. */
    static List<ImpactLine> lines(OperatorReleaseArgs olds, OperatorReleaseArgs news, GpuWorkloads cluster) {
        DriverUpgradePolicy policy = DriverUpgradePolicy.of(news.values() == null || news.values().driver() == null
                ? null : news.values().driver().upgradePolicy());
        Map<String, List<Node>> byPool = cluster.nodes().stream()
                .collect(Collectors.groupingBy(GpuWorkloads::pool, TreeMap::new, Collectors.toList()));
        List<ImpactLine> lines = new ArrayList<>();
        byPool.forEach((pool, nodes) -> poolLine(pool, nodes, olds, news, cluster, policy).ifPresent(lines::add));
        return lines;
    }

    /**
     * The line of a change whose cluster could not be read, for the reason {@code unreadable}: every GPU node the
     * change names is assumed to reload, and every GPU pod on them to be deleted.
     */
    static List<ImpactLine> assumed(OperatorReleaseArgs olds, OperatorReleaseArgs news, String unreadable) {
        List<String> moves = new ArrayList<>();
        DriverPin before = clusterWide(olds);
        DriverPin after = clusterWide(news);
        if (!Objects.equals(before, after)) {
            moves.add("cluster-wide driver " + before.shown() + " → " + after.shown());
        }
        Map<String, NvidiaDriver> oldPools = drivers(olds);
        drivers(news).forEach((name, driver) -> {
            NvidiaDriver old = oldPools.get(name);
            if (old != null && !Objects.equals(old.version(), driver.version())) {
                moves.add("NVIDIADriver " + name + " " + old.version() + " → " + driver.version());
            }
        });
        if (moves.isEmpty()) {
            return List.of();
        }
        return List.of(ImpactLine.of("", ImpactKind.DRIVER_RELOAD, String.join("; ", moves)
                        + ": the driver reloads on every GPU node these select, up to " + Elapsed.format(MAX_PER_NODE)
                        + " each").withAssumption(unreadable + ": assumed every selected GPU node reloads its driver and "
                + "every GPU pod on it is deleted, or blocks the upgrade if unmanaged or using emptyDir"));
    }

    private static Optional<ImpactLine> poolLine(String pool, List<Node> nodes, OperatorReleaseArgs olds,
                                                 OperatorReleaseArgs news, GpuWorkloads cluster,
                                                 DriverUpgradePolicy policy) {
        List<String> reloading = new ArrayList<>();
        List<String> hostDriver = new ArrayList<>();
        Map<String, String> before = new LinkedHashMap<>();
        Map<String, String> after = new LinkedHashMap<>();
        for (Node node : nodes) {
            Optional<DriverPin> from = driverPin(node, olds);
            Optional<DriverPin> to = driverPin(node, news);
            if (from.isEmpty() || to.isEmpty() || from.equals(to)) {
                continue;
            }
            (isHostDriver(node) ? hostDriver : reloading).add(node.getMetadata().getName());
            before.put("driver", from.get().shown());
            after.put("driver", to.get().shown());
        }
        if (reloading.isEmpty() && hostDriver.isEmpty()) {
            return Optional.empty();
        }
        if (reloading.isEmpty()) {
            return Optional.of(ImpactLine.of(pool, ImpactKind.DRIVER_RELOAD, "no driver reload: " + nodesText(hostDriver)
                    + " run their image's driver (nvidia.com/gpu.deploy.driver=pre-installed)")
                    .withNodes(List.of()).withCounts(Map.of("nodes", 0, "hostDriverNodes", hostDriver.size())));
        }
        List<DriverUpgradePolicy.NodeUpgrade> upgrades = reloading.stream()
                .map(node -> policy.upgrade(node, cluster.podsOn(node))).toList();
        List<ImpactedPod> pods = upgrades.stream().flatMap(u -> u.pods().stream()).toList();
        List<String> failing = upgrades.stream().filter(DriverUpgradePolicy.NodeUpgrade::fails)
                .map(DriverUpgradePolicy.NodeUpgrade::node).toList();
        StringBuilder summary = new StringBuilder("driver ").append(before.get("driver")).append(" → ")
                .append(after.get("driver")).append(" reloads on ").append(nodesText(reloading)).append(", ")
                .append(policy.maxParallelUpgrades() == 0 ? "all at once" : policy.maxParallelUpgrades() + " at a time")
                .append(", up to ").append(Elapsed.format(MAX_PER_NODE))
                .append(" each (the driver is compiled on the node)");
        if (!hostDriver.isEmpty()) {
            summary.append("; ").append(nodesText(hostDriver)).append(" run their image's driver: no reload");
        }
        summary.append("; GPU pods: ").append(podsText(pods));
        if (!failing.isEmpty()) {
            summary.append("; predicted ").append(DriverUpgradePolicy.UPGRADE_FAILED).append(" on ")
                    .append(String.join(", ", failing)).append(": the node stays cordoned on the old driver until "
                            + "the blocking pods are gone");
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("nodes", reloading.size());
        counts.put("hostDriverNodes", hostDriver.size());
        counts.put("podsDeleted", count(pods, PodFate.DELETED));
        counts.put("podsBlocking", count(pods, PodFate.BLOCKS_UPGRADE));
        counts.put("podsKept", count(pods, PodFate.KEPT));
        counts.put("maxSecondsPerNode", (int) MAX_PER_NODE.toSeconds());
        counts.put("maxParallelUpgrades", policy.maxParallelUpgrades());
        return Optional.of(ImpactLine.of(pool, ImpactKind.DRIVER_RELOAD, summary.toString()).withNodes(reloading)
                .withPods(pods).withCounts(counts).withValues(before, after)
                .withOutcome(failing.isEmpty() ? "" : DriverUpgradePolicy.UPGRADE_FAILED));
    }

    /**
     * The driver {@code args} selects for {@code node} (a per-pool NVIDIADriver whose selector matches it, else the
     * cluster-wide one); empty when the release installs no driver. A node with a host driver runs none of them.
     */
    static Optional<DriverPin> driverPin(Node node, OperatorReleaseArgs args) {
        GpuOperatorValues.DriverSection driver = args.values() == null ? null : args.values().driver();
        if (driver != null && Boolean.FALSE.equals(driver.enabled())) {
            return Optional.empty();
        }
        DriverPin clusterWide = clusterWide(args);
        Map<String, String> labels = GpuWorkloads.labels(node);
        return Optional.of(drivers(args).values().stream()
                .filter(d -> d.nodeSelector().entrySet().stream()
                        .allMatch(e -> e.getValue().equals(labels.get(e.getKey()))))
                .findFirst().map(d -> new DriverPin(clusterWide.image(), d.version())).orElse(clusterWide));
    }

    private static DriverPin clusterWide(OperatorReleaseArgs args) {
        GpuOperatorValues.DriverSection driver = args.values() == null ? null : args.values().driver();
        return driver == null ? new DriverPin(null, null)
                : new DriverPin(driver.repository() + "/" + driver.image(), driver.version());
    }

    private static Map<String, NvidiaDriver> drivers(OperatorReleaseArgs args) {
        return args.nvidiaDrivers() == null ? Map.of() : args.nvidiaDrivers();
    }

    private static boolean isHostDriver(Node node) {
        return "pre-installed".equals(GpuWorkloads.labels(node).get(HOST_DRIVER_LABEL));
    }

    private static int count(List<ImpactedPod> pods, PodFate fate) {
        String wire = com.vkcsgpu.doc.WireValues.of(fate);
        return (int) pods.stream().filter(p -> p.fate().equals(wire)).count();
    }

    private static String nodesText(List<String> nodes) {
        return nodes.size() + (nodes.size() == 1 ? " node" : " nodes") + " (" + String.join(", ", nodes) + ")";
    }

    private static String podsText(List<ImpactedPod> pods) {
        if (pods.isEmpty()) {
            return "none running";
        }
        return pods.stream().map(p -> p.described() + " " + p.fate()
                + (p.reason().isEmpty() ? "" : " (" + p.reason() + ")")).collect(Collectors.joining(", "));
    }
}
