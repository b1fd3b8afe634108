package com.vkcsgpu.provider.k8s.readiness;

import static com.vkcsgpu.provider.k8s.readiness.Fixtures.NOW;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.ago;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.clusterPolicy;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.crashLooping;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.daemonSet;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.driver;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.exited;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.node;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.readyValidator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.reconciled;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.running;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.snapshot;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.taint;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.toleration;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.validator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.warning;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.withLabel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GateEvaluationTest {
    private static final PoolExpectation H200 = PoolExpectation.of("h200", 2, 8);

    private static GateReport evaluate(List<PoolExpectation> pools, ClusterSnapshot s) {
        return GateEvaluation.evaluate(pools, s, NOW, 5);
    }

    private static Node validatedNode(String name, String pool) {
        return withLabel(node(name, pool, 8).build(), GpuReadiness.DRIVER_VERSION_LABEL, "580.126.20");
    }

    @Test
    void readyWhenThePolicyIsReconciledAndEveryNodeValidated() {
        GateReport r = evaluate(List.of(H200), snapshot(reconciled(),
                List.of(validatedNode("h-1", "h200"), validatedNode("h-2", "h200"), validatedNode("other", "l4")),
                List.of(readyValidator("h-1"), readyValidator("h-2")), List.of(), List.of()));
        assertTrue(r.isReady(), r.summary());
        PoolReport pool = r.pools().get(0);
        assertEquals(PoolState.READY, pool.state());
        assertEquals(2, pool.nodes());
        assertEquals(2, pool.validatedNodes());
        assertEquals(16, pool.allocatableGpus());
        assertEquals("580.126.20", pool.observedDriverVersion());
        assertEquals("h200: 2/2 nodes validated, 16 nvidia.com/gpu", r.summary());
    }

    @Test
    void aDriverPodOfAnNvidiaDriverResourceIsFoundByItsComponentLabel() {
        // NVIDIADriver DaemonSets are app=nvidia-<type>-driver-<os>-<hash>; only the component label is shared.
        Pod perPool = new io.fabric8.kubernetes.api.model.PodBuilder(driver("h-2",
                "nvcr.io/nvidia/driver:580.173.02-ubuntu22.04", false, running("nvidia-driver-ctr", ago(6))))
                .editMetadata().withName("nvidia-gpu-driver-ubuntu22.04-7c9f-h-2").withLabels(Map.of(
                        "app", "nvidia-gpu-driver-ubuntu22.04-7c9f", "app.kubernetes.io/component", "nvidia-driver"))
                .endMetadata().build();
        Pod waitingValidator = validator("h-2", List.of(running("driver-validation", ago(6))), false);
        GateReport r = evaluate(List.of(H200), snapshot(reconciled(), List.of(node("h-2", "h200", 0).build()),
                List.of(waitingValidator, perPool), List.of(), List.of()));
        assertEquals("580.173.02", r.pools().get(0).observedDriverVersion());
        assertTrue(r.summary().endsWith("node h-2 of pool h200: driver compiling for 6m (pod "
                + "nvidia-gpu-driver-ubuntu22.04-7c9f-h-2 is building or loading the kernel module; a compiled driver "
                + "takes up to about 20m)"), r.summary());
        assertEquals("driver", GpuReadiness.component(perPool, "nvidia-driver-ctr"));
    }

    @Test
    void notReadyUntilTheLastNodeValidatesAndTheSummarySaysWhy() {
        Pod compiling = driver("h-2", "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", false, running("nvidia-driver-ctr", ago(6)));
        Pod waitingValidator = validator("h-2", List.of(running("driver-validation", ago(6))), false);
        GateReport r = evaluate(List.of(H200), snapshot(reconciled(),
                List.of(validatedNode("h-1", "h200"), node("h-2", "h200", 0).build()),
                List.of(readyValidator("h-1"), waitingValidator, compiling), List.of(), List.of()));
        assertEquals(Verdict.Severity.NOT_YET, r.verdict().severity());
        PoolReport pool = r.pools().get(0);
        assertEquals(PoolState.NOT_READY, pool.state());
        assertEquals(1, pool.validatedNodes());
        assertEquals("580.126.20", pool.observedDriverVersion(), "the GFD label on h-1 and the image tag on h-2 agree");
        assertEquals("h200: 1/2 nodes validated, 8 nvidia.com/gpu; node h-2 of pool h200: driver compiling for 6m "
                + "(pod nvidia-driver-daemonset-h-2 is building or loading the kernel module; a compiled driver takes up "
                + "to about 20m)", r.summary());
    }

    @Test
    void missingNodesAreCounted() {
        GateReport r = evaluate(List.of(H200), snapshot(reconciled(), List.of(validatedNode("h-1", "h200")),
                List.of(readyValidator("h-1")), List.of(), List.of()));
        assertEquals(PoolState.NOT_READY, r.pools().get(0).state());
        assertEquals("pool h200: 1/2 nodes registered", r.verdict().reason());
    }

    @Test
    void poolsAtZeroNodesAreReportedAsSuchNotAsReadyGpus() {
        PoolExpectation zero = PoolExpectation.of("h200", 0, 8);
        PoolExpectation autoscaled = new PoolExpectation("l4", null, null, 1, null, null, null);
        GateReport r = evaluate(List.of(zero, autoscaled), snapshot(clusterPolicy("ready", "True", "NoGPUNodes", ""),
                List.of(), List.of(), List.of(), List.of()));
        assertTrue(r.isReady(), r.summary());
        assertEquals(PoolState.ZERO_NODES, r.pools().get(0).state());
        assertEquals(PoolState.ZERO_NODES, r.pools().get(1).state());
        assertEquals(0, r.pools().get(0).allocatableGpus());
        assertNull(r.pools().get(0).observedDriverVersion());
        assertEquals("h200: 0 nodes (scaled to zero); l4: 0 nodes (scaled to zero)", r.summary());
    }

    @Test
    void noGpuNodesIsNotDoneWhileAPoolExpectsNodes() {
        GateReport r = evaluate(List.of(H200), snapshot(clusterPolicy("ready", "True", "NoGPUNodes", ""),
                List.of(validatedNode("h-1", "h200"), validatedNode("h-2", "h200")),
                List.of(readyValidator("h-1"), readyValidator("h-2")), List.of(), List.of()));
        assertEquals(Verdict.Severity.NOT_YET, r.verdict().severity());
        assertTrue(r.verdict().reason().contains("NoGPUNodes"), r.verdict().reason());
    }

    @Test
    void aCrashLoopingPluginValidationOnANodeWithoutGpusSaysNoGpusWereFound() {
        Pod validator = validator("h-1", List.of(exited("driver-validation", 0), exited("toolkit-validation", 0),
                exited("cuda-validation", 0), crashLooping("plugin-validation", 3,
                        "GPU resources are not discovered by the node")), false);
        GateReport r = evaluate(List.of(H200), snapshot(reconciled(), List.of(node("h-1", "h200", 0).build()),
                List.of(validator), List.of(), List.of()));
        assertEquals(Verdict.Severity.FAILED, r.verdict().severity());
        String reason = r.verdict().reason();
        assertTrue(reason.startsWith("node h-1 of pool h200: plugin validation (nvidia-operator-validator) CrashLoopBackOff"),
                reason);
        assertTrue(reason.contains("no GPUs found on the node: allocatable nvidia.com/gpu is 0"), reason);
        assertEquals("plugin-validation", r.verdict().logSource().container(), "the log tail comes from the failing step");
    }

    @Test
    void aCrashLoopFailsThePoolAndTheGateWithRecentEvents() {
        Pod crashing = driver("h-2", "img:1", false, crashLooping("nvidia-driver-ctr", 2, "missing kernel headers"));
        GateReport r = evaluate(List.of(H200), snapshot(reconciled(),
                List.of(validatedNode("h-1", "h200"), node("h-2", "h200", 0).build()),
                List.of(readyValidator("h-1"), crashing, validator("h-2", List.of(running("driver-validation", ago(3))), false)),
                List.of(), List.of(warning(crashing.getMetadata().getName(), "BackOff", "Back-off restarting failed container", ago(1)))));
        assertEquals(Verdict.Severity.FAILED, r.verdict().severity());
        assertEquals(PoolState.FAILED, r.pools().get(0).state());
        assertTrue(r.verdict().reason().startsWith("node h-2 of pool h200: driver CrashLoopBackOff"), r.verdict().reason());
        assertTrue(r.verdict().reason().endsWith("; events: BackOff: Back-off restarting failed container"), r.verdict().reason());
    }

    @Test
    void aNodeWithoutValidatorBehindAnUntoleratedTaintIsBlockedWithTheTaintNamed() {
        Node tainted = node("h-1", "h200", 0).editSpec().withTaints(taint("dedicated", "h200", "NoSchedule")).endSpec().build();
        var ds = daemonSet("nvidia-operator-validator", Map.of("nvidia.com/gpu.deploy.operator-validator", "true"), 0,
                toleration("nvidia.com/gpu", "Exists", null, "NoSchedule"));
        GateReport r = evaluate(List.of(PoolExpectation.of("h200", 1, 8)),
                snapshot(reconciled(), List.of(tainted), List.of(), List.of(ds), List.of()));
        assertEquals(Verdict.Severity.BLOCKED, r.verdict().severity());
        assertTrue(r.verdict().reason().startsWith("node h-1 of pool h200: taint dedicated=h200:NoSchedule is not tolerated by DaemonSet "
                + "nvidia-operator-validator (DESIRED 0)"), r.verdict().reason());
    }

    @Test
    void anUnlabelledNodeOnAClusterWhereTheNfdMasterCannotBeScheduledNamesTheUntoleratedTaint() {
        Node unlabelled = node("h-1", "h200", 0).editSpec().withTaints(taint("nvidia.com/gpu", "present", "NoSchedule"))
                .endSpec().build();
        unlabelled.getMetadata().getLabels().remove(GpuReadiness.GPU_PRESENT_LABEL);
        GateReport r = evaluate(List.of(PoolExpectation.of("h200", 1, 8)),
                snapshot(reconciled(), List.of(unlabelled), List.of(Fixtures.pendingNfdMaster()), List.of(), List.of()));
        assertEquals(Verdict.Severity.BLOCKED, r.verdict().severity(), r.summary());
        assertTrue(r.verdict().reason().startsWith("node h-1 of pool h200: nfd-master cannot run: untolerated taint "
                + "nvidia.com/gpu=present:NoSchedule (pod gpu-operator-node-feature-discovery-master-7c9-x2 Pending)"),
                r.verdict().reason());
        assertTrue(r.verdict().reason().endsWith("node-feature-discovery.master.tolerations"), r.verdict().reason());

        Pod running = new io.fabric8.kubernetes.api.model.PodBuilder(Fixtures.pendingNfdMaster()).editStatus()
                .withPhase("Running").withConditions(new io.fabric8.kubernetes.api.model.PodConditionBuilder()
                        .withType("Ready").withStatus("True").build()).endStatus().build();
        r = evaluate(List.of(PoolExpectation.of("h200", 1, 8)),
                snapshot(reconciled(), List.of(unlabelled), List.of(running), List.of(), List.of()));
        assertTrue(r.verdict().reason().contains("not labelled nvidia.com/gpu.present=true yet"), r.verdict().reason());
    }

    @Test
    void aNodeNfdHasNotLabelledSaysSo() {
        Node unlabelled = node("h-1", "h200", 0).build();
        unlabelled.getMetadata().getLabels().remove(GpuReadiness.GPU_PRESENT_LABEL);
        GateReport r = evaluate(List.of(PoolExpectation.of("h200", 1, 8)),
                snapshot(reconciled(), List.of(unlabelled), List.of(), List.of(), List.of()));
        assertEquals("node h-1 of pool h200: not labelled nvidia.com/gpu.present=true yet (Node Feature Discovery has not reported the GPU)",
                r.verdict().reason());
    }

    @Test
    void aValidatedNodeStillNeedsItsGpusMigAndNoUpgradeInFlight() {
        PoolExpectation pool = PoolExpectation.of("h200", 1, 8);
        Node upgrading = withLabel(node("h-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL, "pod-restart-required");
        GateReport r = evaluate(List.of(pool), snapshot(reconciled(), List.of(upgrading), List.of(readyValidator("h-1")),
                List.of(), List.of()));
        assertEquals("node h-1 of pool h200: driver upgrade in progress (pod-restart-required)", r.verdict().reason());

        Node fewGpus = node("h-1", "h200", 4).build();
        r = evaluate(List.of(pool), snapshot(reconciled(), List.of(fewGpus), List.of(readyValidator("h-1")), List.of(), List.of()));
        assertTrue(r.verdict().reason().contains("allocatable nvidia.com/gpu is 4, expected 8"), r.verdict().reason());
        assertEquals(4, r.pools().get(0).allocatableGpus());
    }

    @Test
    void terminatingValidatorAndDriverPodsOfTheOldRevisionDoNotCount() {
        // A rollout: the old validator and driver pods still report Ready during their grace period, the new
        // driver pod builds on the new version, the new validator waits for it.
        PoolExpectation pool = PoolExpectation.of("h200", 1, 8);
        Node node = node("h-1", "h200", 8).build();
        Pod oldValidator = terminating(readyValidator("h-1"));
        Pod oldDriver = terminating(driver("h-1", "nvcr.io/nvidia/driver:570.195.03-ubuntu22.04", true));
        oldDriver.getMetadata().setName("nvidia-driver-daemonset-old");
        Pod newDriver = driver("h-1", "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", false,
                running("nvidia-driver-ctr", ago(1)));
        Pod newValidator = validator("h-1", List.of(running("driver-validation", ago(1))), false);
        newValidator.getMetadata().setName("nvidia-operator-validator-new");

        GateReport r = evaluate(List.of(pool), snapshot(reconciled(), List.of(node),
                List.of(oldValidator, oldDriver, newDriver, newValidator), List.of(), List.of()));
        assertEquals(PoolState.NOT_READY, r.pools().get(0).state(), r.summary());
        assertTrue(r.verdict().reason().startsWith("node h-1 of pool h200: driver "), r.verdict().reason());

        GateReport onlyOld = evaluate(List.of(pool), snapshot(reconciled(), List.of(node),
                List.of(oldValidator, oldDriver), List.of(), List.of()));
        assertEquals(PoolState.NOT_READY, onlyOld.pools().get(0).state(), onlyOld.summary());
        assertEquals("node h-1 of pool h200: no nvidia-operator-validator pod yet", onlyOld.verdict().reason());
    }

    private static Pod terminating(Pod pod) {
        pod.getMetadata().setDeletionTimestamp(ago(0));
        pod.getMetadata().setDeletionGracePeriodSeconds(30L);
        return pod;
    }

    @Test
    void theClusterPolicyGatesEvenWhenEveryNodeIsValidated() {
        // (an operand that serves GPUs: one that only reports, such as dcgm-exporter, is a warning, KnownFailureModesTest)
        GateReport r = evaluate(List.of(PoolExpectation.of("h200", 1, 8)), snapshot(clusterPolicy("notReady", "False",
                "OperandNotReady", "states not ready: [state-device-plugin]"), List.of(validatedNode("h-1", "h200")),
                List.of(readyValidator("h-1")), List.of(), List.of()));
        assertEquals(PoolState.READY, r.pools().get(0).state());
        assertEquals("ClusterPolicy cluster-policy: operands not ready: device-plugin", r.verdict().reason());
        assertTrue(r.summary().startsWith("h200: 1/1 nodes validated, 8 nvidia.com/gpu; ClusterPolicy"), r.summary());
    }

    @Test
    void summaryListsAtMostThreeReasons() {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            nodes.add(node("h-" + i, "h200", 0).build());
        }
        GateReport r = evaluate(List.of(PoolExpectation.of("h200", 5, 8)), snapshot(reconciled(), nodes, List.of(), List.of(), List.of()));
        assertEquals(5, r.reasons().size());
        assertTrue(r.summary().endsWith("; and 2 more"), r.summary());
    }

    @Test
    void aDaemonSetPodWaitingForTheSchedulerCountsForItsNodeAndSaysWhyItIsPending() {
        Pod pending = validator("h-1", List.of(), false);
        pending.getSpec().setNodeName(null);
        pending.getSpec().setAffinity(new io.fabric8.kubernetes.api.model.AffinityBuilder().withNewNodeAffinity()
                .withNewRequiredDuringSchedulingIgnoredDuringExecution().addNewNodeSelectorTerm().addNewMatchField()
                .withKey("metadata.name").withOperator("In").withValues("h-1").endMatchField().endNodeSelectorTerm()
                .endRequiredDuringSchedulingIgnoredDuringExecution().endNodeAffinity().build());
        pending.getStatus().getConditions().add(new io.fabric8.kubernetes.api.model.PodConditionBuilder().withType("PodScheduled")
                .withStatus("False").withReason("Unschedulable").withMessage("0/3 nodes are available: 1 Insufficient cpu.").build());
        ClusterSnapshot s = snapshot(reconciled(), List.of(node("h-1", "h200", 0).build()), List.of(pending), List.of(),
                List.of(warning(pending.getMetadata().getName(), "FailedScheduling", "0/3 nodes are available: 1 Insufficient cpu.", ago(1))));
        assertEquals(List.of(pending), s.podsOn("h-1"));
        GateReport r = evaluate(List.of(PoolExpectation.of("h200", 1, 8)), s);
        assertEquals("node h-1 of pool h200: nvidia-operator-validator pod nvidia-operator-validator-h-1 Pending (Unschedulable: 0/3 nodes "
                + "are available: 1 Insufficient cpu.) for 10m", r.verdict().reason());
        assertEquals(List.of("pod nvidia-operator-validator-h-1 (node h-1): FailedScheduling: 0/3 nodes are available: 1 Insufficient cpu."),
                GateEvaluation.warningsOnUnvalidatedNodes(List.of(PoolExpectation.of("h200", 1, 8)), s, NOW, 5));
    }

    @Test
    void aPoolCanSelectItsNodesByAnyLabels() {
        PoolExpectation byVkLabel = new PoolExpectation("h200", Map.of("mcs.mail.ru/mcs-nodepool", "gpu-h200"), 1, 8, null, null, null);
        Node vkNode = withLabel(validatedNode("n-1", "unrelated"), "mcs.mail.ru/mcs-nodepool", "gpu-h200");
        GateReport r = evaluate(List.of(byVkLabel), snapshot(reconciled(), List.of(vkNode, validatedNode("n-2", "h200")),
                List.of(readyValidator("n-1"), readyValidator("n-2")), List.of(), List.of()));
        assertTrue(r.isReady(), r.summary());
        assertEquals(1, r.pools().get(0).nodes(), "the default pool label is not used when a selector is given");
        assertEquals(Map.of(PoolExpectation.POOL_LABEL, "l4"), PoolExpectation.of("l4", 1, 1).nodeSelector());
    }

    @Test
    void aPoolSelectorOfSeveralLabelsSelectsOnlyNodesThatCarryAllOfThem() {
        PoolExpectation l4Spot = new PoolExpectation("l4-spot", Map.of("vkcs-gpu.io/gpu", "l4", "vkcs-gpu.io/capacity",
                "spot"), 1, 8, null, null, null);
        Node both = withLabel(withLabel(validatedNode("n-1", "l4-spot"), "vkcs-gpu.io/gpu", "l4"), "vkcs-gpu.io/capacity",
                "spot");
        Node onlyTheGpu = withLabel(withLabel(validatedNode("n-2", "l4"), "vkcs-gpu.io/gpu", "l4"), "vkcs-gpu.io/capacity",
                "on-demand");
        Node onlyTheCapacity = withLabel(validatedNode("n-3", "a100"), "vkcs-gpu.io/capacity", "spot");
        GateReport r = evaluate(List.of(l4Spot), snapshot(reconciled(), List.of(both, onlyTheGpu, onlyTheCapacity),
                List.of(readyValidator("n-1"), readyValidator("n-2"), readyValidator("n-3")), List.of(), List.of()));
        assertTrue(r.isReady(), r.summary());
        assertEquals(1, r.pools().get(0).nodes(), "a node matching one of the labels is not the pool's: " + r.summary());
        assertTrue(l4Spot.selects(both.getMetadata().getLabels()));
        assertFalse(l4Spot.selects(onlyTheGpu.getMetadata().getLabels()));
        assertFalse(l4Spot.selects(onlyTheCapacity.getMetadata().getLabels()));
    }
}
