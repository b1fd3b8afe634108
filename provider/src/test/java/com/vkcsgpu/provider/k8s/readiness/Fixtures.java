package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.EventBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Hand-built fabric8 objects shaped like the GPU Operator's, for predicate tables. */
final class Fixtures {
    static final String NS = "gpu-operator";
    static final Instant NOW = Instant.parse("2026-08-01T12:00:00Z");
    static final List<String> VALIDATIONS = List.of("driver-validation", "toolkit-validation", "cuda-validation",
            "plugin-validation");

    private Fixtures() {
    }

    static String ago(int minutes) {
        return NOW.minusSeconds(60L * minutes).toString();
    }

    /**
     * A Ready node of pool {@code pool} with NFD's gpu.present label and {@code gpus} allocatable GPUs. Its conditions
     * are in the kubelet's order, the pressure conditions before Ready (kubernetes/kubernetes v1.31.4
     * pkg/kubelet/kubelet_node_status.go defaultNodeStatusFuncs), so a reader of the first condition is caught.
     */
    static NodeBuilder node(String name, String pool, int gpus) {
        Map<String, String> labels = new HashMap<>();
        labels.put(PoolExpectation.POOL_LABEL, pool);
        labels.put(GpuReadiness.GPU_PRESENT_LABEL, "true");
        Map<String, Quantity> allocatable = new HashMap<>();
        allocatable.put("cpu", new Quantity("16"));
        if (gpus > 0) {
            allocatable.put("nvidia.com/gpu", new Quantity(Integer.toString(gpus)));
        }
        return new NodeBuilder().withNewMetadata().withName(name).withLabels(labels).endMetadata()
                .withNewSpec().endSpec()
                .withNewStatus().withAllocatable(allocatable)
                .addNewCondition().withType("MemoryPressure").withStatus("False").withReason("KubeletHasSufficientMemory")
                .endCondition()
                .addNewCondition().withType("DiskPressure").withStatus("False").withReason("KubeletHasNoDiskPressure")
                .endCondition()
                .addNewCondition().withType("PIDPressure").withStatus("False").withReason("KubeletHasSufficientPID")
                .endCondition()
                .addNewCondition().withType("Ready").withStatus("True").withReason("KubeletReady").endCondition()
                .endStatus();
    }

    static Node withLabel(Node node, String key, String value) {
        Map<String, String> labels = new HashMap<>(node.getMetadata().getLabels());
        labels.put(key, value);
        node.getMetadata().setLabels(labels);
        return node;
    }

    static Taint taint(String key, String value, String effect) {
        return new io.fabric8.kubernetes.api.model.TaintBuilder().withKey(key).withValue(value).withEffect(effect).build();
    }

    static Toleration toleration(String key, String operator, String value, String effect) {
        return new io.fabric8.kubernetes.api.model.TolerationBuilder().withKey(key).withOperator(operator).withValue(value)
                .withEffect(effect).build();
    }

    static ContainerStatus exited(String name, int code) {
        return new ContainerStatusBuilder().withName(name).withRestartCount(0).withNewState().withNewTerminated()
                .withExitCode(code).withReason(code == 0 ? "Completed" : "Error").endTerminated().endState().build();
    }

    static ContainerStatus running(String name, String since) {
        return new ContainerStatusBuilder().withName(name).withRestartCount(0).withReady(false).withNewState()
                .withNewRunning().withStartedAt(since).endRunning().endState().build();
    }

    static ContainerStatus waiting(String name, String reason) {
        return new ContainerStatusBuilder().withName(name).withRestartCount(0).withNewState().withNewWaiting()
                .withReason(reason).endWaiting().endState().build();
    }

    static ContainerStatus crashLooping(String name, int restarts, String lastMessage) {
        return new ContainerStatusBuilder().withName(name).withRestartCount(restarts).withImage("nvcr.io/nvidia/driver:580.126.20-ubuntu22.04")
                .withNewState().withNewWaiting().withReason("CrashLoopBackOff").withMessage("back-off 5m0s").endWaiting().endState()
                .withNewLastState().withNewTerminated().withExitCode(1).withReason("Error").withMessage(lastMessage)
                .endTerminated().endLastState().build();
    }

    /** A validator pod on {@code node} whose init containers have the given statuses (in order). */
    static Pod validator(String node, List<ContainerStatus> inits, boolean ready) {
        PodBuilder b = new PodBuilder().withMetadata(new ObjectMetaBuilder().withName("nvidia-operator-validator-" + node)
                .withNamespace(NS).withLabels(Map.of("app", GpuReadiness.VALIDATOR_APP)).withCreationTimestamp(ago(10)).build())
                .withNewSpec().withNodeName(node).endSpec();
        VALIDATIONS.forEach(v -> b.editSpec().addNewInitContainer().withName(v).endInitContainer().endSpec());
        b.editSpec().addNewContainer().withName("nvidia-operator-validator").endContainer().endSpec();
        boolean initialized = inits.size() == VALIDATIONS.size() && inits.stream().allMatch(s -> s.getState() != null
                && s.getState().getTerminated() != null && s.getState().getTerminated().getExitCode() == 0);
        // The conditions in the kubelet's order (kubernetes/kubernetes v1.31.4 pkg/kubelet/status/generate.go and
        // pkg/kubelet/kubelet_pods.go generateAPIPodStatus): Ready is neither first nor alone.
        return b.withNewStatus().withPhase(ready ? "Running" : "Pending").withInitContainerStatuses(inits)
                .addNewCondition().withType("PodReadyToStartContainers").withStatus("True").endCondition()
                .addNewCondition().withType("Initialized").withStatus(initialized ? "True" : "False").endCondition()
                .addNewCondition().withType("Ready").withStatus(ready ? "True" : "False").endCondition()
                .addNewCondition().withType("ContainersReady").withStatus(ready ? "True" : "False").endCondition()
                .addNewCondition().withType("PodScheduled").withStatus("True").endCondition()
                .endStatus().build();
    }

    static Pod readyValidator(String node) {
        return validator(node, VALIDATIONS.stream().map(v -> exited(v, 0)).toList(), true);
    }

    /** A driver pod on {@code node}, Running, ready or not. */
    static Pod driver(String node, String image, boolean ready, ContainerStatus... statuses) {
        return new PodBuilder().withMetadata(new ObjectMetaBuilder().withName("nvidia-driver-daemonset-" + node)
                .withNamespace(NS).withLabels(Map.of("app", GpuReadiness.DRIVER_APP)).withCreationTimestamp(ago(7)).build())
                .withNewSpec().withNodeName(node).addNewContainer().withName("nvidia-driver-ctr").withImage(image).endContainer()
                .endSpec()
                .withNewStatus().withPhase("Running").withStartTime(ago(6)).withContainerStatuses(statuses)
                .addNewCondition().withType("Ready").withStatus(ready ? "True" : "False").endCondition().endStatus()
                .build();
    }

    /**
     * NFD's master pod as the subchart labels it, with the subchart's default toleration (control-plane only),
     * left Pending by the scheduler with the scheduler's wording.
     */
    static Pod pendingNfdMaster() {
        return new PodBuilder().withMetadata(new ObjectMetaBuilder().withName("gpu-operator-node-feature-discovery-master-7c9-x2")
                .withNamespace(NS).withLabels(Map.of("app.kubernetes.io/name", "node-feature-discovery", "role", "master"))
                .withCreationTimestamp(ago(10)).build())
                .withNewSpec().addToTolerations(toleration("node-role.kubernetes.io/control-plane", "Equal", "", "NoSchedule"))
                .addNewContainer().withName("master").endContainer().endSpec()
                .withNewStatus().withPhase("Pending").addNewCondition().withType("PodScheduled").withStatus("False")
                .withReason("Unschedulable").withMessage("0/1 nodes are available: 1 node(s) had untolerated taint "
                        + "{nvidia.com/gpu: present}.").endCondition().endStatus().build();
    }

    /**
     * A ClusterPolicy with the conditions the operator writes: Ready=True with {@code reason} (and Error=False),
     * or, for any other {@code readyStatus}, Ready=False reason=Error and Error=True with {@code reason} and
     * {@code message}.
     */
    static GenericKubernetesResource clusterPolicy(String state, String readyStatus, String reason, String message) {
        GenericKubernetesResource policy = new GenericKubernetesResource();
        policy.setApiVersion("nvidia.com/v1");
        policy.setKind("ClusterPolicy");
        policy.setMetadata(new ObjectMetaBuilder().withName("cluster-policy").build());
        Map<String, Object> status = new LinkedHashMap<>();
        if (state != null) {
            status.put("state", state);
        }
        List<Map<String, Object>> conditions = new ArrayList<>();
        if ("True".equals(readyStatus)) {
            conditions.add(condition("Ready", "True", reason, message));
            conditions.add(condition("Error", "False", "Ready", ""));
        } else if (readyStatus != null) {
            // The operator's error shape (internal/conditions/clusterpolicy.go): the cause is on the Error condition.
            conditions.add(condition("Ready", "False", "Error", ""));
            conditions.add(condition("Error", "True", reason, message));
        }
        status.put("conditions", conditions);
        policy.setAdditionalProperty("status", status);
        return policy;
    }

    private static Map<String, Object> condition(String type, String status, String reason, String message) {
        Map<String, Object> condition = new LinkedHashMap<>();
        condition.put("type", type);
        condition.put("status", status);
        condition.put("reason", reason);
        condition.put("message", message);
        return condition;
    }

    static GenericKubernetesResource reconciled() {
        return clusterPolicy("ready", "True", "Reconciled", "");
    }

    static DaemonSet daemonSet(String name, Map<String, String> nodeSelector, int desired, Toleration... tolerations) {
        return new DaemonSetBuilder().withNewMetadata().withName(name).withNamespace(NS).endMetadata()
                .withNewSpec().withNewTemplate().withNewSpec().withNodeSelector(nodeSelector).withTolerations(tolerations)
                .endSpec().endTemplate().endSpec()
                .withNewStatus().withDesiredNumberScheduled(desired).withNumberReady(0).withCurrentNumberScheduled(desired)
                .withNumberMisscheduled(0).endStatus().build();
    }

    static Event warning(String pod, String reason, String message, String at) {
        return new EventBuilder().withNewMetadata().withName(pod + "." + reason + at.hashCode()).withNamespace(NS).endMetadata()
                .withType("Warning").withReason(reason).withMessage(message).withLastTimestamp(at)
                .withNewInvolvedObject().withKind("Pod").withName(pod).withNamespace(NS).endInvolvedObject().build();
    }

    static ClusterSnapshot snapshot(GenericKubernetesResource policy, List<Node> nodes, List<Pod> pods,
            List<DaemonSet> daemonSets, List<Event> events) {
        return new ClusterSnapshot("cluster-policy", policy, nodes, pods, daemonSets, events);
    }
}
