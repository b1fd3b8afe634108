package com.vkcsgpu.provider.k8s.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.emulator.gpu.GpuFaults;
import com.vkcsgpu.emulator.gpu.GpuNodeState;
import com.vkcsgpu.emulator.gpu.GpuStackObjects;
import com.vkcsgpu.emulator.gpu.GpuTimings;
import com.vkcsgpu.emulator.gpu.SimulatedGpuCluster;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.GatekeeperPolicy;
import com.vkcsgpu.emulator.kube.KubeUser;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.Poll;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.resources.gpu.GatePool;
import com.vkcsgpu.provider.resources.gpu.GatePoolStatus;
import com.vkcsgpu.provider.resources.gpu.ReadinessGateArgs;
import com.vkcsgpu.provider.resources.gpu.ReadinessGateResource;
import com.vkcsgpu.provider.resources.gpu.ReadinessGateState;
import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.provider.testing.RecordingProgress;
import com.vkcsgpu.provider.wait.WaitTimeoutException;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The readiness gate end to end with the rights VK documents for a project owner: a Keystone user whose VK role maps
 * to the Kubernetes role {@code admin}, which may read the operator's namespace but neither Nodes nor the
 * ClusterPolicy. The GPU stack is installed with the cluster's admin credentials (as VK's addon would); the gate
 * runs with the owner's. It reaches readiness on a healthy cluster and diagnoses failures from the operator's pods,
 * DaemonSets and events, saying once what it judged without.
 */
class GateUnderAdminTest {
    private static final String NS = "gpu-operator";
    private static final String CLUSTER = "admin-gate";
    private static final String POOL = "l4";
    private static final String OWNER_TOKEN = "owner-keystone-token";
    private static final String URN = "urn:pulumi:dev::gpu::vkcs-gpu:gpu:ReadinessGate::gate";
    /** Long enough that any failure before it is a diagnosis, not a timeout. */
    private static final Duration PATIENT = Duration.ofSeconds(60);
    private static final String LIMITS = "the gate may not read Nodes (";

    private final GpuFaults faults = new GpuFaults();
    private final SimulatedGpuCluster cluster = (SimulatedGpuCluster) SimulatedGpuCluster.factory(
            GpuTimings.realistic().scaled(0.001), faults).start(CLUSTER, GpuClusterSim.CA);
    /** The cluster's own admin credentials, which install the stack. */
    private final KubernetesClient installer = KubeClients.fromKubeconfig(GpuClusterSim.kubeconfig(cluster));
    /** Every status, info and warning line the gate reported. */
    private final List<String> progress = new CopyOnWriteArrayList<>();

    GateUnderAdminTest() {
        cluster.server().acceptKeystoneUsers(token -> OWNER_TOKEN.equals(token)
                ? Optional.of(KubeUser.keystone("project-owner", "admin")) : Optional.empty());
    }

    @AfterEach
    void close() {
        installer.close();
        cluster.close();
    }

    private static String node(int i) {
        return CLUSTER + "-" + POOL + "-" + i;
    }

    /** The pool's nodes (VK's image with its host driver) and the GPU stack. */
    private void startNodesAndOperator(int nodes) {
        cluster.syncNodeGroup(POOL, java.util.stream.IntStream.range(0, nodes).mapToObj(i -> new EmulatedNode(node(i),
                POOL, Map.of(PoolExpectation.POOL_LABEL, POOL), List.of(), 32, 131072, 1, "L4")).toList());
        SimulatedOperatorCluster.apply(installer, GpuStackObjects.render("{}", NS, SimulatedOperatorCluster.OPERATOR_VERSION),
                PATIENT);
    }

    private ReadinessGateArgs ownersGate(int nodes) {
        String kubeconfig = GpuClusterSim.kubeconfig(cluster).replace("token: " + cluster.bearerToken(),
                "token: " + OWNER_TOKEN);
        return new ReadinessGateArgs(SecretString.of(kubeconfig), NS,
                List.of(new GatePool(POOL, null, nodes, 1, "nvidia.com/gpu", null, null)), "cluster-policy", null);
    }

    private ReadinessGateState runGate(ReadinessGateArgs args) {
        return runGate(args, PATIENT);
    }

    private ReadinessGateState runGate(ReadinessGateArgs args, Duration timeout) {
        ReadinessGateResource gate = new ReadinessGateResource(KubeClients::fromKubeconfig,
                s -> s.withTimings(Duration.ofMillis(500), Duration.ofMillis(200), Duration.ofMillis(50)),
                Clock.systemUTC());
        try (var ctx = new OperationTracker().start(URN, false, timeout, RecordingProgress.allInto(progress))) {
            return gate.create(args, ctx);
        }
    }

    @Test
    void onAHealthyClusterTheGateIsReadyOnceEveryNodesValidatorPassedAndSaysOnceWhatItJudgedWithout() {
        startNodesAndOperator(2);

        ReadinessGateState state = runGate(ownersGate(2));

        assertTrue(state.ready(), state.toString());
        GatePoolStatus pool = state.poolStatuses().get(0);
        assertEquals(POOL, pool.name());
        assertEquals(2, pool.nodes(), "the nodes the GPU operand pods run on");
        assertEquals(2, pool.validatedNodes());
        assertNull(pool.allocatableGpus(), "GPU counts are on the Nodes, which admin may not read");
        assertEquals("READY", pool.state());
        List<String> limits = progress.stream().filter(w -> w.contains(LIMITS)).toList();
        assertEquals(1, limits.size(), progress.toString());
        assertTrue(limits.get(0).contains("nor the ClusterPolicy"), limits.get(0));
        assertTrue(limits.get(0).contains("needs list and watch on nodes, cluster-wide"), limits.get(0));
    }

    @Test
    void aPoolShortOfTheNodesItsNodeGroupHasTimesOutCountingTheNodesTheOperandsRunOn() {
        startNodesAndOperator(1);
        Instant ready = Instant.now().plus(PATIENT);
        while (!cluster.simulation().nodeState(node(0)).map(GpuNodeState::validatorReady).orElse(false)) {
            assertTrue(Instant.now().isBefore(ready), "the validator of " + node(0) + " never passed");
            Poll.pause();
        }

        WaitTimeoutException timeout = assertThrows(WaitTimeoutException.class,
                () -> runGate(ownersGate(2), Duration.ofSeconds(5)));

        assertTrue(timeout.getMessage().contains("pool l4: GPU Operator pods run on 1 of 2 nodes"), timeout.getMessage());
        assertTrue(timeout.getMessage().contains(LIMITS), timeout.getMessage());
    }

    @Test
    void aCrashLoopingValidationFailsTheGateNamingNodeComponentAndCauseWithoutClaimingAGpuCount() {
        faults.add(CLUSTER, GpuFault.missingGpus(node(0)));
        startNodesAndOperator(1);

        String error = assertThrows(PreconditionFailedException.class, () -> runGate(ownersGate(1))).getMessage();

        assertTrue(error.startsWith("GPU readiness failed: node " + node(0) + " of pool l4: plugin validation"
                + " (nvidia-operator-validator) CrashLoopBackOff"), error);
        assertTrue(error.contains("GPU resources are not discovered by the node"), error);
        assertFalse(error.contains("allocatable nvidia.com/gpu is 0"), "admin cannot read the node's allocatable:\n" + error);
        assertEquals(1, error.split(Pattern.quote(LIMITS), -1).length - 1, "said once:\n" + error);
    }

    @Test
    void vkGatekeeperConstraintsRefusingTheOperandsFailTheGateAtOnceNamingTheDaemonSetWebhookAndConstraint() {
        cluster.server().applyGatekeeper(GatekeeperPolicy.systemNamespaces());
        startNodesAndOperator(1);

        String error = assertThrows(PreconditionFailedException.class, () -> runGate(ownersGate(1))).getMessage();

        assertTrue(Pattern.compile("GPU readiness failed: pool l4: DaemonSet gpu-operator-node-feature-discovery-worker"
                + " \\(node-feature-discovery worker\\) creates no pod \\(DESIRED \\d+, CURRENT 0\\): admission webhook"
                + " \"validation.gatekeeper.sh\" denied it by constraint psp-host-(filesystem|namespace)").matcher(error)
                .lookingAt(), error);
        assertTrue(error.contains(LIMITS), error);
    }
}
