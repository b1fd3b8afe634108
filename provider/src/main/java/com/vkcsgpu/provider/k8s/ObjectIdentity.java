package com.vkcsgpu.provider.k8s;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.util.Objects;

/**
 * Which object a manifest is about: apiVersion, kind, namespace (null for cluster-scoped objects)
 * and name. Two manifests with the same identity describe the same object.
 *
 * @param apiVersion e.g. {@code apps/v1}
 * @param kind       e.g. {@code Deployment}
 * @param namespace  the namespace, or null for cluster-scoped kinds
 * @param name       {@code metadata.name}
 */
public record ObjectIdentity(String apiVersion, String kind, String namespace, String name) {
    /** The CRD kind's apiVersion. */
    public static final String CRD_API_VERSION = "apiextensions.k8s.io/v1";

    /** Requires apiVersion, kind and name. */
    public ObjectIdentity {
        Objects.requireNonNull(apiVersion, "apiVersion");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        namespace = namespace == null || namespace.isEmpty() ? null : namespace;
    }

    /** The identity of a parsed manifest, with its namespace as written (possibly null). */
    public static ObjectIdentity of(GenericKubernetesResource object) {
        return new ObjectIdentity(object.getApiVersion(), object.getKind(), object.getMetadata().getNamespace(),
                object.getMetadata().getName());
    }

    /** The API group, empty for the core group. */
    public String group() {
        int slash = apiVersion.indexOf('/');
        return slash < 0 ? "" : apiVersion.substring(0, slash);
    }

    /** The version within the group. */
    public String version() {
        int slash = apiVersion.indexOf('/');
        return slash < 0 ? apiVersion : apiVersion.substring(slash + 1);
    }

    /** Whether this is a CustomResourceDefinition. */
    public boolean isCrd() {
        return "CustomResourceDefinition".equals(kind) && group().equals("apiextensions.k8s.io");
    }

    /** Whether this is a Namespace. */
    public boolean isNamespace() {
        return "Namespace".equals(kind) && group().isEmpty();
    }

    /** The same object in {@code ns}. */
    public ObjectIdentity inNamespace(String ns) {
        return new ObjectIdentity(apiVersion, kind, ns, name);
    }

    /** The object of the same kind and namespace named {@code otherName}. */
    public ObjectIdentity withName(String otherName) {
        return new ObjectIdentity(apiVersion, kind, namespace, otherName);
    }

    /** {@code apps/v1 Deployment gpu-operator/gpu-operator}, {@code v1 Namespace gpu-operator}. */
    @Override
    public String toString() {
        return apiVersion + " " + kind + " " + (namespace == null ? name : namespace + "/" + name);
    }
}
