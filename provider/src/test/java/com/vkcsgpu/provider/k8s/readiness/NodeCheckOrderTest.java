package com.vkcsgpu.provider.k8s.readiness;

import static com.vkcsgpu.provider.k8s.readiness.Fixtures.NOW;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.exited;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.node;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.readyValidator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.reconciled;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.running;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.snapshot;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.validator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.withLabel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The order in which one node's checks decide its verdict: a failed driver upgrade and a failed MIG configuration
 * before the node's Ready condition (waiting cannot help them), the node's Ready condition before an upgrade still
 * in progress, but a cause that waiting cannot fix before an upgrade in progress; and a pool that is not ready
 * always has a verdict that says why.
 */
class NodeCheckOrderTest {
    private static final PoolExpectation H200 = PoolExpectation.of("h200", 1, 8);
    private static final PoolExpectation H200_MIG = new PoolExpectation("h200", null, 1, 8, null, "all-1g.18gb", null);

    private static Node notReady(Node node) {
        return new io.fabric8.kubernetes.api.model.NodeBuilder(node).editStatus().editMatchingCondition(c -> "Ready".equals(c.getType()))
                .withStatus("False").withReason("KubeletNotReady").endCondition().endStatus().build();
    }

    private static GateDiagnosis verdictOf(PoolExpectation pool, Node node) {
        return verdictOf(pool, node, readyValidator(node.getMetadata().getName()));
    }

    private static GateDiagnosis verdictOf(PoolExpectation pool, Node node, Pod... pods) {
        PoolReport report = GateEvaluation.evaluatePool(pool, snapshot(reconciled(), List.of(node),
                List.of(pods), List.of(), List.of()), NOW, 5);
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

    /**
     * The upgrade controller holds a node in {@code validation-required} until the validator passes there: a
     * validation that failed with a known cause (CUDA error 802 without Fabric Manager, before the kubelet reports a
     * crash loop) is the node's verdict, not the upgrade that waits for it; a validation still running is the upgrade.
     */
    @Test
    void aFailureVisibleWhileTheUpgradeWaitsForValidationIsReportedBeforeTheUpgrade() {
        Node validating = withLabel(node("h-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL,
                "validation-required");
        ContainerStatus cudaError802 = new ContainerStatusBuilder(exited("cuda-validation", 1)).withRestartCount(1)
                .editState().editTerminated()
                .withMessage("Failed to allocate device vector A (error code system not yet initialized)!")
                .endTerminated().endState().build();
        Pod failedValidation = validator("h-1", List.of(exited("driver-validation", 0),
                exited("toolkit-validation", 0), cudaError802), false);
        Pod stillValidating = validator("h-1", List.of(exited("driver-validation", 0),
                exited("toolkit-validation", 0), running("cuda-validation", Fixtures.ago(1))), false);

        assertEquals(GateDiagnosis.FABRIC_MANAGER_NOT_READY, verdictOf(H200, validating, failedValidation));
        assertEquals(GateDiagnosis.DRIVER_UPGRADE_IN_PROGRESS, verdictOf(H200, validating, stillValidating));
    }

    /** While the upgrade waits for validation and the driver pod it restarted is still building, the build is said. */
    @Test
    void aDriverStillBuildingDuringAnUpgradeIsReportedAsCompiling() {
        Node validating = withLabel(node("h-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL,
                "validation-required");
        Pod waitingForTheDriver = validator("h-1", List.of(running("driver-validation", Fixtures.ago(3))), false);
        Pod building = Fixtures.driver("h-1", "registry.example.com/gpu/driver:580.126.20-almalinux9.4", false,
                running("nvidia-driver-ctr", Fixtures.ago(3)));

        assertEquals(GateDiagnosis.DRIVER_NOT_READY, verdictOf(H200, validating, waitingForTheDriver, building));
    }

    /**
     * The upgrade stops the device plugin, and the kubelet counts a stopped plugin's GPUs unhealthy until it
     * registers again: capacity above allocatable is the upgrade in progress then, not unhealthy GPUs.
     */
    @Test
    void gpusTheKubeletCountsUnhealthyDuringAnUpgradeAreTheUpgrade() {
        Node pluginStopped = new NodeBuilder(node("h-1", "h200", 0).build()).editStatus()
                .addToCapacity("nvidia.com/gpu", new Quantity("8")).endStatus().build();
        Pod plugin = KnownFailureModesTest.operandPod("nvidia-device-plugin-daemonset", "h-1");
        assertEquals(GateDiagnosis.GPUS_UNHEALTHY, verdictOf(H200, pluginStopped, readyValidator("h-1"), plugin));
        assertEquals(GateDiagnosis.DRIVER_UPGRADE_IN_PROGRESS, verdictOf(H200,
                withLabel(pluginStopped, GpuReadiness.UPGRADE_STATE_LABEL, "pod-restart-required")));
    }

    /**
     * Without a running device plugin on the node the kubelet counts its GPUs unhealthy too: that is the plugin not
     * (yet) running, not an Xid, and a pod list read a moment before the node must not make it a failure.
     */
    @Test
    void gpusTheKubeletCountsUnhealthyWithoutARunningDevicePluginAreNotAnXid() {
        Node pluginStopped = new NodeBuilder(node("h-1", "h200", 0).build()).editStatus()
                .addToCapacity("nvidia.com/gpu", new Quantity("8")).endStatus().build();
        assertEquals(GateDiagnosis.GPUS_NOT_ALLOCATABLE, verdictOf(H200, pluginStopped));
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
