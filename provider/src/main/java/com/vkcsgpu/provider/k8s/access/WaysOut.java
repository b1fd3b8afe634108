package com.vkcsgpu.provider.k8s.access;

import java.util.ArrayList;
import java.util.List;

/**
 * What a user can do when the cluster refuses what an operation needs, worded once for the preflight's refusal
 * and for a 403 the API answers later.
 *
 * <p>The sources disagree on what VK Cloud's users may do in a cluster: the access-management page maps Project
 * Owner, Project Administrator and Kubernetes Administrator to the Kubernetes role {@code admin}
 * (vk-cs/docs-public {@code docs/en/kubernetes/k8s/concepts/access-management/access-management.md}, "Relationship
 * between the roles of management console and Kubernetes"), while the service-account how-to expects its reader
 * to be allowed to create a ClusterRoleBinding ({@code docs/en/kubernetes/k8s/how-to-guides/sa-kubeconfig/sa-kubeconfig.md},
 * "Preparatory steps"). So the message names both ways and says what each needs.
 *
 * @param component the component-specific alternative (e.g. the addon), or null
 */
public record WaysOut(String component) {
    /** VK Cloud's page that maps console roles to Kubernetes roles. */
    public static final String ACCESS_MANAGEMENT =
            "https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/access-management";
    /** VK Cloud's how-to that makes a service account's kubeconfig. */
    public static final String SA_KUBECONFIG =
            "https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/sa-kubeconfig";
    /** Where this project lists the rights each component needs. */
    public static final String RIGHTS_TABLE = "docs/kubernetes-rights.md";

    /** For the GPU Operator installed by Helm: the addon needs none of the cluster-scoped writes. */
    public static final WaysOut HELM_INSTALL = new WaysOut("or install the GPU Operator with method: addon "
            + "(VK Cloud installs it; the provider then only reads, for the readiness gate)");
    /** No component-specific alternative. */
    public static final WaysOut GENERIC = new WaysOut(null);

    /** The ways out for credentials that lack rights the role {@code needed} would grant. */
    public String describe(StockRole needed) {
        List<String> ways = new ArrayList<>();
        ways.add("give the kubeconfig input the kubeconfig of a service account bound to the ClusterRole "
                + needed.roleName() + ", made as VK Cloud's how-to describes (" + SA_KUBECONFIG + "); making it "
                + "needs a user who may create ClusterRoleBindings, which VK's documented role mapping gives to "
                + "no project role (" + ACCESS_MANAGEMENT + ": owners and administrators get admin)");
        if (component != null) {
            ways.add(component);
        }
        return "Ways out: " + String.join("; ", ways) + ". The rights each component needs: " + RIGHTS_TABLE + ".";
    }
}
