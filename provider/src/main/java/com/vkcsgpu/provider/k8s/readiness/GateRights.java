package com.vkcsgpu.provider.k8s.readiness;

import com.vkcsgpu.provider.k8s.access.KubeRight;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the readiness gate reads, as rights: the one list in code of what {@link GateEvaluator} asks the API for
 * (docs/kubernetes-rights.md shows the same, and a test holds them together). The gate writes nothing.
 */
public final class GateRights {
    private GateRights() {
    }

    /**
     * The reads without which the gate cannot judge readiness: the nodes it matches to pools (labels, Ready,
     * allocatable GPUs; cluster-wide, as Nodes are), the ClusterPolicy (cluster-scoped) and the operator namespace's
     * pods, DaemonSets and events, each listed and watched by an informer.
     */
    public static List<KubeRight> required(String operatorNamespace) {
        List<KubeRight> rights = new ArrayList<>();
        for (String verb : List.of("list", "watch")) {
            rights.add(KubeRight.of(verb, "", "nodes", null));
        }
        for (String verb : List.of("get", "list", "watch")) {
            rights.add(KubeRight.of(verb, "nvidia.com", "clusterpolicies", null));
        }
        for (String[] resource : new String[][] {{"", "pods"}, {"apps", "daemonsets"}, {"", "events"}}) {
            for (String verb : List.of("list", "watch")) {
                rights.add(KubeRight.of(verb, resource[0], resource[1], operatorNamespace));
            }
        }
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
