package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.operator.CompatibilityCheck;
import com.vkcsgpu.operator.CompatibilityInput;
import com.vkcsgpu.operator.CompatibilityProblem;
import com.vkcsgpu.operator.CompatibilityReport;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.PoolGpuLabels;
import com.vkcsgpu.operator.PoolSpec;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import io.fabric8.kubernetes.api.model.Node;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What a GPU Operator release change does, per pool: the release, the components whose versions move, the operands
 * that roll on the pool's nodes (each operand DaemonSet whose image changes restarts its pod on every GPU node), the
 * CRDs that change, and the compatibility check's verdict for the pool under the new release. The driver's own move
 * is {@link DriverReloadImpact}'s line.
 */
final class ReleaseChangeImpact {
    /** The components that run as a DaemonSet pod on every GPU node (the driver has a line of its own). */
    private static final Set<Component> NODE_OPERANDS = EnumSet.of(Component.TOOLKIT, Component.DEVICE_PLUGIN,
            Component.GFD, Component.DCGM, Component.DCGM_EXPORTER, Component.MIG_MANAGER, Component.VALIDATOR,
            Component.NODE_STATUS_EXPORTER);

    /**
     * What changed in the release as a whole: versions before and after, the CRDs whose schemas change (when
     * {@code crdsNotComparedBecause} is empty; else why they were not compared).
     */
    record ReleaseMove(String releaseBefore, String releaseAfter, Map<Component, String> before,
                       Map<Component, String> after, List<String> changedCrds, String crdsNotComparedBecause) {
        /** The components whose pinned version moves. */
        List<Component> moved() {
            Set<Component> all = EnumSet.noneOf(Component.class);
            all.addAll(before.keySet());
            all.addAll(after.keySet());
            return all.stream().filter(c -> !Objects.equals(before.get(c), after.get(c))).toList();
        }

        boolean isEmpty() {
            return Objects.equals(releaseBefore, releaseAfter) && moved().isEmpty() && changedCrds.isEmpty();
        }
    }

    private ReleaseChangeImpact() {
    }

    /**
     * The move from {@code olds} to {@code news}; {@code changedCrds} the CRDs whose served schemas differ, unless
     * {@code crdsNotComparedBecause} says why they were not compared.
     */
    static ReleaseMove move(OperatorReleaseArgs olds, OperatorReleaseArgs news, List<String> changedCrds,
                            String crdsNotComparedBecause) {
        return new ReleaseMove(olds.chartVersion(), news.chartVersion(), withoutDriver(olds.values()),
                withoutDriver(news.values()), changedCrds, crdsNotComparedBecause);
    }

    /**
     * One line per pool of {@code cluster}, judged by the compatibility check against the cluster's Kubernetes
     * {@code kubernetesVersion} (null: unknown, its rules skipped).
     */
    static List<ImpactLine> lines(ReleaseMove move, OperatorReleaseArgs news, GpuWorkloads cluster,
                                  String kubernetesVersion) {
        if (move.isEmpty()) {
            return List.of();
        }
        Map<String, List<Node>> byPool = cluster.nodes().stream()
                .collect(Collectors.groupingBy(GpuWorkloads::pool, TreeMap::new, Collectors.toList()));
        List<PoolSpec> pools = byPool.entrySet().stream().map(e -> poolSpec(e.getKey(), e.getValue().get(0), news))
                .toList();
        CompatibilityReport report = CompatibilityCheck.check(new CompatibilityInput(news.chartVersion(),
                news.values() == null ? Map.of() : news.values().componentVersions(), kubernetesVersion, pools, null,
                false));
        List<ImpactLine> lines = new ArrayList<>();
        int index = 0;
        for (Map.Entry<String, List<Node>> pool : byPool.entrySet()) {
            List<String> nodes = pool.getValue().stream().map(n -> n.getMetadata().getName()).toList();
            String verdict = verdict(report, index++);
            lines.add(line(pool.getKey(), move, nodes, verdict));
        }
        return lines;
    }

    /** The line of a cluster that could not be read: the release-wide move, no pool judged. */
    static List<ImpactLine> assumed(ReleaseMove move, String unreadable) {
        if (move.isEmpty()) {
            return List.of();
        }
        return List.of(line("", move, List.of(), "not judged per pool")
                .withAssumption(unreadable + ": assumed every GPU node runs the operands that roll"));
    }

    private static ImpactLine line(String pool, ReleaseMove move, List<String> nodes, String verdict) {
        List<Component> moved = move.moved();
        List<String> rolling = moved.stream().filter(NODE_OPERANDS::contains).map(Component::key).toList();
        StringBuilder summary = new StringBuilder();
        if (!Objects.equals(move.releaseBefore(), move.releaseAfter())) {
            summary.append("release ").append(move.releaseBefore()).append(" → ").append(move.releaseAfter())
                    .append("; ");
        }
        summary.append("components moving: ").append(moved.isEmpty() ? "none" : moved.stream()
                .map(c -> c.key() + " " + shown(move.before().get(c)) + " → " + shown(move.after().get(c)))
                .collect(Collectors.joining(", ")));
        summary.append("; operands rolling on ").append(nodes.isEmpty() ? "every GPU node"
                        : nodes.size() + (nodes.size() == 1 ? " node" : " nodes"))
                .append(": ").append(rolling.isEmpty() ? "none" : String.join(", ", rolling));
        summary.append("; CRDs changing: ").append(!move.crdsNotComparedBecause().isEmpty()
                ? "not compared (" + move.crdsNotComparedBecause() + ")"
                : move.changedCrds().isEmpty() ? "none" : String.join(", ", move.changedCrds()));
        summary.append("; compatibility: ").append(verdict);
        Map<String, String> before = new LinkedHashMap<>();
        Map<String, String> after = new LinkedHashMap<>();
        before.put("release", shown(move.releaseBefore()));
        after.put("release", shown(move.releaseAfter()));
        moved.forEach(c -> {
            before.put(c.key(), shown(move.before().get(c)));
            after.put(c.key(), shown(move.after().get(c)));
        });
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("nodes", nodes.size());
        counts.put("componentsMoving", moved.size());
        counts.put("operandsRolling", rolling.size());
        counts.put("crdsChanging", move.changedCrds().size());
        return ImpactLine.of(pool, ImpactKind.OPERATOR_RELEASE, summary.toString()).withNodes(nodes)
                .withCounts(counts).withValues(before, after)
                .withOutcome(verdict.startsWith("incompatible") ? "incompatible" : "");
    }

    /** The check's verdict for the pool at {@code index}: its own problems and the release-wide ones. */
    private static String verdict(CompatibilityReport report, int index) {
        List<CompatibilityProblem> relevant = report.problems().stream()
                .filter(p -> p.path() == null || !p.path().startsWith("pools[") || p.path().startsWith(
                        "pools[" + index + "]"))
                .toList();
        List<String> errors = relevant.stream().filter(p -> p.severity() == CompatibilityProblem.Severity.ERROR)
                .map(CompatibilityProblem::message).toList();
        List<String> warnings = relevant.stream().filter(p -> p.severity() == CompatibilityProblem.Severity.WARNING)
                .map(CompatibilityProblem::message).toList();
        if (!errors.isEmpty()) {
            return "incompatible (" + String.join("; ", errors) + ")";
        }
        return warnings.isEmpty() ? "compatible" : "compatible with warnings (" + String.join("; ", warnings) + ")";
    }

    /** A pool as the compatibility check takes it, from the labels of one of its nodes and the driver it gets. */
    private static PoolSpec poolSpec(String pool, Node node, OperatorReleaseArgs news) {
        Map<String, String> labels = GpuWorkloads.labels(node);
        return new PoolSpec(pool.isEmpty() ? "(no pool label)" : pool, labels.get(PoolGpuLabels.GPU_MODEL),
                labels.get(PoolGpuLabels.MIG_CONFIG), PoolGpuLabels.timeSlicingReplicas(labels),
                DriverReloadImpact.driverPin(node, news).map(DriverReloadImpact.DriverPin::version).orElse(null));
    }

    /** The pinned versions, the driver's left to its own line. */
    private static Map<Component, String> withoutDriver(GpuOperatorValues values) {
        Map<Component, String> versions = new java.util.EnumMap<>(Component.class);
        if (values != null) {
            versions.putAll(values.componentVersions());
        }
        versions.remove(Component.DRIVER);
        return versions;
    }

    private static String shown(String version) {
        return version == null ? "the chart's default" : version;
    }
}
