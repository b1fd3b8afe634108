package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeCondition;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Why an operand fails, where the Kubernetes API already says: an OOM kill with the container's memory limit, a
 * termination message naming a known cause (nouveau, Secure Boot, a driver already on the host, CUDA error 802),
 * a sandbox the runtime cannot create for want of the {@code nvidia} handler, a runtime the toolkit broke, and
 * monitoring-only operands whose failure leaves the GPUs usable. Pure, like {@link GpuReadiness}.
 *
 * <p>Causes and their texts: NVIDIA/cloud-native-docs gpu-operator/troubleshooting.rst (nouveau, "error code
 * system not yet initialized", "no runtime for \"nvidia\" is configured", DCGM exporter crash loops),
 * NVIDIA/gpu-driver-container#44 ("Key was rejected by service"), NVIDIA/gpu-operator#126 and #2150 ("Could not
 * unload NVIDIA driver kernel modules, driver is in use").
 */
final class OperandFailures {
    /** Operands that only report (metrics, labels): their failure does not make the GPUs unusable. */
    private static final Set<String> MONITORING_APPS = Set.of("nvidia-dcgm-exporter", "nvidia-dcgm",
            "gpu-feature-discovery", "nvidia-node-status-exporter");
    private static final String OOM_KILLED = "OOMKilled";

    private OperandFailures() {
    }

    /**
     * An OOM-killed container of {@code pod} (its last or current termination has reason {@code OOMKilled}),
     * reported at once rather than after the restart threshold: at the same limit it is killed again.
     */
    static Verdict oomKilled(Pod pod) {
        for (ContainerStatus s : statuses(pod)) {
            ContainerStateTerminated t = termination(s);
            if (t == null || !OOM_KILLED.equals(t.getReason()) || Boolean.TRUE.equals(s.getReady())) {
                continue;
            }
            return Verdict.of(GateDiagnosis.OPERAND_OOM_KILLED, GateDiagnosis.NODE, GpuReadiness.nodeOf(pod),
                    "component", GpuReadiness.component(pod, s.getName()), "container", s.getName(),
                    "pod", pod.getMetadata().getName(), "limit", memoryLimit(pod, s.getName()),
                    "restarts", s.getRestartCount() == null ? 0 : s.getRestartCount(), "setting", resourcesSetting(pod))
                    .withLogSource(new Verdict.ContainerRef(pod.getMetadata().getNamespace(),
                            pod.getMetadata().getName(), s.getName()));
        }
        return Verdict.ready();
    }

    /**
     * {@code failure} (a crash loop or OOM kill of {@code pod}) named by its cause where the container's
     * termination message shows a known one; as it is otherwise.
     */
    static Verdict explain(Verdict failure, Pod pod, Node node) {
        // The container the failure is about, else those failing now: an earlier failure a container has
        // recovered from (its lastState) explains nothing.
        String focus = failure.logSource() == null ? null : failure.logSource().container();
        for (ContainerStatus s : statuses(pod)) {
            if (focus != null ? !focus.equals(s.getName()) : !failingNow(s)) {
                continue;
            }
            ContainerStateTerminated t = termination(s);
            String message = t == null || t.getMessage() == null ? "" : t.getMessage().strip();
            String lower = message.toLowerCase(Locale.ROOT);
            String podName = pod.getMetadata().getName();
            String nodeName = GpuReadiness.nodeOf(pod);
            if (lower.contains("system not yet initialized")) {
                return cause(GateDiagnosis.FABRIC_MANAGER_NOT_READY, failure, nodeName, "container", s.getName(),
                        "pod", podName);
            }
            if (!GpuReadiness.isDriverPod(pod) || message.isEmpty()) {
                continue;
            }
            if (lower.contains("nouveau")) {
                return cause(GateDiagnosis.NOUVEAU_LOADED, failure, nodeName, "container", s.getName(), "pod", podName,
                        "message", firstLine(message));
            }
            if (lower.contains("key was rejected by service")) {
                return cause(GateDiagnosis.SECURE_BOOT_REJECTS_DRIVER, failure, nodeName, "container", s.getName(),
                        "pod", podName, "message", firstLine(message));
            }
            // After nouveau: "the Nouveau driver is in use" is nouveau's, not a host NVIDIA driver's.
            if (lower.contains("driver is in use") || lower.contains("could not unload nvidia driver")) {
                return cause(GateDiagnosis.DRIVER_ALREADY_ON_HOST, failure, nodeName, "evidence",
                        s.getName() + ": " + firstLine(message), "pod", podName);
            }
        }
        return failure;
    }

    /**
     * A driver pod on a node the operator labelled {@code nvidia.com/gpu.deploy.driver=pre-installed}: the host
     * has a driver and the operator installs another (an NVIDIADriver resource, or an operator that detected it
     * late). Ready when there is no such pod or it runs Ready.
     */
    static Verdict driverOverHostDriver(Node node, Pod driver) {
        if (driver == null || !GpuReadiness.hostDriver(node) || GpuReadiness.conditionTrue(driver, "Ready")) {
            return Verdict.ready();
        }
        return Verdict.of(GateDiagnosis.DRIVER_ALREADY_ON_HOST, GateDiagnosis.NODE, node.getMetadata().getName(),
                "evidence", "the node is labelled " + OperandScheduling.DEPLOY_LABELS + "driver=pre-installed",
                "pod", driver.getMetadata().getName());
    }

    /** The ClusterPolicy's operand states (without {@code state-}) of the monitoring-only operands. */
    private static final Set<String> MONITORING_STATES = Set.of("dcgm-exporter", "dcgm", "gpu-feature-discovery",
            "node-status-exporter");

    /** Whether the comma-separated operand states (of an OperandNotReady) are all monitoring-only ones. */
    static boolean onlyMonitoringStates(String states) {
        List<String> listed = states == null ? List.of() : List.of(states.split(",\\s*"));
        return !listed.isEmpty() && MONITORING_STATES.containsAll(listed);
    }

    /** Whether {@code pod} belongs to an operand that only reports (dcgm-exporter, DCGM, GFD, node status exporter). */
    static boolean isMonitoringOnly(Pod pod) {
        return MONITORING_APPS.contains(GpuReadiness.app(pod));
    }

    /** {@code failure} of a monitoring-only operand as a warning: the GPUs stay usable. */
    static Verdict asMonitoringWarning(Verdict failure, Pod pod) {
        Map<String, String> p = failure.params();
        String cause = failure.diagnosis() == GateDiagnosis.OPERAND_OOM_KILLED
                ? "OOM-killed at memory limit " + p.get("limit") + "; raise it with the GpuOperator input " + p.get("setting")
                : p.get("looping") + ", " + p.get("restarts") + " restarts" + p.get("lastTermination");
        String container = p.get("container");
        return Verdict.of(GateDiagnosis.MONITORING_OPERAND_FAILING, GateDiagnosis.NODE, GpuReadiness.nodeOf(pod),
                "component", GpuReadiness.component(pod, null), "container", container.replaceFirst("^(init )?container ", ""),
                "pod", pod.getMetadata().getName(), "cause", cause);
    }

    /** Waiting reasons and termination reasons of a container the runtime could not create or start. */
    private static final Set<String> CANNOT_START = Set.of("CreateContainerError", "RunContainerError",
            "CreateContainerConfigError", "StartError", "ContainerCannotRun");

    /**
     * A container of {@code pod} the runtime cannot create or start: waiting as {@code CreateContainerError},
     * {@code RunContainerError} or {@code CreateContainerConfigError}, or terminated as {@code StartError}
     * (CDI injection failures, CRI-O hook errors: NVIDIA/gpu-operator release-notes.rst 25.10.0 known issue,
     * NVIDIA/nvidia-container-toolkit#1239).
     */
    static Verdict cannotStart(Pod pod) {
        for (ContainerStatus s : statuses(pod)) {
            String reason = null;
            String message = null;
            if (s.getState() != null && s.getState().getWaiting() != null) {
                reason = s.getState().getWaiting().getReason();
                message = s.getState().getWaiting().getMessage();
            } else if (s.getState() != null && s.getState().getTerminated() != null) {
                reason = s.getState().getTerminated().getReason();
                message = s.getState().getTerminated().getMessage();
            }
            if (reason != null && CANNOT_START.contains(reason)) {
                return Verdict.of(GateDiagnosis.CONTAINER_CREATE_FAILED, GateDiagnosis.NODE, GpuReadiness.nodeOf(pod),
                        "component", GpuReadiness.component(pod, s.getName()), "container", s.getName(),
                        "pod", pod.getMetadata().getName(), "reason", reason,
                        "message", message == null || message.isBlank() ? "(no message)" : firstLine(message.strip()));
            }
        }
        return Verdict.ready();
    }

    /**
     * The GPU Operator's own pod (labels {@code app=gpu-operator} or {@code app.kubernetes.io/component=gpu-operator},
     * as the chart's templates/operator.yaml sets) crash-looping or OOM-killed; ready otherwise.
     */
    static Verdict operator(List<Pod> pods, int restartThreshold) {
        for (Pod pod : pods) {
            Map<String, String> labels = GpuReadiness.labels(pod);
            if (!"gpu-operator".equals(labels.get("app")) && !"gpu-operator".equals(labels.get("app.kubernetes.io/component"))
                    || pod.getMetadata().getDeletionTimestamp() != null) {
                continue;
            }
            Verdict oom = oomKilled(pod);
            Verdict failure = oom.isReady() ? GpuReadiness.crashLoop(pod, restartThreshold) : oom;
            if (failure.isReady()) {
                continue;
            }
            Map<String, String> p = failure.params();
            String cause = oom.isReady() ? p.get("looping") + ", " + p.get("restarts") + " restarts" + p.get("lastTermination")
                    : "OOM-killed at memory limit " + p.get("limit") + " (the chart value operator.resources raises it)";
            return Verdict.of(GateDiagnosis.OPERATOR_UNHEALTHY, "pod", pod.getMetadata().getName(), "cause", cause)
                    .withLogSource(failure.logSource());
        }
        return Verdict.ready();
    }

    /**
     * A pod of the node whose sandbox the runtime refuses for want of the {@code nvidia} runtime handler
     * ({@code FailedCreatePodSandBox}: containerd's "no runtime for \"nvidia\" is configured", CRI-O's "failed to
     * find runtime handler nvidia"), naming the toolkit pod's state.
     */
    static Verdict runtimeHandlerMissing(List<Pod> podsOnNode, List<Event> events) {
        for (Pod pod : podsOnNode) {
            String name = pod.getMetadata().getName();
            Optional<String> refusal = events.stream()
                    .filter(e -> "FailedCreatePodSandBox".equals(e.getReason()) && e.getInvolvedObject() != null
                            && "Pod".equals(e.getInvolvedObject().getKind()) && name.equals(e.getInvolvedObject().getName()))
                    .map(Event::getMessage).filter(m -> m != null && mentionsNvidiaHandler(m)).findFirst();
            if (refusal.isPresent() && !GpuReadiness.conditionTrue(pod, "Ready")) {
                return Verdict.of(GateDiagnosis.RUNTIME_HANDLER_MISSING, GateDiagnosis.NODE, GpuReadiness.nodeOf(pod),
                        "component", GpuReadiness.component(pod, null), "pod", name, "message", refusal.get().strip(),
                        "toolkit", toolkitState(podsOnNode));
            }
        }
        return Verdict.ready();
    }

    /**
     * A node not Ready because its container runtime is down while the container toolkit, which rewrites and
     * restarts that runtime, has restarted on it: the toolkit broke the runtime (NVIDIA/gpu-operator#2060, #2646).
     */
    static Verdict toolkitBrokeRuntime(Node node, List<Pod> podsOnNode) {
        NodeCondition ready = node.getStatus() == null || node.getStatus().getConditions() == null ? null
                : node.getStatus().getConditions().stream().filter(c -> "Ready".equals(c.getType())).findFirst().orElse(null);
        if (ready == null || "True".equals(ready.getStatus())) {
            return Verdict.ready();
        }
        String condition = (ready.getReason() == null ? "" : ready.getReason() + ": ")
                + (ready.getMessage() == null ? "" : ready.getMessage());
        if (!condition.toLowerCase(Locale.ROOT).contains("runtime")) {
            return Verdict.ready();
        }
        Optional<Pod> toolkit = podsOnNode.stream().filter(OperandFailures::isToolkit).findFirst();
        if (toolkit.isEmpty() || restarts(toolkit.get()) == 0) {
            return Verdict.ready();
        }
        return Verdict.of(GateDiagnosis.TOOLKIT_BROKE_RUNTIME, GateDiagnosis.NODE, node.getMetadata().getName(),
                "condition", condition.strip(), "pod", toolkit.get().getMetadata().getName(),
                "toolkitState", "restarted " + restarts(toolkit.get()) + " times");
    }

    /** Waiting (to be restarted, or to start) or exited non-zero. */
    private static boolean failingNow(ContainerStatus s) {
        if (s.getState() == null) {
            return false;
        }
        if (s.getState().getTerminated() != null) {
            return !Integer.valueOf(0).equals(s.getState().getTerminated().getExitCode());
        }
        return s.getState().getWaiting() != null;
    }

    private static boolean mentionsNvidiaHandler(String message) {
        String lower = message.toLowerCase(Locale.ROOT);
        return lower.contains("no runtime for \"nvidia\"") || lower.contains("runtime handler nvidia")
                || lower.contains("runtime handler \"nvidia\"");
    }

    private static String toolkitState(List<Pod> podsOnNode) {
        return podsOnNode.stream().filter(OperandFailures::isToolkit).findFirst()
                .map(p -> "toolkit pod " + p.getMetadata().getName()
                        + (GpuReadiness.conditionTrue(p, "Ready") ? " is Ready" : " is not Ready"))
                .orElse("no toolkit pod on the node");
    }

    private static boolean isToolkit(Pod pod) {
        return "nvidia-container-toolkit-daemonset".equals(GpuReadiness.app(pod));
    }

    private static int restarts(Pod pod) {
        return statuses(pod).stream().mapToInt(s -> s.getRestartCount() == null ? 0 : s.getRestartCount()).sum();
    }

    /** A verdict of {@code kind} that keeps {@code failure}'s log source. */
    private static Verdict cause(GateDiagnosis kind, Verdict failure, String node, Object... params) {
        Object[] all = new Object[params.length + 2];
        all[0] = GateDiagnosis.NODE;
        all[1] = node;
        System.arraycopy(params, 0, all, 2, params.length);
        return Verdict.of(kind, all).withLogSource(failure.logSource());
    }

    private static List<ContainerStatus> statuses(Pod pod) {
        if (pod.getStatus() == null) {
            return List.of();
        }
        List<ContainerStatus> all = new ArrayList<>();
        Stream.of(pod.getStatus().getInitContainerStatuses(), pod.getStatus().getContainerStatuses())
                .filter(java.util.Objects::nonNull).forEach(all::addAll);
        return all;
    }

    private static ContainerStateTerminated termination(ContainerStatus s) {
        if (s.getLastState() != null && s.getLastState().getTerminated() != null) {
            return s.getLastState().getTerminated();
        }
        return s.getState() == null ? null : s.getState().getTerminated();
    }

    private static String memoryLimit(Pod pod, String container) {
        if (pod.getSpec() == null) {
            return "unknown";
        }
        return Stream.of(pod.getSpec().getContainers(), pod.getSpec().getInitContainers())
                .filter(java.util.Objects::nonNull).flatMap(List::stream)
                .filter(c -> container.equals(c.getName())).map(Container::getResources)
                .filter(r -> r != null && r.getLimits() != null && r.getLimits().get("memory") != null)
                .map(r -> r.getLimits().get("memory")).map(Quantity::toString).findFirst()
                .orElse("none set (the namespace's default applies)");
    }

    /** The GpuOperator input that sets this operand's resources, e.g. {@code resources.dcgmExporter}. */
    private static String resourcesSetting(Pod pod) {
        return OperandRollout.specSection(pod).map(section -> "resources." + section)
                .orElse("of the operand's resources");
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline).strip();
    }
}
