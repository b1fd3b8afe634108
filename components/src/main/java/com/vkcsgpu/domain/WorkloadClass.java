package com.vkcsgpu.domain;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.doc.WireValue;

/** The workload classes of a GpuTenant; each sets the tenant's default priority. */
@Doc("The kind of work a tenant runs; it sets the default priority.")
public enum WorkloadClass {
    @Doc("Priority 1000000: preempts training and batch.") @WireValue("production-inference") PRODUCTION_INFERENCE(1_000_000),
    @Doc("Priority 100000: preempts batch.") @WireValue("training") TRAINING(100_000),
    @Doc("Priority 10000.") @WireValue("batch") BATCH(10_000);

    private final int priority;

    WorkloadClass(int priority) {
        this.priority = priority;
    }

    /** The default priority of the tenant's PriorityClass: production inference preempts training, which preempts batch. */
    public int priority() {
        return priority;
    }
}
