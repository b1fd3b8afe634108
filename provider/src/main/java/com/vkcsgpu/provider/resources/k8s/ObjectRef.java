package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.k8s.AppliedObject;
import com.vkcsgpu.provider.k8s.ObjectIdentity;

/** An object a resource applied to the cluster. */
@Doc("A Kubernetes object applied by the resource.")
public record ObjectRef(
        @Doc("apiVersion, e.g. `apps/v1`.") String apiVersion,
        @Doc("Kind, e.g. `Deployment`.") String kind,
        @Doc("Namespace; empty for cluster-scoped objects.") String namespace,
        @Doc("metadata.name.") String name,
        @Doc("The object's uid as last seen; a new uid means the object was recreated.") String uid) {

    /** From what the server answered. */
    public static ObjectRef of(AppliedObject applied) {
        ObjectIdentity id = applied.identity();
        return new ObjectRef(id.apiVersion(), id.kind(), id.namespace(), id.name(), applied.uid());
    }

    /** An identity not applied yet (uid unknown). */
    public static ObjectRef of(ObjectIdentity id) {
        return new ObjectRef(id.apiVersion(), id.kind(), id.namespace(), id.name(), null);
    }

    /** Which object this is. */
    public ObjectIdentity identity() {
        return new ObjectIdentity(apiVersion, kind, namespace, name);
    }
}
