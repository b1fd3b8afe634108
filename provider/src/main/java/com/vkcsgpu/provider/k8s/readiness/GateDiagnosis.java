package com.vkcsgpu.provider.k8s.readiness;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The kinds of diagnosis the readiness gate reports, each recognised by the wording of its reason (the
 * text of a {@link Verdict}, or a pool's headline for a pool at zero). The gate's messages stay plain
 * sentences; this enum names their kinds so that each one has an entry in {@code docs/troubleshooting.md}
 * (section "GPU readiness", anchor {@link #anchor()}), which a test enforces.
 *
 * <p>A new reason in {@link GpuReadiness}, {@link GateEvaluation}, {@link OperandScheduling}, {@link OperandRollout} or
 * {@link GateEvaluator} needs a kind here (or must match an existing one) and its troubleshooting entry.
 */
public enum GateDiagnosis {
    /** The ClusterPolicy (or its CRD) does not exist yet. */
    CLUSTER_POLICY_MISSING("ClusterPolicy not found", "^ClusterPolicy \\S+ not found"),
    /** Another ClusterPolicy is the active one. */
    CLUSTER_POLICY_IGNORED("ClusterPolicy ignored", "^ClusterPolicy \\S+ is ignored"),
    /** {@code NoGPUNodes} / {@code NFDLabelsMissing} while GPU nodes are expected. */
    NO_GPU_NODES_LABELLED("No GPU nodes labelled", "^ClusterPolicy \\S+: (NoGPUNodes|NFDLabelsMissing) "),
    /** {@code OperandNotReady}: operand states not ready. */
    OPERANDS_NOT_READY("Operands not ready", "^ClusterPolicy \\S+: operands not ready: "),
    /** {@code ReconcileFailed}. */
    CLUSTER_POLICY_RECONCILE_FAILED("ClusterPolicy reconcile failed", "^ClusterPolicy \\S+: reconcile failed: "),
    /** Any other ClusterPolicy state that is not ready (no status yet, {@code notReady}, Ready=False). */
    CLUSTER_POLICY_NOT_READY("ClusterPolicy not ready", "^ClusterPolicy \\S+ (has no status yet|is \\S+)"),
    /** The ClusterPolicy changed and the operand DaemonSets do not run its spec yet (its status is the old spec's). */
    CLUSTER_POLICY_NOT_ROLLED_OUT("ClusterPolicy change not rolled out",
            "^ClusterPolicy \\S+ changed and the operator has not rolled it out: "),
    /** An operand container in CrashLoopBackOff or past the restart threshold. */
    OPERAND_CRASH_LOOP("Crash-looping operand",
            Wording.NODE + ".+ (CrashLoopBackOff|restarting repeatedly) \\((init )?container \\S+ of pod "),
    /** The upgrade controller marked the node {@code upgrade-failed}. */
    DRIVER_UPGRADE_FAILED("Driver upgrade failed", Wording.NODE + "driver upgrade failed "),
    /** The node is between {@code upgrade-required} and {@code upgrade-done}. */
    DRIVER_UPGRADE_IN_PROGRESS("Driver upgrade in progress", Wording.NODE + "driver upgrade in progress "),
    /** The MIG manager reported {@code nvidia.com/mig.config.state=failed}. */
    MIG_CONFIG_FAILED("MIG configuration failed", Wording.NODE + "mig-manager failed to apply MIG profile "),
    /** The node does not carry the pool's MIG profile label (yet). */
    MIG_LABEL_MISMATCH("MIG profile label missing", Wording.NODE + "MIG profile label \\S+ is "),
    /** The MIG manager has not finished applying the profile. */
    MIG_CONFIG_PENDING("MIG configuration in progress", Wording.NODE + "mig-manager applying MIG profile "),
    /** The node itself is not Ready. */
    NODE_NOT_READY("Node not Ready", Wording.NODE + "(kubelet has not reported Ready yet|not Ready \\()"),
    /** An operand image cannot be pulled. */
    IMAGE_PULL_FAILED("Operand image cannot be pulled",
            Wording.NODE + ".+ (ImagePullBackOff|ErrImagePull|InvalidImageName) \\(image "),
    /** A taint of the node keeps operand DaemonSets off it. */
    UNTOLERATED_TAINT("Untolerated taint", Wording.NODE + "taint .+ is not tolerated by DaemonSet "),
    /** Node Feature Discovery's master is Pending unschedulable, so no node gets NFD labels. */
    NFD_MASTER_NOT_SCHEDULED("NFD master cannot run", Wording.NODE + "nfd-master cannot run: "),
    /** NFD has not found an NVIDIA GPU on the node. */
    GPU_NOT_DETECTED("Node without a detected GPU", Wording.NODE + "not labelled nvidia\\.com/gpu\\.present=true yet"),
    /** No validator pod on the node, or it is not scheduled. */
    VALIDATOR_NOT_SCHEDULED("Validator not scheduled",
            Wording.NODE + "(no nvidia-operator-validator pod yet|nvidia-operator-validator pod \\S+ Pending)"),
    /** The driver pod is not ready: compiling or loading the kernel module, or not running yet. */
    DRIVER_NOT_READY("Driver not ready (compiling)", Wording.NODE + "(driver compiling for |driver not ready: (?!validator init container))"),
    /** The validator's driver-validation step has not passed. */
    DRIVER_VALIDATION("Driver validation not done",
            Wording.NODE + "driver not ready: validator init container driver-validation "),
    /** The validator's toolkit-validation step has not passed. */
    TOOLKIT_VALIDATION("Toolkit validation not done", Wording.NODE + "container toolkit not ready: validator init container "),
    /** The validator's cuda-validation step (the vectorAdd pod) has not passed. */
    CUDA_VALIDATION("CUDA validation not done", Wording.NODE + "CUDA validation workload not finished: "),
    /** The validator's plugin-validation step has not seen the GPUs advertised. */
    PLUGIN_VALIDATION("Device plugin validation not done", Wording.NODE + "device plugin has not advertised the GPUs: "),
    /** The validator pod runs but is not Ready for another reason, or an unknown step is pending. */
    VALIDATOR_NOT_READY("Validator not Ready",
            Wording.NODE + "(validation step \\S+ not done|nvidia-operator-validator pod \\S+ is \\S+ but not Ready)"),
    /** The node advertises fewer GPU resources than expected. */
    GPUS_NOT_ALLOCATABLE("GPUs not allocatable", Wording.NODE + "allocatable \\S+ is \\d+, expected \\d+"),
    /** The node runs another driver version than the pool expects. */
    DRIVER_VERSION_MISMATCH("Driver version differs", Wording.NODE + "driver \\S+ is running, expected "),
    /** Fewer nodes carry the pool's labels than expected. */
    NODES_MISSING("Pool nodes missing", "^pool \\S+: \\d+/\\d+ nodes registered"),
    /** A pool with no nodes and none expected: reported, not waited for. */
    POOL_AT_ZERO("Pool at zero nodes", "^\\S+: 0 nodes \\(scaled to zero\\)"),
    /** The gate could not list the cluster's objects yet. */
    CLUSTER_NOT_LISTED("Cluster not readable", "^waiting for the first list of ");

    /** Shared wording, in a holder class because enum constants cannot use the enum's own static fields. */
    private static final class Wording {
        /** A node reason's prefix: "node X: " from the predicates, "node X of pool P: " once the gate adds the pool. */
        static final String NODE = "^node \\S+(?: of pool \\S+)?: ";
    }

    private final String title;
    private final Pattern pattern;

    GateDiagnosis(String title, String regex) {
        this.title = title;
        this.pattern = Pattern.compile(regex);
    }

    /** A short title, the heading of its troubleshooting entry. */
    public String title() {
        return title;
    }

    /** The HTML anchor of its troubleshooting entry, e.g. {@code gate-operand-crash-loop}. */
    public String anchor() {
        return "gate-" + name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether {@code reason} (one reason of a gate report, or a pool headline) is of this kind. */
    public boolean matches(String reason) {
        return reason != null && pattern.matcher(reason).find();
    }

    /** The kind of {@code reason}: the first kind, in declaration order, whose wording it has. */
    public static Optional<GateDiagnosis> classify(String reason) {
        return Arrays.stream(values()).filter(d -> d.matches(reason)).findFirst();
    }
}
