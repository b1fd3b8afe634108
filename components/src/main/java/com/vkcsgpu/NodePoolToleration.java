package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.SharedSchemaType;

/**
 * A Kubernetes toleration (as in a pod spec) that lets a workload onto a {@link GpuNodePool}'s nodes.
 *
 * <p>In the package schema this is {@code vkcs-gpu:gpu:Toleration}, the type a resource of the provider declares
 * and documents property by property; the schema, the SDKs and the API docs take their descriptions from there.
 *
 * @param key      the taint key
 * @param operator {@code Equal} (the taint has a value) or {@code Exists} (it has none)
 * @param value    the taint value; null with {@code Exists}
 * @param effect   the taint effect
 */
@SharedSchemaType("gpu:Toleration")
public record NodePoolToleration(
        @Export(name = "key") String key,
        @Export(name = "operator") String operator,
        @Export(name = "value") String value,
        @Export(name = "effect") String effect) implements OutputObject {
}
