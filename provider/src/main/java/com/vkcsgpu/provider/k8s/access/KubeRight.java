package com.vkcsgpu.provider.k8s.access;

import java.util.Objects;

/**
 * One thing a Kubernetes identity may or may not do: a verb on a resource of an API group, in one namespace or
 * cluster-wide, as a {@code SelfSubjectAccessReview} asks it (authorization.k8s.io/v1 {@code ResourceAttributes}).
 *
 * @param verb        {@code get}, {@code list}, {@code watch}, {@code create}, {@code patch}, {@code delete}
 * @param group       the API group, empty for the core group
 * @param resource    the plural resource name, {@code pods}, {@code customresourcedefinitions}
 * @param subresource a subresource such as {@code log}, or empty
 * @param namespace   the namespace, or null for a cluster-scoped resource or a cluster-wide list
 */
public record KubeRight(String verb, String group, String resource, String subresource, String namespace) {
    /** Requires verb and resource; empty namespace means cluster-wide. */
    public KubeRight {
        Objects.requireNonNull(verb, "verb");
        Objects.requireNonNull(resource, "resource");
        group = group == null ? "" : group;
        subresource = subresource == null ? "" : subresource;
        namespace = namespace == null || namespace.isEmpty() ? null : namespace;
    }

    /** {@code verb} on {@code resource} of {@code group} in {@code namespace} (null: cluster-wide). */
    public static KubeRight of(String verb, String group, String resource, String namespace) {
        return new KubeRight(verb, group, resource, "", namespace);
    }

    /** Whether the right is asked for the whole cluster rather than one namespace. */
    public boolean clusterWide() {
        return namespace == null;
    }

    /** The resource as kubectl names it: {@code pods}, {@code pods/log}, {@code clusterpolicies.nvidia.com}. */
    public String qualifiedResource() {
        String named = group.isEmpty() ? resource : resource + "." + group;
        return subresource.isEmpty() ? named : named + "/" + subresource;
    }

    /** {@code create customresourcedefinitions.apiextensions.k8s.io (cluster-wide)}, {@code list pods in gpu-operator}. */
    @Override
    public String toString() {
        return verb + " " + qualifiedResource() + (clusterWide() ? " (cluster-wide)" : " in " + namespace);
    }
}
