package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.operator.DriverUpgradeValues;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.ImpactedPod;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The driver reload a release change makes, per pool: the nodes whose driver changes, the GPU pods on them and their
 * fate under the upgrade policy (deleted, or blocking with the upgrade failing and nothing deleted), host-driver nodes
 * reloading nothing, per-pool NVIDIADrivers reaching their pool only.
 */
class DriverReloadImpactTest {
    private static final DriverUpgradeValues FORCE_DELETION = new DriverUpgradeValues(null, null,
            new DriverUpgradeValues.PodDeletion(true, null, true), null);
    private static final DriverUpgradeValues DRAIN_FORCED = new DriverUpgradeValues(2, null, null,
            new DriverUpgradeValues.Drain(true, true, null, true));

    private static OperatorReleaseArgs release(String driver, DriverUpgradeValues policy,
                                               Map<String, NvidiaDriver> perPool) {
        GpuOperatorValues.DriverSection section = new GpuOperatorValues.DriverSection(null, "registry.example.com/gpu",
                "driver", driver, null, null, policy, null);
        GpuOperatorValues values = new GpuOperatorValues(null, null, section, null, null, null, null, null, null, null,
                null, null, null, null);
        return new OperatorReleaseArgs(null, null, "v26.7.0", "gpu-operator", "gpu-operator", values, perPool);
    }

    private static Node node(String name, String pool, String... labels) {
        NodeBuilder node = new NodeBuilder().withNewMetadata().withName(name)
                .addToLabels(GpuWorkloads.POOL_LABEL, pool).endMetadata();
        for (int i = 0; i < labels.length; i += 2) {
            node.editMetadata().addToLabels(labels[i], labels[i + 1]).endMetadata();
        }
        return node.withNewStatus().addToAllocatable("nvidia.com/gpu", new Quantity("1")).endStatus().build();
    }

    private static Pod jobPod(String name, String node, String job) {
        return new PodBuilder().withNewMetadata().withNamespace("ml").withName(name).addNewOwnerReference()
                .withKind("Job").withName(job).withController(true).endOwnerReference().endMetadata()
                .withNewSpec().withNodeName(node).endSpec().build();
    }

    private static Pod barePod(String name, String node) {
        return new PodBuilder().withNewMetadata().withNamespace("ml").withName(name).endMetadata()
                .withNewSpec().withNodeName(node).endSpec().build();
    }

    private static Pod withEmptyDir(Pod pod) {
        return new PodBuilder(pod).editSpec().addNewVolume().withName("scratch").withNewEmptyDir().endEmptyDir()
                .endVolume().endSpec().build();
    }

    private static final GpuWorkloads L4_WITH_JOBS = new GpuWorkloads(
            List.of(node("l4-0", "l4-pool"), node("l4-1", "l4-pool"), node("a100-0", "a100-pool")),
            List.of(jobPod("train-x1", "l4-0", "train"), barePod("notebook", "l4-1"),
                    jobPod("eval-x2", "a100-0", "eval")));

    private static Map<String, String> fates(ImpactLine line) {
        return line.pods().stream().collect(java.util.stream.Collectors.toMap(ImpactedPod::name, ImpactedPod::fate));
    }

    @Test
    void underTheChartDefaultsAnUnmanagedPodFailsItsNodesUpgradeAndNothingThereIsDeleted() {
        List<ImpactLine> lines = DriverReloadImpact.lines(release("595.91.07", null, null),
                release("610.57.04", null, null), L4_WITH_JOBS);

        assertEquals(List.of("a100-pool", "l4-pool"), lines.stream().map(ImpactLine::pool).toList());
        ImpactLine l4 = lines.get(1);
        assertEquals(List.of("l4-0", "l4-1"), l4.nodes());
        assertEquals(Map.of("train-x1", "deleted", "notebook", "blocks-upgrade"), fates(l4));
        assertEquals("upgrade-failed", l4.outcome());
        assertEquals(Map.of("driver", "595.91.07"), l4.before());
        assertEquals(Map.of("driver", "610.57.04"), l4.after());
        assertEquals(1, l4.counts().get("podsBlocking"));
        assertEquals(1, l4.counts().get("podsDeleted"));
        assertTrue(l4.summary().contains("ml/notebook (no controller) blocks-upgrade (no controller; podDeletion.force"
                + " is false)"), l4.summary());
        assertTrue(l4.summary().contains("predicted upgrade-failed on l4-1"), l4.summary());
        assertEquals("", lines.get(0).outcome(), "the A100 pool's only pod has a controller");
        assertEquals(Map.of("eval-x2", "deleted"), fates(lines.get(0)));
    }

    @Test
    void anEmptyDirKeepsTheOtherPodsOfItsNodeRunning() {
        GpuWorkloads cluster = new GpuWorkloads(List.of(node("l4-0", "l4-pool")),
                List.of(jobPod("train-x1", "l4-0", "train"), withEmptyDir(jobPod("cache-x2", "l4-0", "cache"))));

        ImpactLine line = DriverReloadImpact.lines(release("595.91.07", null, null), release("610.57.04", null, null),
                cluster).get(0);

        assertEquals(Map.of("train-x1", "kept", "cache-x2", "blocks-upgrade"), fates(line));
        assertEquals("upgrade-failed", line.outcome());
    }

    @Test
    void forcedDeletionOrAForcedDrainDeletesEveryPod() {
        ImpactLine forced = DriverReloadImpact.lines(release("595.91.07", null, null),
                release("610.57.04", FORCE_DELETION, null), L4_WITH_JOBS).get(1);
        ImpactLine drained = DriverReloadImpact.lines(release("595.91.07", null, null),
                release("610.57.04", DRAIN_FORCED, null), L4_WITH_JOBS).get(1);

        assertEquals(Map.of("train-x1", "deleted", "notebook", "deleted"), fates(forced));
        assertEquals("", forced.outcome());
        assertEquals(Map.of("train-x1", "deleted", "notebook", "deleted"), fates(drained));
        assertEquals(2, drained.counts().get("maxParallelUpgrades"));
    }

    @Test
    void aPerPoolDriverReachesItsPoolOnlyAndHostDriverNodesReloadNothing() {
        Map<String, NvidiaDriver> before = Map.of("a100-pool",
                new NvidiaDriver("595.91.07", Map.of(GpuWorkloads.POOL_LABEL, "a100-pool")));
        Map<String, NvidiaDriver> after = Map.of("a100-pool",
                new NvidiaDriver("610.57.04", Map.of(GpuWorkloads.POOL_LABEL, "a100-pool")));
        GpuWorkloads cluster = new GpuWorkloads(List.of(node("l4-0", "l4-pool"), node("a100-0", "a100-pool"),
                node("a100-1", "a100-pool", "nvidia.com/gpu.deploy.driver", "pre-installed")), List.of());

        List<ImpactLine> lines = DriverReloadImpact.lines(release("595.91.07", null, before),
                release("595.91.07", null, after), cluster);

        assertEquals(1, lines.size(), lines.toString());
        assertEquals("a100-pool", lines.get(0).pool());
        assertEquals(List.of("a100-0"), lines.get(0).nodes());
        assertEquals(1, lines.get(0).counts().get("hostDriverNodes"));
        assertTrue(lines.get(0).summary().contains("GPU pods: none running"), lines.get(0).summary());
    }

    @Test
    void anUnreadableClusterIsSaidAndTheLineAssumesTheWorst() {
        List<ImpactLine> lines = DriverReloadImpact.assumed(release("595.91.07", null, null),
                release("610.57.04", null, null), "the cluster is not created yet");

        assertEquals(1, lines.size());
        assertTrue(lines.get(0).assumption().startsWith("the cluster is not created yet: assumed every selected GPU"),
                lines.get(0).assumption());
        assertTrue(lines.get(0).summary().startsWith("cluster-wide driver 595.91.07 → 610.57.04"),
                lines.get(0).summary());
        assertEquals(List.of(), DriverReloadImpact.assumed(release("595.91.07", null, null),
                release("595.91.07", null, null), "unread"), "no driver change, no line");
    }
}
