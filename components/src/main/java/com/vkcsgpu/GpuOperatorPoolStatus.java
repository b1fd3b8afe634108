package com.vkcsgpu;

import com.pulumi.core.annotations.Export;
import com.vkcsgpu.doc.SharedSchemaType;
import com.vkcsgpu.gpu.GatePoolStatus;

/**
 * What the readiness gate saw of one pool, as {@link GpuOperator} reports it.
 *
 * <p>In the package schema this is {@code vkcs-gpu:gpu:GatePoolStatus}, the type a resource of the provider
 * declares and documents property by property; the schema, the SDKs and the API docs take their descriptions from
 * there.
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
public record GpuOperatorPoolStatus(
        @Export(name = "name") String name,
        @Export(name = "state") String state,
        @Export(name = "diagnosis") String diagnosis,
        @Export(name = "nodes") Integer nodes,
        @Export(name = "validatedNodes") Integer validatedNodes,
        @Export(name = "allocatableGpus") Integer allocatableGpus,
        @Export(name = "observedDriverVersion") String observedDriverVersion,
        @Export(name = "message") String message) implements OutputObject {

    static GpuOperatorPoolStatus of(GatePoolStatus s) {
        return new GpuOperatorPoolStatus(s.name(), s.state(), s.diagnosis(), s.nodes(), s.validatedNodes(), s.allocatableGpus(),
                s.observedDriverVersion(), s.message());
    }
}
