package com.vkcsgpu.emulator.gpu;

import org.junit.jupiter.api.Test;

class ChurnProbeTest {
    @Test
    void probe() throws Exception {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0")) {
            long t0 = System.nanoTime();
            cluster.install("daemonsets:\n  tolerations:\n    - key: nvidia.com/gpu\n      operator: Exists\n");
            System.out.println("install took ms " + (System.nanoTime() - t0) / 1_000_000);
            for (int i = 0; i < 6; i++) {
                Thread.sleep(500);
                System.out.println("rv " + cluster.server.store().resourceVersion() + " " + cluster.simulation.nodeState("gpu-0"));
            }
        }
    }
}
