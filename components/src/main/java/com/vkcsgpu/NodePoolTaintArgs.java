package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SharedSchemaType;
import javax.annotation.Nullable;

/** A Kubernetes taint of a {@link GpuNodePool}'s nodes. */
@SharedSchemaType("mk8s:Taint")
@Doc("A Kubernetes taint that a GPU node pool puts on its nodes.")
public final class NodePoolTaintArgs extends ResourceArgs {
    @Doc("The taint key, such as `nvidia.com/gpu`.")
    @Import(name = "key", required = true)
    private String key;

    @Doc("The taint value, such as `present`; VK Cloud requires one.")
    @Import(name = "value")
    private @Nullable String value;

    @Doc("The effect: `NoSchedule`, `PreferNoSchedule` or `NoExecute`.")
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
