package com.vkcsgpu.provider.resources.mk8s;

/**
 * What one node group takes from the project's Managed Kubernetes quotas: its nodes times its flavor and disk, and
 * the GPUs it needs connected to the project, counted over its autoscaling maximum when it autoscales (VK: the node
 * count, or the autoscaling maximum, must not exceed the GPUs connected,
 * https://cloud.vk.com/docs/en/kubernetes/k8s/how-to-guides/gpu-operator, "Preparatory steps").
 *
 * @param nodes        nodes now (or planned)
 * @param maxNodes     the autoscaling maximum, or {@code nodes} for a fixed size
 * @param vcpusPerNode the flavor's vCPUs
 * @param ramGbPerNode the flavor's RAM, GB
 * @param diskGbPerNode the node disk, GB
 * @param gpusPerNode  the flavor's GPUs, 0 for a CPU flavor
 */
record PoolFootprint(int nodes, int maxNodes, int vcpusPerNode, int ramGbPerNode, int diskGbPerNode, int gpusPerNode) {
    /** Nothing: a pool that does not exist (yet, or any more). */
    static final PoolFootprint NONE = new PoolFootprint(0, 0, 0, 0, 0, 0);

    int vcpus() {
        return nodes * vcpusPerNode;
    }

    int ramGb() {
        return nodes * ramGbPerNode;
    }

    int diskGb() {
        return nodes * diskGbPerNode;
    }

    /** GPUs that must be connected to the project for this pool. */
    int gpusConnected() {
        return maxNodes * gpusPerNode;
    }
}
