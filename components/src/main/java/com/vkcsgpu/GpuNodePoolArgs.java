package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * Arguments of {@link GpuNodePool}. What decides the pool's shape (name, GPU model, size, labels, taints) is
 * plain, so conflicts are rejected before anything is created; the cluster id and disk settings may be
 * {@link Output}s.
 */
@Doc("Arguments of a GPU node pool.")
public final class GpuNodePoolArgs extends ResourceArgs {
    @Doc("The gen-2 id of the cluster, such as a GpuCluster's `clusterId` output. Changing it replaces the pool.")
    @Import(name = "clusterId", required = true)
    private Output<String> clusterId;

    @Doc("The pool's name; it becomes the node group name (3-24 lowercase letters, digits and '-', starting with a letter, not `master`) and the value of the `vkcs-gpu.io/pool` label. Changing it replaces the pool.")
    @Import(name = "poolName", required = true)
    private String poolName;

    @Doc("The GPU model: `A100_40GB`, `A100_80GB`, `L4`, `H200`, `V100`, `V100S`, `A30`, `L40S` or `T4`. Required unless `flavorId` is given; with `flavorId` it is only checked against the flavor.")
    @Import(name = "gpuModel")
    private @Nullable String gpuModel;

    @Doc("GPUs per node. Default: 1, or the explicit flavor's GPU count. Together with `gpuModel` and `availabilityZone` it picks the smallest VK flavor that fits.")
    @Import(name = "gpusPerNode")
    private @Nullable Integer gpusPerNode;

    @Doc("An explicit flavor UUID: the escape hatch when the flavor lookup does not pick what you need. When the catalog does not know it, `gpuModel` and `gpusPerNode` describe it.")
    @Import(name = "flavorId")
    private @Nullable String flavorId;

    @Doc("The availability zone of the nodes; the flavor must be offered there. Changing it replaces the pool.")
    @Import(name = "availabilityZone", required = true)
    private String availabilityZone;

    @Doc("A fixed number of nodes, 1 to 500 (VK Cloud has no empty node groups). Mutually exclusive with `minNodes`/`maxNodes`; one of the two is required.")
    @Import(name = "nodeCount")
    private @Nullable Integer nodeCount;

    @Doc("The autoscaling minimum, 1 to 500. Goes with `maxNodes`; mutually exclusive with `nodeCount`.")
    @Import(name = "minNodes")
    private @Nullable Integer minNodes;

    @Doc("The autoscaling maximum, 1 to 500 and at least `minNodes`. Goes with `minNodes`; mutually exclusive with `nodeCount`.")
    @Import(name = "maxNodes")
    private @Nullable Integer maxNodes;

    @Doc("Extra Kubernetes labels of the nodes, added to the standard ones (`vkcs-gpu.io/pool`, `vkcs-gpu.io/gpu-model`, `vkcs-gpu.io/gpus-per-node`), which they may not set.")
    @Import(name = "labels")
    private @Nullable Map<String, String> labels;

    @Doc("The taints of the nodes. Default: `nvidia.com/gpu=present:NoSchedule`, so only workloads that tolerate it (see the `tolerations` output) land on GPU nodes. A list replaces the default; an empty list removes it.")
    @Import(name = "taints")
    private @Nullable List<NodePoolTaintArgs> taints;

    @Doc("A MIG configuration for every GPU of the pool, such as `all-1g.10gb` (A100 80 GB) or `all-disabled`: the nodes get the label `nvidia.com/mig.config=<profile>` the GPU Operator's MIG manager applies. Only uniform `all-<profile>` configurations of MIG-capable GPUs (A100, H100, H200, A30); each slice is advertised as `nvidia.com/gpu` (single strategy).")
    @Import(name = "migProfile")
    private @Nullable String migProfile;

    @Doc("Time-slicing: how many pods share each GPU (or MIG slice), 1-64; 1 or unset means no sharing. The nodes get the label `nvidia.com/device-plugin.config=time-slicing-<replicas>`, the device-plugin config GpuOperator creates for that count.")
    @Import(name = "timeSlicingReplicas")
    private @Nullable Integer timeSlicingReplicas;

    @Doc("MPS (CUDA Multi-Process Service): how many pods share each GPU, 2-48, each with an equal share of its memory and compute; unset means no MPS. The nodes get the label `nvidia.com/device-plugin.config=mps-<replicas>`, the device-plugin config GpuOperator creates for that count, and advertise `nvidia.com/gpu` × replicas. Not with `migProfile` (other than `all-disabled`) nor `timeSlicingReplicas`.")
    @Import(name = "mpsReplicas")
    private @Nullable Integer mpsReplicas;

    @Doc("The percentage of nodes upgraded at once, 1-100. Default: 10.")
    @Import(name = "parallelUpgradeChunk")
    private @Nullable Output<Integer> parallelUpgradeChunk;

    @Doc("The node disk type. Default: `ceph-ssd`. Changing it replaces the pool.")
    @Import(name = "diskType")
    private @Nullable Output<String> diskType;

    @Doc("The node disk size in GB. Default: 100. Changing it replaces the pool.")
    @Import(name = "diskSize")
    private @Nullable Output<Integer> diskSize;

    private GpuNodePoolArgs() {
    }

    /** @return a builder for {@link GpuNodePoolArgs} */
    public static Builder builder() {
        return new Builder();
    }

    Output<String> clusterId() {
        return clusterId;
    }

    String poolName() {
        return poolName;
    }

    @Nullable String gpuModel() {
        return gpuModel;
    }

    @Nullable Integer gpusPerNode() {
        return gpusPerNode;
    }

    @Nullable String flavorId() {
        return flavorId;
    }

    String availabilityZone() {
        return availabilityZone;
    }

    @Nullable Integer nodeCount() {
        return nodeCount;
    }

    @Nullable Integer minNodes() {
        return minNodes;
    }

    @Nullable Integer maxNodes() {
        return maxNodes;
    }

    @Nullable Map<String, String> labels() {
        return labels;
    }

    @Nullable List<NodePoolTaintArgs> taints() {
        return taints;
    }

    @Nullable String migProfile() {
        return migProfile;
    }

    @Nullable Integer timeSlicingReplicas() {
        return timeSlicingReplicas;
    }

    @Nullable Integer mpsReplicas() {
        return mpsReplicas;
    }

    @Nullable Output<Integer> parallelUpgradeChunk() {
        return parallelUpgradeChunk;
    }

    @Nullable Output<String> diskType() {
        return diskType;
    }

    @Nullable Output<Integer> diskSize() {
        return diskSize;
    }

    /**
     * Builds {@link GpuNodePoolArgs}. Required: {@code clusterId}, {@code poolName}, {@code availabilityZone},
     * {@code gpuModel} or {@code flavorId}, and {@code nodeCount} or {@code minNodes} with {@code maxNodes};
     * {@link GpuNodePool} checks them and every conflict when it is created.
     */
    public static final class Builder {
        private final GpuNodePoolArgs $ = new GpuNodePoolArgs();

        private Builder() {
        }

        /** Sets {@code clusterId}: the cluster id. */
        public Builder clusterId(@Nullable Output<String> clusterId) {
            $.clusterId = clusterId;
            return this;
        }

        /** Sets {@code clusterId}: the cluster id. */
        public Builder clusterId(@Nullable String clusterId) {
            return clusterId(clusterId == null ? null : Output.of(clusterId));
        }

        /** Sets {@code poolName}: the pool name. */
        public Builder poolName(@Nullable String poolName) {
            $.poolName = poolName;
            return this;
        }

        /** Sets {@code gpuModel}: the GPU model name. */
        public Builder gpuModel(@Nullable String gpuModel) {
            $.gpuModel = gpuModel;
            return this;
        }

        /** Sets {@code gpusPerNode}: GPUs per node (default 1). */
        public Builder gpusPerNode(@Nullable Integer gpusPerNode) {
            $.gpusPerNode = gpusPerNode;
            return this;
        }

        /** Sets {@code flavorId}: an explicit flavor UUID. */
        public Builder flavorId(@Nullable String flavorId) {
            $.flavorId = flavorId;
            return this;
        }

        /** Sets {@code availabilityZone}: the availability zone. */
        public Builder availabilityZone(@Nullable String availabilityZone) {
            $.availabilityZone = availabilityZone;
            return this;
        }

        /** Sets {@code nodeCount}: a fixed node count. */
        public Builder nodeCount(@Nullable Integer nodeCount) {
            $.nodeCount = nodeCount;
            return this;
        }

        /** Sets {@code minNodes}: the autoscaling minimum. */
        public Builder minNodes(@Nullable Integer minNodes) {
            $.minNodes = minNodes;
            return this;
        }

        /** Sets {@code maxNodes}: the autoscaling maximum. */
        public Builder maxNodes(@Nullable Integer maxNodes) {
            $.maxNodes = maxNodes;
            return this;
        }

        /** Sets {@code labels}: extra node labels. */
        public Builder labels(@Nullable Map<String, String> labels) {
            $.labels = labels;
            return this;
        }

        /** Sets {@code taints}: the node taints (null: the default GPU taint; empty: none). */
        public Builder taints(@Nullable List<NodePoolTaintArgs> taints) {
            $.taints = taints;
            return this;
        }

        /** Sets {@code taints}: the node taints (null: the default GPU taint; empty: none). */
        public Builder taints(NodePoolTaintArgs... taints) {
            return taints(List.of(taints));
        }

        /** Sets {@code migProfile}: the MIG configuration of every GPU, such as {@code all-1g.10gb}. */
        public Builder migProfile(@Nullable String migProfile) {
            $.migProfile = migProfile;
            return this;
        }

        /** Sets {@code mpsReplicas}: pods sharing each GPU by MPS. */
        public Builder mpsReplicas(@Nullable Integer mpsReplicas) {
            $.mpsReplicas = mpsReplicas;
            return this;
        }

        /** Sets {@code timeSlicingReplicas}: pods sharing each GPU by time-slicing (1: no sharing). */
        public Builder timeSlicingReplicas(@Nullable Integer timeSlicingReplicas) {
            $.timeSlicingReplicas = timeSlicingReplicas;
            return this;
        }

        /** Sets {@code parallelUpgradeChunk}: the upgrade chunk percentage. */
        public Builder parallelUpgradeChunk(@Nullable Output<Integer> parallelUpgradeChunk) {
            $.parallelUpgradeChunk = parallelUpgradeChunk;
            return this;
        }

        /** Sets {@code parallelUpgradeChunk}: the upgrade chunk percentage. */
        public Builder parallelUpgradeChunk(@Nullable Integer parallelUpgradeChunk) {
            return parallelUpgradeChunk(parallelUpgradeChunk == null ? null : Output.of(parallelUpgradeChunk));
        }

        /** Sets {@code diskType}: the node disk type. */
        public Builder diskType(@Nullable Output<String> diskType) {
            $.diskType = diskType;
            return this;
        }

        /** Sets {@code diskType}: the node disk type. */
        public Builder diskType(@Nullable String diskType) {
            return diskType(diskType == null ? null : Output.of(diskType));
        }

        /** Sets {@code diskSize}: the node disk size in GB. */
        public Builder diskSize(@Nullable Output<Integer> diskSize) {
            $.diskSize = diskSize;
            return this;
        }

        /** Sets {@code diskSize}: the node disk size in GB. */
        public Builder diskSize(@Nullable Integer diskSize) {
            return diskSize(diskSize == null ? null : Output.of(diskSize));
        }

        /** @return the args (validated when the {@link GpuNodePool} is created) */
        public GpuNodePoolArgs build() {
            return $;
        }
    }
}
