package com.vkcsgpu.examples.tenant;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.pulumi.resources.ComponentResourceOptions;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuNodePoolArgs;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.GpuTenant;
import com.vkcsgpu.GpuTenantArgs;
import com.vkcsgpu.TenantEditorsArgs;
import com.vkcsgpu.TenantPoolArgs;
import com.vkcsgpu.TenantSmokeTestArgs;
import com.vkcsgpu.examples.operator.GpuOperatorProgram;
import java.util.Arrays;
import java.util.List;

/**
 * The GPU Operator program (a cluster, one GPU-tainted time-sliced L4 pool, the operator from a local chart)
 * plus a {@link GpuTenant} that depends on the operator, so its smoke Job finds allocatable GPUs.
 *
 * <p>Stack config (namespace = the project): {@code masterFlavorId}, {@code networkId}, {@code subnetId},
 * {@code chartPath}, {@code release} as for the operator program; {@code gpuQuota} (the tenant's GPU quota) and
 * optionally {@code smokeCommand} (the smoke container's command, words separated by spaces) and {@code tenant}
 * ({@code false} removes the tenant, keeping the cluster).
 */
public final class GpuTenantProgram {
    static final String TENANT = "team-a";
    static final String EDITORS_GROUP = "ml-team-a";
    static final String POOL = "l4-pool";
    static final int TIME_SLICING_REPLICAS = 4;

    private GpuTenantProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(GpuTenantProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        GpuCluster cluster = GpuOperatorProgram.cluster(config, "ml", "ml-gpu");
        GpuNodePool l4 = new GpuNodePool("l4", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId())
                .poolName(POOL)
                .gpuModel("L4")
                .availabilityZone("GZ1")
                .nodeCount(1)
                .timeSlicingReplicas(TIME_SLICING_REPLICAS)
                .build(), null);
        GpuOperator gpu = new GpuOperator("gpu", GpuOperatorArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .release(config.require("release"))
                .chartLocalPath(config.require("chartPath"))
                .pools(GpuOperatorPoolArgs.from(l4).build())
                .readinessTimeout("30m")
                .build(), null);
        ctx.export("ready", gpu.ready());
        if (!config.getBoolean("tenant").orElse(true)) {
            return;
        }
        TenantSmokeTestArgs.Builder smoke = TenantSmokeTestArgs.builder().enabled(true);
        config.get("smokeCommand").ifPresent(command -> smoke.command(Arrays.asList(command.split(" "))));
        GpuTenant tenant = new GpuTenant("tenant", GpuTenantArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .name(TENANT)
                .workloadClass("training")
                .gpuQuota(config.requireInteger("gpuQuota"))
                .editors(TenantEditorsArgs.of(List.of(EDITORS_GROUP), List.of()))
                .pools(TenantPoolArgs.of(l4))
                .smokeTest(smoke.build())
                .build(), ComponentResourceOptions.builder().dependsOn(gpu).build());

        ctx.export("namespace", tenant.namespace());
        ctx.export("priorityClassName", tenant.priorityClassName());
        ctx.export("quota", tenant.quota());
        ctx.export("smokeResults", tenant.smokeResults());
        ctx.export("schedulingSnippets", tenant.schedulingSnippets());
    }
}
