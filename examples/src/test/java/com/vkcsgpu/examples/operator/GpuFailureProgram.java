package com.vkcsgpu.examples.operator;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.resources.CustomResourceOptions;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuNodePoolArgs;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.NodePoolTaintArgs;
import com.vkcsgpu.k8s.ObjectSet;
import com.vkcsgpu.k8s.ObjectSetArgs;
import java.util.List;

/**
 * The stack the GPU failure diagnoses run against: a cluster ({@code clusterName} from config, so each case
 * gets its own), two L4 pools — {@code train-pool} (1 node, the GPU taint plus {@code dedicated=training:NoSchedule})
 * and {@code infer-pool} (1 node, the GPU taint) — the GPU Operator from the
 * fixture chart with {@code readinessTimeout} from config, and a namespace that depends on the operator.
 *
 * <p>Stack config (namespace = the project): {@code clusterName}, {@code readinessTimeout}, {@code masterFlavorId},
 * {@code networkId}, {@code subnetId}, {@code chartPath}, {@code release}.
 */
public final class GpuFailureProgram {
    static final String TRAIN_POOL = "train-pool";
    static final String INFER_POOL = "infer-pool";
    static final String CUSTOM_TAINT = "dedicated=training:NoSchedule";

    private GpuFailureProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(GpuFailureProgram::define);
    }

    /** The node the emulator names {@code <cluster>-<pool>-0}: the first node of a pool. */
    static String firstNode(String cluster, String pool) {
        return cluster + "-" + pool + "-0";
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        GpuCluster cluster = GpuOperatorProgram.cluster(config, "diag", config.require("clusterName"));
        GpuNodePool train = pool(cluster, "train", TRAIN_POOL, 1, List.of(
                NodePoolTaintArgs.of("nvidia.com/gpu", "present", "NoSchedule"),
                NodePoolTaintArgs.of("dedicated", "training", "NoSchedule")));
        GpuNodePool infer = pool(cluster, "infer", INFER_POOL, 1, null);
        GpuOperator gpu = new GpuOperator("gpu", GpuOperatorArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .release(config.require("release"))
                .chartLocalPath(config.require("chartPath"))
                .pools(GpuOperatorPoolArgs.from(train).build(), GpuOperatorPoolArgs.from(infer).build())
                .readinessTimeout(config.require("readinessTimeout"))
                .driverRepository(config.require("driverRepository"))
                .build(), null);
        new ObjectSet("workloads", ObjectSetArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .objects(List.of("{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"training\"}}"))
                .build(), CustomResourceOptions.builder().dependsOn(gpu).build());

        ctx.export("poolStatuses", GpuOperatorProgram.poolStatuses(gpu));
    }

    private static GpuNodePool pool(GpuCluster cluster, String name, String poolName, int nodes,
                                    List<NodePoolTaintArgs> taints) {
        return new GpuNodePool(name, GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName(poolName)
                .gpuModel("L4")
                .availabilityZone("GZ1")
                .nodeCount(nodes)
                .taints(taints)
                .build(), null);
    }
}
