package com.vkcsgpu.examples.impact;

import com.google.gson.Gson;
import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuNodePoolArgs;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.examples.operator.GpuOperatorProgram;
import com.vkcsgpu.NodePoolToleration;
import com.vkcsgpu.k8s.ObjectSet;
import com.vkcsgpu.k8s.ObjectSetArgs;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A cluster at {@code version} with one L4 pool ({@code gpusPerNode}, {@code nodeCount}, {@code parallelUpgradeChunk}),
 * the GPU Operator from VK's addon, and a training Deployment using one GPU per replica on the pool: what a reviewer
 * previews a flavor change, a cluster upgrade or a scale-up of.
 *
 * <p>Stack config (namespace = the project): {@code masterFlavorId}, {@code networkId}, {@code subnetId}, and the
 * optional {@code version}, {@code gpusPerNode}, {@code nodeCount}, {@code parallelUpgradeChunk}, and the operator's
 * {@code driverSource}, {@code driverRepository} and {@code driverVersion}. The impact lines of the pool and of the
 * operator are exported as {@code poolImpact} and {@code operatorImpact}.
 */
public final class PoolImpactProgram {
    static final String CLUSTER = "ml-impact";
    static final String POOL = "l4-pool";
    static final String TRAINER = "trainer";
    private static final Gson GSON = new Gson();

    private PoolImpactProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(PoolImpactProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        GpuCluster cluster = new GpuCluster("ml", GpuOperatorProgram.clusterArgs(config, CLUSTER)
                .version(config.get("version").orElse("v1.32.1")).build(), null);
        GpuNodePool l4 = new GpuNodePool("l4", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName(POOL)
                .gpuModel("L4")
                .gpusPerNode(config.getInteger("gpusPerNode").orElse(1))
                .availabilityZone("GZ1")
                .nodeCount(config.getInteger("nodeCount").orElse(3))
                .parallelUpgradeChunk(config.getInteger("parallelUpgradeChunk").orElse(50))
                .build(), null);
        GpuOperator gpu = new GpuOperator("gpu", GpuOperatorArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .clusterId(cluster.clusterId())
                .method("addon")
                .driverSource(config.get("driverSource").orElse(null))
                .driverRepository(config.get("driverRepository").orElse(null))
                .driverVersion(config.get("driverVersion").orElse(null))
                .pools(GpuOperatorPoolArgs.from(l4).build())
                .readinessTimeout("30m")
                .build(), null);
        Output<String> trainer = Output.tuple(l4.nodeSelector(), l4.tolerations(), l4.gpuResourceName())
                .applyValue(t -> trainer(t.t1, t.t2, t.t3));
        new ObjectSet("training", ObjectSetArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .objects(trainer.applyValue(List::of))
                .build(), CustomResourceOptions.builder().dependsOn(gpu).build());
        ctx.export("ready", gpu.ready());
        ctx.export("poolImpact", l4.previewImpact());
        ctx.export("operatorImpact", gpu.previewImpact());
        ctx.export("clusterImpact", cluster.previewImpact());
    }

    /** Two replicas, each holding one GPU of the pool while it runs. */
    private static String trainer(Map<String, String> nodeSelector, List<NodePoolToleration> tolerations,
                                  String gpuResource) {
        Map<String, Object> gpu = Map.of(gpuResource, "1");
        Map<String, Object> container = Map.of("name", "train", "image", "nvcr.io/nvidia/cuda:12.4.1-base-ubuntu22.04",
                "command", List.of("sleep", "infinity"), "resources", Map.of("requests", gpu, "limits", gpu));
        Map<String, Object> podSpec = new LinkedHashMap<>();
        podSpec.put("nodeSelector", nodeSelector);
        podSpec.put("tolerations", tolerations); // Gson writes the records' fields, leaving out a null value
        podSpec.put("containers", List.of(container));
        Map<String, Object> labels = Map.of("app", TRAINER);
        Map<String, Object> deployment = Map.of("apiVersion", "apps/v1", "kind", "Deployment",
                "metadata", Map.of("name", TRAINER, "namespace", "default"),
                "spec", Map.of("replicas", 2, "selector", Map.of("matchLabels", labels),
                        "template", Map.of("metadata", Map.of("labels", labels), "spec", podSpec)));
        return GSON.toJson(deployment);
    }
}
