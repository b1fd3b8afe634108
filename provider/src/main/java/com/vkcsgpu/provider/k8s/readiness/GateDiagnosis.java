package com.vkcsgpu.provider.k8s.readiness;

import static com.vkcsgpu.provider.k8s.readiness.Verdict.Severity.BLOCKED;
import static com.vkcsgpu.provider.k8s.readiness.Verdict.Severity.FAILED;
import static com.vkcsgpu.provider.k8s.readiness.Verdict.Severity.NOT_YET;
import static com.vkcsgpu.provider.k8s.readiness.Verdict.Severity.READY;
import static com.vkcsgpu.provider.k8s.readiness.Verdict.Severity.WARNING;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kinds of diagnosis the readiness gate reports. Each kind owns its wording: one or more message
 * templates with {@code {name}} placeholders, filled from the parameters a {@link Verdict} carries, and the
 * severity its verdicts have. Code decides by the kind ({@link Verdict#diagnosis()}), never by the text;
 * each kind has an entry in {@code docs/troubleshooting.md} (section "GPU readiness", anchor
 * {@link #anchor()}, heading {@link #title()}), which a test enforces.
 *
 * <p>A kind with several templates words different situations of one cause; a verdict's parameter names
 * pick the template whose placeholders they are. Per-node kinds ({@link #perNode()}) start with "node N: ",
 * or "node N of pool P: " once the gate knows the pool.
 */
public enum GateDiagnosis {
    /** The ClusterPolicy (or its CRD) does not exist yet. */
    CLUSTER_POLICY_MISSING("ClusterPolicy not found", NOT_YET, false,
            "ClusterPolicy {policy} not found (the GPU Operator has not created it yet)"),
    /** Another ClusterPolicy is the active one. */
    CLUSTER_POLICY_IGNORED("ClusterPolicy ignored", BLOCKED, false,
            "ClusterPolicy {policy} is ignored: an older ClusterPolicy is the active one; delete the extra one"),
    /** {@code NoGPUNodes} / {@code NFDLabelsMissing} while GPU nodes are expected. */
    NO_GPU_NODES_LABELLED("No GPU nodes labelled", NOT_YET, false,
            "ClusterPolicy {policy}: {condition} (Node Feature Discovery has not labelled any GPU node yet)"),
    /** {@code OperandNotReady}: operand states not ready. */
    OPERANDS_NOT_READY("Operands not ready", NOT_YET, false, "ClusterPolicy {policy}: operands not ready: {states}"),
    /** {@code ReconcileFailed}. */
    CLUSTER_POLICY_RECONCILE_FAILED("ClusterPolicy reconcile failed", NOT_YET, false,
            "ClusterPolicy {policy}: reconcile failed: {message}"),
    /** Any other ClusterPolicy state that is not ready (no status yet, {@code notReady}, Ready=False). */
    CLUSTER_POLICY_NOT_READY("ClusterPolicy not ready", NOT_YET, false,
            "ClusterPolicy {policy} has no status yet",
            "ClusterPolicy {policy} is {state}{message}"),
    /** The ClusterPolicy changed and the operand DaemonSets do not run its spec yet (its status is the old spec's). */
    CLUSTER_POLICY_NOT_ROLLED_OUT("ClusterPolicy change not rolled out", NOT_YET, false,
            "ClusterPolicy {policy} changed and the operator has not rolled it out: {behind}",
            // a gate that may not read the ClusterPolicy sees the DaemonSets' rollouts only
            "operand DaemonSets not rolled out: {behind}"),
    /** An operand container in CrashLoopBackOff or past the restart threshold. */
    OPERAND_CRASH_LOOP("Crash-looping operand", FAILED, true,
            "{component} {looping} ({container} of pod {pod}, {restarts} restarts){lastTermination}",
            // with {resource}: a crash-looping plugin-validation on a node with 0 of them (GateEvaluation.withGpuCount)
            "{component} {looping} ({container} of pod {pod}, {restarts} restarts){lastTermination}; no GPUs found"
                    + " on the node: allocatable {resource} is 0 (the device plugin registered none; check that the"
                    + " node's flavor really has GPUs and that the driver sees them)"),
    /**
     * The ClusterPolicy fails to reconcile because a {@code GPUCluster} resource exists: from v26.7 the operator
     * serves one of the two (NVIDIA/gpu-operator controllers/clusterpolicy_controller.go@v26.7.0).
     */
    GPU_CLUSTER_CONFLICT("GPUCluster beside the ClusterPolicy", FAILED, false,
            "ClusterPolicy {policy}: the operator will not reconcile it beside a GPUCluster resource ({message});"
                    + " a cluster runs one of the two: delete the GPUCluster (kubectl get gpuclusters) or stop"
                    + " installing the ClusterPolicy"),
    /**
     * The pools are ready; the ClusterPolicy is not, because of driver upgrades on nodes outside the pools, or
     * because only monitoring operands (dcgm-exporter, GFD) are not ready.
     */
    CLUSTER_POLICY_HELD_BACK("ClusterPolicy held back while the pools are ready", WARNING, false,
            "ClusterPolicy {policy} is not ready only because of a driver upgrade on nodes outside the pools"
                    + " ({nodes}); the pools' GPUs are usable",
            "ClusterPolicy {policy} is not ready only because of operands that report, not serve GPUs ({states});"
                    + " the pools' GPUs are usable"),
    /** An admission webhook or policy refuses an operand DaemonSet's pods: it creates none. */
    ADMISSION_DENIED("Operand pods denied by admission", FAILED, true,
            "DaemonSet {daemonSet} ({component}) creates no pod (DESIRED {desired}, CURRENT {current}): admission"
                    + " webhook \"{webhook}\" denied it by constraint {constraint}: {message}",
            "DaemonSet {daemonSet} ({component}) creates no pod (DESIRED {desired}, CURRENT {current}): {message}"),
    /** A node label {@code nvidia.com/gpu.deploy.<operand>} keeps a required operand off the node. */
    DEPLOY_LABEL_STUCK("Operand deploy label stuck", BLOCKED, true,
            "{component} cannot run: node label {label}={value} ({cause}); set it back: {command}"),
    /** The node went NotReady with its runtime down after the container toolkit configured it. */
    TOOLKIT_BROKE_RUNTIME("Container toolkit broke the runtime", FAILED, true,
            "container runtime down after the container toolkit configured it: the node is not Ready ({condition})"
                    + " and toolkit pod {pod} {toolkitState}; the toolkit's runtime configuration is at fault, not"
                    + " the node group"),
    /** Operand pods cannot get a sandbox: the runtime has no {@code nvidia} handler. */
    RUNTIME_HANDLER_MISSING("No nvidia runtime handler", BLOCKED, true,
            "{component} pod {pod} cannot start: {message}; the container toolkit has not configured the"
                    + " runtime's nvidia handler ({toolkit})"),
    /** A container of a GPU Operator pod was OOM-killed: at its memory limit it will be killed again. */
    OPERAND_OOM_KILLED("Operand OOM-killed", FAILED, true,
            "{component} OOM-killed ({container} of pod {pod}, memory limit {limit}, {restarts} restarts); raise"
                    + " the limit with the GpuOperator input {setting}"),
    /** A monitoring-only operand (dcgm-exporter, DCGM, GFD) fails while the GPUs are usable. */
    MONITORING_OPERAND_FAILING("Monitoring operand failing", WARNING, true,
            "{component} failing ({container} of pod {pod}: {cause}); the GPUs are usable, only what it reports is"
                    + " missing"),
    /** The device plugin marked GPUs unhealthy: allocatable below capacity. */
    GPUS_UNHEALTHY("GPUs marked unhealthy", FAILED, true,
            "{unhealthy} of {capacity} GPUs unhealthy (capacity {resource} {capacity}, allocatable {allocatable}):"
                    + " the device plugin marks a GPU unhealthy on a critical Xid (79: fallen off the bus, 48, 94);"
                    + " see its health log: {logCommand}"),
    /** CUDA error 802: on an NVSwitch system Fabric Manager has not initialized the fabric. */
    FABRIC_MANAGER_NOT_READY("NVSwitch fabric not initialized", FAILED, true,
            "CUDA error 802 \"system not yet initialized\" in {container} of pod {pod}: on an NVSwitch system"
                    + " (8-GPU flavors such as H200 x8) NVIDIA Fabric Manager has not initialized the fabric"),
    /** The operator's driver container meets a driver already installed on the host. */
    DRIVER_ALREADY_ON_HOST("Driver already on the host", FAILED, true,
            "the operator installs a driver over the host's: {evidence} (pod {pod}); let the host's driver serve"
                    + " this pool instead of installing one"),
    /** The nouveau module holds the GPU, so the NVIDIA module cannot load. */
    NOUVEAU_LOADED("nouveau driver loaded", FAILED, true,
            "driver cannot load nvidia.ko because the nouveau module is loaded ({container} of pod {pod}: {message})"),
    /** Secure Boot refuses the locally built, unsigned NVIDIA module. */
    SECURE_BOOT_REJECTS_DRIVER("Secure Boot rejects the driver", FAILED, true,
            "Secure Boot rejects the driver module the operator built ({container} of pod {pod}: {message})"),
    /** The GPU Operator's own pod crash-loops or was OOM-killed: nothing reconciles the ClusterPolicy. */
    OPERATOR_UNHEALTHY("GPU Operator pod failing", FAILED, false,
            "GPU Operator pod {pod} is failing: {cause}; nothing reconciles the ClusterPolicy while it does"),
    /** The runtime cannot create or start an operand container (CDI injection, CRI-O hooks, a bad mount). */
    CONTAINER_CREATE_FAILED("Operand container cannot start", BLOCKED, true,
            "{component} cannot start: {container} of pod {pod} is {reason}: {message}"),
    /** The upgrade controller marked the node {@code upgrade-failed}. */
    DRIVER_UPGRADE_FAILED("Driver upgrade failed", FAILED, true,
            "driver upgrade failed (" + GpuReadiness.UPGRADE_STATE_LABEL + "=upgrade-failed): the upgrade controller"
                    + " could not delete the node's GPU pods (under the chart defaults it refuses pods no controller"
                    + " manages and pods with emptyDir volumes: driver.upgradePolicy.podDeletion.force and"
                    + " deleteEmptyDir are false) or the new driver did not validate; see events with reason"
                    + " GPUDriverUpgrade, fix the cause, then relabel the node upgrade-required to retry"),
    /** The node is between {@code upgrade-required} and {@code upgrade-done}. */
    DRIVER_UPGRADE_IN_PROGRESS("Driver upgrade in progress", NOT_YET, true, "driver upgrade in progress ({state})"),
    /** The MIG manager reported {@code nvidia.com/mig.config.state=failed}. */
    MIG_CONFIG_FAILED("MIG configuration failed", FAILED, true,
            "mig-manager failed to apply MIG profile '{profile}' (" + GpuReadiness.MIG_STATE_LABEL
                    + "=failed); check the nvidia-mig-manager pod log"),
    /** The node does not carry the pool's MIG profile label (yet). */
    MIG_LABEL_MISMATCH("MIG profile label missing", NOT_YET, true,
            "MIG profile label " + GpuReadiness.MIG_CONFIG_LABEL + " is absent, expected '{profile}'",
            "MIG profile label " + GpuReadiness.MIG_CONFIG_LABEL + " is '{label}', expected '{profile}'"),
    /** The MIG manager has not finished applying the profile. */
    MIG_CONFIG_PENDING("MIG configuration in progress", NOT_YET, true,
            "mig-manager applying MIG profile '{profile}' ({state})"),
    /** The node itself is not Ready. */
    NODE_NOT_READY("Node not Ready", NOT_YET, true,
            "kubelet has not reported Ready yet",
            "not Ready ({condition})"),
    /** An operand image cannot be pulled. */
    IMAGE_PULL_FAILED("Operand image cannot be pulled", BLOCKED, true,
            "{component} {pullError} (image {image}){message}"),
    /** A taint of the node keeps operand DaemonSets off it. */
    UNTOLERATED_TAINT("Untolerated taint", BLOCKED, true,
            "{taints}, so GPU Operator pods cannot run there; add a toleration for the taint to the GpuOperator"
                    + " (it derives operand tolerations from the pools' taints), or to the chart values"
                    + " daemonsets.tolerations and node-feature-discovery.worker.tolerations"),
    /** Node Feature Discovery's master is Pending unschedulable, so no node gets NFD labels. */
    NFD_MASTER_NOT_SCHEDULED("NFD master cannot run", BLOCKED, true,
            "nfd-master cannot run: {cause} (pod {pod} Pending), so Node Feature Discovery labels no node; add a"
                    + " toleration for the taint to the GpuOperator's pools[].taints (it derives the NFD master's"
                    + " tolerations from them), or to the chart values node-feature-discovery.master.tolerations"),
    /** NFD has not found an NVIDIA GPU on the node. */
    GPU_NOT_DETECTED("Node without a detected GPU", NOT_YET, true,
            "not labelled " + GpuReadiness.GPU_PRESENT_LABEL
                    + "=true yet (Node Feature Discovery has not reported the GPU)"),
    /** No validator pod on the node, or it is not scheduled. */
    VALIDATOR_NOT_SCHEDULED("Validator not scheduled", NOT_YET, true,
            "no " + GpuReadiness.VALIDATOR_APP + " pod yet",
            GpuReadiness.VALIDATOR_APP + " pod {pod} Pending{scheduling}{for}"),
    /** The driver pod is not ready: compiling or loading the kernel module, or not running yet. */
    DRIVER_NOT_READY("Driver not ready (compiling)", NOT_YET, true,
            "driver compiling{for} (pod {pod} is building or loading the kernel module; a compiled driver takes up"
                    + " to about 20m)",
            "driver not ready: pod {pod} {phase}{for}"),
    /** The validator's driver-validation step has not passed. */
    DRIVER_VALIDATION("Driver validation not done", NOT_YET, true, InitStep.templates("driver not ready")),
    /** The validator's toolkit-validation step has not passed. */
    TOOLKIT_VALIDATION("Toolkit validation not done", NOT_YET, true, InitStep.templates("container toolkit not ready")),
    /** The validator's cuda-validation step (the vectorAdd pod) has not passed. */
    CUDA_VALIDATION("CUDA validation not done", NOT_YET, true,
            InitStep.templates("CUDA validation workload not finished")),
    /** The validator's plugin-validation step has not seen the GPUs advertised. */
    PLUGIN_VALIDATION("Device plugin validation not done", NOT_YET, true,
            InitStep.templates("device plugin has not advertised the GPUs")),
    /** The validator pod runs but is not Ready for another reason, or an unknown step is pending. */
    VALIDATOR_NOT_READY("Validator not Ready", NOT_YET, true, InitStep.withPodNotReady(
            InitStep.templates("validation step {step} not done"))),
    /** The node advertises fewer GPU resources than expected. */
    GPUS_NOT_ALLOCATABLE("GPUs not allocatable", NOT_YET, true,
            "allocatable {resource} is {count}, expected {expected} (device-plugin has not advertised them yet)"),
    /** The node runs another driver version than the pool expects. */
    DRIVER_VERSION_MISMATCH("Driver version differs", NOT_YET, true,
            "driver {observed} is running, expected {expected} (waiting for the driver upgrade)"),
    /** Fewer nodes carry the pool's labels than expected. */
    NODES_MISSING("Pool nodes missing", NOT_YET, false, "pool {pool}: {nodes}/{expected} nodes registered",
            // a gate that may not read Nodes counts the nodes GPU operand pods run on
            "pool {pool}: GPU Operator pods run on {withOperands} of {expected} nodes",
            // an autoscaled pool of such a gate, before the operator could have started its pods
            "pool {pool}: no GPU Operator pods yet ({looking})"),
    /** A pool with no nodes and none expected: reported in the pool's headline, not waited for. */
    POOL_AT_ZERO("Pool at zero nodes", READY, false, "{pool}: 0 nodes (scaled to zero)"),
    /** The gate could not list the cluster's objects yet. */
    CLUSTER_NOT_LISTED("Cluster not readable", NOT_YET, false, "waiting for the first list of {what}");

    /** The parameter naming the node of a per-node kind. */
    public static final String NODE = "node";
    /** The parameter naming the pool of a per-node kind, once known. */
    public static final String POOL = "pool";
    /**
     * Parameters whose value changes while the state stays the same (how long, how often, the kubelet's
     * alternating ErrImagePull/ImagePullBackOff): left out of {@link Verdict#persistenceKey()}.
     */
    public static final Set<String> TRANSIENT_PARAMETERS = Set.of("for", "restarts", "pullError", "lastTermination",
            "looping", "waiting");

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z]+)}");

    /** The three wordings of a validator init container that has not passed. */
    private static final class InitStep {
        static String[] templates(String meaning) {
            String step = meaning + ": validator init container {step} ";
            return new String[] {step + "exited {exitCode}{message}", step + "running{for}",
                    step + "waiting{waiting}{for}"};
        }

        static String[] withPodNotReady(String[] templates) {
            List<String> all = new ArrayList<>(List.of(templates));
            all.add(GpuReadiness.VALIDATOR_APP + " pod {pod} is {phase} but not Ready{for}");
            return all.toArray(String[]::new);
        }
    }

    private final String title;
    private final Verdict.Severity severity;
    private final boolean perNode;
    private final List<String> templates;

    GateDiagnosis(String title, Verdict.Severity severity, boolean perNode, String... templates) {
        this.title = title;
        this.severity = severity;
        this.perNode = perNode;
        this.templates = List.of(templates);
    }

    /** A short title, the heading of its troubleshooting entry. */
    public String title() {
        return title;
    }

    /** The HTML anchor of its troubleshooting entry, e.g. {@code gate-operand-crash-loop}. */
    public String anchor() {
        return "gate-" + name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** How far a verdict of this kind is from ready. */
    public Verdict.Severity severity() {
        return severity;
    }

    /** Whether the message is about one node and starts with "node N: " (or "node N of pool P: "). */
    public boolean perNode() {
        return perNode;
    }

    /** The wordings, with {@code {name}} placeholders; per-node kinds without their "node N: " start. */
    public List<String> templates() {
        return templates;
    }

    /**
     * The message for {@code params}: the template whose placeholders are exactly the parameters (besides
     * {@link #NODE} and {@link #POOL} of a per-node kind), filled in.
     *
     * @throws IllegalArgumentException when no template has those placeholders: a programming error
     */
    public String message(Map<String, String> params) {
        Set<String> names = new LinkedHashSet<>(params.keySet());
        StringBuilder text = new StringBuilder();
        if (perNode) {
            if (params.get(NODE) == null && params.get(POOL) == null) {
                throw new IllegalArgumentException(this + " names its node: give the parameter " + NODE
                        + " (or " + POOL + " when the node is not known)");
            }
            names.remove(NODE);
            names.remove(POOL);
            if (params.get(NODE) == null) {
                text.append("pool ").append(params.get(POOL)); // a gate that may not read Nodes may not know which
            } else {
                text.append("node ").append(params.get(NODE));
                if (params.get(POOL) != null) {
                    text.append(" of pool ").append(params.get(POOL));
                }
            }
            text.append(": ");
        }
        String template = templates.stream().filter(t -> placeholders(t).equals(names)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(this + " has no wording with parameters " + names));
        Matcher m = PLACEHOLDER.matcher(template);
        while (m.find()) {
            m.appendReplacement(text, Matcher.quoteReplacement(params.get(m.group(1))));
        }
        m.appendTail(text);
        return text.toString();
    }

    /** The placeholder names of {@code template}, in order. */
    public static Set<String> placeholders(String template) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = PLACEHOLDER.matcher(template);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
