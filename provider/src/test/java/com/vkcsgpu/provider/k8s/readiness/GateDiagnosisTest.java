package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.wait.WaitControl;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.NOW;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.ago;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.clusterPolicy;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.crashLooping;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.daemonSet;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.driver;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.exited;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.node;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.reconciled;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.running;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.snapshot;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.taint;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.validator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.waiting;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.withLabel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every diagnosis kind is produced by the gate: each example below comes from the real predicates on
 * fixtures and carries its kind, and each kind's wordings are well formed.
 */
class GateDiagnosisTest {
    private static final String DRIVER_IMAGE = "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04";
    private static final PoolExpectation H200 = PoolExpectation.of("h200", 1, 8);
    private static final PoolExpectation MIG_POOL = new PoolExpectation("a100", null, 1, 7, null, "all-1g.10gb", null);

    static Stream<Arguments> reasons() {
        Node gpu1 = node("gpu-1", "h200", 8).build();
        return Stream.of(
                example(GateDiagnosis.CLUSTER_POLICY_MISSING, GpuReadiness.clusterPolicy(null, "cluster-policy", true)),
                example(GateDiagnosis.CLUSTER_POLICY_IGNORED, policy("ignored", null, null, null)),
                example(GateDiagnosis.NO_GPU_NODES_LABELLED, policy("ready", "True", "NoGPUNodes", "")),
                example(GateDiagnosis.NO_GPU_NODES_LABELLED, policy("ready", "True", "NFDLabelsMissing", "")),
                example(GateDiagnosis.OPERANDS_NOT_READY, policy("notReady", "False", "OperandNotReady",
                        "ClusterPolicy is not ready; states not ready: [state-driver]")),
                example(GateDiagnosis.CLUSTER_POLICY_RECONCILE_FAILED, policy("notReady", "False", "ReconcileFailed", "boom")),
                example(GateDiagnosis.CLUSTER_POLICY_NOT_READY, policy(null, null, null, null)),
                example(GateDiagnosis.CLUSTER_POLICY_NOT_READY, policy("notReady", "False", "Other", "because")),
                example(GateDiagnosis.CLUSTER_POLICY_NOT_ROLLED_OUT, OperandRollout.observed(
                        validatorPolicy("v26.7.0"), "cluster-policy", List.of(validatorDaemonSet("v26.3.3")))),
                example(GateDiagnosis.OPERAND_CRASH_LOOP, GpuReadiness.crashLoop(driver("gpu-1", DRIVER_IMAGE, false,
                        crashLooping("nvidia-driver-ctr", 6, "Could not resolve Linux kernel version")), 5)),
                example(GateDiagnosis.OPERAND_CRASH_LOOP, GpuReadiness.crashLoop(validator("gpu-1",
                        List.of(crashLooping("driver-validation", 2, "nvidia-smi failed")), false), 5)),
                example(GateDiagnosis.DRIVER_UPGRADE_FAILED, GpuReadiness.driverUpgrade(
                        withLabel(node("gpu-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL, "upgrade-failed"))),
                example(GateDiagnosis.DRIVER_UPGRADE_IN_PROGRESS, GpuReadiness.driverUpgrade(
                        withLabel(node("gpu-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL, "cordon-required"))),
                example(GateDiagnosis.MIG_CONFIG_FAILED, GpuReadiness.migConfig(mig("failed"), MIG_POOL)),
                example(GateDiagnosis.MIG_LABEL_MISMATCH, GpuReadiness.migConfig(node("a-1", "a100", 7).build(), MIG_POOL)),
                example(GateDiagnosis.MIG_CONFIG_PENDING, GpuReadiness.migConfig(mig("pending"), MIG_POOL)),
                example(GateDiagnosis.MIG_CONFIG_PENDING, GpuReadiness.migConfig(mig(null), MIG_POOL)),
                example(GateDiagnosis.NODE_NOT_READY, GpuReadiness.nodeReady(
                        new NodeBuilder().withNewMetadata().withName("gpu-1").endMetadata().build())),
                example(GateDiagnosis.NODE_NOT_READY, GpuReadiness.nodeReady(node("gpu-1", "h200", 8).editStatus()
                        .editMatchingCondition(c -> "Ready".equals(c.getType())).withStatus("False").withReason("KubeletNotReady")
                        .endCondition().endStatus()
                        .build())),
                example(GateDiagnosis.IMAGE_PULL_FAILED, GpuReadiness.imagePull(driver("gpu-1", DRIVER_IMAGE, false,
                        waiting("nvidia-driver-ctr", "ImagePullBackOff")))),
                example(GateDiagnosis.UNTOLERATED_TAINT, OperandScheduling.diagnose(
                        node("gpu-1", "h200", 8).editSpec().withTaints(taint("dedicated", "ml", "NoSchedule")).endSpec().build(),
                        List.of(daemonSet("nvidia-driver-daemonset", Map.of(), 0)))),
                example(GateDiagnosis.GPU_NOT_DETECTED, GateEvaluation.evaluateNode(H200,
                        withLabel(node("gpu-1", "h200", 0).build(), GpuReadiness.GPU_PRESENT_LABEL, "false"), List.of(), null,
                        snapshot(reconciled(), List.of(), List.of(), List.of(), List.of()), NOW, 5)),
                example(GateDiagnosis.VALIDATOR_NOT_SCHEDULED, GpuReadiness.validator(null, "gpu-1", NOW)),
                example(GateDiagnosis.VALIDATOR_NOT_SCHEDULED, GpuReadiness.validator(
                        validator("gpu-1", List.of(), false), "gpu-1", NOW)),
                example(GateDiagnosis.DRIVER_NOT_READY, GpuReadiness.driverPod(driver("gpu-1", DRIVER_IMAGE, false), NOW)),
                example(GateDiagnosis.DRIVER_VALIDATION, step(running("driver-validation", ago(6)))),
                example(GateDiagnosis.TOOLKIT_VALIDATION, step(exited("driver-validation", 0),
                        running("toolkit-validation", ago(1)))),
                example(GateDiagnosis.CUDA_VALIDATION, step(exited("driver-validation", 0), exited("toolkit-validation", 0),
                        exited("cuda-validation", 1))),
                example(GateDiagnosis.PLUGIN_VALIDATION, step(exited("driver-validation", 0), exited("toolkit-validation", 0),
                        exited("cuda-validation", 0), waiting("plugin-validation", "PodInitializing"))),
                example(GateDiagnosis.VALIDATOR_NOT_READY, step(exited("driver-validation", 0), exited("toolkit-validation", 0),
                        exited("cuda-validation", 0), exited("plugin-validation", 0))),
                example(GateDiagnosis.NFD_MASTER_NOT_SCHEDULED, OperandScheduling.nfdMaster("gpu-1",
                        List.of(Fixtures.pendingNfdMaster()), List.of(node("gpu-1", "h200", 0)
                                .editSpec().withTaints(taint("nvidia.com/gpu", "present", "NoSchedule")).endSpec().build()))),
                example(GateDiagnosis.GPUS_NOT_ALLOCATABLE, GpuReadiness.allocatable(node("gpu-1", "h200", 4).build(), H200)),
                example(GateDiagnosis.DRIVER_VERSION_MISMATCH, GpuReadiness.driverVersion(
                        withLabel(gpu1, GpuReadiness.DRIVER_VERSION_LABEL, "580.126.20"), null,
                        new PoolExpectation("h200", null, 1, 8, null, null, "595.91.07"))),
                example(GateDiagnosis.NODES_MISSING, GateEvaluation.evaluatePool(PoolExpectation.of("h200", 2, 8),
                        snapshot(reconciled(), List.of(), List.of(), List.of(), List.of()), NOW, 5).worst()),
                example(GateDiagnosis.CLUSTER_NOT_LISTED, verdictOfUnreachableCluster()),
                example(GateDiagnosis.GPU_CLUSTER_CONFLICT, KnownFailureModesTest.gpuClusterConflict()),
                example(GateDiagnosis.CLUSTER_POLICY_HELD_BACK,
                        KnownFailureModesTest.heldByOtherNodes().clusterPolicy()),
                example(GateDiagnosis.ADMISSION_DENIED, KnownFailureModesTest.admissionDenied()),
                example(GateDiagnosis.DEPLOY_LABEL_STUCK, KnownFailureModesTest.deployLabelStuck()),
                example(GateDiagnosis.TOOLKIT_BROKE_RUNTIME, KnownFailureModesTest.toolkitBrokeRuntime()),
                example(GateDiagnosis.RUNTIME_HANDLER_MISSING, KnownFailureModesTest.runtimeHandlerMissing()),
                example(GateDiagnosis.OPERAND_OOM_KILLED, KnownFailureModesTest.oomKilledDriver()),
                example(GateDiagnosis.MONITORING_OPERAND_FAILING, KnownFailureModesTest.monitoringOperandFailing()),
                example(GateDiagnosis.GPUS_UNHEALTHY, KnownFailureModesTest.gpusUnhealthy()),
                example(GateDiagnosis.FABRIC_MANAGER_NOT_READY, KnownFailureModesTest.fabricManager()),
                example(GateDiagnosis.DRIVER_ALREADY_ON_HOST, KnownFailureModesTest.driverAlreadyOnHost()),
                example(GateDiagnosis.NOUVEAU_LOADED, KnownFailureModesTest.nouveau()),
                example(GateDiagnosis.SECURE_BOOT_REJECTS_DRIVER, KnownFailureModesTest.secureBoot()),
                example(GateDiagnosis.CONTAINER_CREATE_FAILED, KnownFailureModesTest.containerCannotStart()),
                example(GateDiagnosis.OPERATOR_UNHEALTHY, KnownFailureModesTest.operatorUnhealthy()));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("reasons")
    void eachExampleCarriesItsKindAndSeverity(GateDiagnosis expected, Verdict verdict, String reason) {
        assertEquals(expected, verdict.diagnosis(), reason);
        assertEquals(expected.severity(), verdict.severity(), reason);
        assertEquals(expected.message(verdict.params()), reason);
    }

    @Test
    void everyKindHasAnExampleProducedByTheGate() {
        EnumSet<GateDiagnosis> covered = EnumSet.of(GateDiagnosis.POOL_AT_ZERO); // a headline: see below
        reasons().forEach(a -> covered.add((GateDiagnosis) a.get()[0]));
        assertEquals(EnumSet.allOf(GateDiagnosis.class), covered, "kinds without an example the gate produces");
    }

    @Test
    void aPoolAtZeroIsWordedInItsHeadline() {
        PoolReport zero = GateEvaluation.evaluatePool(PoolExpectation.of("h200", 0, 8),
                snapshot(reconciled(), List.of(), List.of(), List.of(), List.of()), NOW, 5);
        assertEquals(PoolState.ZERO_NODES, zero.state());
        assertEquals("h200: 0 nodes (scaled to zero)", zero.headline());
    }

    @Test
    void aNodesVerdictNamesItsPoolOnceTheGateKnowsIt() {
        Verdict verdict = GpuReadiness.driverUpgrade(
                withLabel(node("gpu-1", "h200", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL, "cordon-required"));
        assertEquals("node gpu-1: driver upgrade in progress (cordon-required)", verdict.reason());
        assertEquals("node gpu-1 of pool h200: driver upgrade in progress (cordon-required)",
                verdict.inPool("h200").reason());
        assertEquals(GateDiagnosis.DRIVER_UPGRADE_IN_PROGRESS, verdict.inPool("h200").diagnosis());
    }

    @Test
    void notesAppendedToAReasonKeepItsKind() {
        Verdict crash = GpuReadiness.crashLoop(driver("gpu-1", DRIVER_IMAGE, false,
                crashLooping("nvidia-driver-ctr", 6, "Could not resolve Linux kernel version")), 5);
        Verdict withEvents = crash.withNote("events: BackOff: Back-off restarting failed container");
        assertEquals(GateDiagnosis.OPERAND_CRASH_LOOP, withEvents.diagnosis());
        assertEquals(crash.reason() + "; events: BackOff: Back-off restarting failed container", withEvents.reason());
        assertEquals(crash.logSource(), withEvents.logSource());
    }

    @Test
    void eachKindsWordingsArePickedByDistinctParameters() {
        for (GateDiagnosis kind : GateDiagnosis.values()) {
            List<java.util.Set<String>> sets = kind.templates().stream().map(GateDiagnosis::placeholders).toList();
            assertEquals(sets.size(), new java.util.HashSet<>(sets).size(), kind + ": two wordings with the same parameters");
        }
    }

    @Test
    void aVerdictWithoutAWordingForItsParametersFailsWhereItIsMade() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Verdict.of(GateDiagnosis.NODE_NOT_READY, GateDiagnosis.NODE, "gpu-1", "colour", "red"));
        assertEquals("NODE_NOT_READY has no wording with parameters [colour]", e.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Verdict.of(GateDiagnosis.NODE_NOT_READY));
    }

    @Test
    void aBlockedStatePersistsByItsKindAndParametersNotByItsText() {
        Verdict backOff = Verdict.of(GateDiagnosis.IMAGE_PULL_FAILED, "node", "gpu-1", "component", "driver",
                "pullError", "ImagePullBackOff", "image", "nvcr.io/nvidia/driver:1-almalinux9", "message", "")
                .withNote("events: BackOff: Back-off pulling image");
        Verdict errPull = Verdict.of(GateDiagnosis.IMAGE_PULL_FAILED, "node", "gpu-1", "component", "driver",
                "pullError", "ErrImagePull", "image", "nvcr.io/nvidia/driver:1-almalinux9", "message", "");
        assertEquals(backOff.persistenceKey(), errPull.persistenceKey(),
                "the kubelet alternates ErrImagePull and ImagePullBackOff while the state stays");
        assertEquals(Map.of("diagnosis", "IMAGE_PULL_FAILED", "node", "gpu-1", "component", "driver",
                "image", "nvcr.io/nvidia/driver:1-almalinux9", "message", ""), errPull.persistenceKey());
        Verdict otherImage = errPull.with("image", "nvcr.io/nvidia/driver:2-almalinux9");
        org.junit.jupiter.api.Assertions.assertNotEquals(errPull.persistenceKey(), otherImage.persistenceKey());
        Verdict otherKind = Verdict.of(GateDiagnosis.UNTOLERATED_TAINT, "node", "gpu-1", "taints", "x");
        org.junit.jupiter.api.Assertions.assertNotEquals(otherKind.persistenceKey(),
                Verdict.of(GateDiagnosis.DEPLOY_LABEL_STUCK, "node", "gpu-1", "component", "x", "label", "l", "value", "v",
                        "cause", "c", "command", "k").persistenceKey());
    }

    @Test
    void anchorsAreKebabCase() {
        assertEquals("gate-operand-crash-loop", GateDiagnosis.OPERAND_CRASH_LOOP.anchor());
    }

    private static io.fabric8.kubernetes.api.model.GenericKubernetesResource validatorPolicy(String version) {
        io.fabric8.kubernetes.api.model.GenericKubernetesResource policy = new io.fabric8.kubernetes.api.model.GenericKubernetesResource();
        policy.setAdditionalProperty("spec", Map.of("validator", Map.of("repository", "nvcr.io/nvidia/cloud-native",
                "image", "gpu-operator-validator", "version", version)));
        return policy;
    }

    private static io.fabric8.kubernetes.api.model.apps.DaemonSet validatorDaemonSet(String version) {
        return new io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder().withNewMetadata()
                .withName(GpuReadiness.VALIDATOR_APP).withGeneration(1L).addToLabels("app", GpuReadiness.VALIDATOR_APP)
                .endMetadata().withNewSpec().withNewTemplate().withNewSpec().addNewContainer()
                .withImage("nvcr.io/nvidia/cloud-native/gpu-operator-validator:" + version).endContainer().endSpec()
                .endTemplate().endSpec().withNewStatus().withObservedGeneration(1L).endStatus().build();
    }

    private static Arguments example(GateDiagnosis kind, Verdict verdict) {
        assertFalse(verdict.isReady(), kind + " example is ready");
        return Arguments.of(kind, verdict, verdict.reason());
    }

    private static Verdict policy(String state, String readyStatus, String reason, String message) {
        return GpuReadiness.clusterPolicy(clusterPolicy(state, readyStatus, reason, message), "cluster-policy", true);
    }

    private static Node mig(String state) {
        Node node = withLabel(node("a-1", "a100", 7).build(), GpuReadiness.MIG_CONFIG_LABEL, "all-1g.10gb");
        return state == null ? node : withLabel(node, GpuReadiness.MIG_STATE_LABEL, state);
    }

    private static Verdict step(io.fabric8.kubernetes.api.model.ContainerStatus... inits) {
        return GpuReadiness.validator(validator("gpu-1", List.of(inits), false), "gpu-1", NOW);
    }

    /** What the gate reports before its first list completes: asked of a cluster nobody answers for. */
    private static Verdict verdictOfUnreachableCluster() {
        Config config = new ConfigBuilder().withMasterUrl("https://127.0.0.1:1").withRequestRetryBackoffLimit(0).build();
        try (KubernetesClient client = new KubernetesClientBuilder().withConfig(config).build()) {
            GateSettings settings = GateSettings.of("gpu-operator", "cluster-policy", List.of(H200));
            java.util.concurrent.atomic.AtomicReference<GateReport> reported = new java.util.concurrent.atomic.AtomicReference<>();
            org.junit.jupiter.api.Assertions.assertThrows(com.vkcsgpu.provider.wait.WaitTimeoutException.class,
                    () -> new GateEvaluator(client, settings, Clock.systemUTC()).await(
                            WaitControl.of(Instant.EPOCH, () -> false, line -> { }), reported::set));
            return reported.get().verdict();
        }
    }
}
