package com.vkcsgpu.provider.k8s.readiness;

import static com.vkcsgpu.provider.k8s.readiness.Fixtures.NOW;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.node;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.readyValidator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.reconciled;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.snapshot;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.withLabel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fabric8.kubernetes.api.model.Node;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The order in which one node's checks decide its verdict: a failed driver upgrade and a failed MIG configuration
 * before the node's Ready condition (waiting cannot help them), the node's Ready condition before an upgrade still
 * in progress; and a pool that is not ready always has a verdict that says why.
 */
class NodeCheckOrderTest {
    private static final PoolExpectation H200 = PoolExpectation.of("h200", 1, 8);
    private static final PoolExpectation H200_MIG = new PoolExpectation("h200", null, 1, 8, null, "all-1g.18gb", null);

    private static Node notReady(Node node) {
        return new io.fabric8.kubernetes.api.model.NodeBuilder(node).editStatus().editMatchingCondition(c -> "Ready".equals(c.getType()))
                .withStatus("False").withReason("KubeletNotReady").endCondition().endStatus().build();
    }

    private static GateDiagnosis verdictOf(PoolExpectation pool, Node node) {
        PoolReport report = GateEvaluation.evaluatePool(pool, snapshot(reconciled(), List.of(node),
                List.of(readyValidator(node.getMetadata().getName())), List.of(), List.of()), NOW, 5);
        return report.worst().diagnosis();
    }

    @Test
    void aFailedUpgradeIsReportedBeforeTheNodesReadiness() {
        Node node = notReady(withLabel(node("h-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL, "upgrade-failed"));
        assertEquals(GateDiagnosis.DRIVER_UPGRADE_FAILED, verdictOf(H200, node));
    }

    @Test
    void aFailedMigConfigurationIsReportedBeforeTheNodesReadiness() {
        Node node = notReady(withLabel(withLabel(node("h-1", "h200", 8).build(), GpuReadiness.MIG_CONFIG_LABEL, "all-1g.18gb"),
                GpuReadiness.MIG_STATE_LABEL, "failed"));
        assertEquals(GateDiagnosis.MIG_CONFIG_FAILED, verdictOf(H200_MIG, node));
    }

    @Test
    void aNodeThatIsNotReadyIsReportedBeforeAnUpgradeInProgress() {
        Node upgrading = withLabel(node("h-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL, "upgrade-required");
        assertEquals(GateDiagnosis.NODE_NOT_READY, verdictOf(H200, notReady(upgrading)));
        assertEquals(GateDiagnosis.DRIVER_UPGRADE_IN_PROGRESS, verdictOf(H200, upgrading));
    }

    @Test
    void aPoolNotReadyWithoutAVerdictIsABug() {
        PoolReport unexplained = new PoolReport("h200", 1, "nvidia.com/gpu", 1, 0, 0, null, PoolState.NOT_READY, List.of(),
                Verdict.ready());
        IllegalStateException bug = assertThrows(IllegalStateException.class,
                () -> GateEvaluation.overall(Verdict.ready(), List.of(unexplained)));
        assertEquals("a pool is not ready without a verdict saying why", bug.getMessage());
        Verdict missing = Verdict.of(GateDiagnosis.NODES_MISSING, "pool", "h200", "nodes", 0, "expected", 1);
        PoolReport explained = new PoolReport("h200", 1, "nvidia.com/gpu", 0, 0, 0, null, PoolState.NOT_READY, List.of(),
                missing);
        assertEquals(missing, GateEvaluation.overall(Verdict.ready(), List.of(explained)));
    }
}
