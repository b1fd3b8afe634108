package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.gpu.GatePoolStatus;

/**
 * What the readiness gate saw of one pool, as {@link GpuOperator} reports it.
 *
 * @param name            the pool name
 * @param state           {@code READY}, {@code ZERO_NODES}, {@code NOT_READY} or {@code FAILED}
 * @param diagnosis       the kind of the pool's least ready diagnosis (e.g. {@code OPERAND_OOM_KILLED}); empty when ready
 * @param nodes           nodes carrying the pool's labels
 * @param validatedNodes  nodes whose validators passed and that advertise their GPUs
 * @param allocatableGpus the pool resource's allocatable count over the pool's nodes
 * @param observedDriverVersion the driver version seen on the pool's nodes (GPU Feature Discovery label, else the
 *                        driver image tag); several are comma-separated; absent when no driver runs there
 * @param message         why the pool is not ready; empty when ready
 */
@SharedSchemaType("gpu:GatePoolStatus")
@Doc("The readiness of one GPU node pool, as the readiness gate last saw it.")
public record GpuOperatorPoolStatus(
        @Doc("The pool name.") @Export(name = "name") String name,
        @Doc("`READY`, `ZERO_NODES` (scaled to zero: no GPUs, not a failure), `NOT_READY` or `FAILED`.")
        @Export(name = "state") String state,
        @Doc("The kind of the pool's least ready diagnosis, for scripts (e.g. `OPERAND_OOM_KILLED`, or a warning's"
                + " kind on a ready pool); `POOL_AT_ZERO` at zero nodes; empty when ready without a warning.")
        @Export(name = "diagnosis") String diagnosis,
        @Doc("Nodes carrying the pool's labels; for a gate that may not read Nodes, the nodes GPU Operator pods run "
                + "on (several pools counted together, under their names joined by ` + `).")
        @Export(name = "nodes") Integer nodes,
        @Doc("Nodes whose GPU Operator validators passed and that advertise their GPUs.")
        @Export(name = "validatedNodes") Integer validatedNodes,
        @Doc("The pool resource's allocatable count summed over its nodes; absent when the gate may not read Nodes.")
        @Export(name = "allocatableGpus") Integer allocatableGpus,
        @Doc("The driver version seen on the pool's nodes (GPU Feature Discovery label, else the driver image tag);"
                + " several are comma-separated, as during a driver upgrade.")
        @Export(name = "observedDriverVersion") String observedDriverVersion,
        @Doc("Why the pool is not ready, naming node, component and cause; empty when ready.")
        @Export(name = "message") String message) implements OutputObject {

    static GpuOperatorPoolStatus of(GatePoolStatus s) {
        return new GpuOperatorPoolStatus(s.name(), s.state(), s.diagnosis(), s.nodes(), s.validatedNodes(), s.allocatableGpus(),
                s.observedDriverVersion(), s.message());
    }
}
