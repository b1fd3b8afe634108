package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Config;
import com.pulumi.Context;
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
 * The cluster half of the reference stack: one gen-2 cluster ({@code ml}) and three GPU pools, A100 80 GB and L4
 * next to the masters and H200 in ME1. Zones are stack config because which zone offers which GPU is a property
 * of the VK Cloud region and project, not of this program: the defaults (GZ1 for A100 80 GB and L4, ME1 for H200)
 * fit the emulator and VK Cloud's Moscow region as documented in the README; a node group may live in any zone of
 * the region, not only the masters' ("it is best to place such groups in different availability zones",
 * https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/architecture).
 *
 * <p>Stack config (namespace = the project): {@code masterFlavorId}, {@code networkId}, {@code subnetId}
 * (required); {@code clusterName} [ml-gpu], {@code zone} [GZ1], {@code a100Zone} [zone], {@code a100Nodes} [1],
 * {@code a100Taints} [the default GPU taint; a JSON list of {key, value, effect}], {@code l4Zone} [zone],
 * {@code l4MinNodes} [1], {@code l4MaxNodes} [2] (the L4 pool autoscales), {@code h200Zone} [ME1],
 * {@code h200Nodes} [1].
 *
 * @param cluster the cluster
 * @param a100    the A100 80 GB pool ({@code a100-pool})
 * @param l4      the autoscaled L4 pool ({@code l4-pool})
 * @param h200    the H200 pool ({@code h200-pool})
 */
public record GpuPlatform(GpuCluster cluster, GpuNodePool a100, GpuNodePool l4, GpuNodePool h200) {

    /** Declares the cluster and its pools from the stack config. */
    public static GpuPlatform declare(Config config) {
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
                .taints(config.getObject("a100Taints", TaintConfig[].class).map(GpuPlatform::taints).orElse(null))
                .build(), null);
        GpuNodePool l4 = new GpuNodePool("l4", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName("l4-pool")
                .gpuModel("L4")
                .availabilityZone(config.get("l4Zone").orElse(zone))
                .minNodes(config.getInteger("l4MinNodes").orElse(1))
                .maxNodes(config.getInteger("l4MaxNodes").orElse(2))
                .build(), null);
        GpuNodePool h200 = new GpuNodePool("h200", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName("h200-pool")
                .gpuModel("H200")
                .availabilityZone(config.get("h200Zone").orElse("ME1"))
                .nodeCount(config.getInteger("h200Nodes").orElse(1))
                .build(), null);
        return new GpuPlatform(cluster, a100, l4, h200);
    }

    /** The pools by their short name ({@code a100}, {@code l4}, {@code h200}), in that order. */
    public Map<String, GpuNodePool> pools() {
        Map<String, GpuNodePool> pools = new LinkedHashMap<>();
        pools.put("a100", a100);
        pools.put("l4", l4);
        pools.put("h200", h200);
        return pools;
    }

    /**
     * Exports what workloads and operators need: {@code clusterId}, {@code kubernetesVersion}, {@code kubeconfig}
     * (secret, as GpuCluster marks it), and per pool {@code <pool>NodeGroupId}, {@code <pool>Flavor},
     * {@code <pool>NodeSelector}, {@code <pool>Tolerations}, {@code <pool>ExpectedNodes}.
     */
    public void export(Context ctx) {
        ctx.export("clusterId", cluster.clusterId());
        ctx.export("kubernetesVersion", cluster.version());
        ctx.export("kubeconfig", cluster.kubeconfig());
        pools().forEach((name, pool) -> {
            ctx.export(name + "NodeGroupId", pool.nodeGroupId());
            ctx.export(name + "Flavor", pool.flavorName());
            ctx.export(name + "NodeSelector", pool.nodeSelector());
            ctx.export(name + "Tolerations", pool.tolerations().applyValue(ts -> ts.stream()
                    .map(GpuPlatform::toleration).toList()));
            ctx.export(name + "ExpectedNodes", pool.expectedNodes());
        });
    }

    /** A toleration as a pod spec writes it (stack outputs and manifests take maps, not records). */
    static Map<String, String> toleration(NodePoolToleration t) {
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

    /** One taint as written in stack config. */
    public static final class TaintConfig {
        /** The taint key. */
        public String key;
        /** The taint value (may be absent). */
        public String value;
        /** {@code NoSchedule}, {@code PreferNoSchedule} or {@code NoExecute}. */
        public String effect;
    }
}
