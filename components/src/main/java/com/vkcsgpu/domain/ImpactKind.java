package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** What a planned change does to a pool's GPU nodes, as a preview impact line names it. */
@Doc("What a planned change does to a pool's GPU nodes.")
public enum ImpactKind {
    @Doc("The GPU driver is unloaded and loaded again on the nodes (driver version, branch, per-pool NVIDIADriver, "
            + "upgrade policy).") @WireValue("driver-reload") DRIVER_RELOAD,
    @Doc("The GPUs are repartitioned or shared differently (MIG profile, MPS, time-slicing): the GPU resources the "
            + "nodes advertise change.") @WireValue("gpu-reconfigure") GPU_RECONFIGURE,
    @Doc("The GPU Operator release changes: CRDs, operands that roll, component versions.")
    @WireValue("operator-release") OPERATOR_RELEASE,
    @Doc("Nodes are replaced (flavor change, node group replacement).") @WireValue("node-replacement")
    NODE_REPLACEMENT,
    @Doc("Nodes are removed (scale-in).") @WireValue("scale-in") SCALE_IN,
    @Doc("The cluster's Kubernetes version is upgraded: every node recreated.") @WireValue("cluster-upgrade")
    CLUSTER_UPGRADE,
    @Doc("The project's quota headroom before and after the change.") @WireValue("capacity") CAPACITY
}
