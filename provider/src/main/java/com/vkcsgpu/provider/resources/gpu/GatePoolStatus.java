package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.doc.Doc;

/** What the gate saw of one pool. */
@Doc("The readiness of one GPU node pool.")
public record GatePoolStatus(
        @Doc("Pool name.") String name,
        @Doc("Nodes carrying the pool's labels; for a gate that may not read Nodes, the nodes GPU Operator pods run "
                + "on (several pools counted together, under their names joined by ` + `).") Integer nodes,
        @Doc("Nodes whose GPU Operator validators passed and that advertise their GPUs.") Integer validatedNodes,
        @Doc("Sum of the pool resource's allocatable count over the pool's nodes; absent when the gate may not read "
                + "Nodes.") Integer allocatableGpus,
        @Doc("Driver version seen on the nodes (GPU Feature Discovery label, else the driver image tag); several "
                + "are comma-separated.") String observedDriverVersion,
        @Doc("`READY`, `ZERO_NODES` (scaled to zero: no GPUs, not a failure), `NOT_READY` or `FAILED`.") String state,
        @Doc("The kind of the pool's least ready diagnosis, for scripts: e.g. `OPERAND_OOM_KILLED`, `ADMISSION_DENIED`,"
                + " `DRIVER_NOT_READY`; a warning's kind (such as `MONITORING_OPERAND_FAILING`) on a ready pool;"
                + " `POOL_AT_ZERO` for a pool at zero nodes; empty when ready without a warning. Each kind has its"
                + " entry in the troubleshooting guide, anchor `gate-` and the kind in lower case with dashes.")
        String diagnosis,
        @Doc("Why the pool is not ready, naming node, component and cause; empty when ready.") String message) {
}
