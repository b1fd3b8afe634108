package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.Doc;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A Kubernetes toleration (as in a pod spec) that lets a workload onto a {@link GpuNodePool}'s nodes.
 *
 * @param key      the taint key
 * @param operator {@code Equal} (the taint has a value) or {@code Exists} (it has none)
 * @param value    the taint value; null with {@code Exists}
 * @param effect   the taint effect
 */
@Doc("A Kubernetes toleration, as in a pod spec, matching one taint of a GPU node pool.")
public record NodePoolToleration(
        @Doc("The taint key.") @Export(name = "key") String key,
        @Doc("`Equal` when the taint has a value, `Exists` when it has none.") @Export(name = "operator") String operator,
        @Doc("The taint value; absent with `Exists`.") @Export(name = "value") String value,
        @Doc("The taint effect.") @Export(name = "effect") String effect) {

    /**
     * The toleration as a map, for {@code registerOutputs}: the SDK's resource serializer takes maps but not
     * records (Construct serializes the record itself through its {@code @Export} fields).
     */
    Map<String, String> asMap() {
        Map<String, String> map = new LinkedHashMap<>();
        map.put("key", key);
        map.put("operator", operator);
        if (value != null) {
            map.put("value", value);
        }
        map.put("effect", effect);
        return map;
    }
}
