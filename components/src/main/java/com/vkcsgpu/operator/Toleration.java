package com.vkcsgpu.operator;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.domain.TolerationOperator;
import com.vkcsgpu.domain.TaintEffect;
import com.vkcsgpu.doc.OneOf;

/**
 * A toleration given to the operand DaemonSets, NFD and the operator; the one toleration type of the schema, also the
 * type of the components' tolerations ({@code NodePoolToleration}, {@code TenantTolerationArgs}).
 */
@Doc("A Kubernetes toleration, as in a pod spec: lets pods onto nodes with a matching taint.")
public record Toleration(
        @Doc("The taint key, such as `nvidia.com/gpu`; empty with operator `Exists` tolerates every taint.") String key,
        @Doc("How the taint's value is matched: `Equal` to the value, or `Exists` for any value. Default: `Equal` when"
                + " a value is given, else `Exists`.") @OneOf(TolerationOperator.class) String operator,
        @Doc("The taint value, with `Equal`; absent with `Exists`.") String value,
        @Doc("The effect tolerated; unset tolerates every effect.")
        @OneOf(TaintEffect.class) String effect) {

    /** This toleration with its operator defaulted from whether a value is given (as the components default it). */
    public Toleration withOperatorDefaulted() {
        return new Toleration(key, operator != null ? operator : value == null || value.isEmpty() ? "Exists" : "Equal",
                value, effect);
    }
}
