package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.k8s.access.AccessReview;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import com.vkcsgpu.provider.k8s.access.WaysOut;
import java.util.ArrayList;
import java.util.List;

/**
 * Which cluster-scoped evidence the gate may read ({@link GateRights#sharpening()}), asked once before it waits.
 * With Nodes it matches nodes to pools by their labels and checks what only a Node says; without them it finds
 * the GPU nodes from where the operator's GPU operand pods run ({@link PodDerivedNodes}). With the ClusterPolicy
 * it holds the gate to the policy's state; without it the operand DaemonSets and the operator pod say the state.
 *
 * @param nodes         whether the credentials may list and watch Nodes
 * @param clusterPolicy whether they may get, list and watch ClusterPolicies
 */
public record GateEvidence(boolean nodes, boolean clusterPolicy) {
    /** Everything readable: the gate as it reads with {@code cluster-admin}. */
    public static final GateEvidence FULL = new GateEvidence(true, true);

    /**
     * What {@code review} allows. A right the cluster cannot be asked about counts as granted: the gate then
     * reads as it always did, and the API's own 403 names a refusal.
     */
    public static GateEvidence ask(AccessReview review) {
        return new GateEvidence(allowed(GateRights.nodeReads(), review), allowed(GateRights.clusterPolicyReads(), review));
    }

    private static boolean allowed(List<KubeRight> rights, AccessReview review) {
        return rights.stream().noneMatch(r -> review.review(r) instanceof AccessReview.Denied);
    }

    /** Whether the gate reads everything it can use. */
    public boolean full() {
        return nodes && clusterPolicy;
    }

    /**
     * Said once in the gate's report when evidence is missing: what the gate judged without and which rights would
     * sharpen it; empty when nothing is missing.
     */
    public String limits() {
        List<String> missing = new ArrayList<>();
        if (!nodes) {
            missing.add("Nodes (" + GateRights.NODES_ADD + "; needs list and watch on nodes, cluster-wide)");
        }
        if (!clusterPolicy) {
            missing.add("the ClusterPolicy (" + GateRights.CLUSTER_POLICY_ADD
                    + "; needs get, list and watch on clusterpolicies.nvidia.com, cluster-wide)");
        }
        if (missing.isEmpty()) {
            return "";
        }
        return "the gate may not read " + String.join(" nor ", missing) + ", so it judges GPU readiness from the GPU "
                + "Operator's pods, DaemonSets and events in its namespace; a kubeconfig whose user may also make those "
                + "reads (a service account's bound to a ClusterRole granting them, " + WaysOut.RIGHTS_TABLE
                + ") would sharpen its diagnoses";
    }
}
