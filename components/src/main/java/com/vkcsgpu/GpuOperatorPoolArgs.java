package com.vkcsgpu;

import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import com.vkcsgpu.doc.Doc;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A GPU node pool as {@link GpuOperator} sees it: what its nodes are (model, GPUs, taints, selector) and how
 * their GPUs are shared. Every value is plain, so the compatibility check runs before anything is created.
 * From Java, {@link #from(GpuNodePool)} copies a pool's known values.
 */
@Doc("A GPU node pool the GPU Operator serves and its readiness gate waits for.")
public final class GpuOperatorPoolArgs extends ResourceArgs {
    @Doc("The pool's name (a GpuNodePool's `poolName`); unique among the pools.")
    @Import(name = "name", required = true)
    private String name;

    @Doc("The GPU model, such as `L4` or `A100_80GB`; the driver branch and MIG profile are checked against it.")
    @Import(name = "gpuModel", required = true)
    private String gpuModel;

    @Doc("GPUs per node. Default: the gate only requires at least one GPU resource per node.")
    @Import(name = "gpusPerNode")
    private @Nullable Integer gpusPerNode;

    @Doc("Nodes the pool should have (a fixed size or the autoscaling minimum). Omit for an autoscaled pool: the"
            + " nodes registered count, and a pool at zero nodes is reported as such.")
    @Import(name = "expectedNodes")
    private @Nullable Integer expectedNodes;

    @Doc("The taints of the pool's nodes; every one becomes a toleration of the operands, the NFD worker and the"
            + " operator. Default: `nvidia.com/gpu=present:NoSchedule`, GpuNodePool's default; an empty list means none.")
    @Import(name = "taints")
    private @Nullable List<NodePoolTaintArgs> taints;

    @Doc("Node labels selecting the pool's nodes. Default: `vkcs-gpu.io/pool=<name>`, the label GpuNodePool sets.")
    @Import(name = "nodeSelector")
    private @Nullable Map<String, String> nodeSelector;

    @Doc("The pool's MIG configuration (GpuNodePool `migProfile`), such as `all-1g.10gb`; the gate waits until it is"
            + " applied. Uniform configurations only (single strategy).")
    @Import(name = "migProfile")
    private @Nullable String migProfile;

    @Doc("Pods sharing each GPU by time-slicing (GpuNodePool `timeSlicingReplicas`); 1 or unset: no sharing. Each"
            + " replica count in use becomes a named device-plugin config (`time-slicing-<n>`) that the pool's label"
            + " selects, with either install method.")
    @Import(name = "timeSlicingReplicas")
    private @Nullable Integer timeSlicingReplicas;

    @Doc("Pods sharing each GPU by MPS (GpuNodePool `mpsReplicas`), 2-48; unset: no MPS. Each replica count in use"
            + " becomes a named device-plugin config (`mps-<n>`) that the pool's label selects, with either install"
            + " method. Not with `migProfile` (other than `all-disabled`) nor `timeSlicingReplicas`.")
    @Import(name = "mpsReplicas")
    private @Nullable Integer mpsReplicas;

    @Doc("A driver version of the pool's own. When it differs from the cluster-wide `driverVersion`, the operator"
            + " installs drivers through NVIDIADriver resources, one per pool selecting its nodes (`method: helm`"
            + " only; the pools' node selectors must be disjoint). The gate waits until the nodes run it.")
    @Import(name = "driverVersion")
    private @Nullable String driverVersion;

    @Doc("`false` turns the validator's CUDA workload (the `nvidia-cuda-validator` pod) off, for a GPU the release's"
            + " workload cannot run on: v26.7.0's is built with CUDA 13.2, which has no code for Volta (V100, V100S;"
            + " NVIDIA/gpu-operator#2842), so such a pool with v26.7.0 is refused unless this is `false` or an earlier"
            + " release is used. The validator is one DaemonSet, so the workload is off on every pool's nodes while"
            + " any pool turns it off; every preview then warns. Default: on.")
    @Import(name = "cudaWorkloadValidation")
    private @Nullable Boolean cudaWorkloadValidation;

    private GpuOperatorPoolArgs() {
    }

    /** @return a builder for {@link GpuOperatorPoolArgs} */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The pool's known values: name, GPU model, GPUs per node (when not hidden behind an explicit flavor),
     * expected nodes, taints, node selector, MIG profile, time-slicing and MPS replicas.
     *
     * @param pool a pool of this program
     * @return a builder to add {@code driverVersion} or change a value
     */
    public static Builder from(GpuNodePool pool) {
        PoolPlan plan = pool.plan();
        return builder().name(plan.poolName()).gpuModel(plan.gpuModel()).gpusPerNode(plan.gpusPerNode())
                .expectedNodes(plan.size().expectedNodes()).taints(plan.taints())
                .nodeSelector(PoolLabels.selector(plan.poolName())).migProfile(plan.migProfile())
                .timeSlicingReplicas(plan.timeSlicingReplicas()).mpsReplicas(plan.mpsReplicas());
    }

    String name() {
        return name;
    }

    String gpuModel() {
        return gpuModel;
    }

    @Nullable Integer gpusPerNode() {
        return gpusPerNode;
    }

    @Nullable Integer expectedNodes() {
        return expectedNodes;
    }

    /** The taints, GpuNodePool's default when not given. */
    List<NodePoolTaintArgs> taints() {
        return PoolTaints.resolve(taints);
    }

    /** The selector, the pool label when not given. */
    Map<String, String> nodeSelector() {
        return nodeSelector != null ? Map.copyOf(nodeSelector) : PoolLabels.selector(name);
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

    @Nullable String driverVersion() {
        return driverVersion;
    }

    @Nullable Boolean cudaWorkloadValidation() {
        return cudaWorkloadValidation;
    }

    /** Builds {@link GpuOperatorPoolArgs}; {@link GpuOperator} checks the values when it is created. */
    public static final class Builder {
        private final GpuOperatorPoolArgs $ = new GpuOperatorPoolArgs();

        private Builder() {
        }

        /** Sets {@code name}: the pool name. */
        public Builder name(@Nullable String name) {
            $.name = name;
            return this;
        }

        /** Sets {@code gpuModel}: the GPU model. */
        public Builder gpuModel(@Nullable String gpuModel) {
            $.gpuModel = gpuModel;
            return this;
        }

        /** Sets {@code gpusPerNode}: GPUs per node. */
        public Builder gpusPerNode(@Nullable Integer gpusPerNode) {
            $.gpusPerNode = gpusPerNode;
            return this;
        }

        /** Sets {@code expectedNodes}: the nodes the pool should have. */
        public Builder expectedNodes(@Nullable Integer expectedNodes) {
            $.expectedNodes = expectedNodes;
            return this;
        }

        /** Sets {@code taints}: the taints of the pool's nodes (null: GpuNodePool's default; empty: none). */
        public Builder taints(@Nullable List<NodePoolTaintArgs> taints) {
            $.taints = taints;
            return this;
        }

        /** Sets {@code taints}: the taints of the pool's nodes. */
        public Builder taints(NodePoolTaintArgs... taints) {
            return taints(List.of(taints));
        }

        /** Sets {@code nodeSelector}: labels selecting the pool's nodes. */
        public Builder nodeSelector(@Nullable Map<String, String> nodeSelector) {
            $.nodeSelector = nodeSelector;
            return this;
        }

        /** Sets {@code migProfile}: the pool's MIG configuration. */
        public Builder migProfile(@Nullable String migProfile) {
            $.migProfile = migProfile;
            return this;
        }

        /** Sets {@code timeSlicingReplicas}: pods sharing each GPU. */
        public Builder timeSlicingReplicas(@Nullable Integer timeSlicingReplicas) {
            $.timeSlicingReplicas = timeSlicingReplicas;
            return this;
        }

        /** Sets {@code mpsReplicas}: pods sharing each GPU by MPS. */
        public Builder mpsReplicas(@Nullable Integer mpsReplicas) {
            $.mpsReplicas = mpsReplicas;
            return this;
        }

        /** Sets {@code driverVersion}: the driver the pool's nodes must run. */
        public Builder driverVersion(@Nullable String driverVersion) {
            $.driverVersion = driverVersion;
            return this;
        }

        /** Sets {@code cudaWorkloadValidation}: {@code false} turns the validator's CUDA workload off. */
        public Builder cudaWorkloadValidation(@Nullable Boolean cudaWorkloadValidation) {
            $.cudaWorkloadValidation = cudaWorkloadValidation;
            return this;
        }

        /** @return the args */
        public GpuOperatorPoolArgs build() {
            return $;
        }
    }
}
