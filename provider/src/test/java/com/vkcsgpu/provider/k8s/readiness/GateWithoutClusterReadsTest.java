package com.vkcsgpu.provider.k8s.readiness;

import static com.vkcsgpu.provider.k8s.readiness.Fixtures.NOW;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.node;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.readyValidator;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The gate's judgement with less evidence than {@code cluster-admin} reads: without Nodes, the GPU nodes are those
 * the GPU operand pods run on and the pools are judged together; without the ClusterPolicy, the operand DaemonSets'
 * rollouts say the operator's state.
 */
class GateWithoutClusterReadsTest {
    private static final GateEvidence NAMESPACE_ONLY = new GateEvidence(false, false);

    private static GateReport evaluate(List<PoolExpectation> pools, List<Node> nodes, List<Pod> pods,
            List<DaemonSet> daemonSets, GateEvidence evidence) {
        return GateEvaluation.evaluate(pools, new ClusterSnapshot("cluster-policy", null, nodes, pods, daemonSets,
                List.of(), evidence), NOW, 5);
    }

    /** NFD's worker, which runs on every node, GPU or not. */
    private static Pod nfdWorker(String node) {
        return new PodBuilder().withNewMetadata().withName("gpu-operator-node-feature-discovery-worker-" + node)
                .withNamespace(Fixtures.NS).withLabels(Map.of("app.kubernetes.io/name", "node-feature-discovery",
                        "role", "worker")).endMetadata()
                .withNewSpec().withNodeName(node).endSpec().withNewStatus().withPhase("Running").endStatus().build();
    }

    @Test
    void withoutNodesTwoPoolsAreJudgedTogetherOverTheNodesTheirGpuOperandPodsRunOn() {
        List<PoolExpectation> pools = List.of(PoolExpectation.of("train", 1, 8), PoolExpectation.of("infer", 2, 1));
        List<Pod> pods = new ArrayList<>(List.of(nfdWorker("cpu-0"), nfdWorker("gpu-0"), readyValidator("gpu-0"),
                nfdWorker("gpu-1"), readyValidator("gpu-1")));

        GateReport twoOfThree = evaluate(pools, List.of(), pods, List.of(), NAMESPACE_ONLY);

        assertFalse(twoOfThree.isReady(), twoOfThree.summary());
        assertEquals("train + infer: 2/3 nodes validated, nvidia.com/gpu not counted; pool train + infer: GPU Operator"
                + " pods run on 2 of 3 nodes", twoOfThree.summary());

        pods.add(readyValidator("gpu-2"));
        GateReport ready = evaluate(pools, List.of(), pods, List.of(), NAMESPACE_ONLY);

        assertTrue(ready.isReady(), ready.summary());
        PoolReport together = ready.pools().get(0);
        assertEquals(3, together.validatedNodes());
        assertEquals(PoolReport.NOT_COUNTED, together.allocatableGpus());
    }

    @Test
    void withoutNodesAValidatedNodeIsNotHeldToNodeFactsItCannotRead() {
        // With Nodes, a node without conditions is not Ready and 0 allocatable GPUs of 8 hold the pool.
        Node unreadable = node("gpu-0", "train", 0).withNewStatus().endStatus().build();
        List<PoolExpectation> pools = List.of(PoolExpectation.of("train", 1, 8));

        assertFalse(evaluate(pools, List.of(unreadable), List.of(readyValidator("gpu-0")), List.of(),
                new GateEvidence(true, false)).isReady());
        assertTrue(evaluate(pools, List.of(), List.of(readyValidator("gpu-0")), List.of(), NAMESPACE_ONLY).isReady());
    }

    @Test
    void withoutTheClusterPolicyAnOperandDaemonSetStillRollingOutHoldsTheGateAndNoPolicyIsReportedMissing() {
        List<PoolExpectation> pools = List.of(PoolExpectation.of("infer", 1, 1));
        List<Pod> pods = List.of(readyValidator("gpu-0"));

        GateReport rolling = evaluate(pools, List.of(), pods, List.of(devicePlugin(2, 1)), NAMESPACE_ONLY);

        assertFalse(rolling.isReady(), rolling.summary());
        assertEquals("operand DaemonSets not rolled out: nvidia-device-plugin-daemonset is rolling out (1 of 2 pods"
                + " updated)", rolling.verdict().reason());

        GateReport rolledOut = evaluate(pools, List.of(), pods, List.of(devicePlugin(2, 2)), NAMESPACE_ONLY);

        assertTrue(rolledOut.isReady(), rolledOut.summary());
    }

    @Test
    void withoutNodesAnAutoscaledPoolWithNoGpuPodIsAtZeroOnlyOnceTheOperatorCouldHaveStartedThem() {
        List<PoolExpectation> autoscaled = List.of(new PoolExpectation("burst", null, null, 1, null, null, null));

        GateReport early = evaluate(autoscaled, List.of(), List.of(), List.of(nfdWorkers(3, 1)), NAMESPACE_ONLY);
        assertFalse(early.isReady(), early.summary());
        assertEquals("pool burst: no GPU Operator pods yet (no nvidia-operator-validator DaemonSet yet)",
                early.verdict().reason());

        GateReport labelling = evaluate(autoscaled, List.of(), List.of(), List.of(nfdWorkers(3, 1), validatorSet()),
                NAMESPACE_ONLY);
        assertFalse(labelling.isReady(), labelling.summary());
        assertEquals("pool burst: no GPU Operator pods yet (NFD's worker ready on 1 of 3 nodes)",
                labelling.verdict().reason());

        GateReport settled = evaluate(autoscaled, List.of(), List.of(), List.of(nfdWorkers(3, 3), validatorSet()),
                NAMESPACE_ONLY);
        assertTrue(settled.isReady(), settled.summary());
        assertEquals(PoolState.ZERO_NODES, settled.pools().get(0).state());
    }

    private static DaemonSet nfdWorkers(int desired, int ready) {
        return new DaemonSetBuilder().withNewMetadata().withName("gpu-operator-node-feature-discovery-worker")
                .withNamespace(Fixtures.NS).withLabels(Map.of("app.kubernetes.io/name", "node-feature-discovery",
                        "role", "worker")).endMetadata().withNewSpec().endSpec()
                .withNewStatus().withDesiredNumberScheduled(desired).withCurrentNumberScheduled(desired)
                .withNumberReady(ready).endStatus().build();
    }

    private static DaemonSet validatorSet() {
        return new DaemonSetBuilder().withNewMetadata().withName(GpuReadiness.VALIDATOR_APP).withNamespace(Fixtures.NS)
                .withLabels(Map.of("app", GpuReadiness.VALIDATOR_APP)).endMetadata().withNewSpec().endSpec()
                .withNewStatus().withDesiredNumberScheduled(0).withCurrentNumberScheduled(0).endStatus().build();
    }

    private static DaemonSet devicePlugin(int desired, int updated) {
        return new DaemonSetBuilder().withNewMetadata().withName("nvidia-device-plugin-daemonset").withNamespace(Fixtures.NS)
                .withGeneration(2L).withLabels(Map.of("app", "nvidia-device-plugin-daemonset")).endMetadata()
                .withNewSpec().endSpec()
                .withNewStatus().withObservedGeneration(2L).withDesiredNumberScheduled(desired)
                .withCurrentNumberScheduled(desired).withUpdatedNumberScheduled(updated).endStatus().build();
    }
}
