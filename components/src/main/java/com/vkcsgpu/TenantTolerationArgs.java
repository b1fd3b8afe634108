package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.SharedSchemaType;
import javax.annotation.Nullable;

/**
 * A toleration that lets a tenant's pods onto a pool's tainted nodes.
 *
 * <p>In the package schema this is {@code vkcs-gpu:gpu:Toleration}, the type a resource of the provider declares
 * and documents property by property; the schema, the SDKs and the API docs take their descriptions from there.
 */
@SharedSchemaType("gpu:Toleration")
public final class TenantTolerationArgs extends ResourceArgs {
    @Import(name = "key", required = true)
    private String key;

    @Import(name = "operator")
    private @Nullable String operator;

    @Import(name = "value")
    private @Nullable String value;

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
