package com.vkcsgpu.provider.k8s.readiness;

import static com.vkcsgpu.provider.k8s.readiness.Fixtures.NOW;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.ago;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.clusterPolicy;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.crashLooping;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.driver;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.exited;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.node;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.readyValidator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.reconciled;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.snapshot;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.validator;
import static com.vkcsgpu.provider.k8s.readiness.Fixtures.withLabel;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The failure modes GPU Operator users report that the Kubernetes API shows, each recognised by the gate at its
 * first look (no waiting), by its own diagnosis naming node, pool, component and cause. Each case builds the
 * objects as the cluster shows them and runs the whole evaluation.
 */
class KnownFailureModesTest {
    static final String NS = "gpu-operator";
    static final PoolExpectation H200 = PoolExpectation.of("h200", 1, 8);
    static final String GATEKEEPER_DENIAL = "Error creating: admission webhook \"validation.gatekeeper.sh\" denied the"
            + " request: [psp-host-filesystem] HostPath volume {\"hostPath\": {\"path\": \"/run/nvidia\", \"type\": \"\"},"
            + " \"name\": \"run-nvidia\"} is not allowed, pod: nvidia-driver-daemonset-x2k. Allowed path: [{\"pathPrefix\":"
            + " \"/var/log\", \"readOnly\": true}]";

    /** Gatekeeper refuses the driver DaemonSet's pods: FailedCreate on the DaemonSet, DESIRED 1, CURRENT 0, no pod. */
    static Verdict admissionDenied() {
        Node gpu = node("gpu-1", "h200", 0).build();
        DaemonSet driverSet = operandSet("nvidia-driver-daemonset", 1, 0);
        return evaluate(gpu, List.of(), List.of(driverSet), List.of(daemonSetEvent("nvidia-driver-daemonset", "FailedCreate",
                GATEKEEPER_DENIAL)));
    }

    @Test
    void anAdmissionDenialOfADaemonSetNamesWebhookConstraintAndOperandAtOnce() {
        Verdict v = admissionDenied().inPool("h200");
        assertEquals(GateDiagnosis.ADMISSION_DENIED, v.diagnosis(), v.reason());
        assertEquals(Verdict.Severity.FAILED, v.severity());
        assertEquals("node gpu-1 of pool h200: DaemonSet nvidia-driver-daemonset (driver) creates no pod (DESIRED 1,"
                + " CURRENT 0): admission webhook \"validation.gatekeeper.sh\" denied it by constraint psp-host-filesystem:"
                + " HostPath volume {\"hostPath\": {\"path\": \"/run/nvidia\", \"type\": \"\"}, \"name\": \"run-nvidia\"} is"
                + " not allowed, pod: nvidia-driver-daemonset-x2k. Allowed path: [{\"pathPrefix\": \"/var/log\","
                + " \"readOnly\": true}]", v.reason());
    }

    @Test
    void aPodSecurityRefusalIsAnAdmissionDenialToo() {
        Verdict v = evaluate(node("gpu-1", "h200", 0).build(), List.of(), List.of(operandSet("nvidia-driver-daemonset", 1, 0)),
                List.of(daemonSetEvent("nvidia-driver-daemonset", "FailedCreate", "Error creating: pods"
                        + " \"nvidia-driver-daemonset-x\" is forbidden: violates PodSecurity \"baseline:latest\": host"
                        + " namespaces (hostPID=true)")));
        assertEquals(GateDiagnosis.ADMISSION_DENIED, v.diagnosis(), v.reason());
        assertTrue(v.reason().endsWith("(DESIRED 1, CURRENT 0): violates PodSecurity \"baseline:latest\": host namespaces"
                + " (hostPID=true)"), v.reason());
    }

    @Test
    void aDenialThatNoLongerHoldsIsNotReported() {
        Node gpu = node("gpu-1", "h200", 8).build();
        Verdict v = evaluate(gpu, List.of(operandPod("nvidia-driver-daemonset", "gpu-1"), readyValidator("gpu-1")),
                List.of(operandSet("nvidia-driver-daemonset", 1, 1)),
                List.of(daemonSetEvent("nvidia-driver-daemonset", "FailedCreate", GATEKEEPER_DENIAL)));
        assertTrue(v.isReady(), "the DaemonSet has its pod on the node now: " + v);
    }

    /** k8s-driver-manager left the device plugin paused although no driver upgrade runs. */
    static Verdict deployLabelStuck() {
        Node gpu = withLabel(node("gpu-1", "h200", 0).build(), "nvidia.com/gpu.deploy.device-plugin",
                "paused-for-driver-upgrade");
        return evaluate(gpu, List.of(), List.of(), List.of());
    }

    @Test
    void aStaleDeployLabelIsNamedWithTheCommandThatRestoresIt() {
        Verdict v = deployLabelStuck();
        assertEquals(GateDiagnosis.DEPLOY_LABEL_STUCK, v.diagnosis(), v.reason());
        assertEquals(Verdict.Severity.BLOCKED, v.severity());
        assertEquals("node gpu-1: device-plugin cannot run: node label nvidia.com/gpu.deploy.device-plugin="
                + "paused-for-driver-upgrade (no driver install or upgrade runs on the node; the driver manager paused the"
                + " operand and did not restore it); set it back: kubectl label node gpu-1"
                + " nvidia.com/gpu.deploy.device-plugin=true --overwrite", v.reason());
        Node off = withLabel(node("gpu-2", "h200", 0).build(), "nvidia.com/gpu.deploy.operands", "false");
        assertEquals(GateDiagnosis.DEPLOY_LABEL_STUCK, evaluate(off, List.of(), List.of(), List.of()).diagnosis());
    }

    @Test
    void aPausedLabelDuringADriverInstallIsNotStuck() {
        Node gpu = withLabel(node("gpu-1", "h200", 0).build(), "nvidia.com/gpu.deploy.device-plugin",
                "paused-for-driver-upgrade");
        Verdict v = evaluate(gpu, List.of(driver("gpu-1", "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", false)),
                List.of(), List.of());
        assertEquals(GateDiagnosis.DRIVER_NOT_READY, v.diagnosis(), v.reason());
    }

    /** The toolkit restarted CRI-O into a broken configuration: node NotReady, runtime down. */
    static Verdict toolkitBrokeRuntime() {
        Node gpu = node("gpu-1", "h200", 8).editStatus().editMatchingCondition(c -> "Ready".equals(c.getType()))
                .withStatus("False").withReason("KubeletNotReady")
                .withMessage("container runtime is down, PLEG is not healthy").endCondition().endStatus().build();
        Pod toolkit = operandPod("nvidia-container-toolkit-daemonset", "gpu-1");
        toolkit.getStatus().setContainerStatuses(List.of(new ContainerStatusBuilder().withName("nvidia-container-toolkit-ctr")
                .withRestartCount(3).withNewState().withNewRunning().withStartedAt(ago(1)).endRunning().endState().build()));
        return evaluate(gpu, List.of(toolkit), List.of(), List.of());
    }

    @Test
    void aRuntimeTheToolkitBrokeBlamesTheToolkitNotTheNode() {
        Verdict v = toolkitBrokeRuntime();
        assertEquals(GateDiagnosis.TOOLKIT_BROKE_RUNTIME, v.diagnosis(), v.reason());
        assertTrue(v.reason().contains("toolkit pod nvidia-container-toolkit-daemonset-gpu-1 restarted 3 times"), v.reason());
    }

    /** CRI-O has no nvidia handler: the device plugin's sandbox is refused. */
    static Verdict runtimeHandlerMissing() {
        Node gpu = node("gpu-1", "h200", 0).build();
        Pod plugin = operandPod("nvidia-device-plugin-daemonset", "gpu-1");
        Event refusal = new EventBuilder().withNewMetadata().withName("sandbox").withNamespace(NS).endMetadata()
                .withType("Warning").withReason("FailedCreatePodSandBox").withLastTimestamp(ago(1))
                .withMessage("Failed to create pod sandbox: rpc error: code = Unknown desc = failed to find runtime handler"
                        + " nvidia from runtime list map[crun:... runc:...]")
                .withNewInvolvedObject().withKind("Pod").withName(plugin.getMetadata().getName()).endInvolvedObject().build();
        return evaluate(gpu, List.of(plugin), List.of(), List.of(refusal));
    }

    @Test
    void aSandboxWithoutTheNvidiaHandlerIsNamed() {
        Verdict v = runtimeHandlerMissing();
        assertEquals(GateDiagnosis.RUNTIME_HANDLER_MISSING, v.diagnosis(), v.reason());
        assertTrue(v.reason().endsWith("(no toolkit pod on the node)"), v.reason());
    }

    /** The driver container was OOM-killed at the 512Mi default limit. */
    static Verdict oomKilledDriver() {
        Pod driverPod = oomKilled(driver("gpu-1", "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", false), "nvidia-driver-ctr");
        return evaluate(node("gpu-1", "h200", 0).build(), List.of(driverPod), List.of(), List.of());
    }

    @Test
    void anOomKilledOperandIsNamedWithItsLimitAndTheSettingAtOnce() {
        Verdict v = oomKilledDriver();
        assertEquals(GateDiagnosis.OPERAND_OOM_KILLED, v.diagnosis(), v.reason());
        assertEquals("node gpu-1: driver OOM-killed (nvidia-driver-ctr of pod nvidia-driver-daemonset-gpu-1, memory limit"
                + " 512Mi, 1 restarts); raise the limit with the GpuOperator input resources.driver", v.reason());
    }

    /** dcgm-exporter OOM-killed while the validator passed: the GPUs are usable. */
    static Verdict monitoringOperandFailing() {
        Pod exporter = oomKilled(operandPod("nvidia-dcgm-exporter", "gpu-1"), "nvidia-dcgm-exporter");
        return evaluate(node("gpu-1", "h200", 8).build(), List.of(readyValidator("gpu-1"), exporter), List.of(), List.of());
    }

    @Test
    void aFailingMonitoringOperandWarnsAndLetsThePoolPass() {
        Verdict v = monitoringOperandFailing();
        assertEquals(GateDiagnosis.MONITORING_OPERAND_FAILING, v.diagnosis(), v.reason());
        assertEquals(Verdict.Severity.WARNING, v.severity());
        assertTrue(v.reason().contains("OOM-killed at memory limit 512Mi; raise it with the GpuOperator input"
                + " resources.dcgmExporter"), v.reason());
        Pod exporter = oomKilled(operandPod("nvidia-dcgm-exporter", "gpu-1"), "nvidia-dcgm-exporter");
        GateReport report = GateEvaluation.evaluate(List.of(H200), snapshot(reconciled(), List.of(node("gpu-1", "h200", 8)
                .build()), List.of(readyValidator("gpu-1"), exporter), List.of(), List.of()), NOW, 5);
        assertTrue(report.isReady(), report.summary());
        assertEquals(PoolState.READY, report.pools().get(0).state());
        assertEquals(GateDiagnosis.MONITORING_OPERAND_FAILING, report.pools().get(0).worst().diagnosis());
        assertTrue(report.summary().contains("dcgm-exporter failing"), report.summary());
    }

    @Test
    void aMonitoringWarningDoesNotHideAFailureOnTheSameNode() {
        Pod exporter = oomKilled(operandPod("nvidia-dcgm-exporter", "gpu-1"), "nvidia-dcgm-exporter");
        Pod driverPod = driver("gpu-1", "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", false,
                crashLooping("nvidia-driver-ctr", 6, "Could not resolve Linux kernel version"));
        Verdict v = evaluate(node("gpu-1", "h200", 0).build(), List.of(exporter, driverPod), List.of(), List.of());
        assertEquals(GateDiagnosis.OPERAND_CRASH_LOOP, v.diagnosis(), v.reason());
    }

    /** A GPU fell off the bus: the device plugin marked one of 8 unhealthy. */
    static Verdict gpusUnhealthy() {
        Node gpu = node("gpu-1", "h200", 7).editStatus().addToCapacity("nvidia.com/gpu", new Quantity("8")).endStatus().build();
        return evaluate(gpu, List.of(readyValidator("gpu-1"), operandPod("nvidia-device-plugin-daemonset", "gpu-1")), List.of(),
                List.of());
    }

    @Test
    void allocatableBelowCapacityPointsToTheDevicePluginsHealthLog() {
        Verdict v = gpusUnhealthy();
        assertEquals(GateDiagnosis.GPUS_UNHEALTHY, v.diagnosis(), v.reason());
        assertTrue(v.reason().startsWith("node gpu-1: 1 of 8 GPUs unhealthy (capacity nvidia.com/gpu 8, allocatable 7)"),
                v.reason());
        assertTrue(v.reason().endsWith("kubectl -n gpu-operator logs nvidia-device-plugin-daemonset-gpu-1 -c"
                + " nvidia-device-plugin | grep -i xid"), v.reason());
    }

    /** H200 x8 without Fabric Manager: the CUDA validation fails with error 802. */
    static Verdict fabricManager() {
        ContainerStatus cuda = new ContainerStatusBuilder(exited("cuda-validation", 1)).editState().editTerminated()
                .withMessage("Failed to allocate device vector A (error code system not yet initialized)!")
                .endTerminated().endState().build();
        Pod v = validator("gpu-1", List.of(exited("driver-validation", 0), exited("toolkit-validation", 0), cuda,
                new ContainerStatusBuilder().withName("plugin-validation").withNewState().withNewWaiting()
                        .withReason("PodInitializing").endWaiting().endState().build()), false);
        return evaluate(node("gpu-1", "h200", 8).build(), List.of(v), List.of(), List.of());
    }

    @Test
    void cudaError802NamesFabricManager() {
        Verdict v = fabricManager();
        assertEquals(GateDiagnosis.FABRIC_MANAGER_NOT_READY, v.diagnosis(), v.reason());
        assertEquals(Verdict.Severity.FAILED, v.severity());
    }

    @Test
    void aCudaValidationThatRecoveredFrom802IsNotBlamedOnFabricManager() {
        ContainerStatus recovered = new ContainerStatusBuilder(exited("cuda-validation", 0)).withRestartCount(1)
                .withNewLastState().withNewTerminated().withExitCode(1)
                .withMessage("Failed to allocate device vector A (error code system not yet initialized)!")
                .endTerminated().endLastState().build();
        Pod v = validator("gpu-1", List.of(exited("driver-validation", 0), exited("toolkit-validation", 0), recovered,
                new ContainerStatusBuilder().withName("plugin-validation").withNewState().withNewRunning()
                        .withStartedAt(ago(1)).endRunning().endState().build()), false);
        Verdict verdict = evaluate(node("gpu-1", "h200", 8).build(), List.of(v), List.of(), List.of());
        assertEquals(GateDiagnosis.PLUGIN_VALIDATION, verdict.diagnosis(), verdict.reason());
    }

    /** The operator's driver meets the host's: "driver is in use". */
    static Verdict driverAlreadyOnHost() {
        return crashingDriver("Could not unload NVIDIA driver kernel modules, driver is in use");
    }

    static Verdict nouveau() {
        return crashingDriver("Unable to load the kernel module 'nvidia.ko'. ... the Nouveau driver is in use");
    }

    static Verdict secureBoot() {
        return crashingDriver("modprobe: ERROR: could not insert 'nvidia': Key was rejected by service");
    }

    @Test
    void aDriverCrashLoopIsNamedByTheCauseItsTerminationShows() {
        assertEquals(GateDiagnosis.DRIVER_ALREADY_ON_HOST, driverAlreadyOnHost().diagnosis(), driverAlreadyOnHost().reason());
        assertEquals(GateDiagnosis.NOUVEAU_LOADED, nouveau().diagnosis(), nouveau().reason());
        assertEquals(GateDiagnosis.SECURE_BOOT_REJECTS_DRIVER, secureBoot().diagnosis(), secureBoot().reason());
        assertTrue(secureBoot().logSource() != null, "the failure keeps its log tail");
        Verdict other = crashingDriver("Could not resolve Linux kernel version");
        assertEquals(GateDiagnosis.OPERAND_CRASH_LOOP, other.diagnosis(), other.reason());
    }

    @Test
    void aDriverPodOnANodeWithAPreInstalledDriverIsNamed() {
        Node gpu = withLabel(node("gpu-1", "h200", 0).build(), "nvidia.com/gpu.deploy.driver", "pre-installed");
        Verdict v = evaluate(gpu, List.of(driver("gpu-1", "nvcr.io/nvidia/driver:580.126.20-rhel9", false)), List.of(),
                List.of());
        assertEquals(GateDiagnosis.DRIVER_ALREADY_ON_HOST, v.diagnosis(), v.reason());
        assertTrue(v.reason().contains("nvidia.com/gpu.deploy.driver=pre-installed"), v.reason());
    }

    /** v26.7 refuses a ClusterPolicy beside a GPUCluster. */
    static Verdict gpuClusterConflict() {
        return GpuReadiness.clusterPolicy(clusterPolicy("notReady", "False", "ReconcileFailed",
                "conflicting GPUCluster resource gpu-cluster found: ClusterPolicy and GPUCluster cannot co-exist"),
                "cluster-policy", true);
    }

    @Test
    void aGpuClusterBesideTheClusterPolicyFailsAtOnce() {
        Verdict v = gpuClusterConflict();
        assertEquals(GateDiagnosis.GPU_CLUSTER_CONFLICT, v.diagnosis(), v.reason());
        assertEquals(Verdict.Severity.FAILED, v.severity());
    }

    /** The pools are ready; an NVIDIADriver upgrade elsewhere keeps the ClusterPolicy notReady. */
    static GateReport heldByOtherNodes() {
        Node inPool = node("gpu-1", "h200", 8).build();
        Node elsewhere = withLabel(node("other-1", "a100", 8).build(), GpuReadiness.UPGRADE_STATE_LABEL,
                "pod-deletion-required");
        return GateEvaluation.evaluate(List.of(H200), snapshot(clusterPolicy("notReady", "False", "OperandNotReady",
                "ClusterPolicy is not ready; states not ready: [state-driver]"), List.of(inPool, elsewhere),
                List.of(readyValidator("gpu-1")), List.of(), List.of()), NOW, 5);
    }

    @Test
    void aClusterPolicyHeldByAnUpgradeOutsideThePoolsWarnsAndPasses() {
        GateReport report = heldByOtherNodes();
        assertTrue(report.isReady(), report.summary());
        assertEquals(GateDiagnosis.CLUSTER_POLICY_HELD_BACK, report.clusterPolicy().diagnosis());
        assertTrue(report.summary().contains("(other-1 pod-deletion-required)"), report.summary());
    }

    @Test
    void aClusterPolicyHeldOnlyByMonitoringOperandsWarnsAndPasses() {
        GateReport report = withPolicyNotReadyFor("[state-dcgm-exporter state-gpu-feature-discovery]");
        assertTrue(report.isReady(), report.summary());
        assertEquals("ClusterPolicy cluster-policy is not ready only because of operands that report, not serve GPUs"
                + " (dcgm-exporter, gpu-feature-discovery); the pools' GPUs are usable", report.clusterPolicy().reason());
        GateReport driverToo = withPolicyNotReadyFor("[state-driver state-dcgm-exporter]");
        assertEquals(GateDiagnosis.OPERANDS_NOT_READY, driverToo.verdict().diagnosis(), driverToo.summary());
    }

    private static GateReport withPolicyNotReadyFor(String states) {
        return GateEvaluation.evaluate(List.of(H200), snapshot(clusterPolicy("notReady", "False", "OperandNotReady",
                "ClusterPolicy is not ready; states not ready: " + states), List.of(node("gpu-1", "h200", 8).build()),
                List.of(readyValidator("gpu-1")), List.of(), List.of()), NOW, 5);
    }

    @Test
    void aClusterPolicyNotReadyWithoutSuchNodesStillWaits() {
        GateReport report = GateEvaluation.evaluate(List.of(H200), snapshot(clusterPolicy("notReady", "False",
                "OperandNotReady", "ClusterPolicy is not ready; states not ready: [state-driver]"),
                List.of(node("gpu-1", "h200", 8).build()), List.of(readyValidator("gpu-1")), List.of(), List.of()), NOW, 5);
        assertEquals(GateDiagnosis.OPERANDS_NOT_READY, report.verdict().diagnosis(), report.summary());
    }

    /** CDI injection fails on the device plugin's container. */
    static Verdict containerCannotStart() {
        Pod plugin = operandPod("nvidia-device-plugin-daemonset", "gpu-1");
        plugin.getStatus().setContainerStatuses(List.of(new ContainerStatusBuilder().withName("nvidia-device-plugin")
                .withRestartCount(0).withNewState().withNewWaiting().withReason("CreateContainerError")
                .withMessage("failed to inject CDI devices: unresolvable CDI devices management.nvidia.com/gpu=all")
                .endWaiting().endState().build()));
        return evaluate(node("gpu-1", "h200", 0).build(), List.of(plugin), List.of(), List.of());
    }

    @Test
    void aContainerTheRuntimeCannotStartIsNamedWithTheRuntimesMessage() {
        Verdict v = containerCannotStart();
        assertEquals(GateDiagnosis.CONTAINER_CREATE_FAILED, v.diagnosis(), v.reason());
        assertEquals("node gpu-1: device-plugin cannot start: nvidia-device-plugin of pod"
                + " nvidia-device-plugin-daemonset-gpu-1 is CreateContainerError: failed to inject CDI devices:"
                + " unresolvable CDI devices management.nvidia.com/gpu=all", v.reason());
    }

    /** The operator's pod crash-loops before it created the ClusterPolicy. */
    static Verdict operatorUnhealthy() {
        Pod operator = new PodBuilder().withMetadata(new ObjectMetaBuilder().withName("gpu-operator-6d8f-x").withNamespace(NS)
                .withLabels(Map.of("app", "gpu-operator")).build()).withNewSpec().addNewContainer().withName("gpu-operator")
                .endContainer().endSpec().withNewStatus().withPhase("Running").withContainerStatuses(
                        crashLooping("gpu-operator", 7, "panic: runtime error")).endStatus().build();
        return GateEvaluation.evaluate(List.of(H200), snapshot(null, List.of(), List.of(operator), List.of(), List.of()),
                NOW, 5).clusterPolicy();
    }

    @Test
    void aFailingOperatorPodIsNamedInsteadOfAMissingClusterPolicy() {
        Verdict v = operatorUnhealthy();
        assertEquals(GateDiagnosis.OPERATOR_UNHEALTHY, v.diagnosis(), v.reason());
        assertTrue(v.reason().startsWith("GPU Operator pod gpu-operator-6d8f-x is failing: CrashLoopBackOff, 7 restarts"),
                v.reason());
    }

    // ---- objects as the cluster shows them ---------------------------------------------------------------

    private static Verdict crashingDriver(String message) {
        Pod driverPod = driver("gpu-1", "nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", false,
                crashLooping("nvidia-driver-ctr", 6, message));
        return evaluate(node("gpu-1", "h200", 0).build(), List.of(driverPod), List.of(), List.of());
    }

    private static Verdict evaluate(Node node, List<Pod> pods, List<DaemonSet> sets, List<Event> events) {
        Pod driverPod = pods.stream().filter(GpuReadiness::isDriverPod).findFirst().orElse(null);
        return GateEvaluation.evaluateNode(H200, node, pods, driverPod,
                snapshot(reconciled(), List.of(node), pods, sets, events), NOW, 5);
    }

    static DaemonSet operandSet(String app, int desired, int current) {
        return new DaemonSetBuilder().withNewMetadata().withName(app).withNamespace(NS).addToLabels("app", app).endMetadata()
                .withNewSpec().withNewSelector().addToMatchLabels("app", app).endSelector().withNewTemplate()
                .withNewMetadata().addToLabels("app", app).endMetadata().withNewSpec()
                .addToNodeSelector("nvidia.com/gpu.deploy.driver", "true").endSpec().endTemplate().endSpec()
                .withNewStatus().withDesiredNumberScheduled(desired).withCurrentNumberScheduled(current)
                .withNumberReady(0).withNumberMisscheduled(0).endStatus().build();
    }

    static Event daemonSetEvent(String daemonSet, String reason, String message) {
        return new EventBuilder().withNewMetadata().withName(daemonSet + "." + reason).withNamespace(NS).endMetadata()
                .withType("Warning").withReason(reason).withMessage(message).withLastTimestamp(ago(1))
                .withNewInvolvedObject().withKind("DaemonSet").withName(daemonSet).withNamespace(NS).endInvolvedObject()
                .build();
    }

    static Pod operandPod(String app, String node) {
        return new PodBuilder().withMetadata(new ObjectMetaBuilder().withName(app + "-" + node).withNamespace(NS)
                .withLabels(Map.of("app", app)).withCreationTimestamp(ago(5)).build())
                .withNewSpec().withNodeName(node).addNewContainer().withName(app).endContainer().endSpec()
                .withNewStatus().withPhase("Running").endStatus().build();
    }

    /** {@code pod} with {@code container} limited to 512Mi and last terminated OOMKilled (exit 137), restarted once. */
    static Pod oomKilled(Pod pod, String container) {
        Pod copy = new PodBuilder(pod).build();
        copy.getSpec().getContainers().forEach(c -> c.setResources(new io.fabric8.kubernetes.api.model
                .ResourceRequirementsBuilder().addToLimits("memory", new Quantity("512Mi")).build()));
        copy.getSpec().getContainers().get(0).setName(container);
        List<ContainerStatus> statuses = new ArrayList<>();
        statuses.add(new ContainerStatusBuilder().withName(container).withRestartCount(1).withReady(false)
                .withNewState().withNewRunning().withStartedAt(ago(1)).endRunning().endState()
                .withNewLastState().withNewTerminated().withExitCode(137).withReason("OOMKilled").endTerminated()
                .endLastState().build());
        copy.getStatus().setContainerStatuses(statuses);
        return copy;
    }
}
