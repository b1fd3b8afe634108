package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SchemaModule;

/**
 * The effects a Kubernetes taint can have, spelled as Kubernetes spells them (case-sensitive): the
 * {@code TaintEffect} constants of kubernetes/api v0.34.0, {@code core/v1/types.go}. The one list of them:
 * {@link KubernetesSyntax#TAINT_EFFECTS} and the schema's {@code TaintEffect} enum come from it.
 */
@Doc("What a taint does to pods that do not tolerate it.")
@SchemaModule("mk8s")
public enum TaintEffect {
    /** New pods that do not tolerate the taint are not scheduled on the node. */
    @Doc("Pods that do not tolerate the taint are not scheduled on the node.") NoSchedule,
    /** The scheduler tries to avoid the node for pods that do not tolerate the taint. */
    @Doc("The scheduler tries to avoid the node for pods that do not tolerate the taint.") PreferNoSchedule,
    /** Running pods that do not tolerate the taint are evicted. */
    @Doc("Pods that do not tolerate the taint are not scheduled, and running ones are evicted.") NoExecute
}
