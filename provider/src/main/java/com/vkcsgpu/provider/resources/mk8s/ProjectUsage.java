package com.vkcsgpu.provider.resources.mk8s;

import java.util.Collection;

/**
 * What the project's node groups take from its Managed Kubernetes quotas, summed over {@link PoolFootprint}s.
 *
 * @param nodes         worker nodes
 * @param vcpus         their vCPUs
 * @param ramGb         their RAM, GB
 * @param diskGb        their node disks, GB
 * @param gpusConnected GPUs that must be connected to the project
 */
record ProjectUsage(int nodes, int vcpus, int ramGb, int diskGb, int gpusConnected) {
    static ProjectUsage of(Collection<PoolFootprint> pools) {
        ProjectUsage sum = new ProjectUsage(0, 0, 0, 0, 0);
        for (PoolFootprint pool : pools) {
            sum = sum.plus(pool);
        }
        return sum;
    }

    /** This usage with {@code pool} added. */
    ProjectUsage plus(PoolFootprint pool) {
        return new ProjectUsage(nodes + pool.nodes(), vcpus + pool.vcpus(), ramGb + pool.ramGb(), diskGb + pool.diskGb(),
                gpusConnected + pool.gpusConnected());
    }

    /** This usage with {@code before} of one pool taken out and {@code after} put in (a change of that pool). */
    ProjectUsage replacing(PoolFootprint before, PoolFootprint after) {
        return new ProjectUsage(nodes - before.nodes() + after.nodes(), vcpus - before.vcpus() + after.vcpus(),
                ramGb - before.ramGb() + after.ramGb(), diskGb - before.diskGb() + after.diskGb(),
                gpusConnected - before.gpusConnected() + after.gpusConnected());
    }
}
