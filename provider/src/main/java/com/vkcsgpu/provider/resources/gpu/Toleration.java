package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;

/** A toleration given to the operand DaemonSets and the NFD worker. */
@Doc("A Kubernetes toleration.")
public record Toleration(
        @Doc("Taint key, e.g. `nvidia.com/gpu`; empty with operator `Exists` tolerates everything.") String key,
        @Doc("`Exists` or `Equal`.") @Default("Exists") String operator,
        @Doc("Taint value (only with `Equal`).") String value,
        @Doc("`NoSchedule`, `PreferNoSchedule` or `NoExecute`; empty tolerates every effect.") String effect) {
}
