package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Why GPU Operator pods do not land on a node: taints the operand DaemonSets do not tolerate. This is the
 * failure mode where every operand DaemonSet shows DESIRED 0 while the ClusterPolicy reports ready
 * (NVIDIA/cloud-native-docs gpu-operator/troubleshooting.rst, "No GPU Driver or Operand Pods Running").
 */
public final class OperandScheduling {
    /** The DaemonSet controller adds tolerations for these node-condition taints to every DaemonSet pod. */
    private static final String NODE_CONDITION_TAINTS = "node.kubernetes.io/";
    /** Operand DaemonSets select these labels, which the operator adds only after NFD found the GPU. */
    static final String DEPLOY_LABELS = "nvidia.com/gpu.deploy.";

    private OperandScheduling() {
    }

    /**
     * Blocked when a NoSchedule/NoExecute taint of {@code node} is not tolerated by a DaemonSet of the
     * operator namespace that otherwise targets the node (its nodeSelector matches, ignoring the
     * {@code nvidia.com/gpu.deploy.*} labels the operator adds later); ready otherwise.
     */
    public static Verdict diagnose(Node node, List<DaemonSet> daemonSets) {
        List<Taint> taints = node.getSpec() == null || node.getSpec().getTaints() == null ? List.of() : node.getSpec().getTaints();
        Map<String, List<String>> blockedBy = new LinkedHashMap<>();
        for (Taint taint : taints) {
            if (!repels(taint)) {
                continue;
            }
            for (DaemonSet ds : daemonSets) {
                if (targets(ds, node) && !tolerated(taint, tolerations(ds))) {
                    blockedBy.computeIfAbsent(describe(taint), k -> new ArrayList<>()).add(ds.getMetadata().getName()
                            + " (DESIRED " + desired(ds) + ")");
                }
            }
        }
        if (blockedBy.isEmpty()) {
            return Verdict.ready();
        }
        List<String> parts = new ArrayList<>();
        blockedBy.forEach((taint, sets) -> parts.add("taint " + taint + " is not tolerated by DaemonSet "
                + String.join(", ", sets)));
        return Verdict.of(GateDiagnosis.UNTOLERATED_TAINT, GateDiagnosis.NODE, node.getMetadata().getName(),
                "taints", String.join("; ", parts));
    }

    /** The operands without which the GPUs are not usable, by their deploy label's suffix. */
    private static final List<String> REQUIRED_OPERANDS = List.of("container-toolkit", "device-plugin",
            "operator-validator");
    private static final String PAUSED = "paused-for-driver-upgrade";

    /**
     * Blocked when a deploy label keeps a required operand off the node: {@code nvidia.com/gpu.deploy.operands=false}
     * (every operand off), {@code <operand>=false}, or {@code <operand>=paused-for-driver-upgrade} left behind
     * after the driver manager finished (no upgrade in flight, the driver pod Ready or none): k8s-driver-manager
     * pauses the operands while it (re)installs the driver and should restore them (NVIDIA/gpu-operator
     * release-notes.rst 26.3.2, a stale paused label; #316, #470). The operand DaemonSets select
     * {@code <operand>=true}, so such a node gets no pod and nothing else says why.
     */
    public static Verdict deployLabels(Node node, Pod driver) {
        Map<String, String> labels = GpuReadiness.labels(node);
        String name = node.getMetadata().getName();
        String operands = DEPLOY_LABELS + "operands";
        if ("false".equals(labels.get(operands))) {
            return stuck(name, "every operand", operands, "false", "the GPU Operator's operands are turned off on this node");
        }
        String upgrade = labels.get(GpuReadiness.UPGRADE_STATE_LABEL);
        boolean upgrading = upgrade != null && !upgrade.isEmpty() && !"upgrade-done".equals(upgrade);
        boolean driverSettled = driver == null || GpuReadiness.conditionTrue(driver, "Ready");
        for (String operand : REQUIRED_OPERANDS) {
            String label = DEPLOY_LABELS + operand;
            String value = labels.get(label);
            if ("false".equals(value)) {
                return stuck(name, operand, label, value, "the operand is turned off on this node");
            }
            if (PAUSED.equals(value) && !upgrading && driverSettled) {
                return stuck(name, operand, label, value, "no driver install or upgrade runs on the node; the driver"
                        + " manager paused the operand and did not restore it");
            }
        }
        return Verdict.ready();
    }

    private static Verdict stuck(String node, String component, String label, String value, String cause) {
        return Verdict.of(GateDiagnosis.DEPLOY_LABEL_STUCK, GateDiagnosis.NODE, node, "component", component,
                "label", label, "value", value, "cause", cause,
                "command", "kubectl label node " + node + " " + label + "=true --overwrite");
    }

    /**
     * Blocked when Node Feature Discovery's master cannot be scheduled: no master pod (labels
     * {@code app.kubernetes.io/name=node-feature-discovery}, {@code role=master}, as the NFD subchart's
     * templates/master.yaml sets) is Ready and one is Pending as {@code Unschedulable}. Only the master writes
     * the node labels its workers report, so without it no node is ever labelled
     * {@code nvidia.com/gpu.present}. The subchart's master tolerates only control-plane nodes, which a cluster
     * whose workers are all tainted GPU nodes does not show. The reason names the taints the master does not
     * tolerate on any node, else the scheduler's message. Ready (nothing to say) otherwise.
     */
    public static Verdict nfdMaster(String node, List<Pod> pods, List<Node> nodes) {
        List<Pod> masters = pods.stream().filter(OperandScheduling::isNfdMaster)
                .filter(p -> p.getMetadata().getDeletionTimestamp() == null).toList();
        if (masters.stream().anyMatch(p -> GpuReadiness.conditionTrue(p, "Ready"))) {
            return Verdict.ready();
        }
        Optional<Pod> pending = masters.stream().filter(p -> unschedulable(p).isPresent()).findFirst();
        if (pending.isEmpty()) {
            return Verdict.ready();
        }
        Pod master = pending.get();
        List<Toleration> tolerations = master.getSpec() == null || master.getSpec().getTolerations() == null
                ? List.of() : master.getSpec().getTolerations();
        Set<String> taints = new LinkedHashSet<>();
        for (Node n : nodes) {
            untolerated(n, tolerations).forEach(t -> taints.add(describe(t)));
        }
        String cause = taints.isEmpty() ? unschedulable(master).orElse("unschedulable")
                : "untolerated taint " + String.join(", ", taints);
        return Verdict.of(GateDiagnosis.NFD_MASTER_NOT_SCHEDULED, GateDiagnosis.NODE, node, "cause", cause,
                "pod", master.getMetadata().getName());
    }

    private static boolean isNfdMaster(Pod pod) {
        Map<String, String> labels = pod.getMetadata() == null ? null : pod.getMetadata().getLabels();
        return labels != null && "node-feature-discovery".equals(labels.get("app.kubernetes.io/name"))
                && "master".equals(labels.get("role"));
    }

    /** The scheduler's message when the pod is {@code PodScheduled=False} with reason {@code Unschedulable}. */
    private static Optional<String> unschedulable(Pod pod) {
        if (pod.getStatus() == null || pod.getStatus().getConditions() == null) {
            return Optional.empty();
        }
        return pod.getStatus().getConditions().stream()
                .filter(c -> "PodScheduled".equals(c.getType()) && "False".equals(c.getStatus())
                        && "Unschedulable".equals(c.getReason()))
                .map(PodCondition::getMessage).map(m -> m == null ? "unschedulable" : m).findFirst();
    }

    /** The taints of {@code node} that none of {@code tolerations} tolerates (NoSchedule and NoExecute only). */
    public static List<Taint> untolerated(Node node, List<Toleration> tolerations) {
        List<Taint> taints = node.getSpec() == null || node.getSpec().getTaints() == null ? List.of() : node.getSpec().getTaints();
        return taints.stream().filter(OperandScheduling::repels).filter(t -> !tolerated(t, tolerations)).toList();
    }

    /** Kubernetes toleration matching: key (empty with Exists matches all), operator, value and effect. */
    public static boolean tolerates(Toleration toleration, Taint taint) {
        String effect = toleration.getEffect();
        if (effect != null && !effect.isEmpty() && !effect.equals(taint.getEffect())) {
            return false;
        }
        String key = toleration.getKey();
        boolean exists = "Exists".equals(toleration.getOperator());
        if (key == null || key.isEmpty()) {
            return exists;
        }
        if (!key.equals(taint.getKey())) {
            return false;
        }
        if (exists) {
            return true;
        }
        return nullToEmpty(toleration.getValue()).equals(nullToEmpty(taint.getValue()));
    }

    private static boolean tolerated(Taint taint, List<Toleration> tolerations) {
        return tolerations.stream().anyMatch(t -> tolerates(t, taint));
    }

    private static boolean repels(Taint taint) {
        return ("NoSchedule".equals(taint.getEffect()) || "NoExecute".equals(taint.getEffect()))
                && (taint.getKey() == null || !taint.getKey().startsWith(NODE_CONDITION_TAINTS));
    }

    static boolean targets(DaemonSet ds, Node node) {
        Map<String, String> selector = ds.getSpec() == null || ds.getSpec().getTemplate() == null
                || ds.getSpec().getTemplate().getSpec() == null ? null : ds.getSpec().getTemplate().getSpec().getNodeSelector();
        if (selector == null) {
            return true;
        }
        Map<String, String> labels = GpuReadiness.labels(node);
        return selector.entrySet().stream()
                .filter(e -> !e.getKey().startsWith(DEPLOY_LABELS))
                .allMatch(e -> e.getValue().equals(labels.get(e.getKey())));
    }

    private static List<Toleration> tolerations(DaemonSet ds) {
        if (ds.getSpec() == null || ds.getSpec().getTemplate() == null || ds.getSpec().getTemplate().getSpec() == null
                || ds.getSpec().getTemplate().getSpec().getTolerations() == null) {
            return List.of();
        }
        return ds.getSpec().getTemplate().getSpec().getTolerations();
    }

    private static int desired(DaemonSet ds) {
        return ds.getStatus() == null || ds.getStatus().getDesiredNumberScheduled() == null ? 0
                : ds.getStatus().getDesiredNumberScheduled();
    }

    /** "key=value:Effect", as kubectl prints taints. */
    public static String describe(Taint taint) {
        String value = taint.getValue() == null || taint.getValue().isEmpty() ? "" : "=" + taint.getValue();
        return taint.getKey() + value + ":" + taint.getEffect();
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
