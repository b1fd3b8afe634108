package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What the gate looks at, at one moment: the ClusterPolicy, every node, and the pods, DaemonSets and
 * events of the operator namespace, with what of it the gate may read ({@link GateEvidence}). The live pods are indexed by node once, so a verdict over N nodes reads
 * each pod once instead of once per node.
 */
public final class ClusterSnapshot {
    private final String clusterPolicyName;
    private final GenericKubernetesResource clusterPolicy;
    private final List<Node> nodes;
    private final List<Pod> pods;
    private final List<DaemonSet> daemonSets;
    private final List<Event> events;
    private final Map<String, List<Pod>> livePodsByNode;
    private final GateEvidence evidence;

    /**
     * A snapshot of copies of the lists.
     *
     * @param clusterPolicyName name of the ClusterPolicy (for messages)
     * @param clusterPolicy     the ClusterPolicy, or null when it (or its CRD) does not exist
     * @param nodes             all nodes
     * @param pods              pods of the operator namespace
     * @param daemonSets        DaemonSets of the operator namespace
     * @param events            events of the operator namespace
     */
    public ClusterSnapshot(String clusterPolicyName, GenericKubernetesResource clusterPolicy, List<Node> nodes,
            List<Pod> pods, List<DaemonSet> daemonSets, List<Event> events) {
        this(clusterPolicyName, clusterPolicy, nodes, pods, daemonSets, events, GateEvidence.FULL);
    }

    /**
     * A snapshot read with {@code evidence}: without Nodes, {@code nodes} is empty (or derived from the pods), without
     * the ClusterPolicy, {@code clusterPolicy} is null and means "not read", not "missing".
     */
    public ClusterSnapshot(String clusterPolicyName, GenericKubernetesResource clusterPolicy, List<Node> nodes,
            List<Pod> pods, List<DaemonSet> daemonSets, List<Event> events, GateEvidence evidence) {
        this.evidence = Objects.requireNonNull(evidence, "evidence");
        this.clusterPolicyName = Objects.requireNonNull(clusterPolicyName, "clusterPolicyName");
        this.clusterPolicy = clusterPolicy;
        this.nodes = List.copyOf(nodes);
        this.pods = List.copyOf(pods);
        this.daemonSets = List.copyOf(daemonSets);
        this.events = List.copyOf(events);
        this.livePodsByNode = livePodsByNode(this.pods);
    }

    /** Name of the ClusterPolicy (for messages). */
    public String clusterPolicyName() {
        return clusterPolicyName;
    }

    /** The ClusterPolicy, or null when it (or its CRD) does not exist. */
    public GenericKubernetesResource clusterPolicy() {
        return clusterPolicy;
    }

    /** What of the cluster the gate may read. */
    public GateEvidence evidence() {
        return evidence;
    }

    /** This snapshot with {@code derived} as its nodes (the nodes the pods run on, when Nodes are not readable). */
    ClusterSnapshot withNodes(List<Node> derived) {
        return new ClusterSnapshot(clusterPolicyName, clusterPolicy, derived, pods, daemonSets, events, evidence);
    }

    /** All nodes. */
    public List<Node> nodes() {
        return nodes;
    }

    /** Pods of the operator namespace. */
    public List<Pod> pods() {
        return pods;
    }

    /** DaemonSets of the operator namespace. */
    public List<DaemonSet> daemonSets() {
        return daemonSets;
    }

    /** Events of the operator namespace. */
    public List<Event> events() {
        return events;
    }

    /**
     * The live pods of {@code nodeName}: bound to it ({@code spec.nodeName}), or DaemonSet pods still waiting
     * for the scheduler, which pins them to their node with a required node affinity on
     * {@code metadata.name} and sets no nodeName until they are bound. Terminating pods
     * ({@code metadata.deletionTimestamp} set) are left out: during a rollout the old validator or driver
     * pod can still report Ready for its grace period, which says nothing about the new revision.
     */
    public List<Pod> podsOn(String nodeName) {
        return livePodsByNode.getOrDefault(nodeName, List.of());
    }

    private static Map<String, List<Pod>> livePodsByNode(List<Pod> pods) {
        Map<String, List<Pod>> byNode = new HashMap<>();
        for (Pod pod : pods) {
            if (pod.getSpec() == null || pod.getMetadata() != null && pod.getMetadata().getDeletionTimestamp() != null) {
                continue;
            }
            String node = pod.getSpec().getNodeName() != null ? pod.getSpec().getNodeName()
                    : GpuReadiness.pinnedNode(pod).orElse(null);
            if (node != null) {
                byNode.computeIfAbsent(node, n -> new ArrayList<>()).add(pod);
            }
        }
        byNode.replaceAll((node, list) -> List.copyOf(list));
        return byNode;
    }
}
