package com.vkcsgpu.domain;

import java.util.Optional;
import java.util.Set;

/**
 * Namespaces a tenant may not take: Kubernetes' own (https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/
 * "Initial namespaces": {@code default}, {@code kube-node-lease}, {@code kube-public}, {@code kube-system}; the
 * {@code kube-} prefix is reserved for Kubernetes system namespaces) and the GPU Operator's default namespace.
 * Making one of them a tenant would give the tenant's editors rights in it and delete it with the tenant.
 */
public final class ReservedNamespaces {
    /** The GPU Operator's default namespace (GpuOperator {@code namespace}). */
    public static final String GPU_OPERATOR = "gpu-operator";
    private static final Set<String> RESERVED = Set.of("default", GPU_OPERATOR);
    private static final String SYSTEM_PREFIX = "kube-";

    private ReservedNamespaces() {
    }

    /** Why {@code name} cannot be a tenant's namespace, or empty when it can. */
    public static Optional<String> tenantNameProblem(String name) {
        if (name == null) {
            return Optional.empty();
        }
        if (name.startsWith(SYSTEM_PREFIX)) {
            return Optional.of("'" + name + "' is reserved: the kube- prefix belongs to Kubernetes system namespaces;"
                    + " choose another name");
        }
        if (RESERVED.contains(name)) {
            return Optional.of("'" + name + "' is a reserved namespace (" + String.join(", ", RESERVED.stream().sorted()
                    .toList()) + ", kube-*): a tenant's editors would get rights in it and destroying the tenant would"
                    + " delete it; choose another name");
        }
        return Optional.empty();
    }
}
