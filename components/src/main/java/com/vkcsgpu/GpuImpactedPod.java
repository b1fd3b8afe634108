package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.gpu.ImpactedPod;

/**
 * A running GPU pod a planned change reaches, as a {@link GpuImpactLine} names it.
 *
 * <p>In the package schema this is {@code vkcs-gpu:gpu:ImpactedPod}, the type a resource of the provider declares
 * and documents property by property; the schema, the SDKs and the API docs take their descriptions from there.
 */
@SharedSchemaType("gpu:ImpactedPod")
public record GpuImpactedPod(
        @Export(name = "namespace") String namespace,
        @Export(name = "name") String name,
        @Export(name = "ownerKind") String ownerKind,
        @Export(name = "ownerName") String ownerName,
        @Export(name = "node") String node,
        @Export(name = "fate") String fate,
        @Export(name = "reason") String reason) implements OutputObject {

    static GpuImpactedPod of(ImpactedPod pod) {
        return new GpuImpactedPod(pod.namespace(), pod.name(), pod.ownerKind(), pod.ownerName(), pod.node(),
                pod.fate(), pod.reason());
    }
}
