package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Pulumi;

/**
 * The cluster half of {@link GpuPlatformProgram} alone ({@link GpuPlatform}: a GpuCluster and three
 * GpuNodePools, same config, same names, same outputs), so the cluster and pool life-cycle tests run without
 * waiting for a GPU Operator on every step.
 */
public final class ClusterAndPoolsProgram {
    private ClusterAndPoolsProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(ctx -> GpuPlatform.declare(ctx.config()).export(ctx));
    }
}
