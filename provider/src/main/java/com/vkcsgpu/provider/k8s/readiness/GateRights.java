package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.k8s.access.KubeRight;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the readiness gate reads, as rights: the one list in code of what {@link GateEvaluator} asks the API for
 * (docs/kubernetes-rights.md shows the same, and a test holds them together). The gate writes nothing.
 *
 * <p>Three tiers: the namespaced reads it cannot judge without ({@link #required}, granted by {@code view}); the
 * cluster-scoped reads that sharpen its judgement ({@link #sharpening}: Nodes and the ClusterPolicy, which no stock
 * role below {@code cluster-admin} grants, so VK's documented {@code admin} lacks them); and reads that only add
 * detail to a failure message ({@link #optional}).
 */
public final class GateRights {
    /** What reading Nodes adds, for the gate's report when it may not. */
    static final String NODES_ADD = "node Ready, allocatable and unhealthy GPU counts, taints, NFD and deploy labels, "
            + "driver upgrade and MIG state, and which pool a node belongs to";
    /** What reading the ClusterPolicy adds, for the gate's report when it may not. */
    static final String CLUSTER_POLICY_ADD = "the ClusterPolicy's state and whether the operator has rolled out a "
            + "changed ClusterPolicy";

    private GateRights() {
    }

    /**
     * The reads without which the gate cannot judge readiness: the operator namespace's pods (validators and
     * operands, on the nodes they run on), DaemonSets and events, each listed and watched by an informer.
     */
    public static List<KubeRight> required(String operatorNamespace) {
        List<KubeRight> rights = new ArrayList<>();
        for (String[] resource : new String[][] {{"", "pods"}, {"apps", "daemonsets"}, {"", "events"}}) {
            for (String verb : List.of("list", "watch")) {
                rights.add(KubeRight.of(verb, resource[0], resource[1], operatorNamespace));
            }
        }
        return rights;
    }

    /** Listing and watching Nodes (cluster-wide). */
    static List<KubeRight> nodeReads() {
        return List.of(KubeRight.of("list", "", "nodes", null), KubeRight.of("watch", "", "nodes", null));
    }

    /** Reading the ClusterPolicy (cluster-scoped). */
    static List<KubeRight> clusterPolicyReads() {
        return List.of("get", "list", "watch").stream()
                .map(verb -> KubeRight.of(verb, "nvidia.com", "clusterpolicies", null)).toList();
    }

    /**
     * Cluster-scoped reads the gate works without ({@link GateEvidence}), each with what its judgement gains from
     * it: with them it reads nodes and the ClusterPolicy, without them it judges from the operator's pods.
     */
    public static Map<KubeRight, String> sharpening() {
        Map<KubeRight, String> rights = new LinkedHashMap<>();
        nodeReads().forEach(r -> rights.put(r, NODES_ADD));
        clusterPolicyReads().forEach(r -> rights.put(r, CLUSTER_POLICY_ADD));
        return rights;
    }

    /**
     * Reads that only add detail to a failure message, each with what the message lacks without it; the gate
     * works without them and says once what it cannot show.
     */
    public static Map<KubeRight, String> optional(String operatorNamespace) {
        Map<KubeRight, String> rights = new LinkedHashMap<>();
        rights.put(new KubeRight("get", "", "pods", "log", operatorNamespace),
                "the last log lines of a failing operand");
        rights.put(KubeRight.of("list", "", "pods", null),
                "the pods of other namespaces that block a failed driver upgrade");
        return rights;
    }
}
