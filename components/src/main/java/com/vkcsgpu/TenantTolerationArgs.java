package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SharedSchemaType;
import javax.annotation.Nullable;

/** A toleration that lets a tenant's pods onto a pool's tainted nodes. */
@SharedSchemaType("gpu:Toleration")
@Doc("A Kubernetes toleration (as in a pod spec) for one taint of a pool's nodes.")
public final class TenantTolerationArgs extends ResourceArgs {
    @Doc("The taint key, such as `nvidia.com/gpu`.")
    @Import(name = "key", required = true)
    private String key;

    @Doc("`Equal` (match the value) or `Exists` (any value). Default: `Equal` with a value, else `Exists`.")
    @Import(name = "operator")
    private @Nullable String operator;

    @Doc("The taint value, with `Equal`.")
    @Import(name = "value")
    private @Nullable String value;

    @Doc("The effect tolerated: `NoSchedule`, `PreferNoSchedule` or `NoExecute`.")
    @Import(name = "effect", required = true)
    private String effect;

    private TenantTolerationArgs() {
    }

    /**
     * @param key    the taint key
     * @param value  the taint value, or null to tolerate any value ({@code Exists})
     * @param effect the taint effect
     * @return the toleration
     */
    public static TenantTolerationArgs of(String key, @Nullable String value, String effect) {
        TenantTolerationArgs t = new TenantTolerationArgs();
        t.key = key;
        t.value = value == null || value.isEmpty() ? null : value;
        t.operator = t.value == null ? "Exists" : "Equal";
        t.effect = effect;
        return t;
    }

    /** The toleration a {@link GpuNodePool} outputs for one of its taints. */
    static TenantTolerationArgs of(NodePoolToleration toleration) {
        return of(toleration.key(), toleration.value(), toleration.effect());
    }

    String key() {
        return key;
    }

    /** The operator, defaulted from whether a value is given. */
    String operator() {
        return operator != null ? operator : value == null || value.isEmpty() ? "Exists" : "Equal";
    }

    @Nullable String value() {
        return value == null || value.isEmpty() ? null : value;
    }

    String effect() {
        return effect;
    }

    /** As the output type workloads paste into a pod spec. */
    NodePoolToleration toOutput() {
        return new NodePoolToleration(key, operator(), value(), effect);
    }
}
