package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.wait.WaitControl;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The gate against the emulator's simulated operator across a change that rolls the operands: while the operator
 * has not acted on the new ClusterPolicy, the ClusterPolicy's status still says ready (as the real operator's
 * would: it records no generation), and the gate must not take that for the new state.
 */
class GateAfterARolloutTest {
    private static final String NS = "gpu-operator";
    private static final String VALIDATOR = "nvcr.io/nvidia/cloud-native/gpu-operator-validator";
    private static final Duration BOUND = Duration.ofSeconds(30);

    private final SimulatedOperatorCluster cluster = new SimulatedOperatorCluster("rollout", BOUND);
    private final KubernetesClient client = cluster.client;

    @AfterEach
    void close() {
        cluster.close();
    }

    private static String values(String validatorVersion) {
        return """
                {"validator":{"repository":"nvcr.io/nvidia/cloud-native","image":"gpu-operator-validator","version":"%s"}}
                """.formatted(validatorVersion);
    }

    /** The new pins reach the ClusterPolicy (alone: the rest of the stack, the stopped operator included, stays). */
    private void repin(String values) {
        cluster.apply(SimulatedOperatorCluster.stack(values).stream()
                .filter(o -> "ClusterPolicy".equals(o.get("kind").getAsString())).toList());
    }

    private GateEvaluator.Result awaitGate(GateEvaluator gate) {
        Instant deadline = Instant.now().plus(BOUND);
        return gate.await(WaitControl.of(deadline, () -> false, line -> { }), report -> { });
    }

    /** Scales the operator Deployment and waits until its available replicas say so (0: the operator is stopped). */
    private void scaleOperator(int replicas) {
        client.apps().deployments().inNamespace(NS).withName("gpu-operator").edit(d -> {
            d.getSpec().setReplicas(replicas);
            return d;
        });
        client.apps().deployments().inNamespace(NS).withName("gpu-operator").waitUntilCondition(d -> d != null
                && d.getStatus() != null && (d.getStatus().getAvailableReplicas() == null ? 0
                : d.getStatus().getAvailableReplicas()) == replicas, BOUND.toSeconds(), TimeUnit.SECONDS);
    }

    @Test
    void afterAPinChangeTheGateWaitsUntilTheOperatorHasRolledOutTheNewClusterPolicy() {
        cluster.server.syncNodeGroup("l4", List.of(new EmulatedNode("l4-0", "l4", Map.of(PoolExpectation.POOL_LABEL, "l4"),
                List.of(), 32, 131072, 1, "L4")));
        cluster.install(values("v26.3.3"));
        GateEvaluator gate = new GateEvaluator(client, GateSettings.of(NS, "cluster-policy",
                List.of(PoolExpectation.of("l4", 1, 1))).withTimings(Duration.ofSeconds(5), Duration.ofMillis(200),
                Duration.ofMillis(50)), Clock.systemUTC());
        GateEvaluator.Result first = awaitGate(gate);
        assertEquals(GateEvaluator.Outcome.READY, first.outcome(), first.message());

        // The operator is not running while the new pins are applied (a release bump replaces it; here it is stopped
        // so the moment before it reconciles is held still).
        scaleOperator(0);
        repin(values("v26.7.0"));
        GenericKubernetesResource policy = client.genericKubernetesResources(GateEvaluator.CLUSTER_POLICY)
                .withName("cluster-policy").get();
        assertEquals("ready", ((Map<?, ?>) policy.getAdditionalProperties().get("status")).get("state"),
                "the ClusterPolicy status still reports the old spec's readiness");

        GateReport stale = gate.evaluateOnce();
        assertFalse(stale.isReady(), stale.summary());
        assertTrue(stale.verdict().reason().contains("nvidia-operator-validator does not run " + VALIDATOR + ":v26.7.0 yet"),
                stale.verdict().reason());

        scaleOperator(1);
        GateEvaluator.Result after = awaitGate(gate);
        assertEquals(GateEvaluator.Outcome.READY, after.outcome(), after.message());
        SortedSet<String> running = cluster.simulation.operandImages().get("validator");
        assertEquals(java.util.Set.of(VALIDATOR + ":v26.7.0"), running, "READY only once the new validator runs");
    }
}
