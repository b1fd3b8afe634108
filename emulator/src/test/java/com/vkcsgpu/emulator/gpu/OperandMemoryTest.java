package com.vkcsgpu.emulator.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.ContainerDefaults;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * VK's default container resources reach the GPU stack: a driver container left without resources compiles under the
 * 512 MB default and is OOM-killed (exit 137, restarts, CrashLoopBackOff); explicit resources from the ClusterPolicy
 * let it finish; dcgm-exporter fits the default on a 1-GPU node and is killed on an 8-GPU one.
 */
class OperandMemoryTest {
    private static final String VALUES_WITHOUT_RESOURCES = """
            daemonsets:
              tolerations:
                - key: nvidia.com/gpu
                  operator: Exists
            """;

    @Test
    void aDriverWithoutResourcesIsOomKilledUnderVksDefaultLimit() {
        try (GpuCluster cluster = new GpuCluster()) {
            cluster.server.applyContainerDefaults(ContainerDefaults.VK);
            cluster.withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0");
            cluster.install(VALUES_WITHOUT_RESOURCES);

            ContainerStatus driver = GpuCluster.poll(() -> mainStatus(cluster, "nvidia-driver-daemonset"),
                    s -> s.isPresent() && s.get().getRestartCount() > 0).orElseThrow();
            assertEquals("OOMKilled", driver.getLastState().getTerminated().getReason());
            assertEquals(137, driver.getLastState().getTerminated().getExitCode());
            assertEquals("CrashLoopBackOff", driver.getState().getWaiting().getReason());
            Pod pod = pod(cluster, "nvidia-driver-daemonset").orElseThrow();
            assertEquals(new Quantity("512Mi"), pod.getSpec().getContainers().get(0).getResources().getLimits().get("memory"));
            assertEquals(new Quantity("100m"), pod.getSpec().getContainers().get(0).getResources().getRequests().get("cpu"));
        }
    }

    @Test
    void explicitDriverResourcesLetTheCompileFinish() {
        try (GpuCluster cluster = new GpuCluster()) {
            cluster.server.applyContainerDefaults(ContainerDefaults.VK);
            cluster.withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0");
            cluster.install(VALUES_WITHOUT_RESOURCES + """
                    driver:
                      resources:
                        limits:
                          memory: 4Gi
                    """);
            GpuCluster.poll(() -> pod(cluster, "nvidia-driver-daemonset"),
                    p -> p.isPresent() && p.get().getStatus().getConditions().stream()
                            .anyMatch(c -> c.getType().equals("Ready") && c.getStatus().equals("True")));
            assertEquals(0, mainStatus(cluster, "nvidia-driver-daemonset").orElseThrow().getRestartCount());
        }
    }

    @Test
    void dcgmExporterFitsTheDefaultOnOneGpuButNotOnEight() {
        assertEquals(null, killedOn(1));
        assertEquals("OOMKilled", killedOn(8));
    }

    /** The dcgm-exporter's last termination reason on a node with {@code gpus} GPUs once its driver is ready. */
    private static String killedOn(int gpus) {
        try (GpuCluster cluster = new GpuCluster()) {
            cluster.server.applyContainerDefaults(ContainerDefaults.VK);
            cluster.withGpuNodes("h200", "NVIDIA-H200", gpus, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0");
            cluster.install(VALUES_WITHOUT_RESOURCES + """
                    driver:
                      resources:
                        limits:
                          memory: 4Gi
                    """);
            ContainerStatus exporter = GpuCluster.poll(() -> mainStatus(cluster, "nvidia-dcgm-exporter"),
                    s -> s.isPresent() && (s.get().getRestartCount() > 0 || Boolean.TRUE.equals(s.get().getReady())))
                    .orElseThrow();
            return exporter.getLastState() == null || exporter.getLastState().getTerminated() == null ? null
                    : exporter.getLastState().getTerminated().getReason();
        }
    }

    private static Optional<Pod> pod(GpuCluster cluster, String app) {
        List<Pod> pods = cluster.client.pods().inNamespace(GpuCluster.NAMESPACE).withLabel("app", app).list().getItems();
        return pods.stream().findFirst();
    }

    private static Optional<ContainerStatus> mainStatus(GpuCluster cluster, String app) {
        return pod(cluster, app).filter(p -> p.getStatus() != null && p.getStatus().getContainerStatuses() != null
                && !p.getStatus().getContainerStatuses().isEmpty()).map(p -> p.getStatus().getContainerStatuses().get(0));
    }
}
