package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.SharedSchemaType;
import javax.annotation.Nullable;

/**
 * A Kubernetes taint of a {@link GpuNodePool}'s nodes.
 *
 * <p>In the package schema this is {@code vkcs-gpu:mk8s:Taint}, the type a resource of the provider declares and
 * documents property by property; the schema, the SDKs and the API docs take their descriptions from there.
 */
@SharedSchemaType("mk8s:Taint")
public final class NodePoolTaintArgs extends ResourceArgs {
    @Import(name = "key", required = true)
    private String key;

    @Import(name = "value")
    private @Nullable String value;

    @Import(name = "effect", required = true)
    private String effect;

    private NodePoolTaintArgs() {
    }

    /**
     * @param key    the taint key
     * @param value  the value, or null/empty for none
     * @param effect {@code NoSchedule}, {@code PreferNoSchedule} or {@code NoExecute}
     * @return the taint
     */
    public static NodePoolTaintArgs of(String key, @Nullable String value, String effect) {
        NodePoolTaintArgs taint = new NodePoolTaintArgs();
        taint.key = key;
        taint.value = value;
        taint.effect = effect;
        return taint;
    }

    String key() {
        return key;
    }

    /** The value, empty (never null) when none. */
    String value() {
        return value == null ? "" : value;
    }

    String effect() {
        return effect;
    }
}
