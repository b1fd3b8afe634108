package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.wait.Elapsed;
import io.fabric8.kubernetes.api.model.ContainerState;
import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeCondition;
import io.fabric8.kubernetes.api.model.NodeSelector;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.Quantity;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Pure readiness predicates over fabric8 model objects: each returns a {@link Verdict} whose reason names
 * the node, the component and the cause. No I/O; time comes in as {@code now}.
 *
 * <p>Facts (NVIDIA/gpu-operator controllers/ and internal/conditions/clusterpolicy.go):
 * ClusterPolicy writes {@code status.state} and a {@code Ready} condition whose reason is
 * {@code Reconciled}, {@code NoGPUNodes} or {@code NFDLabelsMissing} when True; on an error Ready is
 * False with reason {@code Error}, and the {@code Error} condition carries {@code OperandNotReady} or
 * {@code ReconcileFailed} and the message; the validator DaemonSet's pods ({@code app=nvidia-operator-validator}) run the
 * init containers driver-, toolkit-, cuda- and plugin-validation in order; GFD labels the driver version
 * {@code nvidia.com/cuda.driver-version.full}; the upgrade controller moves nodes through
 * {@code nvidia.com/gpu-driver-upgrade-state}; the MIG manager reports {@code nvidia.com/mig.config.state}.
 */
public final class GpuReadiness {
    /** The {@code app} label of the validator pods. */
    public static final String VALIDATOR_APP = "nvidia-operator-validator";
    /** The {@code app} label of the driver pods of the ClusterPolicy's own driver DaemonSet. */
    public static final String DRIVER_APP = "nvidia-driver-daemonset";
    /**
     * The {@code app.kubernetes.io/component} label of every driver pod: the ClusterPolicy's
     * ({@code app=nvidia-driver-daemonset}) and an NVIDIADriver's ({@code app=nvidia-gpu-driver-<os>-<hash>})
     * alike (NVIDIA/gpu-operator assets/state-driver and manifests/state-driver 0500_daemonset.yaml).
     */
    public static final String DRIVER_COMPONENT = "nvidia-driver";
    /** GFD's full driver version label. */
    public static final String DRIVER_VERSION_LABEL = "nvidia.com/cuda.driver-version.full";
    /** The driver upgrade controller's per-node state label. */
    public static final String UPGRADE_STATE_LABEL = "nvidia.com/gpu-driver-upgrade-state";
    /** The MIG profile a node is asked to apply. */
    public static final String MIG_CONFIG_LABEL = "nvidia.com/mig.config";
    /** The MIG manager's result for that profile. */
    public static final String MIG_STATE_LABEL = "nvidia.com/mig.config.state";
    /** Set by the operator once NFD found an NVIDIA PCI device on the node. */
    public static final String GPU_PRESENT_LABEL = "nvidia.com/gpu.present";
    /** Restarts after which a container counts as crash-looping even while it happens to run. */
    public static final int DEFAULT_RESTART_THRESHOLD = 5;

    private static final Pattern NOT_READY_STATES = Pattern.compile("\\[([^\\]]*)\\]");

    /** What each validator init container proves, in the order they run. */
    /** The validator's init container that waits for the device plugin to advertise GPUs. */
    public static final String PLUGIN_VALIDATION = "plugin-validation";
    private static final Map<String, GateDiagnosis> VALIDATIONS = Map.of(
            "driver-validation", GateDiagnosis.DRIVER_VALIDATION,
            "toolkit-validation", GateDiagnosis.TOOLKIT_VALIDATION,
            "cuda-validation", GateDiagnosis.CUDA_VALIDATION,
            PLUGIN_VALIDATION, GateDiagnosis.PLUGIN_VALIDATION);

    /** Component names people know, by the operand pods' {@code app} label. */
    private static final Map<String, String> COMPONENTS = Map.of(
            DRIVER_APP, "driver",
            "nvidia-container-toolkit-daemonset", "container-toolkit",
            "nvidia-device-plugin-daemonset", "device-plugin",
            "gpu-feature-discovery", "gpu-feature-discovery",
            "nvidia-dcgm-exporter", "dcgm-exporter",
            "nvidia-dcgm", "dcgm",
            "nvidia-mig-manager", "mig-manager",
            VALIDATOR_APP, "operator-validator",
            "nvidia-cuda-validator", "cuda-validator");

    private GpuReadiness() {
    }

    // ---- ClusterPolicy ------------------------------------------------------------------------------

    /**
     * The ClusterPolicy rule: {@code status.state == ready} with condition Ready=True, reason
     * {@code Reconciled}. {@code NoGPUNodes} and {@code NFDLabelsMissing} count as ready only when no GPU
     * node is expected; {@code OperandNotReady} names the states not ready; {@code ignored} means another
     * ClusterPolicy is active, which waiting cannot fix.
     */
    public static Verdict clusterPolicy(GenericKubernetesResource policy, String name, boolean gpuNodesExpected) {
        if (policy == null) {
            return Verdict.of(GateDiagnosis.CLUSTER_POLICY_MISSING, "policy", name);
        }
        String state = text(policy.get("status", "state"));
        if ("ignored".equals(state)) {
            return Verdict.of(GateDiagnosis.CLUSTER_POLICY_IGNORED, "policy", name);
        }
        Map<String, Object> ready = condition(policy, "Ready");
        boolean readyTrue = ready != null && "True".equals(text(ready.get("status")));
        // On any error the operator writes Ready=False reason=Error without a message, and the cause
        // (OperandNotReady, ReconcileFailed) with its message on the Error condition
        // (NVIDIA/gpu-operator internal/conditions/clusterpolicy.go, setConditions, at v24.9.2 and v26.3.3).
        Map<String, Object> error = condition(policy, "Error");
        Map<String, Object> cause = !readyTrue && error != null && "True".equals(text(error.get("status"))) ? error : ready;
        String reason = cause == null ? "" : text(cause.get("reason"));
        String message = cause == null ? "" : text(cause.get("message"));
        if ("NoGPUNodes".equals(reason) || "NFDLabelsMissing".equals(reason)) {
            if (!gpuNodesExpected && "ready".equals(state)) {
                return Verdict.ready();
            }
            return Verdict.of(GateDiagnosis.NO_GPU_NODES_LABELLED, "policy", name, "condition", reason);
        }
        if ("ready".equals(state) && readyTrue && (reason.isEmpty() || "Reconciled".equals(reason))) {
            return Verdict.ready();
        }
        if ("OperandNotReady".equals(reason)) {
            return Verdict.of(GateDiagnosis.OPERANDS_NOT_READY, "policy", name,
                    "states", String.join(", ", notReadyStates(message)));
        }
        if ("ReconcileFailed".equals(reason) && message.contains("GPUCluster")) {
            return Verdict.of(GateDiagnosis.GPU_CLUSTER_CONFLICT, "policy", name, "message", message);
        }
        if ("ReconcileFailed".equals(reason)) {
            return Verdict.of(GateDiagnosis.CLUSTER_POLICY_RECONCILE_FAILED, "policy", name, "message", message);
        }
        if (state.isEmpty()) {
            return Verdict.of(GateDiagnosis.CLUSTER_POLICY_NOT_READY, "policy", name);
        }
        return Verdict.of(GateDiagnosis.CLUSTER_POLICY_NOT_READY, "policy", name, "state", state,
                "message", message.isEmpty() ? "" : ": " + message);
    }

    /**
     * The operand states listed in an {@code OperandNotReady} message, without the {@code state-} prefix:
     * "ClusterPolicy is not ready; states not ready: [state-driver state-container-toolkit]" gives
     * {@code [driver, container-toolkit]}.
     */
    public static List<String> notReadyStates(String message) {
        Matcher m = NOT_READY_STATES.matcher(message == null ? "" : message);
        if (!m.find()) {
            return List.of(message == null || message.isEmpty() ? "(no details)" : message);
        }
        List<String> states = new ArrayList<>();
        for (String s : m.group(1).split("[\\s,]+")) {
            if (!s.isBlank()) {
                states.add(s.startsWith("state-") ? s.substring("state-".length()) : s);
            }
        }
        return states;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> condition(GenericKubernetesResource policy, String type) {
        Object conditions = policy.get("status", "conditions");
        if (conditions instanceof List<?> list) {
            for (Object c : list) {
                if (c instanceof Map<?, ?> m && type.equals(m.get("type"))) {
                    return (Map<String, Object>) m;
                }
            }
        }
        return null;
    }

    // ---- Node ---------------------------------------------------------------------------------------

    /** The node's Ready condition is True. */
    public static Verdict nodeReady(Node node) {
        String name = node.getMetadata().getName();
        NodeCondition ready = node.getStatus() == null || node.getStatus().getConditions() == null ? null
                : node.getStatus().getConditions().stream().filter(c -> "Ready".equals(c.getType())).findFirst().orElse(null);
        if (ready == null) {
            return Verdict.of(GateDiagnosis.NODE_NOT_READY, GateDiagnosis.NODE, name);
        }
        if (!"True".equals(ready.getStatus())) {
            return Verdict.of(GateDiagnosis.NODE_NOT_READY, GateDiagnosis.NODE, name,
                    "condition", join(ready.getReason(), ready.getMessage()));
        }
        return Verdict.ready();
    }

    /** No driver upgrade in flight: {@code nvidia.com/gpu-driver-upgrade-state} absent or {@code upgrade-done}. */
    public static Verdict driverUpgrade(Node node) {
        String name = node.getMetadata().getName();
        String state = labels(node).get(UPGRADE_STATE_LABEL);
        if (state == null || state.isEmpty() || "upgrade-done".equals(state)) {
            return Verdict.ready();
        }
        if ("upgrade-failed".equals(state)) {
            return Verdict.of(GateDiagnosis.DRIVER_UPGRADE_FAILED, GateDiagnosis.NODE, name);
        }
        return Verdict.of(GateDiagnosis.DRIVER_UPGRADE_IN_PROGRESS, GateDiagnosis.NODE, name, "state", state);
    }

    /** When MIG is asked for: the node carries the asked profile and the MIG manager applied it. */
    public static Verdict migConfig(Node node, PoolExpectation pool) {
        if (pool.migConfig() == null || pool.migConfig().isEmpty()) {
            return Verdict.ready();
        }
        String name = node.getMetadata().getName();
        Map<String, String> labels = labels(node);
        String asked = labels.get(MIG_CONFIG_LABEL);
        if (!pool.migConfig().equals(asked)) {
            return asked == null
                    ? Verdict.of(GateDiagnosis.MIG_LABEL_MISMATCH, GateDiagnosis.NODE, name, "profile", pool.migConfig())
                    : Verdict.of(GateDiagnosis.MIG_LABEL_MISMATCH, GateDiagnosis.NODE, name, "label", asked,
                            "profile", pool.migConfig());
        }
        String state = labels.get(MIG_STATE_LABEL);
        if ("success".equals(state)) {
            return Verdict.ready();
        }
        if ("failed".equals(state)) {
            return Verdict.of(GateDiagnosis.MIG_CONFIG_FAILED, GateDiagnosis.NODE, name, "profile", pool.migConfig());
        }
        return Verdict.of(GateDiagnosis.MIG_CONFIG_PENDING, GateDiagnosis.NODE, name, "profile", pool.migConfig(),
                "state", state == null ? "not started" : state);
    }

    /** The pool's resource is allocatable on the node at the expected count. */
    public static Verdict allocatable(Node node, PoolExpectation pool) {
        long count = allocatableCount(node, pool.resourceName());
        if (count >= pool.requiredPerNode()) {
            return Verdict.ready();
        }
        return Verdict.of(GateDiagnosis.GPUS_NOT_ALLOCATABLE, GateDiagnosis.NODE, node.getMetadata().getName(),
                "resource", pool.resourceName(), "count", count, "expected", pool.requiredPerNode());
    }

    /** The node's allocatable count of {@code resource}; 0 when absent or unreadable. */
    public static long allocatableCount(Node node, String resource) {
        return node.getStatus() == null ? 0 : count(node.getStatus().getAllocatable(), resource);
    }

    /**
     * Failed when the node's capacity of the pool's resource exceeds its allocatable count: the device plugin
     * registered the GPUs and then marked some unhealthy, which it does on a critical Xid (79, GPU fallen off the
     * bus; 48; 94) and logs as "XidCriticalError" (NVIDIA/k8s-device-plugin internal/rm/health.go; NVIDIA/
     * cloud-native-docs gpu-operator/troubleshooting.rst "GPU Node does not have the expected number of GPUs").
     * Only with the node's device plugin running: the kubelet also counts a stopped plugin's devices
     * unhealthy until it registers again (kubernetes/kubernetes pkg/kubelet/cm/devicemanager/manager.go,
     * markResourceUnhealthy), which is the plugin's absence, judged by the operand checks, not an Xid; and a pod list
     * read a moment before the node must not turn a restart into a failure.
     */
    public static Verdict gpuHealth(Node node, PoolExpectation pool, List<Pod> podsOnNode) {
        long capacity = node.getStatus() == null ? 0 : count(node.getStatus().getCapacity(), pool.resourceName());
        long allocatable = allocatableCount(node, pool.resourceName());
        if (capacity <= allocatable) {
            return Verdict.ready();
        }
        Optional<Pod> devicePlugin = podsOnNode.stream()
                .filter(p -> "nvidia-device-plugin-daemonset".equals(app(p)) && p.getStatus() != null
                        && "Running".equals(p.getStatus().getPhase())).findFirst();
        if (devicePlugin.isEmpty()) {
            return Verdict.ready();
        }
        String logCommand = "kubectl -n " + devicePlugin.get().getMetadata().getNamespace() + " logs "
                + devicePlugin.get().getMetadata().getName() + " -c nvidia-device-plugin | grep -i xid";
        return Verdict.of(GateDiagnosis.GPUS_UNHEALTHY, GateDiagnosis.NODE, node.getMetadata().getName(),
                "unhealthy", capacity - allocatable, "capacity", capacity, "resource", pool.resourceName(),
                "allocatable", allocatable, "logCommand", logCommand);
    }

    private static long count(Map<String, Quantity> quantities, String resource) {
        Quantity q = quantities == null ? null : quantities.get(resource);
        if (q == null) {
            return 0;
        }
        try {
            return Quantity.getAmountInBytes(q).setScale(0, java.math.RoundingMode.DOWN).longValueExact();
        } catch (ArithmeticException | IllegalArgumentException e) {
            return 0;
        }
    }

    /**
     * The driver version running on the node: GFD's {@code nvidia.com/cuda.driver-version.full} label,
     * else the version part of the driver pod's image tag ({@code driver:580.126.20-ubuntu22.04}).
     */
    public static Optional<String> observedDriverVersion(Node node, Pod driverPod) {
        String label = labels(node).get(DRIVER_VERSION_LABEL);
        if (label != null && !label.isEmpty()) {
            return Optional.of(label);
        }
        if (driverPod == null || driverPod.getSpec() == null || driverPod.getSpec().getContainers() == null) {
            return Optional.empty();
        }
        return driverPod.getSpec().getContainers().stream()
                .filter(c -> "nvidia-driver-ctr".equals(c.getName()))
                .map(c -> imageVersion(c.getImage()))
                .flatMap(Optional::stream)
                .findFirst();
    }

    static Optional<String> imageVersion(String image) {
        if (image == null || image.contains("@")) {
            return Optional.empty();
        }
        int colon = image.lastIndexOf(':');
        if (colon < 0 || colon < image.lastIndexOf('/')) {
            return Optional.empty();
        }
        String tag = image.substring(colon + 1);
        int dash = tag.indexOf('-');
        String version = dash < 0 ? tag : tag.substring(0, dash);
        return version.matches("\\d+(\\.\\d+)*") ? Optional.of(version) : Optional.empty();
    }

    /**
     * When a driver version is expected and one is observed, they agree (an expected branch such as
     * {@code 580}, as precompiled drivers are pinned, matches any {@code 580.x}).
     */
    public static Verdict driverVersion(Node node, Pod driverPod, PoolExpectation pool) {
        String expected = pool.driverVersion();
        if (expected == null || expected.isEmpty() || hostDriver(node)) {
            return Verdict.ready();
        }
        Optional<String> observed = observedDriverVersion(node, driverPod);
        if (observed.isEmpty() || observed.get().equals(expected) || observed.get().startsWith(expected + ".")) {
            return Verdict.ready();
        }
        return Verdict.of(GateDiagnosis.DRIVER_VERSION_MISMATCH, GateDiagnosis.NODE, node.getMetadata().getName(),
                "observed", observed.get(), "expected", expected);
    }

    /**
     * A node whose image carries the driver: the operator labels it {@code nvidia.com/gpu.deploy.driver=pre-installed}
     * and installs none there, so the release's driver version is not expected of it.
     */
    static boolean hostDriver(Node node) {
        return "pre-installed".equals(labels(node).get(OperandScheduling.DEPLOY_LABELS + "driver"));
    }

    // ---- Pods ---------------------------------------------------------------------------------------

    /** The validator pod is Running and Ready and every init container terminated with exit code 0. */
    public static boolean isValidatorReady(Pod pod) {
        if (pod == null || pod.getStatus() == null || !"Running".equals(pod.getStatus().getPhase())) {
            return false;
        }
        if (!conditionTrue(pod, "Ready")) {
            return false;
        }
        List<ContainerStatus> inits = pod.getStatus().getInitContainerStatuses();
        int declared = pod.getSpec() == null || pod.getSpec().getInitContainers() == null ? 0
                : pod.getSpec().getInitContainers().size();
        if (inits == null || inits.size() < declared) {
            return false;
        }
        return inits.stream().allMatch(GpuReadiness::exitedZero);
    }

    /**
     * The validator rule for {@code nodeName}; {@code validator} may be null (no pod on the node yet). The
     * reason says which validation step is running or failed and what it means (driver-validation
     * running = driver not ready), with how long it has been so.
     */
    public static Verdict validator(Pod validator, String nodeName, Instant now) {
        if (validator == null) {
            return Verdict.of(GateDiagnosis.VALIDATOR_NOT_SCHEDULED, GateDiagnosis.NODE, nodeName);
        }
        if (isValidatorReady(validator)) {
            return Verdict.ready();
        }
        String pod = validator.getMetadata().getName();
        List<ContainerStatus> inits = validator.getStatus() == null || validator.getStatus().getInitContainerStatuses() == null
                ? List.of() : validator.getStatus().getInitContainerStatuses();
        String phase = validator.getStatus() == null ? null : validator.getStatus().getPhase();
        if (inits.isEmpty() && (phase == null || "Pending".equals(phase))) {
            // Not started: unscheduled, or the kubelet has not reported yet.
            return Verdict.of(GateDiagnosis.VALIDATOR_NOT_SCHEDULED, GateDiagnosis.NODE, nodeName, "pod", pod,
                    "scheduling", schedulingMessage(validator), "for", since(created(validator), now));
        }
        for (String step : initOrder(validator, inits)) {
            ContainerStatus s = inits.stream().filter(c -> step.equals(c.getName())).findFirst().orElse(null);
            if (s != null && exitedZero(s)) {
                continue;
            }
            GateDiagnosis diagnosis = VALIDATIONS.getOrDefault(step, GateDiagnosis.VALIDATOR_NOT_READY);
            ContainerState state = s == null ? null : s.getState();
            if (state != null && state.getTerminated() != null) {
                ContainerStateTerminated t = state.getTerminated();
                return Verdict.of(diagnosis, GateDiagnosis.NODE, nodeName, "step", step, "exitCode", t.getExitCode(),
                        "message", suffix(t.getMessage()));
            }
            if (state != null && state.getRunning() != null) {
                return Verdict.of(diagnosis, GateDiagnosis.NODE, nodeName, "step", step,
                        "for", since(state.getRunning().getStartedAt(), now));
            }
            String waiting = state != null && state.getWaiting() != null ? state.getWaiting().getReason() : null;
            return Verdict.of(diagnosis, GateDiagnosis.NODE, nodeName, "step", step,
                    "waiting", waiting == null ? "" : " (" + waiting + ")", "for", since(created(validator), now));
        }
        return Verdict.of(GateDiagnosis.VALIDATOR_NOT_READY, GateDiagnosis.NODE, nodeName, "pod", pod, "phase", phase,
                "for", since(created(validator), now));
    }

    /** Init container names in declared order (statuses only, when the spec lists none). */
    private static List<String> initOrder(Pod pod, List<ContainerStatus> statuses) {
        if (pod.getSpec() != null && pod.getSpec().getInitContainers() != null && !pod.getSpec().getInitContainers().isEmpty()) {
            return pod.getSpec().getInitContainers().stream().map(c -> c.getName()).toList();
        }
        return statuses.stream().map(ContainerStatus::getName).toList();
    }

    /**
     * Crash loop detection on any operator pod: a container (or init container) waiting in
     * {@code CrashLoopBackOff}, or restarted at least {@code restartThreshold} times, fails the gate at
     * once, naming the node, the component and the last termination (exit code, reason, message).
     */
    public static Verdict crashLoop(Pod pod, int restartThreshold) {
        if (pod.getStatus() == null) {
            return Verdict.ready();
        }
        for (boolean init : new boolean[] {true, false}) {
            List<ContainerStatus> statuses = init ? pod.getStatus().getInitContainerStatuses()
                    : pod.getStatus().getContainerStatuses();
            if (statuses == null) {
                continue;
            }
            for (ContainerStatus s : statuses) {
                boolean backOff = s.getState() != null && s.getState().getWaiting() != null
                        && "CrashLoopBackOff".equals(s.getState().getWaiting().getReason());
                int restarts = s.getRestartCount() == null ? 0 : s.getRestartCount();
                // restartCount never goes down: a container that crashed before a fix and now runs Ready (or, as
                // an init container, exited 0) is healthy, not crash looping.
                boolean healthyNow = init ? exitedZero(s) : Boolean.TRUE.equals(s.getReady());
                if (!backOff && (restarts < restartThreshold || healthyNow)) {
                    continue;
                }
                return Verdict.of(GateDiagnosis.OPERAND_CRASH_LOOP, GateDiagnosis.NODE, nodeOf(pod),
                        "component", component(pod, s.getName()),
                        "looping", backOff ? "CrashLoopBackOff" : "restarting repeatedly",
                        "container", (init ? "init container " : "container ") + s.getName(),
                        "pod", pod.getMetadata().getName(), "restarts", restarts, "lastTermination", lastTermination(s))
                        .withLogSource(new Verdict.ContainerRef(pod.getMetadata().getNamespace(),
                                pod.getMetadata().getName(), s.getName()));
            }
        }
        return Verdict.ready();
    }

    /**
     * Image pull failures ({@code ImagePullBackOff}, {@code ErrImagePull}, {@code InvalidImageName}) block
     * the pod until the image reference or registry access is fixed.
     */
    public static Verdict imagePull(Pod pod) {
        if (pod.getStatus() == null) {
            return Verdict.ready();
        }
        List<ContainerStatus> all = new ArrayList<>();
        if (pod.getStatus().getInitContainerStatuses() != null) {
            all.addAll(pod.getStatus().getInitContainerStatuses());
        }
        if (pod.getStatus().getContainerStatuses() != null) {
            all.addAll(pod.getStatus().getContainerStatuses());
        }
        for (ContainerStatus s : all) {
            String reason = s.getState() == null || s.getState().getWaiting() == null ? null : s.getState().getWaiting().getReason();
            if ("ImagePullBackOff".equals(reason) || "ErrImagePull".equals(reason) || "InvalidImageName".equals(reason)) {
                return Verdict.of(GateDiagnosis.IMAGE_PULL_FAILED, GateDiagnosis.NODE, nodeOf(pod),
                        "component", component(pod, s.getName()), "pullError", reason, "image", s.getImage(),
                        "message", suffix(s.getState().getWaiting().getMessage()));
            }
        }
        return Verdict.ready();
    }

    /**
     * The driver pod's own state when it is not ready yet, e.g. "node X: driver compiling for 6m (pod
     * nvidia-driver-daemonset-x is building or loading the kernel module ...)" while its container runs, or
     * "node X: driver not ready: pod ... Pending for 1m" before; ready when it is, or when there is none
     * (pre-installed host driver). A running, unready driver container is compiling (or, precompiled,
     * loading) the module: the step that takes up to about 20 minutes (our estimate, not an upstream figure).
     */
    public static Verdict driverPod(Pod driver, Instant now) {
        if (driver == null || conditionTrue(driver, "Ready")) {
            return Verdict.ready();
        }
        String pod = driver.getMetadata().getName();
        String phase = driver.getStatus() == null ? "Pending" : driver.getStatus().getPhase();
        if ("Running".equals(phase)) {
            return Verdict.of(GateDiagnosis.DRIVER_NOT_READY, GateDiagnosis.NODE, nodeOf(driver), "pod", pod,
                    "for", since(started(driver), now));
        }
        return Verdict.of(GateDiagnosis.DRIVER_NOT_READY, GateDiagnosis.NODE, nodeOf(driver), "pod", pod, "phase", phase,
                "for", since(started(driver), now));
    }

    /** A person's name for the component a pod's container belongs to, e.g. "driver", "driver validation". */
    public static String component(Pod pod, String container) {
        String app = labels(pod).get("app");
        if (VALIDATOR_APP.equals(app) && container != null && VALIDATIONS.containsKey(container)) {
            return container.replace("-validation", "") + " validation (" + VALIDATOR_APP + ")";
        }
        if (app != null && COMPONENTS.containsKey(app)) {
            return componentOf(app);
        }
        if (isDriverPod(pod)) {
            return "driver";
        }
        return app != null ? app : pod.getMetadata().getName();
    }

    /** A person's name for the operand whose pods carry {@code app}, e.g. "driver"; {@code app} when unknown. */
    public static String componentOf(String app) {
        return COMPONENTS.getOrDefault(app, app);
    }

    /** The {@code app} label of a pod, or "". */
    public static String app(Pod pod) {
        return labels(pod).getOrDefault("app", "");
    }

    /**
     * Whether {@code pod} is one of the operand pods the operator runs only on GPU nodes (their DaemonSets select
     * {@code nvidia.com/gpu.deploy.<operand>=true}, which the operator sets on nodes NFD found a GPU on): the driver,
     * toolkit, device plugin, GFD, DCGM, MIG manager and validators. NFD's pods run on every node and are not.
     */
    public static boolean isGpuOperand(Pod pod) {
        return COMPONENTS.containsKey(app(pod)) || isDriverPod(pod);
    }

    /** Whether {@code pod} runs the driver, installed by the ClusterPolicy or by an NVIDIADriver resource. */
    public static boolean isDriverPod(Pod pod) {
        return DRIVER_APP.equals(app(pod)) || DRIVER_COMPONENT.equals(labels(pod).get("app.kubernetes.io/component"));
    }

    // ---- Events -------------------------------------------------------------------------------------

    /**
     * The most recent Warning events about {@code kind/name}, newest last, as "Reason: message".
     */
    public static List<String> recentWarnings(List<Event> events, String kind, String name, int max) {
        List<String> warnings = events.stream()
                .filter(e -> "Warning".equals(e.getType()) && e.getInvolvedObject() != null
                        && kind.equals(e.getInvolvedObject().getKind()) && name.equals(e.getInvolvedObject().getName()))
                .sorted(Comparator.comparing(GpuReadiness::eventTime))
                .map(e -> e.getReason() + ": " + e.getMessage())
                .distinct()
                .toList();
        return warnings.subList(Math.max(0, warnings.size() - max), warnings.size());
    }

    static Instant eventTime(Event e) {
        for (String t : new String[] {e.getLastTimestamp(), e.getEventTime() == null ? null : e.getEventTime().getTime(),
                e.getFirstTimestamp(), e.getMetadata() == null ? null : e.getMetadata().getCreationTimestamp()}) {
            Instant parsed = parse(t);
            if (parsed != null) {
                return parsed;
            }
        }
        return Instant.EPOCH;
    }

    // ---- helpers ------------------------------------------------------------------------------------

    static Map<String, String> labels(io.fabric8.kubernetes.api.model.HasMetadata object) {
        Map<String, String> labels = object.getMetadata() == null ? null : object.getMetadata().getLabels();
        return labels == null ? Map.of() : labels;
    }

    /** The node a pod runs on, or is pinned to while waiting for the scheduler; "(unscheduled)" otherwise. */
    static String nodeOf(Pod pod) {
        if (pod.getSpec() != null && pod.getSpec().getNodeName() != null) {
            return pod.getSpec().getNodeName();
        }
        return pinnedNode(pod).orElse("(unscheduled)");
    }

    /**
     * The node a DaemonSet pod is pinned to before it is bound: the DaemonSet controller sets a required
     * node affinity {@code matchFields metadata.name In [node]} and no nodeName.
     */
    public static Optional<String> pinnedNode(Pod pod) {
        if (pod.getSpec() == null || pod.getSpec().getAffinity() == null || pod.getSpec().getAffinity().getNodeAffinity() == null) {
            return Optional.empty();
        }
        NodeSelector required = pod.getSpec().getAffinity().getNodeAffinity().getRequiredDuringSchedulingIgnoredDuringExecution();
        if (required == null || required.getNodeSelectorTerms() == null) {
            return Optional.empty();
        }
        return required.getNodeSelectorTerms().stream()
                .filter(t -> t.getMatchFields() != null)
                .flatMap(t -> t.getMatchFields().stream())
                .filter(r -> "metadata.name".equals(r.getKey()) && "In".equals(r.getOperator())
                        && r.getValues() != null && r.getValues().size() == 1)
                .map(r -> r.getValues().get(0))
                .findFirst();
    }

    private static boolean exitedZero(ContainerStatus s) {
        return s.getState() != null && s.getState().getTerminated() != null
                && Integer.valueOf(0).equals(s.getState().getTerminated().getExitCode());
    }

    static boolean conditionTrue(Pod pod, String type) {
        if (pod.getStatus() == null || pod.getStatus().getConditions() == null) {
            return false;
        }
        return pod.getStatus().getConditions().stream().anyMatch(c -> type.equals(c.getType()) && "True".equals(c.getStatus()));
    }

    private static String schedulingMessage(Pod pod) {
        if (pod.getStatus() == null || pod.getStatus().getConditions() == null) {
            return "";
        }
        for (PodCondition c : pod.getStatus().getConditions()) {
            if ("PodScheduled".equals(c.getType()) && "False".equals(c.getStatus())) {
                return " (" + join(c.getReason(), c.getMessage()) + ")";
            }
        }
        return "";
    }

    private static String lastTermination(ContainerStatus s) {
        ContainerStateTerminated t = s.getLastState() != null && s.getLastState().getTerminated() != null
                ? s.getLastState().getTerminated()
                : s.getState() != null ? s.getState().getTerminated() : null;
        if (t == null) {
            return "";
        }
        return "; last exit code " + t.getExitCode() + (t.getReason() == null ? "" : " (" + t.getReason() + ")")
                + suffix(t.getMessage());
    }

    private static String created(Pod pod) {
        return pod.getMetadata() == null ? null : pod.getMetadata().getCreationTimestamp();
    }

    private static String started(Pod pod) {
        return pod.getStatus() != null && pod.getStatus().getStartTime() != null ? pod.getStatus().getStartTime() : created(pod);
    }

    private static String suffix(String message) {
        return message == null || message.isBlank() ? "" : ": " + message.strip();
    }

    private static String join(String reason, String message) {
        if (reason == null || reason.isEmpty()) {
            return message == null || message.isEmpty() ? "no reason given" : message;
        }
        return message == null || message.isEmpty() ? reason : reason + ": " + message;
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString();
    }

    /** " for 6m" since {@code timestamp}, or "" when unknown. */
    static String since(String timestamp, Instant now) {
        Instant start = parse(timestamp);
        if (start == null || now == null || now.isBefore(start)) {
            return "";
        }
        return " for " + Elapsed.format(Duration.between(start, now));
    }

    private static Instant parse(String timestamp) {
        if (timestamp == null || timestamp.isEmpty()) {
            return null;
        }
        try {
            return Instant.parse(timestamp);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
