package com.vkcsgpu.examples.operator;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;

/**
 * A cluster with one L4 pool and the GPU Operator installed by the stack's {@code installMethod} ({@code addon}, or
 * {@code helm} from the stack's {@code chartPath} as release {@code release}), nothing else: what a GPU stack needs on
 * VK's platform, without GPU tenants (which need cluster-wide writes).
 */
public final class InstallMethodProgram {
    /** The GPU Operator addon version VK's catalog offers in the emulator. */
    static final String ADDON_RELEASE = "v24.9.2";

    private InstallMethodProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(InstallMethodProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        GpuCluster cluster = GpuOperatorProgram.cluster(config, "ml", "ml-gpu");
        GpuNodePool l4 = new GpuNodePool("l4", GpuOperatorProgram.l4Pool(cluster).build(), null);
        boolean addon = config.require("installMethod").equals("addon");
        GpuOperatorArgs.Builder args = GpuOperatorArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .method(addon ? "addon" : "helm")
                .pools(GpuOperatorPoolArgs.from(l4).build())
                .readinessTimeout("30m");
        if (addon) {
            args.clusterId(cluster.clusterId()).release(ADDON_RELEASE);
        } else {
            args.release(config.require("release")).chartLocalPath(config.require("chartPath"));
        }
        GpuOperator gpu = new GpuOperator("gpu", args.build(), null);
        ctx.export("ready", gpu.ready());
        ctx.export("poolStatuses", GpuOperatorProgram.poolStatuses(gpu));
    }
}
