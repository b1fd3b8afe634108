package com.vkcsgpu.provider.framework;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.OneOf;
import com.vkcsgpu.domain.PodFate;

/** One running pod a planned change reaches, as read from the cluster in preview. */
@Doc("A running GPU pod a planned change reaches, as read from the cluster in preview.")
public record ImpactedPod(
        @Doc("Namespace.") String namespace,
        @Doc("Name.") String name,
        @Doc("Kind of its controlling owner (`Job`, `ReplicaSet`, ...); empty for a pod no controller manages.")
        String ownerKind,
        @Doc("Name of its controlling owner; empty for a pod no controller manages.") String ownerName,
        @Doc("The node it runs on.") String node,
        @Doc("What the change does to it.") @OneOf(PodFate.class) String fate,
        @Doc("Why that fate, e.g. `emptyDir volume scratch` or `no controller`; empty when plain.") String reason) {

    /** {@code namespace/name}. */
    public String qualifiedName() {
        return namespace + "/" + name;
    }

    /** {@code namespace/name (Job train-1)}, or {@code (no controller)}, as an impact line prints the pod. */
    public String described() {
        String owner = ownerKind == null || ownerKind.isEmpty() ? "no controller" : ownerKind + " " + ownerName;
        return qualifiedName() + " (" + owner + ")";
    }
}
