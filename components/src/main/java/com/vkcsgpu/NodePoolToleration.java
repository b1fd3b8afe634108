package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SharedSchemaType;

/**
 * A Kubernetes toleration (as in a pod spec) that lets a workload onto a {@link GpuNodePool}'s nodes.
 *
 * @param key      the taint key
 * @param operator {@code Equal} (the taint has a value) or {@code Exists} (it has none)
 * @param value    the taint value; null with {@code Exists}
 * @param effect   the taint effect
 */
@SharedSchemaType("gpu:Toleration")
@Doc("A Kubernetes toleration, as in a pod spec, matching one taint of a GPU node pool.")
public record NodePoolToleration(
        @Doc("The taint key.") @Export(name = "key") String key,
        @Doc("`Equal` when the taint has a value, `Exists` when it has none.") @Export(name = "operator") String operator,
        @Doc("The taint value; absent with `Exists`.") @Export(name = "value") String value,
        @Doc("The taint effect.") @Export(name = "effect") String effect) implements OutputObject {
}
