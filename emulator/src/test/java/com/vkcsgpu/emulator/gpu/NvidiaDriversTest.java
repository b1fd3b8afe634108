package com.vkcsgpu.emulator.gpu;

import static com.vkcsgpu.emulator.gpu.GpuCluster.NAMESPACE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The simulated operator with the driver delegated to NVIDIADriver resources: one driver per pool. */
class NvidiaDriversTest {
    private static final ResourceDefinitionContext NVIDIA_DRIVER = new ResourceDefinitionContext.Builder()
            .withGroup("nvidia.com").withVersion("v1alpha1").withKind("NVIDIADriver").withPlural("nvidiadrivers")
            .withNamespaced(false).build();
    private static final String DELEGATED = """
            daemonsets:
              tolerations:
                - key: nvidia.com/gpu
                  operator: Exists
                  effect: NoSchedule
            driver:
              version: "580.126.20"
              useNvidiaDriverCRD: true
            """;

    private static GenericKubernetesResource driver(String name, String version, Map<String, String> selector) {
        Map<String, Object> spec = new java.util.LinkedHashMap<>();
        spec.put("driverType", "gpu");
        spec.put("repository", "nvcr.io/nvidia");
        spec.put("image", "driver");
        spec.put("version", version);
        if (selector != null) {
            spec.put("nodeSelector", selector);
        }
        spec.put("tolerations", List.of(Map.of("key", "nvidia.com/gpu", "operator", "Exists", "effect", "NoSchedule")));
        return new GenericKubernetesResourceBuilder().withApiVersion("nvidia.com/v1alpha1").withKind("NVIDIADriver")
                .withNewMetadata().withName(name).endMetadata().addToAdditionalProperties("spec", spec).build();
    }

    private static void apply(GpuCluster cluster, GenericKubernetesResource resource) {
        cluster.client.resource(resource).fieldManager("vkcs-gpu").forceConflicts().serverSideApply();
    }

    private static String condition(GenericKubernetesResource driver, String type) {
        Object status = driver.getAdditionalProperties().get("status");
        if (!(status instanceof Map<?, ?> map) || !(map.get("conditions") instanceof List<?> conditions)) {
            return null;
        }
        return conditions.stream().map(c -> (Map<?, ?>) c).filter(c -> type.equals(c.get("type")))
                .map(c -> c.get("status") + "/" + c.get("reason")).findFirst().orElse(null);
    }

    /** Waits until GPU Feature Discovery reports {@code version} on {@code node}. */
    private static void waitForDriver(GpuCluster cluster, String node, String version) {
        cluster.waitForNode(node, n -> version.equals(n.getMetadata().getLabels()
                .get("nvidia.com/cuda.driver-version.full")));
    }

    private static String driverVersion(GpuCluster cluster, String node) {
        return cluster.simulation.nodeState(node).map(GpuNodeState::driverVersion).orElse(null);
    }

    @Test
    void eachPoolRunsTheDriverOfTheResourceSelectingItAndOnlyThatPoolUpgrades() {
        try (GpuCluster cluster = new GpuCluster()
                .withGpuNodes("a100", "NVIDIA-A100-SXM4-80GB", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")
                .withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-1").onUbuntu("gpu-1")) {
            cluster.install(DELEGATED);
            apply(cluster, driver("a100", "580.173.02", Map.of("pool", "a100")));
            apply(cluster, driver("l4", "570.211.01", Map.of("pool", "l4")));

            waitForDriver(cluster, "gpu-0", "580.173.02");
            waitForDriver(cluster, "gpu-1", "570.211.01");
            assertEquals("580.173.02", driverVersion(cluster, "gpu-0"));
            assertEquals("570.211.01", driverVersion(cluster, "gpu-1"));
            List<DaemonSet> drivers = cluster.client.apps().daemonSets().inNamespace(NAMESPACE)
                    .withLabel("app.kubernetes.io/component", "nvidia-driver").list().getItems();
            assertEquals(2, drivers.size(), "one driver DaemonSet per NVIDIADriver, none from the ClusterPolicy");
            assertTrue(drivers.stream().allMatch(ds -> ds.getMetadata().getName().startsWith("nvidia-gpu-driver-ubuntu22.04-")));
            assertNull(cluster.client.apps().daemonSets().inNamespace(NAMESPACE).withName("nvidia-driver-daemonset").get());
            GenericKubernetesResource a100 = GpuCluster.poll(() -> cluster.client.genericKubernetesResources(NVIDIA_DRIVER)
                    .withName("a100").get(), d -> "True/Reconciled".equals(condition(d, "Ready")));
            assertEquals("ready", GpuCluster.state(a100));
            cluster.waitForPolicy(p -> "True/Reconciled".equals(GpuCluster.readyReason(p)));

            apply(cluster, driver("a100", "595.91.07", Map.of("pool", "a100")));
            cluster.waitForNode("gpu-0", n -> "595.91.07".equals(n.getMetadata().getLabels()
                    .get("nvidia.com/cuda.driver-version.full"))
                    && "upgrade-done".equals(n.getMetadata().getLabels().get("nvidia.com/gpu-driver-upgrade-state")));
            assertEquals(List.of("upgrade-done", "upgrade-required", "cordon-required", "wait-for-jobs-required",
                    "pod-deletion-required", "pod-restart-required", "validation-required", "uncordon-required",
                    "upgrade-done"), cluster.simulation.driverUpgradeStates("gpu-0"));
            assertEquals(List.of("upgrade-done"), cluster.simulation.driverUpgradeStates("gpu-1"),
                    "the other pool's driver did not change, so its node never left upgrade-done");
            assertEquals("570.211.01", driverVersion(cluster, "gpu-1"));
        }
    }

    @Test
    void theDefaultResourceIsTheFallbackForNodesNoOtherSelectsWithoutAConflict() {
        try (GpuCluster cluster = new GpuCluster()
                .withGpuNodes("a100", "NVIDIA-A100-SXM4-80GB", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")
                .withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-1").onUbuntu("gpu-1")) {
            cluster.install(DELEGATED);
            apply(cluster, driver("a100", "580.173.02", Map.of("pool", "a100")));
            GenericKubernetesResource fallback = driver("default", "595.91.07", null);
            @SuppressWarnings("unchecked")
            Map<String, Object> spec = (Map<String, Object>) fallback.getAdditionalProperties().get("spec");
            spec.put("default", true); // v26.7.0: the chart's default resource
            apply(cluster, fallback);

            waitForDriver(cluster, "gpu-0", "580.173.02");
            waitForDriver(cluster, "gpu-1", "595.91.07");
            assertEquals("580.173.02", driverVersion(cluster, "gpu-0"), "the pool's own resource, not the fallback");
            GenericKubernetesResource ready = GpuCluster.poll(() -> cluster.client
                    .genericKubernetesResources(NVIDIA_DRIVER).withName("default").get(),
                    d -> "True/Reconciled".equals(condition(d, "Ready")));
            assertEquals("ready", GpuCluster.state(ready), "no ConflictingNodeSelector although both select gpu-0");
        }
    }

    @Test
    void overlappingSelectorsStopEveryResourceWithConflictingNodeSelector() {
        try (GpuCluster cluster = new GpuCluster()
                .withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-1").onUbuntu("gpu-1")) {
            cluster.install(DELEGATED);
            apply(cluster, driver("l4", "570.211.01", Map.of("pool", "l4")));
            apply(cluster, driver("everything", "580.126.20", null));

            GenericKubernetesResource l4 = GpuCluster.poll(() -> cluster.client.genericKubernetesResources(NVIDIA_DRIVER)
                    .withName("l4").get(), d -> "True/ConflictingNodeSelector".equals(condition(d, "Error")));
            assertEquals("notReady", GpuCluster.state(l4));
            // The operator writes each resource's status before it deletes the driver DaemonSets in the same pass.
            GpuCluster.poll(() -> cluster.client.apps().daemonSets().inNamespace(NAMESPACE)
                    .withLabel("app.kubernetes.io/component", "nvidia-driver").list().getItems(), List::isEmpty);
        }
    }
}
