package com.vkcsgpu.examples.gpuplatform;

import com.pulumi.Config;
import com.pulumi.resources.ComponentResourceOptions;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuTenant;
import com.vkcsgpu.GpuTenantArgs;
import com.vkcsgpu.TenantPoolArgs;

/**
 * Two teams on the platform: {@code research} trains on the A100 and H200 pools, {@code inference} serves from
 * the L4 pool and preempts training when GPUs run short. Each is a namespace with a GPU quota, a PriorityClass and
 * scheduling snippets for its pools; both wait for the operator's readiness gate, so they exist only on a cluster
 * whose GPUs were proven usable.
 *
 * <p>Keys (namespace = the project): {@code researchGpuQuota} [2], {@code inferenceGpuQuota} [1].
 *
 * @param research  the training tenant
 * @param inference the inference tenant
 */
record Tenants(GpuTenant research, GpuTenant inference) {

    static Tenants declare(Config config, GpuPlatform platform, GpuOperator gpuOperator) {
        ComponentResourceOptions afterTheGate = ComponentResourceOptions.builder().dependsOn(gpuOperator).build();
        GpuTenant research = new GpuTenant("research", GpuTenantArgs.builder()
                .kubeconfig(platform.cluster().kubeconfig())
                .name("research")
                .workloadClass("training")
                .gpuQuota(config.getInteger("researchGpuQuota").orElse(2))
                .pools(TenantPoolArgs.of(platform.a100()), TenantPoolArgs.of(platform.h200()))
                .build(), afterTheGate);
        GpuTenant inference = new GpuTenant("inference", GpuTenantArgs.builder()
                .kubeconfig(platform.cluster().kubeconfig())
                .name("inference")
                .workloadClass("production-inference")
                .gpuQuota(config.getInteger("inferenceGpuQuota").orElse(1))
                .pools(TenantPoolArgs.of(platform.l4()))
                .build(), afterTheGate);
        return new Tenants(research, inference);
    }
}
