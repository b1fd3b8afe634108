package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Default;
import com.vkcsgpu.provider.framework.Required;
import java.util.Map;

/** One GPU node pool the gate waits for. */
@Doc("A GPU node pool the readiness gate waits for.")
public record GatePool(
        @Doc("Pool name, used in messages and outputs.") @Required String name,
        @Doc("Node labels selecting the pool's nodes (all must match). Default: `vkcs-gpu.io/pool=<name>`, the label "
                + "GpuNodePool puts on its nodes.") Map<String, String> nodeSelector,
        @Doc("Nodes the pool should have. Omit for an autoscaled pool: the nodes registered count, and a pool at "
                + "zero nodes is reported as such.") Integer expectedNodes,
        @Doc("Allocatable count of `resourceName` expected on each node: GPUs per node, MIG instances per node, or "
                + "GPUs × time-slicing replicas. Omit to require at least one.") Integer gpusPerNode,
        @Doc("Extended resource the device plugin advertises: `nvidia.com/gpu`, a MIG resource such as "
                + "`nvidia.com/mig-1g.10gb` (mixed strategy) or `nvidia.com/gpu.shared` (time-slicing with "
                + "renameByDefault).") @Default("nvidia.com/gpu") String resourceName,
        @Doc("MIG profile (`nvidia.com/mig.config` value, e.g. `all-1g.10gb`) the nodes must have applied; omit "
                + "when MIG is not used.") String migConfig,
        @Doc("Driver version the nodes must run (e.g. `580.126.20`, or a branch such as `580` for precompiled "
                + "drivers); omit to accept any.") String driverVersion) {
}
