package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Composes the {@link GpuReadiness} predicates into pool and gate reports for one {@link ClusterSnapshot}.
 * Pure: the same snapshot and time give the same report.
 */
public final class GateEvaluation {
    private static final int EVENTS_PER_FAILURE = 3;

    private GateEvaluation() {
    }

    /** The gate: the ClusterPolicy and every pool. */
    public static GateReport evaluate(List<PoolExpectation> pools, ClusterSnapshot snapshot, Instant now,
            int restartThreshold) {
        Judged judged = Judged.of(pools, snapshot);
        return evaluateJudged(judged.pools(), judged.snapshot(), now, restartThreshold);
    }

    /**
     * The pools and the snapshot as the gate judges them with its evidence: as given when it may read Nodes;
     * without, the nodes the GPU operand pods run on, all attributed to the pools taken together (without Node
     * labels the gate cannot tell one pool's nodes from another's).
     */
    record Judged(List<PoolExpectation> pools, ClusterSnapshot snapshot) {
        static Judged of(List<PoolExpectation> pools, ClusterSnapshot snapshot) {
            if (snapshot.evidence().nodes() || pools.isEmpty()) {
                return new Judged(pools, snapshot);
            }
            PoolExpectation together = PodDerivedNodes.together(pools);
            return new Judged(List.of(together),
                    snapshot.withNodes(PodDerivedNodes.of(snapshot.pods(), together.nodeSelector())));
        }
    }

    private static GateReport evaluateJudged(List<PoolExpectation> pools, ClusterSnapshot snapshot, Instant now,
            int restartThreshold) {
        List<PoolReport> reports = pools.stream().map(p -> evaluatePool(p, snapshot, now, restartThreshold)).toList();
        boolean gpuNodesExpected = reports.stream().anyMatch(r -> r.nodes() > 0)
                || pools.stream().anyMatch(p -> p.expectedNodes() != null && p.expectedNodes() > 0);
        if (!snapshot.evidence().clusterPolicy()) {
            Verdict operands = withoutClusterPolicy(snapshot, restartThreshold);
            return new GateReport(overall(operands, reports), operands, reports, now);
        }
        Verdict policy = GpuReadiness.clusterPolicy(snapshot.clusterPolicy(), snapshot.clusterPolicyName(), gpuNodesExpected);
        if (policy.isReady()) {
            // A ready status may still be the old spec's: count it once the operand DaemonSets are the new spec's.
            policy = OperandRollout.observed(snapshot.clusterPolicy(), snapshot.clusterPolicyName(), snapshot.daemonSets());
        } else if (policy.severity() == Verdict.Severity.NOT_YET) {
            Verdict operator = OperandFailures.operator(snapshot.pods(), restartThreshold);
            policy = !operator.isReady() ? operator
                    : reports.stream().allMatch(GateEvaluation::usable) ? heldBack(policy, pools, snapshot) : policy;
        }
        return new GateReport(overall(policy, reports), policy, reports, now);
    }

    /**
     * The operator's state without its ClusterPolicy: the operator pod healthy and every operand DaemonSet's rollout
     * complete. Weaker than the policy's state: a changed ClusterPolicy the operator has not acted on yet does not
     * show, and the pools' checks carry the rest.
     */
    private static Verdict withoutClusterPolicy(ClusterSnapshot snapshot, int restartThreshold) {
        Verdict operator = OperandFailures.operator(snapshot.pods(), restartThreshold);
        return operator.isReady() ? OperandRollout.lagging(snapshot.daemonSets()) : operator;
    }

    private static boolean usable(PoolReport report) {
        return report.state() == PoolState.READY || report.state() == PoolState.ZERO_NODES;
    }

    /**
     * A ClusterPolicy that is not ready while every pool is, only for operand states that report rather than serve
     * GPUs (the operator counts dcgm-exporter and GFD among its states), or with a driver upgrade in flight (or
     * failed) on nodes that no pool selects (an NVIDIADriver's nodes, another team's pool): a warning naming those nodes, since the
     * operator reports the driver state of the whole cluster (NVIDIA/gpu-operator controllers/state_manager.go,
     * controllers/nvidiadriver_controller.go@v26.7.0). The verdict as it is when no such node exists.
     */
    private static Verdict heldBack(Verdict policy, List<PoolExpectation> pools, ClusterSnapshot snapshot) {
        if (policy.diagnosis() == GateDiagnosis.OPERANDS_NOT_READY
                && OperandFailures.onlyMonitoringStates(policy.params().get("states"))) {
            return Verdict.of(GateDiagnosis.CLUSTER_POLICY_HELD_BACK, "policy", snapshot.clusterPolicyName(),
                    "states", policy.params().get("states"));
        }
        List<String> upgrading = new ArrayList<>();
        for (Node node : snapshot.nodes()) {
            if (pools.stream().anyMatch(p -> p.selects(node.getMetadata().getLabels()))) {
                continue;
            }
            String state = GpuReadiness.labels(node).get(GpuReadiness.UPGRADE_STATE_LABEL);
            if (state != null && !state.isEmpty() && !"upgrade-done".equals(state)) {
                upgrading.add(node.getMetadata().getName() + " " + state);
            }
        }
        if (upgrading.isEmpty()) {
            return policy;
        }
        return Verdict.of(GateDiagnosis.CLUSTER_POLICY_HELD_BACK, "policy", snapshot.clusterPolicyName(),
                "nodes", String.join(", ", upgrading));
    }

    /** The gate verdict: failed, blocked or not yet for the first such reason; ready when everything is. */
    static Verdict overall(Verdict policy, List<PoolReport> reports) {
        Verdict worst = policy;
        for (PoolReport r : reports) {
            if (r.worst().severity().compareTo(worst.severity()) > 0) {
                worst = r.worst();
            }
        }
        // Warnings are reported with their pool (and the ClusterPolicy) and in the summary; they do not hold the gate.
        if (worst.passes() && reports.stream().allMatch(GateEvaluation::usable)) {
            return Verdict.ready();
        }
        if (worst.passes()) {
            // Every check passed but a pool is not ready: evaluatePool gives a pool short of nodes its
            // NODES_MISSING verdict as its worst, so a pool that is not ready always has a verdict that says why.
            return reports.stream().map(PoolReport::worst).filter(v -> !v.passes()).findFirst()
                    .orElseThrow(() -> new IllegalStateException("a pool is not ready without a verdict saying why"));
        }
        return worst;
    }

    /** One pool: its nodes' checks in order, the first failing one per node reported. */
    public static PoolReport evaluatePool(PoolExpectation pool, ClusterSnapshot snapshot, Instant now, int restartThreshold) {
        List<Node> nodes = snapshot.nodes().stream()
                .filter(n -> pool.selects(n.getMetadata().getLabels()))
                .sorted((a, b) -> a.getMetadata().getName().compareTo(b.getMetadata().getName()))
                .toList();
        List<String> reasons = new ArrayList<>();
        Verdict worst = Verdict.ready();
        boolean nodeFacts = snapshot.evidence().nodes();
        Integer expected = pool.expectedNodes();
        if (!nodeFacts && (expected == null || nodes.size() < expected)) {
            // A refused DaemonSet creates no pod, so the node it refuses never shows among the pods' nodes.
            Verdict denied = AdmissionDenials.anywhere(pool.name(), snapshot.daemonSets(), snapshot.events());
            if (!denied.isReady()) {
                reasons.add(denied.reason());
                worst = denied;
            }
        }
        int validated = 0;
        long allocatable = 0;
        TreeSet<String> driverVersions = new TreeSet<>();
        for (Node node : nodes) {
            List<Pod> pods = snapshot.podsOn(node.getMetadata().getName());
            Pod driver = pods.stream().filter(GpuReadiness::isDriverPod).findFirst().orElse(null);
            allocatable += nodeFacts ? GpuReadiness.allocatableCount(node, pool.resourceName()) : 0;
            GpuReadiness.observedDriverVersion(node, driver).ifPresent(driverVersions::add);
            Verdict verdict = evaluateNode(pool, node, pods, driver, snapshot, now, restartThreshold).inPool(pool.name());
            if (verdict.passes()) {
                validated++;
            }
            if (!verdict.isReady()) {
                reasons.add(verdict.reason());
                if (verdict.severity().compareTo(worst.severity()) > 0) {
                    worst = verdict;
                }
            }
        }
        if (expected != null && nodes.size() < expected) {
            Verdict missing = nodeFacts
                    ? Verdict.of(GateDiagnosis.NODES_MISSING, "pool", pool.name(), "nodes", nodes.size(), "expected", expected)
                    : Verdict.of(GateDiagnosis.NODES_MISSING, "pool", pool.name(), "withOperands", nodes.size(),
                            "expected", expected);
            reasons.add(0, missing.reason());
            if (worst.passes()) {
                worst = missing;
            }
        }
        if (!nodeFacts && nodes.isEmpty() && expected == null && worst.isReady()) {
            // Autoscaled and no GPU operand pod yet: scaled to zero only once the operator had the chance to start them.
            Optional<String> looking = PodDerivedNodes.stillLooking(snapshot.daemonSets());
            if (looking.isPresent()) {
                worst = Verdict.of(GateDiagnosis.NODES_MISSING, "pool", pool.name(), "looking", looking.get());
                reasons.add(0, worst.reason());
            }
        }
        PoolState state;
        if (worst.isFailed()) {
            state = PoolState.FAILED;
        } else if (nodes.isEmpty() && (expected == null || expected == 0) && worst.isReady()) {
            state = PoolState.ZERO_NODES;
        } else if (worst.passes() && validated == nodes.size() && (expected == null || nodes.size() >= expected)) {
            state = PoolState.READY;
        } else {
            state = PoolState.NOT_READY;
        }
        String observed = driverVersions.isEmpty() ? null : String.join(", ", driverVersions);
        return new PoolReport(pool.name(), expected, pool.resourceName(), nodes.size(), validated,
                nodeFacts ? allocatable : PoolReport.NOT_COUNTED, observed, state, reasons, worst);
    }

    /**
     * The first unmet check of one node, most severe first: OOM kills and crash loops fail at once (named by their
     * cause where the container's termination says it); then node Ready (or a runtime the toolkit broke), driver
     * upgrade, admission denials, deploy labels, a driver over the host's, unhealthy GPUs, image pulls, sandboxes
     * without the nvidia runtime handler, the validator (with a scheduling diagnosis when it has no pod), the
     * driver pod, allocatable GPUs, MIG, driver version. A monitoring-only operand's failure is a warning,
     * returned only when everything else passes.
     */
    static Verdict evaluateNode(PoolExpectation pool, Node node, List<Pod> pods, Pod driver, ClusterSnapshot snapshot,
            Instant now, int restartThreshold) {
        Verdict warning = Verdict.ready();
        for (Pod pod : pods) {
            Verdict failure = OperandFailures.oomKilled(pod);
            if (failure.isReady()) {
                failure = GpuReadiness.crashLoop(pod, restartThreshold);
            }
            if (failure.isReady()) {
                continue;
            }
            if (OperandFailures.isMonitoringOnly(pod)) {
                warning = warning.isReady() ? OperandFailures.asMonitoringWarning(failure, pod) : warning;
                continue;
            }
            Verdict explained = OperandFailures.explain(failure, pod, node);
            return withEvents(snapshot.evidence().nodes() ? withGpuCount(explained, node, pool) : explained, pod, snapshot);
        }
        Verdict unmet = firstUnmet(pool, node, pods, driver, snapshot, now);
        return unmet.isReady() ? warning : unmet;
    }

    private static Verdict firstUnmet(PoolExpectation pool, Node node, List<Pod> pods, Pod driver,
            ClusterSnapshot snapshot, Instant now) {
        return snapshot.evidence().nodes() ? firstUnmetOfNode(pool, node, pods, driver, snapshot, now)
                : firstUnmetOfPods(pool, node, pods, driver, snapshot, now);
    }

    /**
     * The checks the operand pods alone can make, for a node known only by name: what the pods' states say
     * (image pulls, containers that cannot start, sandboxes, the validator and its init containers, the driver pod
     * and its version). A passed validator means the device plugin advertised GPUs ({@code plugin-validation}),
     * not how many.
     */
    private static Verdict firstUnmetOfPods(PoolExpectation pool, Node node, List<Pod> pods, Pod driver,
            ClusterSnapshot snapshot, Instant now) {
        Verdict started = podsStarted(pods, snapshot);
        if (!started.isReady()) {
            return started;
        }
        Pod validatorPod = validatorPod(pods);
        Verdict validator = validatorVerdict(validatorPod, node, driver, now);
        return validator.isReady() ? GpuReadiness.driverVersion(node, driver, pool) : validator;
    }

    private static Verdict firstUnmetOfNode(PoolExpectation pool, Node node, List<Pod> pods, Pod driver,
            ClusterSnapshot snapshot, Instant now) {
        Verdict upgrade = GpuReadiness.driverUpgrade(node);
        if (upgrade.isFailed()) {
            return upgrade;
        }
        Verdict mig = GpuReadiness.migConfig(node, pool);
        if (mig.isFailed()) {
            return mig;
        }
        Verdict ready = GpuReadiness.nodeReady(node);
        if (!ready.isReady()) {
            Verdict runtime = OperandFailures.toolkitBrokeRuntime(node, pods);
            return runtime.isReady() ? ready : runtime;
        }
        if (!upgrade.isReady()) {
            return upgrade;
        }
        for (Verdict v : List.of(AdmissionDenials.on(node, pods, snapshot.daemonSets(), snapshot.events()),
                OperandScheduling.deployLabels(node, driver), OperandFailures.driverOverHostDriver(node, driver),
                GpuReadiness.gpuHealth(node, pool, pods))) {
            if (!v.isReady()) {
                return v;
            }
        }
        Verdict started = podsStarted(pods, snapshot);
        if (!started.isReady()) {
            return started;
        }
        Pod validatorPod = validatorPod(pods);
        if (validatorPod == null) {
            Verdict scheduling = OperandScheduling.diagnose(node, snapshot.daemonSets());
            if (!scheduling.isReady()) {
                return scheduling;
            }
            if (!"true".equals(GpuReadiness.labels(node).get(GpuReadiness.GPU_PRESENT_LABEL))) {
                Verdict nfdMaster = OperandScheduling.nfdMaster(node.getMetadata().getName(), snapshot.pods(),
                        snapshot.nodes());
                if (!nfdMaster.isReady()) {
                    return nfdMaster;
                }
                return Verdict.of(GateDiagnosis.GPU_NOT_DETECTED, GateDiagnosis.NODE, node.getMetadata().getName());
            }
        }
        Verdict validator = validatorVerdict(validatorPod, node, driver, now);
        if (!validator.isReady()) {
            return validator;
        }
        for (Verdict v : List.of(GpuReadiness.allocatable(node, pool), mig, GpuReadiness.driverVersion(node, driver, pool))) {
            if (!v.isReady()) {
                return v;
            }
        }
        return Verdict.ready();
    }

    /** Image pulls, containers that cannot start and sandboxes without the nvidia runtime handler, on one node. */
    private static Verdict podsStarted(List<Pod> pods, ClusterSnapshot snapshot) {
        for (Pod pod : pods) {
            Verdict pull = GpuReadiness.imagePull(pod);
            if (pull.isReady()) {
                pull = OperandFailures.cannotStart(pod);
            }
            if (!pull.isReady()) {
                return withEvents(pull, pod, snapshot);
            }
        }
        return OperandFailures.runtimeHandlerMissing(pods, snapshot.events());
    }

    private static Pod validatorPod(List<Pod> pods) {
        return pods.stream().filter(p -> GpuReadiness.VALIDATOR_APP.equals(GpuReadiness.app(p))).findFirst().orElse(null);
    }

    /** The validator's verdict, explained by a known cause or, while it waits on the driver, by the driver pod. */
    private static Verdict validatorVerdict(Pod validatorPod, Node node, Pod driver, Instant now) {
        Verdict validator = GpuReadiness.validator(validatorPod, node.getMetadata().getName(), now);
        if (validator.isReady()) {
            return validator;
        }
        if (validatorPod != null) {
            // An exited validation step may carry a known cause (CUDA error 802 without Fabric Manager).
            Verdict explained = OperandFailures.explain(validator, validatorPod, node);
            if (explained != validator) {
                return explained;
            }
        }
        Verdict driverState = GpuReadiness.driverPod(driver, now);
        // While the validator waits on the driver, the driver pod says more ("building ... for 6m").
        return driverState.isReady() ? validator : driverState;
    }

    /**
     * Recent Warning events of the operator pods on the pools' nodes that are not validated, as
     * "pod P (node N): Reason: message": what a timeout message adds so nobody has to run kubectl.
     */
    public static List<String> warningsOnUnvalidatedNodes(List<PoolExpectation> givenPools, ClusterSnapshot given,
            Instant now, int restartThreshold) {
        Judged judged = Judged.of(givenPools, given);
        List<PoolExpectation> pools = judged.pools();
        ClusterSnapshot snapshot = judged.snapshot();
        List<String> lines = new ArrayList<>();
        for (PoolExpectation pool : pools) {
            for (Node node : snapshot.nodes()) {
                if (!pool.selects(node.getMetadata().getLabels())) {
                    continue;
                }
                List<Pod> pods = snapshot.podsOn(node.getMetadata().getName());
                Pod driver = pods.stream().filter(GpuReadiness::isDriverPod).findFirst().orElse(null);
                if (evaluateNode(pool, node, pods, driver, snapshot, now, restartThreshold).passes()) {
                    continue;
                }
                for (Pod pod : pods) {
                    String name = pod.getMetadata().getName();
                    GpuReadiness.recentWarnings(snapshot.events(), "Pod", name, EVENTS_PER_FAILURE).forEach(w ->
                            lines.add("pod " + name + " (node " + node.getMetadata().getName() + "): " + w));
                }
            }
        }
        return lines;
    }

    /**
     * A crash-looping {@code plugin-validation} means the device plugin advertised no GPUs; when the node's
     * allocatable count is indeed 0, the verdict says so in those words ("no GPUs found"), which is what a
     * person needs: the flavor promised GPUs the node does not see.
     */
    private static Verdict withGpuCount(Verdict crash, Node node, PoolExpectation pool) {
        Verdict.ContainerRef source = crash.logSource();
        if (source == null || !GpuReadiness.PLUGIN_VALIDATION.equals(source.container())
                || GpuReadiness.allocatableCount(node, pool.resourceName()) > 0) {
            return crash;
        }
        return crash.with("resource", pool.resourceName());
    }

    private static Verdict withEvents(Verdict verdict, Pod pod, ClusterSnapshot snapshot) {
        List<String> warnings = GpuReadiness.recentWarnings(snapshot.events(), "Pod", pod.getMetadata().getName(), EVENTS_PER_FAILURE);
        if (warnings.isEmpty()) {
            return verdict;
        }
        return verdict.withNote("events: " + String.join(" | ", warnings));
    }
}
