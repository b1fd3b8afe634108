package com.vkcsgpu.examples.operator;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.GpuClusterArgs;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuNodePoolArgs;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.k8s.ObjectSet;
import com.vkcsgpu.k8s.ObjectSetArgs;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A cluster, one time-sliced L4 pool (GPU-tainted: the cluster has no other worker), the GPU Operator from a
 * local chart, and a workload namespace that depends on the operator, so it is created only after the readiness
 * gate saw the pool's GPUs.
 *
 * <p>Stack config (namespace = the project): {@code masterFlavorId}, {@code networkId}, {@code subnetId},
 * {@code chartPath} (the gpu-operator chart directory), {@code release} (the curated release matching the chart).
 */
public final class GpuOperatorProgram {
    /** Replicas of each L4 GPU: the pool's label selects the named device-plugin config. */
    static final int TIME_SLICING_REPLICAS = 4;

    private GpuOperatorProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(GpuOperatorProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        GpuCluster cluster = cluster(config, "ml", "ml-gpu");
        GpuNodePool l4 = new GpuNodePool("l4", l4Pool(cluster).timeSlicingReplicas(TIME_SLICING_REPLICAS).build(), null);
        GpuOperator gpu = new GpuOperator("gpu", GpuOperatorArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .release(config.require("release"))
                .chartLocalPath(config.require("chartPath"))
                .pools(GpuOperatorPoolArgs.from(l4).build())
                .readinessTimeout("30m")
                .build(), null);
        new ObjectSet("workloads", ObjectSetArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .objects(List.of("{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"training\"}}"))
                .build(), CustomResourceOptions.builder().dependsOn(gpu).build());

        ctx.export("ready", gpu.ready());
        ctx.export("release", gpu.release());
        ctx.export("poolStatuses", poolStatuses(gpu));
    }

    /** A one-zone cluster (GZ1) from the stack's {@code masterFlavorId}, {@code networkId} and {@code subnetId}. */
    public static GpuCluster cluster(Config config, String resourceName, String clusterName) {
        return new GpuCluster(resourceName, clusterArgs(config, clusterName).build(), null);
    }

    /** The arguments of {@link #cluster}, to set more before building them. */
    public static GpuClusterArgs.Builder clusterArgs(Config config, String clusterName) {
        String subnet = config.require("subnetId");
        return GpuClusterArgs.builder()
                .name(clusterName)
                .availabilityZones("GZ1")
                .masterFlavorId(config.require("masterFlavorId"))
                .networkId(config.require("networkId"))
                .subnetId(subnet)
                .loadbalancerSubnetId(subnet);
    }

    /** One L4 node in GZ1, pool {@code l4-pool} of {@code cluster}. */
    static GpuNodePoolArgs.Builder l4Pool(GpuCluster cluster) {
        return GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName("l4-pool")
                .gpuModel("L4")
                .availabilityZone("GZ1")
                .nodeCount(1);
    }

    /** The gate's per-pool report as a stack output: name, state, nodes, validated nodes, allocatable GPUs. */
    static Output<List<Map<String, Object>>> poolStatuses(GpuOperator gpu) {
        return gpu.poolStatuses().applyValue(statuses -> statuses.stream().map(s -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", s.name());
            m.put("state", s.state());
            m.put("nodes", s.nodes());
            m.put("validatedNodes", s.validatedNodes());
            m.put("allocatableGpus", s.allocatableGpus());
            return m;
        }).toList());
    }
}
