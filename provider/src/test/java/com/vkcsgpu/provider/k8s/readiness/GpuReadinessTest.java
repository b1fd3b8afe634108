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
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.running;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.taint;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.toleration;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.validator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.waiting;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.warning;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.withLabel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.PodConditionBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GpuReadinessTest {
    private static final PoolExpectation H200 = PoolExpectation.of("h200", 2, 8);

    static Stream<Arguments> clusterPolicies() {
        return Stream.of(
                Arguments.of("reconciled", clusterPolicy("ready", "True", "Reconciled", ""), true, Verdict.Severity.READY, ""),
                Arguments.of("missing", null, true, Verdict.Severity.NOT_YET, "ClusterPolicy cluster-policy not found"),
                Arguments.of("no status", clusterPolicy(null, null, null, null), true, Verdict.Severity.NOT_YET, "has no status yet"),
                Arguments.of("NoGPUNodes while GPUs expected", clusterPolicy("ready", "True", "NoGPUNodes", "no GPU nodes"),
                        true, Verdict.Severity.NOT_YET, "NoGPUNodes"),
                Arguments.of("NFDLabelsMissing while GPUs expected", clusterPolicy("ready", "True", "NFDLabelsMissing", ""),
                        true, Verdict.Severity.NOT_YET, "NFDLabelsMissing"),
                Arguments.of("NoGPUNodes with every pool at zero", clusterPolicy("ready", "True", "NoGPUNodes", ""),
                        false, Verdict.Severity.READY, ""),
                Arguments.of("operands not ready", clusterPolicy("notReady", "False", "OperandNotReady",
                        "ClusterPolicy is not ready; states not ready: [state-driver state-container-toolkit]"),
                        true, Verdict.Severity.NOT_YET, "operands not ready: driver, container-toolkit"),
                Arguments.of("reconcile failed", clusterPolicy("notReady", "False", "ReconcileFailed", "Internal error occurred: failed calling webhook"),
                        true, Verdict.Severity.NOT_YET, "reconcile failed: Internal error occurred: failed calling webhook"),
                Arguments.of("ignored", clusterPolicy("ignored", null, null, null), true, Verdict.Severity.BLOCKED,
                        "an older ClusterPolicy is the active one"),
                Arguments.of("ready state but Ready=False", clusterPolicy("ready", "False", "Reconciled", ""), true,
                        Verdict.Severity.NOT_YET, "is ready"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("clusterPolicies")
    void clusterPolicyRules(String name, GenericKubernetesResource policy, boolean gpusExpected, Verdict.Severity kind,
            String reasonPart) {
        Verdict v = GpuReadiness.clusterPolicy(policy, "cluster-policy", gpusExpected);
        assertEquals(kind, v.severity(), v.toString());
        assertTrue(v.reason().contains(reasonPart), v.reason());
    }

    @Test
    void notReadyStatesAreParsedFromTheOperandNotReadyMessage() {
        assertEquals(List.of("driver", "operator-validation"),
                GpuReadiness.notReadyStates("ClusterPolicy is not ready; states not ready: [state-driver state-operator-validation]"));
        assertEquals(List.of("something odd"), GpuReadiness.notReadyStates("something odd"));
    }

    @Test
    void nodeReadyNeedsTheReadyCondition() {
        assertTrue(GpuReadiness.nodeReady(node("g-1", "h200", 8).build()).isReady());
        Node notReady = node("g-1", "h200", 8).editStatus().editMatchingCondition(c -> "Ready".equals(c.getType()))
                .withStatus("False")
                .withReason("KubeletNotReady").withMessage("container runtime network not ready").endCondition().endStatus().build();
        Verdict v = GpuReadiness.nodeReady(notReady);
        assertEquals(Verdict.Severity.NOT_YET, v.severity());
        assertEquals("node g-1: not Ready (KubeletNotReady: container runtime network not ready)", v.reason());
    }

    @Test
    void nodeReadyReadsTheReadyConditionWhereverTheKubeletListsIt() {
        Node pressured = node("g-1", "h200", 8).editStatus().editMatchingCondition(c -> "MemoryPressure".equals(c.getType()))
                .withStatus("True").withReason("KubeletHasInsufficientMemory").endCondition().endStatus().build();
        assertEquals("Ready", pressured.getStatus().getConditions().get(3).getType(), "Ready is listed last, as kubelets do");
        assertTrue(GpuReadiness.nodeReady(pressured).isReady(), "a pressure condition is not the Ready condition");
        Node readyFirst = node("g-1", "h200", 8).build();
        java.util.Collections.reverse(readyFirst.getStatus().getConditions());
        readyFirst.getStatus().getConditions().get(0).setStatus("False");
        assertEquals(Verdict.Severity.NOT_YET, GpuReadiness.nodeReady(readyFirst).severity());
    }

    @ParameterizedTest(name = "upgrade state {0}")
    @MethodSource("upgradeStates")
    void driverUpgradeState(String state, Verdict.Severity kind) {
        Node n = node("g-1", "h200", 8).build();
        if (state != null) {
            withLabel(n, GpuReadiness.UPGRADE_STATE_LABEL, state);
        }
        Verdict v = GpuReadiness.driverUpgrade(n);
        assertEquals(kind, v.severity(), v.toString());
        if (kind != Verdict.Severity.READY) {
            assertTrue(v.reason().startsWith("node g-1: driver upgrade"), v.reason());
        }
    }

    static Stream<Arguments> upgradeStates() {
        return Stream.of(Arguments.of(null, Verdict.Severity.READY), Arguments.of("upgrade-done", Verdict.Severity.READY),
                Arguments.of("cordon-required", Verdict.Severity.NOT_YET), Arguments.of("validation-required", Verdict.Severity.NOT_YET),
                Arguments.of("upgrade-failed", Verdict.Severity.FAILED));
    }

    @Test
    void migConfigMustBeAppliedWhenAsked() {
        PoolExpectation mig = new PoolExpectation("a100", null, 1, 7, "nvidia.com/mig-1g.10gb", "all-1g.10gb", null);
        Node n = node("g-1", "a100", 0).build();
        assertTrue(GpuReadiness.migConfig(n, H200).isReady(), "no MIG asked: nothing to check");
        assertTrue(GpuReadiness.migConfig(n, mig).reason().contains("is absent, expected 'all-1g.10gb'"));
        withLabel(n, GpuReadiness.MIG_CONFIG_LABEL, "all-1g.10gb");
        withLabel(n, GpuReadiness.MIG_STATE_LABEL, "pending");
        assertEquals(Verdict.Severity.NOT_YET, GpuReadiness.migConfig(n, mig).severity());
        assertTrue(GpuReadiness.migConfig(n, mig).reason().contains("(pending)"));
        withLabel(n, GpuReadiness.MIG_STATE_LABEL, "failed");
        assertEquals(Verdict.Severity.FAILED, GpuReadiness.migConfig(n, mig).severity());
        withLabel(n, GpuReadiness.MIG_STATE_LABEL, "success");
        assertTrue(GpuReadiness.migConfig(n, mig).isReady());
    }

    @Test
    void allocatableMustReachTheExpectedCountOfThePoolsResource() {
        assertTrue(GpuReadiness.allocatable(node("g-1", "h200", 8).build(), H200).isReady());
        Verdict short7 = GpuReadiness.allocatable(node("g-1", "h200", 7).build(), H200);
        assertEquals("node g-1: allocatable nvidia.com/gpu is 7, expected 8 (device-plugin has not advertised them yet)",
                short7.reason());
        Node mig = node("g-2", "a100", 0).editStatus().addToAllocatable("nvidia.com/mig-1g.10gb", new Quantity("7"))
                .endStatus().build();
        PoolExpectation migPool = new PoolExpectation("a100", null, 1, 7, "nvidia.com/mig-1g.10gb", null, null);
        assertTrue(GpuReadiness.allocatable(mig, migPool).isReady());
        assertEquals(0, GpuReadiness.allocatableCount(mig, "nvidia.com/gpu"));
        Node shared = node("g-3", "l4", 0).editStatus().addToAllocatable("nvidia.com/gpu.shared", new Quantity("4"))
                .endStatus().build();
        PoolExpectation sharedPool = new PoolExpectation("l4", null, 1, 4, "nvidia.com/gpu.shared", null, null);
        assertTrue(GpuReadiness.allocatable(shared, sharedPool).isReady());
        PoolExpectation unknownCount = new PoolExpectation("h200", null, 1, null, null, null, null);
        assertTrue(GpuReadiness.allocatable(node("g-1", "h200", 1).build(), unknownCount).isReady());
        assertEquals(Verdict.Severity.NOT_YET, GpuReadiness.allocatable(node("g-1", "h200", 0).build(), unknownCount).severity());
    }

    @Test
    void validatorReadyNeedsRunningReadyAndEveryInitContainerExitedZero() {
        assertTrue(GpuReadiness.isValidatorReady(readyValidator("g-1")));
        assertTrue(GpuReadiness.validator(readyValidator("g-1"), "g-1", NOW).isReady());
        Pod oneInitMissing = validator("g-1", List.of(exited("driver-validation", 0), exited("toolkit-validation", 0),
                exited("cuda-validation", 0)), true);
        assertTrue(!GpuReadiness.isValidatorReady(oneInitMissing), "a declared init container without status is not done");
        assertEquals(Verdict.Severity.NOT_YET, GpuReadiness.validator(null, "g-1", NOW).severity());
        assertEquals("node g-1: no nvidia-operator-validator pod yet", GpuReadiness.validator(null, "g-1", NOW).reason());
    }

    @Test
    void aRunningValidatorWhoseReadyConditionIsFalseIsNotReady() {
        Pod notReady = readyValidator("g-1");
        notReady.getStatus().getConditions().stream().filter(c -> c.getType().equals("Ready"))
                .forEach(c -> c.setStatus("False"));
        assertEquals("Running", notReady.getStatus().getPhase());
        assertTrue(!GpuReadiness.isValidatorReady(notReady), "every init container exited 0, but the pod is not Ready");
        assertEquals(Verdict.Severity.NOT_YET, GpuReadiness.validator(notReady, "g-1", NOW).severity());
    }

    static Stream<Arguments> validatorSteps() {
        return Stream.of(
                Arguments.of(List.of(running("driver-validation", ago(6))),
                        "node g-1: driver not ready: validator init container driver-validation running for 6m"),
                Arguments.of(List.of(exited("driver-validation", 0), running("toolkit-validation", ago(2))),
                        "node g-1: container toolkit not ready: validator init container toolkit-validation running for 2m"),
                Arguments.of(List.of(exited("driver-validation", 0), exited("toolkit-validation", 0),
                        exited("cuda-validation", 1)),
                        "node g-1: CUDA validation workload not finished: validator init container cuda-validation exited 1"),
                Arguments.of(List.of(exited("driver-validation", 0), exited("toolkit-validation", 0),
                        exited("cuda-validation", 0), running("plugin-validation", ago(1))),
                        "node g-1: device plugin has not advertised the GPUs: validator init container plugin-validation running for 1m"),
                Arguments.of(List.of(waiting("driver-validation", "PodInitializing")),
                        "node g-1: driver not ready: validator init container driver-validation waiting (PodInitializing) for 10m"));
    }

    @ParameterizedTest
    @MethodSource("validatorSteps")
    void validatorNamesTheRunningOrFailedStepAndWhatItMeans(List<ContainerStatus> inits, String reason) {
        Verdict v = GpuReadiness.validator(validator("g-1", inits, false), "g-1", NOW);
        assertEquals(Verdict.Severity.NOT_YET, v.severity());
        assertEquals(reason, v.reason());
    }

    @Test
    void crashLoopFailsWithNodeComponentAndLastTermination() {
        Pod crashing = driver("g-2", "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", false,
                crashLooping("nvidia-driver-ctr", 4, "Could not resolve Linux kernel version"));
        Verdict v = GpuReadiness.crashLoop(crashing, 5);
        assertEquals(Verdict.Severity.FAILED, v.severity());
        assertEquals("node g-2: driver CrashLoopBackOff (container nvidia-driver-ctr of pod nvidia-driver-daemonset-g-2, "
                + "4 restarts); last exit code 1 (Error): Could not resolve Linux kernel version", v.reason());
        assertEquals(new Verdict.ContainerRef(Fixtures.NS, "nvidia-driver-daemonset-g-2", "nvidia-driver-ctr"), v.logSource());
    }

    @Test
    void manyRestartsCountAsACrashLoopEvenWhileRunning() {
        ContainerStatus flapping = running("nvidia-driver-ctr", ago(1));
        flapping.setRestartCount(6);
        Pod pod = driver("g-2", "img:1", false, flapping);
        Verdict v = GpuReadiness.crashLoop(pod, 5);
        assertEquals(Verdict.Severity.FAILED, v.severity());
        assertTrue(v.reason().startsWith("node g-2: driver restarting repeatedly"), v.reason());
        pod.getStatus().getContainerStatuses().get(0).setRestartCount(5);
        assertEquals(Verdict.Severity.FAILED, GpuReadiness.crashLoop(pod, 5).severity(), "the threshold itself counts");
        pod.getStatus().getContainerStatuses().get(0).setRestartCount(4);
        assertTrue(GpuReadiness.crashLoop(pod, 5).isReady());
    }

    @Test
    void restartsBeforeAFixDoNotFailAContainerThatIsReadyNow() {
        ContainerStatus recovered = running("nvidia-driver-ctr", ago(1));
        recovered.setRestartCount(250);
        recovered.setReady(true);
        assertTrue(GpuReadiness.crashLoop(driver("g-2", "img:1", true, recovered), 5).isReady());
        ContainerStatus passedInit = exited("driver-validation", 0);
        passedInit.setRestartCount(40);
        Pod validator = validator("g-2", List.of(passedInit), false);
        assertTrue(GpuReadiness.crashLoop(validator, 5).isReady(), "an init container that finally exited 0 passed");
    }

    @Test
    void validatorInitCrashLoopNamesTheValidationStep() {
        ContainerStatus crash = crashLooping("driver-validation", 3, "nvidia-smi failed");
        Pod pod = validator("g-1", List.of(crash), false);
        pod.getStatus().setInitContainerStatuses(List.of(crash));
        Verdict v = GpuReadiness.crashLoop(pod, 5);
        assertTrue(v.reason().startsWith("node g-1: driver validation (nvidia-operator-validator) CrashLoopBackOff "
                + "(init container driver-validation"), v.reason());
    }

    @Test
    void imagePullFailuresBlock() {
        Pod pod = driver("g-1", "nvcr.io/nvidia/driver:999-ubuntu22.04", false, waiting("nvidia-driver-ctr", "ImagePullBackOff"));
        pod.getStatus().getContainerStatuses().get(0).setImage("nvcr.io/nvidia/driver:999-ubuntu22.04");
        Verdict v = GpuReadiness.imagePull(pod);
        assertEquals(Verdict.Severity.BLOCKED, v.severity());
        assertTrue(v.reason().startsWith("node g-1: driver ImagePullBackOff (image nvcr.io/nvidia/driver:999-ubuntu22.04)"), v.reason());
    }

    @Test
    void driverPodNotReadyReadsAsCompiling() {
        Verdict v = GpuReadiness.driverPod(driver("g-1", "img:1", false, running("nvidia-driver-ctr", ago(6))), NOW);
        assertEquals("node g-1: driver compiling for 6m (pod nvidia-driver-daemonset-g-1 is building or loading the kernel "
                + "module; a compiled driver takes up to about 20m)",
                v.reason());
        assertTrue(GpuReadiness.driverPod(null, NOW).isReady(), "a pre-installed host driver has no pod");
    }

    @Test
    void driverVersionFromGfdLabelElseImageTag() {
        Node labelled = withLabel(node("g-1", "h200", 8).build(), GpuReadiness.DRIVER_VERSION_LABEL, "580.126.20");
        assertEquals("580.126.20", GpuReadiness.observedDriverVersion(labelled, null).orElseThrow());
        Node bare = node("g-2", "h200", 8).build();
        Pod drv = driver("g-2", "nvcr.io/nvidia/driver:595.91.07-ubuntu24.04", true);
        assertEquals("595.91.07", GpuReadiness.observedDriverVersion(bare, drv).orElseThrow());
        assertTrue(GpuReadiness.observedDriverVersion(bare, driver("g-2", "nvcr.io/nvidia/driver@sha256:abc", true)).isEmpty());
        assertTrue(GpuReadiness.observedDriverVersion(bare, null).isEmpty());

        PoolExpectation pinned = new PoolExpectation("h200", null, 1, 8, null, null, "580.126.20");
        assertTrue(GpuReadiness.driverVersion(labelled, null, pinned).isReady());
        Verdict other = GpuReadiness.driverVersion(bare, drv, pinned);
        assertEquals("node g-2: driver 595.91.07 is running, expected 580.126.20 (waiting for the driver upgrade)", other.reason());
        PoolExpectation branch = new PoolExpectation("h200", null, 1, 8, null, null, "580");
        assertTrue(GpuReadiness.driverVersion(labelled, null, branch).isReady(), "a precompiled branch pin matches 580.x");
    }

    @Test
    void aHostDriverIsNotHeldToTheReleasesDriverVersion() {
        Node host = withLabel(withLabel(node("g-3", "l4", 1).build(), GpuReadiness.DRIVER_VERSION_LABEL, "580.95.05"),
                "nvidia.com/gpu.deploy.driver", "pre-installed");
        PoolExpectation releaseDefault = new PoolExpectation("l4", null, 1, 1, null, null, "595.91.07");
        assertTrue(GpuReadiness.driverVersion(host, null, releaseDefault).isReady(),
                "the operator installs no driver on a pre-installed node, so its version is the image's");
        Node installed = withLabel(node("g-4", "l4", 1).build(), GpuReadiness.DRIVER_VERSION_LABEL, "580.95.05");
        assertFalse(GpuReadiness.driverVersion(installed, null, releaseDefault).isReady());
    }

    // ---- NFD master -----------------------------------------------------------------------------------------

    private static final Node GPU_NODE = node("gpu-1", "h200", 0).editSpec()
            .withTaints(taint("nvidia.com/gpu", "present", "NoSchedule")).endSpec().build();

    /** The fixture's Pending master with its PodScheduled condition replaced by {@code type/status/reason/message}. */
    private static Pod nfdMasterWith(String type, String status, String reason, String message) {
        Pod pod = Fixtures.pendingNfdMaster();
        pod.getStatus().setConditions(List.of(new PodConditionBuilder().withType(type).withStatus(status)
                .withReason(reason).withMessage(message).build()));
        return pod;
    }

    private static Pod readyNfdMaster(String name) {
        Pod pod = nfdMasterWith("Ready", "True", null, null);
        pod.getMetadata().setName(name);
        pod.getStatus().setPhase("Running");
        return pod;
    }

    @Test
    void anUnschedulableNfdMasterIsDiagnosedWithTheTaintsItDoesNotTolerateOnAnyNode() {
        Node teamNode = node("gpu-2", "a100", 0).editSpec().withTaints(taint("nvidia.com/gpu", "present", "NoSchedule"),
                taint("team", null, "NoExecute"), taint("soft", "x", "PreferNoSchedule"),
                taint("node.kubernetes.io/not-ready", null, "NoSchedule")).endSpec().build();
        Pod untolerating = Fixtures.pendingNfdMaster();
        untolerating.getSpec().setTolerations(null);
        Verdict v = OperandScheduling.nfdMaster("gpu-1", List.of(untolerating), List.of(GPU_NODE, teamNode));
        assertEquals(Verdict.Severity.BLOCKED, v.severity());
        assertEquals(GateDiagnosis.NFD_MASTER_NOT_SCHEDULED, v.diagnosis());
        assertEquals("node gpu-1: nfd-master cannot run: untolerated taint nvidia.com/gpu=present:NoSchedule, team:NoExecute "
                + "(pod gpu-operator-node-feature-discovery-master-7c9-x2 Pending), so Node Feature Discovery labels no "
                + "node; add a toleration for the taint to the GpuOperator's pools[].taints (it derives the NFD master's "
                + "tolerations from them), or to the chart values node-feature-discovery.master.tolerations", v.reason());

        Pod toleratesTheGpu = Fixtures.pendingNfdMaster();
        toleratesTheGpu.getSpec().setTolerations(List.of(toleration("nvidia.com/gpu", "Exists", null, null)));
        assertTrue(OperandScheduling.nfdMaster("gpu-1", List.of(toleratesTheGpu), List.of(GPU_NODE, teamNode)).reason()
                .contains("cannot run: untolerated taint team:NoExecute (pod"), "only the taints it does not tolerate");
    }

    @Test
    void whenNoTaintRepelsTheNfdMasterTheCauseIsTheSchedulersMessage() {
        Pod full = nfdMasterWith("PodScheduled", "False", "Unschedulable", "0/3 nodes are available: 3 Insufficient cpu.");
        assertTrue(OperandScheduling.nfdMaster("gpu-1", List.of(full), List.of(node("gpu-1", "h200", 0).build())).reason()
                .startsWith("node gpu-1: nfd-master cannot run: 0/3 nodes are available: 3 Insufficient cpu. (pod "));
        Pod silent = nfdMasterWith("PodScheduled", "False", "Unschedulable", null);
        assertTrue(OperandScheduling.nfdMaster("gpu-1", List.of(silent), List.of(node("gpu-1", "h200", 0).build())).reason()
                .startsWith("node gpu-1: nfd-master cannot run: unschedulable (pod "));
    }

    @Test
    void aReadyNfdMasterMeansNothingToSayEvenBesideAPendingOne() {
        assertTrue(OperandScheduling.nfdMaster("gpu-1", List.of(readyNfdMaster("master-new"), Fixtures.pendingNfdMaster()),
                List.of(GPU_NODE)).isReady());
        Pod terminating = readyNfdMaster("master-old");
        terminating.getMetadata().setDeletionTimestamp(ago(1));
        assertEquals(Verdict.Severity.BLOCKED, OperandScheduling.nfdMaster("gpu-1", List.of(terminating,
                Fixtures.pendingNfdMaster()), List.of(GPU_NODE)).severity(), "a master on its way out does not count");
    }

    @Test
    void anNfdMasterPendingForAnotherReasonOrNotPendingIsNoDiagnosis() {
        for (Pod notUnschedulable : List.of(
                nfdMasterWith("PodScheduled", "False", "SchedulingGated", "waiting for the gates"),
                nfdMasterWith("PodScheduled", "True", "Unschedulable", null),
                nfdMasterWith("ContainersReady", "False", "Unschedulable", null),
                new PodBuilder(Fixtures.pendingNfdMaster()).withStatus(null).build(),
                new PodBuilder(Fixtures.pendingNfdMaster()).editStatus().withConditions((List<PodCondition>) null)
                        .endStatus().build())) {
            assertTrue(OperandScheduling.nfdMaster("gpu-1", List.of(notUnschedulable), List.of(GPU_NODE)).isReady(),
                    String.valueOf(notUnschedulable.getStatus()));
        }
        assertTrue(OperandScheduling.nfdMaster("gpu-1", List.of(), List.of(GPU_NODE)).isReady(), "no master pod at all");
    }

    @Test
    void onlyThePodsOfTheNfdMasterAreReadAsIt() {
        Pod worker = Fixtures.pendingNfdMaster();
        worker.getMetadata().setLabels(Map.of("app.kubernetes.io/name", "node-feature-discovery", "role", "worker"));
        Pod otherMaster = Fixtures.pendingNfdMaster();
        otherMaster.getMetadata().setLabels(Map.of("app.kubernetes.io/name", "other-app", "role", "master"));
        Pod unlabelled = Fixtures.pendingNfdMaster();
        unlabelled.getMetadata().setLabels(null);
        assertTrue(OperandScheduling.nfdMaster("gpu-1", List.of(worker, otherMaster, unlabelled), List.of(GPU_NODE))
                .isReady());
    }

    @Test
    void tolerationMatchingFollowsKubernetes() {
        var gpu = taint("nvidia.com/gpu", "present", "NoSchedule");
        assertTrue(OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Exists", null, "NoSchedule"), gpu));
        assertTrue(OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Equal", "present", null), gpu));
        assertTrue(OperandScheduling.tolerates(toleration("nvidia.com/gpu", null, "present", "NoSchedule"), gpu), "Equal is the default");
        assertTrue(OperandScheduling.tolerates(toleration(null, "Exists", null, null), gpu), "empty key with Exists tolerates all");
        assertTrue(!OperandScheduling.tolerates(toleration(null, "Equal", "present", null), gpu), "an empty key needs Exists");
        assertTrue(!OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Equal", "absent", "NoSchedule"), gpu));
        assertTrue(!OperandScheduling.tolerates(toleration("nvidia.com/gpu", "Exists", null, "NoExecute"), gpu));
        assertTrue(!OperandScheduling.tolerates(toleration("other", "Exists", null, null), gpu));
    }

    @Test
    void untoleratedTaintIsDiagnosedWithTheFix() {
        Node n = node("g-1", "h200", 0).editSpec().withTaints(taint("nvidia.com/gpu", "present", "NoSchedule"),
                taint("team", "ml", "NoSchedule"), taint("node.kubernetes.io/not-ready", null, "NoSchedule"),
                taint("soft", "x", "PreferNoSchedule")).endSpec().build();
        var operandTolerations = toleration("nvidia.com/gpu", "Exists", null, "NoSchedule");
        var validatorDs = daemonSet("nvidia-operator-validator",
                Map.of("nvidia.com/gpu.deploy.operator-validator", "true"), 0, operandTolerations);
        var otherPoolDs = daemonSet("elsewhere", Map.of("pool", "other"), 0);
        Verdict v = OperandScheduling.diagnose(n, List.of(validatorDs, otherPoolDs));
        assertEquals(Verdict.Severity.BLOCKED, v.severity());
        assertTrue(v.reason().startsWith("node g-1: taint team=ml:NoSchedule is not tolerated by DaemonSet "
                + "nvidia-operator-validator (DESIRED 0), so GPU Operator pods cannot run there; add a toleration"), v.reason());
        assertTrue(v.reason().contains("GpuOperator"), v.reason());
        assertEquals(List.of("team"), OperandScheduling.untolerated(n, List.of(operandTolerations)).stream()
                .map(t -> t.getKey()).toList(), "node-condition and PreferNoSchedule taints do not repel DaemonSet pods");

        var poolDs = daemonSet("pool-agent", Map.of(PoolExpectation.POOL_LABEL, "h200"), 2, operandTolerations);
        var everywhereDs = daemonSet("node-agent", null, 3, operandTolerations);
        assertTrue(OperandScheduling.diagnose(n, List.of(poolDs, everywhereDs, otherPoolDs)).reason().startsWith(
                "node g-1: taint team=ml:NoSchedule is not tolerated by DaemonSet pool-agent (DESIRED 2), node-agent "
                        + "(DESIRED 3), so"), "a selector that matches the node, or none, targets it");

        var tolerant = daemonSet("nvidia-operator-validator", Map.of(), 1, operandTolerations,
                toleration("team", "Equal", "ml", "NoSchedule"));
        assertTrue(OperandScheduling.diagnose(n, List.of(tolerant)).isReady());
    }

    @Test
    void recentWarningsAreTheNewestForThatObject() {
        var events = List.of(warning("p", "BackOff", "Back-off restarting failed container", ago(1)),
                warning("p", "Failed", "Error: kernel headers", ago(3)),
                warning("p", "Pulled", "old", ago(9)),
                warning("q", "BackOff", "another pod", ago(0)));
        assertEquals(List.of("Failed: Error: kernel headers", "BackOff: Back-off restarting failed container"),
                GpuReadiness.recentWarnings(events, "Pod", "p", 2));
    }

}
