package com.vkcsgpu;

import com.vkcsgpu.domain.GpuModel;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.util.List;
import java.util.Map;

/**
 * The validated, defaulted plain arguments of a {@link GpuNodePool}. Built before any child exists; every
 * problem is reported at once, each naming its property.
 */
record PoolPlan(String poolName, String gpuModel, Integer gpusPerNode, String flavorId, String availabilityZone,
                PoolSize size, List<NodePoolTaintArgs> taints, Map<String, String> userLabels, String migProfile,
                Integer timeSlicingReplicas, Integer mpsReplicas) {

    static final int DEFAULT_GPUS_PER_NODE = 1;
    private static final int MAX_GPUS_PER_NODE = 8;

    static PoolPlan of(GpuNodePoolArgs args) {
        ArgumentProblems problems = new ArgumentProblems("GpuNodePool");
        problems.requirePresent("clusterId", args.clusterId());
        problems.add("poolName", VkCloudSyntax.nodeGroupNameProblem(args.poolName()));
        if (args.gpuModel() == null && args.flavorId() == null) {
            problems.add("gpuModel", "gpuModel or flavorId is required; give a GPU model such as L4, or an explicit"
                    + " flavorId");
        }
        if (args.gpuModel() != null && GpuModel.fromName(args.gpuModel()).filter(GpuModel::offeredOnVkCloud).isEmpty()) {
            problems.add("gpuModel", "'" + args.gpuModel() + "' is not a known GPU model; use one of "
                    + GpuModel.vkNames() + ", or give flavorId");
        }
        if (args.gpusPerNode() != null && (args.gpusPerNode() < 1 || args.gpusPerNode() > MAX_GPUS_PER_NODE)) {
            problems.add("gpusPerNode", "must be 1-" + MAX_GPUS_PER_NODE + " (VK Cloud VMs carry up to 4 GPUs, 8 for"
                    + " H200), got " + args.gpusPerNode());
        }
        if (args.flavorId() != null) {
            problems.add("flavorId", VkCloudSyntax.uuidProblem(args.flavorId()));
        }
        if (args.availabilityZone() == null || args.availabilityZone().isBlank()) {
            problems.add("availabilityZone", "is required: the zone where the GPU flavor is offered, such as GZ1");
        }
        PoolSize size = PoolSize.of(args.nodeCount(), args.minNodes(), args.maxNodes(), problems);
        List<NodePoolTaintArgs> taints = PoolTaints.resolve(args.taints());
        PoolTaints.check(taints, problems);
        PoolLabels.check(args.labels(), problems);
        problems.add("migProfile", GpuSharing.migProblem(args.gpuModel(), args.migProfile()));
        problems.add("timeSlicingReplicas", GpuSharing.timeSlicingProblem(args.timeSlicingReplicas()));
        problems.add("mpsReplicas", GpuSharing.mpsProblem(args.migProfile(), args.timeSlicingReplicas(),
                args.mpsReplicas()));
        problems.throwIfAny();
        // An explicit flavor knows its GPU count, so no default there (FlavorChoice.explicit fills it in).
        Integer gpus = args.gpusPerNode();
        if (gpus == null && args.flavorId() == null) {
            gpus = DEFAULT_GPUS_PER_NODE;
        }
        return new PoolPlan(args.poolName(), args.gpuModel(), gpus, args.flavorId(), args.availabilityZone(), size,
                taints, args.labels() == null ? Map.of() : Map.copyOf(args.labels()), args.migProfile(),
                args.timeSlicingReplicas(), args.mpsReplicas());
    }

    /** The GPU resource count each node advertises once the operator applied MIG, time-slicing and MPS. */
    int expectedResourcesPerNode(int gpus) {
        return GpuSharing.expectedResourcesPerNode(gpus, gpuModel, migProfile, timeSlicingReplicas, mpsReplicas);
    }

    boolean explicitFlavor() {
        return flavorId != null;
    }
}
