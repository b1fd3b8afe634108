package com.vkcsgpu.provider.k8s.access;

import java.util.List;
import java.util.Set;

/**
 * The user-facing ClusterRoles every Kubernetes cluster has, in the order each adds to the one before, and which
 * of them first grants a right: the rules of kubernetes/kubernetes
 * {@code plugin/pkg/auth/authorizer/rbac/bootstrappolicy/policy.go} (release-1.31), {@code view} /
 * {@code edit} / {@code admin} as aggregated there, bound cluster-wide. None of the three grants anything on
 * CustomResourceDefinitions, Namespaces (beyond reading them), Nodes, PriorityClasses, ClusterRoles and their
 * bindings, ResourceQuotas or LimitRanges (beyond reading them), nor on custom resources whose CRDs do not
 * aggregate into them; only {@code cluster-admin} (or a ClusterRole written for the purpose) does.
 */
public enum StockRole {
    VIEW("view"), EDIT("edit"), ADMIN("admin"), CLUSTER_ADMIN("cluster-admin");

    private static final Set<String> READ_VERBS = Set.of("get", "list", "watch");

    /** What {@code view} may read (group/resource); {@code secrets} deliberately absent. */
    private static final Set<String> VIEW_READS = Set.of(
            "/pods", "/pods/log", "/pods/status", "/replicationcontrollers", "/serviceaccounts", "/services",
            "/endpoints", "/persistentvolumeclaims", "/configmaps", "/limitranges", "/resourcequotas", "/bindings",
            "/events", "/namespaces", "/namespaces/status",
            "apps/controllerrevisions", "apps/statefulsets", "apps/deployments", "apps/replicasets", "apps/daemonsets",
            "apps/daemonsets/status", "apps/deployments/status",
            "batch/jobs", "batch/cronjobs", "batch/jobs/status", "autoscaling/horizontalpodautoscalers",
            "policy/poddisruptionbudgets", "networking.k8s.io/ingresses", "networking.k8s.io/networkpolicies",
            "discovery.k8s.io/endpointslices", "events.k8s.io/events");

    /** What {@code edit} adds: writes to workloads and their configuration, and reading secrets. */
    private static final Set<String> EDIT_WRITES = Set.of(
            "/pods", "/pods/eviction", "/pods/exec", "/pods/attach", "/pods/portforward", "/replicationcontrollers",
            "/serviceaccounts", "/serviceaccounts/token", "/services", "/endpoints", "/persistentvolumeclaims",
            "/configmaps", "/secrets",
            "apps/statefulsets", "apps/deployments", "apps/replicasets", "apps/daemonsets",
            "batch/jobs", "batch/cronjobs", "autoscaling/horizontalpodautoscalers", "policy/poddisruptionbudgets",
            "networking.k8s.io/ingresses", "networking.k8s.io/networkpolicies");

    /** What {@code admin} adds: Roles and RoleBindings, and local access reviews. */
    private static final Set<String> ADMIN_WRITES = Set.of(
            "rbac.authorization.k8s.io/roles", "rbac.authorization.k8s.io/rolebindings",
            "authorization.k8s.io/localsubjectaccessreviews");

    private final String roleName;

    StockRole(String roleName) {
        this.roleName = roleName;
    }

    /** The ClusterRole's name, {@code cluster-admin}. */
    public String roleName() {
        return roleName;
    }

    /** The least of the stock roles that grants {@code right}; {@code cluster-admin} grants everything. */
    public static StockRole leastGranting(KubeRight right) {
        for (StockRole role : List.of(VIEW, EDIT, ADMIN)) {
            if (role.grants(right)) {
                return role;
            }
        }
        return CLUSTER_ADMIN;
    }

    /** Whether this role, bound cluster-wide, grants {@code right}. */
    public boolean grants(KubeRight right) {
        if (this == CLUSTER_ADMIN) {
            return true;
        }
        String key = right.group() + "/" + right.resource()
                + (right.subresource().isEmpty() ? "" : "/" + right.subresource());
        boolean read = READ_VERBS.contains(right.verb());
        boolean granted = read && VIEW_READS.contains(key);
        if (ordinal() >= EDIT.ordinal()) {
            granted |= EDIT_WRITES.contains(key) || (read && key.equals("/secrets"));
        }
        if (ordinal() >= ADMIN.ordinal()) {
            granted |= ADMIN_WRITES.contains(key);
        }
        return granted;
    }
}
