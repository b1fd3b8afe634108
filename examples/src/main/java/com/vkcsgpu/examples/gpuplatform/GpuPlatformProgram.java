package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.GpuClusterArgs;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuNodePoolArgs;
import com.vkcsgpu.NodePoolTaintArgs;
import com.vkcsgpu.NodePoolToleration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A GPU platform in Java: one gen-2 cluster and three GPU pools, A100 80 GB and L4 next to the masters and
 * H200 in ME1 (the only zone that offers it). VK Cloud lets a node group live in any zone of the region, not
 * only the masters' ("it is best to place such groups in different availability zones",
 * https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/architecture).
 *
 * <p>Stack config (namespace = the project): {@code masterFlavorId}, {@code networkId}, {@code subnetId}
 * (required); {@code clusterName} [ml-gpu], {@code zone} [GZ1], {@code a100Zone} [zone], {@code a100Nodes} [1],
 * {@code a100Taints} [the default GPU taint; a JSON list of {key, value, effect}], {@code l4Zone} [zone],
 * {@code l4MaxNodes} [2] (the L4 pool autoscales from zero), {@code h200Zone} [ME1], {@code h200Nodes} [1].
 */
public final class GpuPlatformProgram {
    private GpuPlatformProgram() {
    }

    /** Runs the program under the Pulumi engine. */
    public static void main(String[] args) {
        Pulumi.run(GpuPlatformProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        String zone = config.get("zone").orElse("GZ1");
        String subnet = config.require("subnetId");
        GpuCluster cluster = new GpuCluster("ml", GpuClusterArgs.builder()
                .name(config.get("clusterName").orElse("ml-gpu"))
                .availabilityZones(zone)
                .masterFlavorId(config.require("masterFlavorId"))
                .networkId(config.require("networkId"))
                .subnetId(subnet)
                .loadbalancerSubnetId(subnet)
                .build(), null);

        GpuNodePool a100 = new GpuNodePool("a100", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName("a100-pool")
                .gpuModel("A100_80GB")
                .availabilityZone(config.get("a100Zone").orElse(zone))
                .nodeCount(config.getInteger("a100Nodes").orElse(1))
                .taints(config.getObject("a100Taints", TaintConfig[].class).map(GpuPlatformProgram::taints).orElse(null))
                .build(), null);
        GpuNodePool l4 = new GpuNodePool("l4", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName("l4-pool")
                .gpuModel("L4")
                .availabilityZone(config.get("l4Zone").orElse(zone))
                .minNodes(0)
                .maxNodes(config.getInteger("l4MaxNodes").orElse(2))
                .build(), null);
        GpuNodePool h200 = new GpuNodePool("h200", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName("h200-pool")
                .gpuModel("H200")
                .availabilityZone(config.get("h200Zone").orElse("ME1"))
                .nodeCount(config.getInteger("h200Nodes").orElse(1))
                .build(), null);

        ctx.export("clusterId", cluster.clusterId());
        ctx.export("kubernetesVersion", cluster.version());
        ctx.export("kubeconfig", cluster.kubeconfig());
        for (var pool : List.of(new Named("a100", a100), new Named("l4", l4), new Named("h200", h200))) {
            ctx.export(pool.name + "NodeGroupId", pool.pool.nodeGroupId());
            ctx.export(pool.name + "Flavor", pool.pool.flavorName());
            ctx.export(pool.name + "NodeSelector", pool.pool.nodeSelector());
            ctx.export(pool.name + "Tolerations", pool.pool.tolerations().applyValue(ts -> ts.stream()
                    .map(GpuPlatformProgram::toleration).toList()));
            ctx.export(pool.name + "ExpectedNodes", pool.pool.expectedNodes());
        }
    }

    /** A toleration as a pod spec writes it (stack outputs take maps, not records). */
    private static Map<String, String> toleration(NodePoolToleration t) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("key", t.key());
        out.put("operator", t.operator());
        if (t.value() != null) {
            out.put("value", t.value());
        }
        out.put("effect", t.effect());
        return out;
    }

    private static List<NodePoolTaintArgs> taints(TaintConfig[] given) {
        return Arrays.stream(given).map(t -> NodePoolTaintArgs.of(t.key, t.value, t.effect)).toList();
    }

    private record Named(String name, GpuNodePool pool) {
    }

    /** One taint as written in stack config. */
    static final class TaintConfig {
        String key;
        String value;
        String effect;
    }
}
