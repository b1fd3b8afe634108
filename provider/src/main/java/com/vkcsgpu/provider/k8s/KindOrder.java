package com.vkcsgpu.provider.k8s;

import java.util.Comparator;
import java.util.List;

/**
 * The order objects are applied in: Namespaces and CRDs first, then what others refer to
 * (accounts, config, RBAC) before what runs (workloads), custom resources last; deletion goes the
 * other way, so custom resources go before their CRDs and namespaces go last. The list follows the
 * install order Helm uses for the same reason (helm/helm pkg/releaseutil/kind_sorter.go), shortened
 * to the kinds charts commonly hold; unknown kinds (custom resources) come after all of them.
 */
public final class KindOrder {
    private static final List<String> INSTALL_ORDER = List.of(
            "Namespace", "CustomResourceDefinition", "PriorityClass", "NetworkPolicy", "ResourceQuota",
            "LimitRange", "PodDisruptionBudget", "ServiceAccount", "Secret", "ConfigMap", "StorageClass",
            "PersistentVolume", "PersistentVolumeClaim", "ClusterRole", "ClusterRoleBinding", "Role",
            "RoleBinding", "Service", "DaemonSet", "Pod", "ReplicaSet", "Deployment",
            "HorizontalPodAutoscaler", "StatefulSet", "Job", "CronJob", "IngressClass", "Ingress",
            "APIService", "MutatingWebhookConfiguration", "ValidatingWebhookConfiguration");

    /** Apply order: by kind rank, the given order kept within a rank. */
    public static final Comparator<ObjectIdentity> APPLY = Comparator.comparingInt(KindOrder::rank);

    /** Delete order: the reverse rank (custom resources first, namespaces last). */
    public static final Comparator<ObjectIdentity> DELETE = APPLY.reversed();

    private KindOrder() {
    }

    /** The rank of a kind; every kind not listed shares the last rank. */
    public static int rank(ObjectIdentity id) {
        if (id.isCrd()) {
            return 1;
        }
        int i = INSTALL_ORDER.indexOf(id.kind());
        return i < 0 ? INSTALL_ORDER.size() : i;
    }
}
