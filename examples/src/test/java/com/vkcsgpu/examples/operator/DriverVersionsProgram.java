package com.vkcsgpu.examples.operator;

import com.pulumi.Config;
import com.pulumi.Context;
import com.pulumi.Pulumi;
import com.vkcsgpu.GpuCluster;
import com.vkcsgpu.GpuNodePool;
import com.vkcsgpu.GpuNodePoolArgs;
import com.vkcsgpu.GpuOperator;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import java.util.ArrayList;
import java.util.List;

/**
 * A cluster with an L4 pool (and, with {@code a100Pool: true}, an A100 pool) and the GPU Operator from a local
 * chart, its driver versions taken from the stack config, so a test can bump them between runs.
 *
 * <p>Stack config (namespace = the project): {@code masterFlavorId}, {@code networkId}, {@code subnetId},
 * {@code chartPath}, {@code release} (as {@link GpuOperatorProgram}); optional {@code driverVersion} (the
 * cluster-wide driver), {@code a100Pool}, {@code l4DriverVersion} and {@code a100DriverVersion} (a pool's own
 * driver, which makes the operator use one NVIDIADriver resource per pool), {@code allowUnsupportedDriver},
 * {@code a100MigProfile}, {@code devicePluginVersion} and {@code gfdVersion}.
 */
public final class DriverVersionsProgram {
    /** A registry holding driver images built for the nodes' OS (the emulator takes any repository but NVIDIA's as pushed). */
    static final String OWN_DRIVER_REPOSITORY = "registry.example.com/gpu";

    private DriverVersionsProgram() {
    }

    public static void main(String[] args) {
        Pulumi.run(DriverVersionsProgram::define);
    }

    static void define(Context ctx) {
        Config config = ctx.config();
        GpuCluster cluster = GpuOperatorProgram.cluster(config, "ml", "ml-gpu");
        List<GpuOperatorPoolArgs> pools = new ArrayList<>();
        GpuNodePool l4 = new GpuNodePool("l4", GpuNodePoolArgs.builder()
                .clusterId(cluster.clusterId()).poolName("l4-pool").gpuModel("L4").availabilityZone("GZ1")
                .nodeCount(1).build(), null);
        pools.add(GpuOperatorPoolArgs.from(l4).driverVersion(config.get("l4DriverVersion").orElse(null)).build());
        if (config.getBoolean("a100Pool").orElse(false)) {
            GpuNodePool a100 = new GpuNodePool("a100", GpuNodePoolArgs.builder()
                    .clusterId(cluster.clusterId()).poolName("a100-pool").gpuModel("A100_80GB")
                    .availabilityZone("GZ1").nodeCount(1).migProfile(config.get("a100MigProfile").orElse(null))
                    .build(), null);
            ctx.export("a100Impact", a100.previewImpact());
            pools.add(GpuOperatorPoolArgs.from(a100).driverVersion(config.get("a100DriverVersion").orElse(null))
                    .build());
        }
        GpuOperator gpu = new GpuOperator("gpu", GpuOperatorArgs.builder()
                .kubeconfig(cluster.kubeconfig())
                .release(config.require("release"))
                .chartLocalPath(config.require("chartPath"))
                .driverVersion(config.get("driverVersion").orElse(null))
                // Driver images built for the nodes' OS: NVIDIA publishes none for VK Cloud's AlmaLinux 9.
                .driverRepository(OWN_DRIVER_REPOSITORY)
                .allowUnsupportedDriver(config.getBoolean("allowUnsupportedDriver").orElse(null))
                .devicePluginVersion(config.get("devicePluginVersion").orElse(null))
                .gfdVersion(config.get("gfdVersion").orElse(null))
                .pools(pools)
                .readinessTimeout("30m")
                .build(), null);

        ctx.export("ready", gpu.ready());
        ctx.export("pinnedDriver", gpu.pinnedComponents().applyValue(pins -> pins.get("driver")));
        ctx.export("poolStatuses", gpu.poolStatuses());
        ctx.export("previewImpact", gpu.previewImpact());
    }
}
