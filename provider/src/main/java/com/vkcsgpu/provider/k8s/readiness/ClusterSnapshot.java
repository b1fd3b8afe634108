package com.vkcsgpu.provider.k8s.readiness;

import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import java.util.List;
import java.util.Objects;

/**
 * What the gate looks at, at one moment: the ClusterPolicy, every node, and the pods, DaemonSets and
 * events of the operator namespace.
 *
 * @param clusterPolicyName name of the ClusterPolicy (for messages)
 * @param clusterPolicy     the ClusterPolicy, or null when it (or its CRD) does not exist
 * @param nodes             all nodes
 * @param pods              pods of the operator namespace
 * @param daemonSets        DaemonSets of the operator namespace
 * @param events            events of the operator namespace
 */
public record ClusterSnapshot(String clusterPolicyName, GenericKubernetesResource clusterPolicy, List<Node> nodes,
        List<Pod> pods, List<DaemonSet> daemonSets, List<Event> events) {

    /** Copies the lists. */
    public ClusterSnapshot {
        Objects.requireNonNull(clusterPolicyName, "clusterPolicyName");
        nodes = List.copyOf(nodes);
        pods = List.copyOf(pods);
        daemonSets = List.copyOf(daemonSets);
        events = List.copyOf(events);
    }

    /**
     * The live pods of {@code nodeName}: bound to it ({@code spec.nodeName}), or DaemonSet pods still waiting
     * for the scheduler, which pins them to their node with a required node affinity on
     * {@code metadata.name} and sets no nodeName until they are bound. Terminating pods
     * ({@code metadata.deletionTimestamp} set) are left out: during a rollout the old validator or driver
     * pod can still report Ready for its grace period, which says nothing about the new revision.
     */
    public List<Pod> podsOn(String nodeName) {
        return pods.stream().filter(p -> p.getMetadata() == null || p.getMetadata().getDeletionTimestamp() == null)
                .filter(p -> p.getSpec() != null && (nodeName.equals(p.getSpec().getNodeName())
                || p.getSpec().getNodeName() == null && GpuReadiness.pinnedNode(p).filter(nodeName::equals).isPresent()))
                .toList();
    }
}
