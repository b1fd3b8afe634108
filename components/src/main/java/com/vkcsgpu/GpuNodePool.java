package com.vkcsgpu;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.doc.AlwaysSet;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.mk8s.NodeGroup;
import com.vkcsgpu.mk8s.NodeGroupArgs;
import com.vkcsgpu.mk8s.TaintArgs;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.Nullable;

/**
 * A GPU node pool: a node group whose flavor is resolved from a GPU model and GPUs per node, with standard
 * labels, the GPU taint by default, and outputs a workload needs to land on it. It creates one child,
 * {@code <name>-node-group} ({@link NodeGroup}).
 *
 * <pre>{@code
 * var pool = new GpuNodePool("l4", GpuNodePoolArgs.builder()
 *         .clusterId(cluster.clusterId()).poolName("l4-pool").gpuModel("L4")
 *         .availabilityZone("GZ1").minNodes(1).maxNodes(4).build(), null);
 * // pod spec: nodeSelector = pool.nodeSelector(), tolerations = pool.tolerations(),
 * //           resources.limits[pool.gpuResourceName()] = pool.gpusPerNode()
 * }</pre>
 */
@Doc("A GPU node pool of a gen-2 cluster: the VK flavor is resolved from `gpuModel` and `gpusPerNode` in the pool's"
        + " zone (or given as `flavorId`); nodes get standard labels and, by default, the taint"
        + " `nvidia.com/gpu=present:NoSchedule`; the size is fixed or autoscaled, 1 to 500 nodes as VK Cloud allows. Its outputs are what a"
        + " workload needs to run on the pool: `nodeSelector`, `tolerations`, `gpuResourceName`, `gpusPerNode`.")
public final class GpuNodePool extends ComponentResource {
    /** The type token of this component. */
    public static final String TYPE = "vkcs-gpu:index:GpuNodePool";
    /** The extended resource the NVIDIA device plugin advertises on GPU nodes. */
    public static final String GPU_RESOURCE_NAME = "nvidia.com/gpu";

    @Doc("The gen-2 id of the node group.")
    @AlwaysSet
    @Export(name = "nodeGroupId", refs = {String.class}, tree = "[0]")
    private final Output<String> nodeGroupId;

    @Doc("The UUID of the VK flavor the nodes run on.")
    @AlwaysSet
    @Export(name = "flavorId", refs = {String.class}, tree = "[0]")
    private final Output<String> flavorId;

    @Doc("The name of the VK flavor, such as `GPU2-16-72-L4-1` (the UUID when the catalog does not know an explicit"
            + " flavorId).")
    @AlwaysSet
    @Export(name = "flavorName", refs = {String.class}, tree = "[0]")
    private final Output<String> flavorName;

    @Doc("A node selector that matches exactly this pool's nodes (`vkcs-gpu.io/pool: <poolName>`).")
    @AlwaysSet
    @Export(name = "nodeSelector", refs = {Map.class, String.class}, tree = "[0,1,1]")
    private final Output<Map<String, String>> nodeSelector;

    @Doc("Tolerations for every taint of the pool's nodes, ready for a pod spec: `Equal` with the value, or"
            + " `Exists` for a taint without one. Empty when the pool has no taints.")
    @AlwaysSet
    @Export(name = "tolerations", refs = {List.class, NodePoolToleration.class}, tree = "[0,1]")
    private final Output<List<NodePoolToleration>> tolerations;

    @Doc("The resource name workloads request GPUs by: `nvidia.com/gpu` (also for MIG slices under the single"
            + " strategy and for time-sliced GPUs, which GpuOperator does not rename).")
    @AlwaysSet
    @Export(name = "gpuResourceName", refs = {String.class}, tree = "[0]")
    private final Output<String> gpuResourceName;

    @Doc("GPUs per node.")
    @AlwaysSet
    @Export(name = "gpusPerNode", refs = {Integer.class}, tree = "[0]")
    private final Output<Integer> gpusPerNode;

    @Doc("How many `gpuResourceName` each node advertises once the GPU Operator is ready: `gpusPerNode` × MIG"
            + " instances per GPU (`migProfile`) × `timeSlicingReplicas` × `mpsReplicas`; what the readiness gate waits for.")
    @AlwaysSet
    @Export(name = "expectedGpusPerNode", refs = {Integer.class}, tree = "[0]")
    private final Output<Integer> expectedGpusPerNode;

    @Doc("The MIG configuration of the pool's GPUs (label `nvidia.com/mig.config`); absent without MIG.")
    @Export(name = "migProfile", refs = {String.class}, tree = "[0]")
    private final Output<String> migProfile;

    @Doc("Pods sharing each GPU by time-slicing; 1 without sharing.")
    @AlwaysSet
    @Export(name = "timeSlicingReplicas", refs = {Integer.class}, tree = "[0]")
    private final Output<Integer> timeSlicingReplicas;

    @Doc("The nodes the pool is expected to have once ready: `nodeCount`, or `minNodes` when autoscaled.")
    @AlwaysSet
    @Export(name = "expectedNodes", refs = {Integer.class}, tree = "[0]")
    private final Output<Integer> expectedNodes;

    /** What the planned change does to the GPU nodes and the pods on them (set in preview only). */
    @Doc(GpuImpactLine.OUTPUT_DOC)
    @Export(name = "previewImpact", refs = {List.class, GpuImpactLine.class}, tree = "[0,1]")
    private final Output<List<GpuImpactLine>> previewImpact;

    private final PoolPlan plan;

    /**
     * Creates the pool. This is the only constructor: the provider's Construct requires exactly one of this
     * shape.
     *
     * @param name    the component's name; the child is named {@code name + "-node-group"}
     * @param args    the arguments
     * @param options component options (providers, protect, ...); may be null
     * @throws IllegalArgumentException naming every invalid or conflicting argument, before any child exists
     */
    public GpuNodePool(String name, GpuNodePoolArgs args, @Nullable ComponentResourceOptions options) {
        super(TYPE, name, options);
        PoolPlan plan = InvalidArgumentsException.naming(TYPE, name, () -> PoolPlan.of(args));
        this.plan = plan;
        Output<FlavorChoice> flavor = FlavorLookup.resolve(plan, InvokeOptions.builder().parent(this).build());
        NodeGroup group = new NodeGroup(name + "-node-group", NodeGroupArgs.builder()
                .clusterId(args.clusterId())
                .name(plan.poolName())
                .availabilityZone(plan.availabilityZone())
                .flavorId(flavor.applyValue(FlavorChoice::flavorId))
                .fixedScale(plan.size().fixedScale())
                .autoScale(plan.size().autoScale())
                .labels(flavor.applyValue(f ->
                        PoolLabels.of(plan.poolName(), f.gpuModel(), f.gpusPerNode(),
                                GpuSharing.nodeLabels(plan.migProfile(), plan.timeSlicingReplicas(),
                                        plan.mpsReplicas()), plan.userLabels())))
                .taints(nodeGroupTaints(plan.taints()))
                .parallelUpgradeChunk(args.parallelUpgradeChunk())
                .diskType(args.diskType())
                .diskSize(args.diskSize())
                .build(), CustomResourceOptions.builder().parent(this).build());
        this.nodeGroupId = group.nodeGroupId();
        this.flavorId = flavor.applyValue(FlavorChoice::flavorId);
        this.flavorName = flavor.applyValue(FlavorChoice::flavorName);
        this.nodeSelector = Output.of(PoolLabels.selector(plan.poolName()));
        this.tolerations = Output.of(Tolerations.forTaints(plan.taints()));
        this.gpuResourceName = Output.of(GPU_RESOURCE_NAME);
        this.gpusPerNode = flavor.applyValue(FlavorChoice::gpusPerNode);
        this.expectedNodes = Output.of(plan.size().expectedNodes());
        this.expectedGpusPerNode = flavor.applyValue(f -> plan.expectedResourcesPerNode(f.gpusPerNode()));
        this.migProfile = Output.ofNullable(plan.migProfile());
        this.timeSlicingReplicas = Output.of(plan.timeSlicingReplicas() == null ? 1 : plan.timeSlicingReplicas());
        this.previewImpact = GpuImpactLine.of(group.previewImpact());
        Map<String, Output<?>> outputs = new LinkedHashMap<>();
        outputs.put("nodeGroupId", nodeGroupId);
        outputs.put("flavorId", flavorId);
        outputs.put("flavorName", flavorName);
        outputs.put("nodeSelector", nodeSelector);
        outputs.put("tolerations", tolerations);
        outputs.put("gpuResourceName", gpuResourceName);
        outputs.put("gpusPerNode", gpusPerNode);
        outputs.put("expectedNodes", expectedNodes);
        outputs.put("expectedGpusPerNode", expectedGpusPerNode);
        outputs.put("migProfile", migProfile);
        outputs.put("timeSlicingReplicas", timeSlicingReplicas);
        outputs.put("previewImpact", previewImpact);
        registerOutputs(outputs);
    }

    private static List<TaintArgs> nodeGroupTaints(List<NodePoolTaintArgs> taints) {
        return taints.stream().map(t -> {
            TaintArgs.Builder taint = TaintArgs.builder().key(t.key()).effect(t.effect());
            return (t.value().isEmpty() ? taint : taint.value(t.value())).build();
        }).toList();
    }

    /** The validated plain arguments, for the other components of this package (GpuOperator and GpuTenant pools). */
    PoolPlan plan() {
        return plan;
    }

    /** @return the gen-2 id of the node group */
    public Output<String> nodeGroupId() {
        return nodeGroupId;
    }

    /** @return the UUID of the flavor the nodes run on */
    public Output<String> flavorId() {
        return flavorId;
    }

    /** @return the name of the flavor the nodes run on */
    public Output<String> flavorName() {
        return flavorName;
    }

    /** @return a node selector matching exactly this pool's nodes */
    public Output<Map<String, String>> nodeSelector() {
        return nodeSelector;
    }

    /** @return tolerations for every taint of the pool's nodes */
    public Output<List<NodePoolToleration>> tolerations() {
        return tolerations;
    }

    /** @return {@code nvidia.com/gpu} */
    public Output<String> gpuResourceName() {
        return gpuResourceName;
    }

    /** @return GPUs per node */
    public Output<Integer> gpusPerNode() {
        return gpusPerNode;
    }

    /** @return GPU resources each node advertises once ready (GPUs × MIG instances × time-slicing replicas) */
    public Output<Integer> expectedGpusPerNode() {
        return expectedGpusPerNode;
    }

    /** @return the MIG configuration of the pool's GPUs, null without MIG */
    public Output<String> migProfile() {
        return migProfile;
    }

    /** @return pods sharing each GPU by time-slicing (1: no sharing) */
    public Output<Integer> timeSlicingReplicas() {
        return timeSlicingReplicas;
    }

    /** @return the nodes expected once ready: the fixed size or the autoscaling minimum */
    public Output<Integer> expectedNodes() {
        return expectedNodes;
    }

    /** @return what the planned change does to the GPU nodes and the pods on them; set in preview only */
    public Output<List<GpuImpactLine>> previewImpact() {
        return previewImpact;
    }
}
