package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.Events;
import com.vkcsgpu.emulator.kube.Json;
import com.vkcsgpu.emulator.kube.KubeStore;
import com.vkcsgpu.emulator.kube.KubeletSimulator;
import com.vkcsgpu.emulator.kube.Owners;
import com.vkcsgpu.emulator.kube.WriteScope;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * Plays the kubelet and the containers of the operand pods (which the real kubelet would run):
 * each pod walks its init containers, then its main container, in the order and with the
 * dependencies of the real start-up chain (NVIDIA/gpu-operator: the operand DaemonSets under assets/,
 * cmd/nvidia-validator/main.go): the toolkit's {@code driver-validation}
 * waits for the driver, the other operands' {@code toolkit-validation} for the toolkit, the
 * validator's {@code cuda-validation} creates the {@code nvidia-cuda-validator-<x>} pod and waits
 * for it to succeed, {@code plugin-validation} waits until the node advertises a GPU resource.
 * Every step takes at least its (scaled) duration. Pod status is written as the kubelet writes it:
 * finished init containers {@code terminated} with exit code 0, the current one {@code running},
 * later ones {@code waiting: PodInitializing}; injected faults become CrashLoopBackOff.
 */
final class OperandPods {
    static final String KUBELET = "kubelet";
    static final String CUDA_VALIDATOR_APP = "nvidia-cuda-validator";

    /** What a step waits for besides its own duration. */
    interface NodeFacts {
        /** The node's physical GPUs. */
        int gpus(String node);

        boolean driverReady(String node);

        boolean toolkitReady(String node);

        boolean gpuResourceAdvertised(String node);

        boolean podSucceeded(String namespace, String name);

        /** Whether the node's runtime has the {@code nvidia} handler the operands run with (false: CRI-O misconfigured). */
        boolean runtimeHasNvidiaHandler(String node);

        /** Whether the node's container runtime is CRI-O. */
        boolean runsCrio(String node);

        /** The operator release the ClusterPolicy's validator names, e.g. {@code v25.10.0}; null when unset. */
        String operatorVersion();
    }

    /**
     * A container that cannot start and waits, without restarts, with {@code reason} (e.g. {@code ErrImagePull}, which
     * turns into {@code backOffReason} once the first retry is due) and {@code message}; the kubelet records
     * {@code eventReason} with {@code eventMessage} once.
     */
    private record Blocked(String reason, String backOffReason, String message, String eventReason,
            String eventMessage) {}

    /**
     * One container's run; {@code failure}, when set, is how it terminates each time (a crash loop); {@code blocked},
     * when set, is how it waits without starting.
     */
    private record Step(String container, boolean init, Duration duration, Predicate<Progress> mayFinish,
            ContainerFailures.Termination failure, Blocked blocked) {
        Step(String container, boolean init, Duration duration, Predicate<Progress> mayFinish,
                ContainerFailures.Termination failure) {
            this(container, init, duration, mayFinish, failure, null);
        }

        boolean failing() {
            return failure != null;
        }

        Step failingAs(ContainerFailures.Termination termination) {
            return new Step(container, init, duration, mayFinish, termination, blocked);
        }
    }

    /** How far one pod got (keyed by uid; a recreated pod starts over). */
    private static final class Progress {
        final String node;
        int step;
        Instant stepStarted;
        String cudaPod;
        boolean backOffRecorded;
        boolean blockedRecorded;

        Progress(String node) {
            this.node = node;
        }
    }

    private final KubeStore store;
    private final GpuTimings timings;
    private final NodeFaults faults;
    private final RegistryImages registries;
    private final Map<String, Progress> progress = new ConcurrentHashMap<>();

    OperandPods(KubeStore store, GpuTimings timings, NodeFaults faults, RegistryImages registries) {
        this.store = store;
        this.timings = timings;
        this.faults = faults;
        this.registries = registries;
    }

    /** Whether {@code pod} runs the driver, for the ClusterPolicy or for an NVIDIADriver resource. */
    static boolean isDriverPod(JsonObject pod) {
        return "nvidia-driver".equals(Json.labels(pod).get("app.kubernetes.io/component"));
    }

    /** Whether the simulation (not the default kubelet) runs this pod. */
    static boolean isSimulated(JsonObject pod) {
        Map<String, String> labels = Json.labels(pod);
        return CUDA_VALIDATOR_APP.equals(labels.get("app")) || ("gpu-operator".equals(labels.get("app.kubernetes.io/part-of"))
                && Operand.byApp(labels.get("app")) != null) || isDriverPod(pod);
    }

    /** Advances every simulated pod; returns when the next step is due (null: nothing pending). */
    Instant advance(List<JsonObject> pods, NodeFacts facts, Instant now) {
        Instant nextDue = null;
        java.util.Set<String> alive = new java.util.HashSet<>();
        for (JsonObject pod : pods) {
            String node = com.vkcsgpu.emulator.kube.FieldSelector.valueAt(pod, "spec.nodeName");
            if (node.isEmpty() || Json.metadata(pod).has("deletionTimestamp")
                    || Owners.phase(pod).equals("Succeeded")) {
                alive.add(Owners.uid(pod));
                continue;
            }
            alive.add(Owners.uid(pod));
            Progress p = progress.computeIfAbsent(Owners.uid(pod), uid -> new Progress(node));
            List<Step> steps = steps(pod, facts, p);
            Instant due = walk(pod, steps, p, now);
            if (due != null && (nextDue == null || due.isBefore(nextDue))) {
                nextDue = due;
            }
            render(pod, steps, p, now);
        }
        progress.keySet().retainAll(alive);
        return nextDue;
    }

    private Instant walk(JsonObject pod, List<Step> steps, Progress p, Instant now) {
        while (p.step < steps.size()) {
            Step step = steps.get(p.step);
            if (p.stepStarted == null) {
                p.stepStarted = now;
                onStart(pod, step, p);
            }
            Instant minimum = p.stepStarted.plus(step.duration());
            if (step.blocked() != null) {
                return now.isBefore(p.stepStarted.plus(timings.crashLoopRestart()))
                        ? p.stepStarted.plus(timings.crashLoopRestart()) : null;
            }
            if (step.failing()) {
                return now.plus(timings.crashLoopRestart());
            }
            if (now.isBefore(minimum)) {
                return minimum;
            }
            if (!step.mayFinish().test(p)) {
                return null;
            }
            p.step++;
            p.stepStarted = null;
        }
        return null;
    }

    private void onStart(JsonObject pod, Step step, Progress p) {
        if (step.container().equals("cuda-validation") && step.init()
                && Operand.VALIDATOR.app.equals(Json.labels(pod).get("app"))) {
            p.cudaPod = createCudaValidatorPod(pod, p.node);
        }
    }

    /** The pod the validator's cuda-validation creates (cmd/nvidia-validator: pinned by nodeName, app=nvidia-cuda-validator). */
    private String createCudaValidatorPod(JsonObject validator, String node) {
        JsonObject pod = new JsonObject();
        JsonObject metadata = Json.metadata(pod);
        String name = CUDA_VALIDATOR_APP + "-" + Owners.randomSuffix();
        metadata.addProperty("name", name);
        metadata.addProperty("namespace", Json.namespace(validator));
        Json.child(metadata, "labels").addProperty("app", CUDA_VALIDATOR_APP);
        Owners.setController(pod, validator);
        JsonObject spec = Json.child(pod, "spec");
        spec.addProperty("nodeName", node);
        spec.addProperty("restartPolicy", "OnFailure");
        String image = ((JsonObject) Json.child(validator, "spec").getAsJsonArray("containers").get(0)).get("image")
                .getAsString();
        JsonArray init = new JsonArray();
        init.add(container("cuda-validation", image));
        spec.add("initContainers", init);
        JsonArray containers = new JsonArray();
        containers.add(container("nvidia-cuda-validator", image));
        spec.add("containers", containers);
        JsonArray tolerations = Json.child(validator, "spec").getAsJsonArray("tolerations");
        spec.add("tolerations", tolerations == null ? new JsonArray() : tolerations.deepCopy());
        store.create(BuiltinTypes.POD, Json.namespace(validator), pod, WriteScope.ALL, "nvidia-validator");
        return name;
    }

    private static JsonObject container(String name, String image) {
        JsonObject container = new JsonObject();
        container.addProperty("name", name);
        container.addProperty("image", image);
        return container;
    }

    private List<Step> steps(JsonObject pod, NodeFacts facts, Progress p) {
        String app = isDriverPod(pod) ? "nvidia-driver" : Json.labels(pod).get("app");
        List<Step> steps = new ArrayList<>();
        for (Step step : plannedSteps(pod, facts, p)) {
            steps.add(ContainerFailures.on(faults, p.node, app, step.container()).map(step::failingAs).orElse(step));
        }
        return steps;
    }

    private List<Step> plannedSteps(JsonObject pod, NodeFacts facts, Progress p) {
        String app = Json.labels(pod).get("app");
        String node = p.node;
        GpuFault fault = faults.on(node, GpuFault.Kind.DRIVER_CRASH_LOOP).orElse(null);
        boolean missingGpus = faults.has(node, GpuFault.Kind.MISSING_GPUS);
        List<Step> steps = new ArrayList<>();
        Duration shortStep = timings.shortStep();
        Predicate<Progress> always = x -> true;
        if (CUDA_VALIDATOR_APP.equals(app)) {
            steps.add(new Step("cuda-validation", true, timings.cudaWorkload(), always, null));
            steps.add(new Step("nvidia-cuda-validator", false, shortStep, always, null));
            return steps;
        }
        Operand operand = isDriverPod(pod) ? Operand.DRIVER : Operand.byApp(app);
        Predicate<Progress> driver = x -> facts.driverReady(node);
        Predicate<Progress> toolkit = x -> facts.toolkitReady(node);
        switch (operand) {
            case DRIVER -> {
                GpuFault slow = faults.on(node, GpuFault.Kind.SLOW_DRIVER_COMPILE).orElse(null);
                Duration compile = slow == null ? timings.driverCompile() : GpuTimings.scale(slow.compileTime(),
                        timings.driverCompile().toNanos() / (double) GpuTimings.realistic().driverCompile().toNanos());
                steps.add(new Step("k8s-driver-manager", true, shortStep, always, null));
                steps.add(new Step("nvidia-driver-ctr", false, compile, always, fault != null ? ContainerFailures.Termination.ERROR
                        : outOfMemory(pod, Operand.DRIVER, facts.gpus(node)), absentImage(pod)));
            }
            case TOOLKIT -> {
                steps.add(new Step("driver-validation", true, shortStep, driver, null, crioKnownIssue(node, facts)));
                steps.add(new Step("nvidia-container-toolkit-ctr", false, timings.toolkitSetup(), always, null));
            }
            case VALIDATOR -> {
                steps.add(new Step("driver-validation", true, shortStep, driver, null));
                steps.add(new Step("toolkit-validation", true, shortStep, toolkit, null, noNvidiaHandler(node, facts)));
                steps.add(new Step("cuda-validation", true, shortStep,
                        x -> x.cudaPod != null && facts.podSucceeded(Json.namespace(pod), x.cudaPod), null));
                steps.add(new Step("plugin-validation", true, missingGpus ? timings.pluginValidationLimit() : shortStep,
                        x -> facts.gpuResourceAdvertised(node), missingGpus ? ContainerFailures.Termination.ERROR : null));
                steps.add(new Step("nvidia-operator-validator", false, shortStep, always, null));
            }
            case DEVICE_PLUGIN -> {
                steps.add(new Step("toolkit-validation", true, shortStep, toolkit, null, noNvidiaHandler(node, facts)));
                steps.add(new Step("nvidia-device-plugin", false, timings.pluginRegistration(), always, null));
            }
            default -> {
                steps.add(new Step("toolkit-validation", true, shortStep, toolkit, null, noNvidiaHandler(node, facts)));
                steps.add(new Step(operand.mainContainer, false, shortStep, always,
                        outOfMemory(pod, operand, facts.gpus(node))));
            }
        }
        return steps;
    }

    /**
     * A driver image the registry does not have (NVIDIA publishes no driver container for the node's OS; the user's
     * registry lacks that tag): the kubelet's pull fails with the registry's "manifest unknown", then backs off.
     */
    private Blocked absentImage(JsonObject pod) {
        String image = Json.child(pod, "spec").getAsJsonArray("containers").get(0).getAsJsonObject().get("image")
                .getAsString();
        if (NodeImages.driverImageExists(image, registries)) {
            return null;
        }
        String message = NodeImages.manifestUnknown(image);
        return new Blocked("ErrImagePull", "ImagePullBackOff", message, "Failed",
                "Failed to pull image \"" + image + "\": " + message);
    }

    /**
     * On a CRI-O node whose toolkit configured another runtime, CRI-O has no {@code nvidia} handler: the operands'
     * containers, run with it, cannot be created.
     */
    private static Blocked noNvidiaHandler(String node, NodeFacts facts) {
        return facts.runtimeHasNvidiaHandler(node) ? null : new Blocked("RunContainerError", "RunContainerError",
                NodeImages.NO_NVIDIA_HANDLER, "FailedCreatePodSandBox", "Failed to create pod sandbox: rpc error: "
                + "code = Unknown desc = " + NodeImages.NO_NVIDIA_HANDLER);
    }

    /**
     * GPU Operator v25.10.0's known issue on CRI-O: the toolkit pod's init container fails with
     * {@code RunContainerError} (NVIDIA cloud-native-docs gpu-operator/release-notes.rst, 25.10.0 known issues;
     * fixed in 25.10.1).
     */
    private static Blocked crioKnownIssue(String node, NodeFacts facts) {
        if (!"v25.10.0".equals(facts.operatorVersion()) || !facts.runsCrio(node)) {
            return null;
        }
        String message = "emulated: GPU Operator v25.10.0's known issue on CRI-O (toolkit Init:RunContainerError),"
                + " fixed in v25.10.1";
        return new Blocked("RunContainerError", "RunContainerError", message, "Failed", "Error: " + message);
    }

    /** An OOM kill when the operand's simulated memory use exceeds its main container's limit. */
    private static ContainerFailures.Termination outOfMemory(JsonObject pod, Operand operand, int gpus) {
        long use = OperandMemory.mebibytes(operand, gpus);
        String limit = Json.string(Json.childOrNull(Json.childOrNull(Json.child(pod, "spec").getAsJsonArray("containers")
                .get(0).getAsJsonObject(), "resources"), "limits"), "memory");
        boolean killed = limit != null && com.vkcsgpu.emulator.kube.Quantities.parse(limit)
                .compareTo(java.math.BigDecimal.valueOf(use << 20)) < 0;
        return killed ? ContainerFailures.Termination.OOM_KILLED : null;
    }

    private void render(JsonObject pod, List<Step> steps, Progress p, Instant now) {
        boolean cudaPod = CUDA_VALIDATOR_APP.equals(Json.labels(pod).get("app"));
        boolean finished = p.step >= steps.size();
        Step current = finished ? null : steps.get(p.step);
        boolean initsDone = current == null || !current.init();
        Instant started = p.stepStarted == null ? now : p.stepStarted;
        int restarts = 0;
        if (current != null && current.failing() && !current.failure().neverStarts()) {
            long elapsed = Duration.between(started, now).toNanos();
            long limit = current.duration().toNanos();
            restarts = elapsed < limit ? 0 : 1 + (int) ((elapsed - limit) / timings.crashLoopRestart().toNanos());
        }
        int crashRestarts = restarts;
        // A container's log is written before the kubelet reports how it ended: a reader that sees the crash loop
        // finds the crash's last words (logs and events depend only on the pod's name, spec and uid)
        logAndEvents(pod, current, p, crashRestarts);
        store.edit(BuiltinTypes.POD, Json.namespace(pod), Json.name(pod), KUBELET, live -> {
            JsonObject status = Json.child(live, "status");
            KubeletSimulator.finish(live, cudaPod && finished ? KubeletSimulator.PodFate.SUCCEED
                    : KubeletSimulator.PodFate.RUN);
            if (cudaPod && finished) {
                return live;
            }
            JsonArray initStatuses = status.getAsJsonArray("initContainerStatuses");
            JsonArray mainStatuses = status.getAsJsonArray("containerStatuses");
            boolean ready = finished;
            for (JsonElement element : initStatuses) {
                JsonObject container = element.getAsJsonObject();
                setState(container, steps, p, Json.string(container, "name"), true, crashRestarts, started, podRef(live), now);
            }
            for (JsonElement element : mainStatuses) {
                JsonObject container = element.getAsJsonObject();
                setState(container, steps, p, Json.string(container, "name"), false, crashRestarts, started, podRef(live), now);
            }
            boolean mainBlocked = current != null && !current.init() && current.blocked() != null;
            status.addProperty("phase", initsDone && !mainBlocked ? "Running" : "Pending");
            setCondition(live, "Initialized", initsDone, initsDone ? null : "ContainersNotInitialized",
                    "containers with incomplete status: [" + (current == null ? "" : current.container()) + "]");
            setCondition(live, "ContainersReady", ready, ready ? null : "ContainersNotReady",
                    "containers with unready status: [" + mainNames(live) + "]");
            setCondition(live, "Ready", ready, ready ? null : "ContainersNotReady",
                    "containers with unready status: [" + mainNames(live) + "]");
            return live;
        });
    }

    private void setState(JsonObject container, List<Step> steps, Progress p, String name, boolean init,
            int restarts, Instant started, String podRef, Instant now) {
        int index = indexOf(steps, name, init);
        JsonObject state = new JsonObject();
        container.addProperty("restartCount", 0);
        container.remove("lastState");
        if (index < 0 || index < p.step) {
            if (init) {
                JsonObject terminated = Json.child(state, "terminated");
                terminated.addProperty("exitCode", 0);
                terminated.addProperty("reason", "Completed");
                terminated.addProperty("startedAt", stamp(started));
                terminated.addProperty("finishedAt", stamp(started));
                container.addProperty("ready", true);
            } else {
                Json.child(state, "running").addProperty("startedAt", stamp(started));
                container.addProperty("ready", true);
                container.addProperty("started", true);
            }
        } else if (index == p.step && steps.get(index).blocked() != null) {
            Blocked blocked = steps.get(index).blocked();
            boolean retried = !now.isBefore(started.plus(timings.crashLoopRestart()));
            JsonObject waiting = Json.child(state, "waiting");
            waiting.addProperty("reason", retried ? blocked.backOffReason() : blocked.reason());
            waiting.addProperty("message", blocked.message());
            container.addProperty("ready", false);
            container.addProperty("started", false);
        } else if (index == p.step) {
            Step step = steps.get(index);
            if (step.failing() && step.failure().neverStarts()) {
                // The runtime cannot create the container: it waits, never ran, is never restarted.
                JsonObject waiting = Json.child(state, "waiting");
                waiting.addProperty("reason", step.failure().reason());
                waiting.addProperty("message", step.failure().message());
            } else if (step.failing() && restarts > 0) {
                JsonObject waiting = Json.child(state, "waiting");
                waiting.addProperty("reason", "CrashLoopBackOff");
                waiting.addProperty("message", "back-off " + backOffText(restarts) + " restarting failed container="
                        + name + " pod=" + podRef);
                JsonObject terminated = Json.child(Json.child(container, "lastState"), "terminated");
                terminated.addProperty("exitCode", step.failure().exitCode());
                terminated.addProperty("reason", step.failure().reason());
                if (step.failure().message() != null) {
                    terminated.addProperty("message", step.failure().message());
                }
                terminated.addProperty("startedAt", stamp(started));
                terminated.addProperty("finishedAt", stamp(started));
                container.addProperty("restartCount", restarts);
            } else {
                Json.child(state, "running").addProperty("startedAt", stamp(started));
            }
            container.addProperty("ready", false);
            container.addProperty("started", !step.failing() || restarts == 0 && !step.failure().neverStarts());
        } else {
            Json.child(state, "waiting").addProperty("reason", "PodInitializing");
            container.addProperty("ready", false);
            container.addProperty("started", false);
        }
        container.add("state", state);
    }

    /** Kubelet back-off doubles from 10 s up to 5 min (pkg/kubelet/kuberuntime MaxContainerBackOff). */
    private static String backOffText(int restarts) {
        long seconds = Math.min(300, 10L << Math.min(restarts - 1, 5));
        return seconds >= 60 ? (seconds / 60) + "m" + (seconds % 60) + "s" : seconds + "s";
    }

    private static int indexOf(List<Step> steps, String name, boolean init) {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).container().equals(name) && steps.get(i).init() == init) {
                return i;
            }
        }
        return -1;
    }

    private void logAndEvents(JsonObject pod, Step current, Progress p, int restarts) {
        String namespace = Json.namespace(pod);
        String name = Json.name(pod);
        if (current != null && current.failing() && current.failure().message() != null && !current.failure().neverStarts()) {
            // The container's last words are what it terminates with (an injected container failure).
            store.setPodLog(namespace, name, current.failure().message() + "\n");
        } else if (current != null && current.failure() == ContainerFailures.Termination.OOM_KILLED
                && current.container().equals("nvidia-driver-ctr")) {
            store.setPodLog(namespace, name, "Building the NVIDIA driver kernel modules...\n"); // killed mid-build
        } else if (current != null && current.failing() && current.container().equals("nvidia-driver-ctr")) {
            String version = OperandDaemonSets.driverVersionOf(Json.child(pod, "spec").getAsJsonArray("containers")
                    .get(0).getAsJsonObject().get("image").getAsString());
            // The driver container's build script stops here when the kernel headers for
            // `uname -r` cannot be found (NVIDIA/gpu-operator issues #85, #457).
            String nodeName = Json.string(Json.child(pod, "spec"), "nodeName");
            String kernel = NodeImages.kernelVersion(nodeName == null ? new JsonObject()
                    : store.get(BuiltinTypes.NODE, null, nodeName).orElseGet(JsonObject::new));
            store.setPodLog(namespace, name, """
                    DRIVER_ARCH is x86_64
                    Creating directory NVIDIA-Linux-x86_64-%s
                    ========== NVIDIA Software Installer ==========
                    Starting installation of NVIDIA driver version %s for Linux kernel version %s
                    Stopping NVIDIA persistence daemon...
                    Unloading NVIDIA driver kernel modules...
                    Unmounting NVIDIA driver rootfs...
                    Checking NVIDIA driver packages...
                    Updating the package cache...
                    Resolving Linux kernel version...
                    Could not resolve Linux kernel version
                    Stopping NVIDIA persistence daemon...
                    Unloading NVIDIA driver kernel modules...
                    Unmounting NVIDIA driver rootfs...
                    """.formatted(version, version, kernel));
        } else if (current != null && current.failing() && current.container().equals("plugin-validation")) {
            store.setPodLog(namespace, name, """
                    time="%s" level=info msg="GPU resources are not yet discovered by the node, retry: 30"
                    time="%s" level=info msg="Error: error validating plugin installation: GPU resources are not discovered by the node"
                    """.formatted(Instant.now(), Instant.now()));
        } else if (current == null && isDriverPod(pod)) {
            store.setPodLog(namespace, name, "Loading NVIDIA driver kernel modules...\n"
                    + "Done, now waiting for signal\n");
        } else if (current == null && Operand.VALIDATOR.app.equals(Json.labels(pod).get("app"))) {
            store.setPodLog(namespace, name, "all validations are successful\n");
        }
        if (current != null && current.blocked() != null && !p.blockedRecorded) {
            p.blockedRecorded = true;
            Events.record(store, pod, "Warning", current.blocked().eventReason(), current.blocked().eventMessage(),
                    KUBELET);
        }
        if (restarts > 0 && !p.backOffRecorded) {
            p.backOffRecorded = true;
            Events.record(store, pod, "Warning", "BackOff", "Back-off restarting failed container "
                    + current.container() + " in pod " + name + "_" + namespace + "(" + Owners.uid(pod) + ")", KUBELET);
        }
    }

    private static String podRef(JsonObject pod) {
        return Json.name(pod) + "_" + Json.namespace(pod) + "(" + Owners.uid(pod) + ")";
    }

    private static String mainNames(JsonObject pod) {
        List<String> names = new ArrayList<>();
        Json.child(pod, "spec").getAsJsonArray("containers")
                .forEach(c -> names.add(Json.string(c.getAsJsonObject(), "name")));
        return String.join(" ", names);
    }

    private static void setCondition(JsonObject pod, String type, boolean ok, String reason, String message) {
        for (JsonElement element : Json.child(pod, "status").getAsJsonArray("conditions")) {
            JsonObject condition = element.getAsJsonObject();
            if (type.equals(Json.string(condition, "type"))) {
                condition.addProperty("status", ok ? "True" : "False");
                if (ok) {
                    condition.remove("reason");
                    condition.remove("message");
                } else {
                    condition.addProperty("reason", reason);
                    condition.addProperty("message", message);
                }
            }
        }
    }

    static String stamp(Instant instant) {
        return instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
