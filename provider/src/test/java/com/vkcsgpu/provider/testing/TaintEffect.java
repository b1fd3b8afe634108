package com.vkcsgpu.provider.testing;

import com.vkcsgpu.doc.Doc;

/** Test-only enum, shaped like a Kubernetes taint effect. */
@Doc("What a taint does to pods that do not tolerate it.")
public enum TaintEffect {
    /** See Doc. */
    @Doc("New pods are not scheduled.") NoSchedule,
    /** See Doc. */
    @Doc("The scheduler avoids the node.") PreferNoSchedule,
    /** See Doc. */
    @Doc("Running pods are evicted.") NoExecute
}
