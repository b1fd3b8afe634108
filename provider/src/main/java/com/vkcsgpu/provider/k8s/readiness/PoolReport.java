package com.vkcsgpu.provider.k8s.readiness;

import java.util.List;
import java.util.Map;

/**
 * The readiness of one pool.
 *
 * @param name                  pool name
 * @param expectedNodes         nodes expected (null: autoscaled, whatever registered)
 * @param resourceName          the GPU resource counted
 * @param nodes                 nodes carrying the pool's labels
 * @param validatedNodes        nodes that pass every per-node check
 * @param allocatableGpus       sum of the pool resource's allocatable count over the pool's nodes;
 *                              {@link #NOT_COUNTED} when the gate may not read Nodes
 * @param observedDriverVersion driver version seen on the nodes (GFD label, else driver pod image tag);
 *                              several versions comma-separated; null when none is known yet
 * @param state                 where the pool stands
 * @param reasons               why it is not ready (empty when ready), each naming node, component and cause
 * @param worst                 the least ready verdict among the pool's checks
 */
public record PoolReport(String name, Integer expectedNodes, String resourceName, int nodes, int validatedNodes,
        long allocatableGpus, String observedDriverVersion, PoolState state, List<String> reasons, Verdict worst) {

    /** The allocatable count of a gate that may not read Nodes, where the counts are. */
    public static final long NOT_COUNTED = -1;

    /** Copies the reasons. */
    public PoolReport {
        reasons = List.copyOf(reasons);
    }

    /** One line: "h200: 3/4 nodes validated, 24 nvidia.com/gpu" or "h200: 0 nodes (scaled to zero)". */
    public String headline() {
        if (state == PoolState.ZERO_NODES) {
            return GateDiagnosis.POOL_AT_ZERO.message(Map.of("pool", name));
        }
        int of = expectedNodes == null ? nodes : Math.max(expectedNodes, nodes);
        return name + ": " + validatedNodes + "/" + of + " nodes validated, "
                + (allocatableGpus == NOT_COUNTED ? resourceName + " not counted" : allocatableGpus + " " + resourceName);
    }

    /**
     * The kind of the pool's least ready verdict, for scripts: a {@link GateDiagnosis} name such as
     * {@code OPERAND_OOM_KILLED} (a warning's kind on a ready pool), {@code POOL_AT_ZERO} for a pool at zero
     * nodes, empty when the pool is ready without a warning.
     */
    public String diagnosis() {
        if (state == PoolState.ZERO_NODES) {
            return GateDiagnosis.POOL_AT_ZERO.name();
        }
        return worst.diagnosis() == null ? "" : worst.diagnosis().name();
    }

    /** A copy in {@code newState} with {@code verdict} as its worst verdict and first reason. */
    PoolReport escalated(PoolState newState, Verdict verdict) {
        return new PoolReport(name, expectedNodes, resourceName, nodes, validatedNodes, allocatableGpus,
                observedDriverVersion, newState, reasons, verdict);
    }
}
