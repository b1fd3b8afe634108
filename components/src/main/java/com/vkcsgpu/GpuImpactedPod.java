package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.gpu.ImpactedPod;

/** A running GPU pod a planned change reaches, as a {@link GpuImpactLine} names it. */
@SharedSchemaType("gpu:ImpactedPod")
@Doc("A running GPU pod a planned change reaches, as read from the cluster in preview.")
public record GpuImpactedPod(
        @Doc("Namespace.") @Export(name = "namespace") String namespace,
        @Doc("Name.") @Export(name = "name") String name,
        @Doc("Kind of its controlling owner; empty for a pod no controller manages.") @Export(name = "ownerKind")
        String ownerKind,
        @Doc("Name of its controlling owner.") @Export(name = "ownerName") String ownerName,
        @Doc("The node it runs on.") @Export(name = "node") String node,
        @Doc("What the change does to it: `deleted`, `blocks-upgrade`, `evicted` or `kept`.") @Export(name = "fate")
        String fate,
        @Doc("Why that fate.") @Export(name = "reason") String reason) implements OutputObject {

    static GpuImpactedPod of(ImpactedPod pod) {
        return new GpuImpactedPod(pod.namespace(), pod.name(), pod.ownerKind(), pod.ownerName(), pod.node(),
                pod.fate(), pod.reason());
    }
}
