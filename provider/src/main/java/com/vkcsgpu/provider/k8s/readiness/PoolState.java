package com.vkcsgpu.provider.k8s.readiness;

/** Where a pool stands. */
public enum PoolState {
    /** Every expected node is validated and advertises its GPUs. */
    READY,
    /** The pool has no nodes and none are expected (scaled to zero): no GPUs, and not a failure. */
    ZERO_NODES,
    /** Still progressing (or blocked within its grace period). */
    NOT_READY,
    /** Something is broken on a node of the pool; waiting will not help. */
    FAILED
}
