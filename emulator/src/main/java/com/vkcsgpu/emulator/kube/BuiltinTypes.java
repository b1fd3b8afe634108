package com.vkcsgpu.emulator.kube;

import java.util.List;

/** The kinds every emulated cluster serves from the start (custom resources come from CRDs). */
public final class BuiltinTypes {
    public static final ResourceType NAMESPACE = core("Namespace", "namespaces", false, true, "ns");
    public static final ResourceType NODE = core("Node", "nodes", false, true, "no");
    public static final ResourceType POD = core("Pod", "pods", true, true, "po");
    public static final ResourceType SERVICE = core("Service", "services", true, true, "svc");
    public static final ResourceType CONFIG_MAP = core("ConfigMap", "configmaps", true, false, "cm");
    public static final ResourceType SECRET = core("Secret", "secrets", true, false);
    public static final ResourceType SERVICE_ACCOUNT = core("ServiceAccount", "serviceaccounts", true, false, "sa");
    public static final ResourceType RESOURCE_QUOTA = core("ResourceQuota", "resourcequotas", true, true, "quota");
    public static final ResourceType LIMIT_RANGE = core("LimitRange", "limitranges", true, false, "limits");
    public static final ResourceType EVENT = core("Event", "events", true, false, "ev");
    public static final ResourceType DAEMON_SET = of("apps", "v1", "DaemonSet", "daemonsets", true, true, "ds");
    public static final ResourceType DEPLOYMENT = of("apps", "v1", "Deployment", "deployments", true, true, "deploy");
    public static final ResourceType JOB = of("batch", "v1", "Job", "jobs", true, true);
    public static final ResourceType ROLE = rbac("Role", "roles", true);
    public static final ResourceType ROLE_BINDING = rbac("RoleBinding", "rolebindings", true);
    public static final ResourceType CLUSTER_ROLE = rbac("ClusterRole", "clusterroles", false);
    public static final ResourceType CLUSTER_ROLE_BINDING = rbac("ClusterRoleBinding", "clusterrolebindings", false);
    public static final ResourceType PRIORITY_CLASS =
            of("scheduling.k8s.io", "v1", "PriorityClass", "priorityclasses", false, false, "pc");
    public static final ResourceType NETWORK_POLICY =
            of("networking.k8s.io", "v1", "NetworkPolicy", "networkpolicies", true, false, "netpol");
    public static final ResourceType CRD = of("apiextensions.k8s.io", "v1", "CustomResourceDefinition",
            "customresourcedefinitions", false, true, "crd", "crds");
    public static final ResourceType MUTATING_WEBHOOK = of("admissionregistration.k8s.io", "v1",
            "MutatingWebhookConfiguration", "mutatingwebhookconfigurations", false, false);
    public static final ResourceType VALIDATING_WEBHOOK = of("admissionregistration.k8s.io", "v1",
            "ValidatingWebhookConfiguration", "validatingwebhookconfigurations", false, false);

    /** All built-in kinds, in discovery order. */
    public static final List<ResourceType> ALL = List.of(
            NAMESPACE, NODE, POD, SERVICE, CONFIG_MAP, SECRET, SERVICE_ACCOUNT, RESOURCE_QUOTA, LIMIT_RANGE,
            EVENT, DAEMON_SET, DEPLOYMENT, JOB, ROLE, ROLE_BINDING, CLUSTER_ROLE, CLUSTER_ROLE_BINDING,
            PRIORITY_CLASS, NETWORK_POLICY, CRD, MUTATING_WEBHOOK, VALIDATING_WEBHOOK);

    private BuiltinTypes() {}

    private static ResourceType core(String kind, String plural, boolean namespaced, boolean status,
            String... shortNames) {
        return of("", "v1", kind, plural, namespaced, status, shortNames);
    }

    private static ResourceType rbac(String kind, String plural, boolean namespaced) {
        return of("rbac.authorization.k8s.io", "v1", kind, plural, namespaced, false);
    }

    private static ResourceType of(String group, String version, String kind, String plural, boolean namespaced,
            boolean status, String... shortNames) {
        return new ResourceType(group, version, kind, plural, namespaced, status, List.of(shortNames));
    }
}
