package com.vkcsgpu.provider.resources.k8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;
import java.util.List;

/** Outputs of an object set. */
@Doc("Outputs of a set of server-side-applied Kubernetes objects.")
public record ObjectSetState(
        @Doc("The inputs.") ObjectSetArgs args,
        @Doc("Identifier of the set (its resource id), chosen at creation.") @Required String setId,
        @Doc("The objects as applied, in apply order, with namespaces resolved.") List<ObjectRef> appliedObjects) {
}
