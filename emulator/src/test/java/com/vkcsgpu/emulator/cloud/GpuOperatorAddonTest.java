package com.vkcsgpu.emulator.cloud;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The VK managed-addon path: installing {@code gpu-operator} through the cloud API makes the
 * emulated cluster run the same simulated stack as a Helm install, so GPUs become allocatable.
 */
class GpuOperatorAddonTest {
    private static final ResourceDefinitionContext CLUSTER_POLICY = new ResourceDefinitionContext.Builder()
            .withGroup("nvidia.com").withVersion("v1").withKind("ClusterPolicy").withPlural("clusterpolicies")
            .withNamespaced(false).build();

    /** Also on VK's documented platform, whose Gatekeeper constraints exclude the namespace VK installs the addon into. */
    @ParameterizedTest
    @ValueSource(strings = {"permissive", "documented"})
    void managedAddonInstallEndsWithAllocatableGpus(String platform) {
        try (VkCloudEmulator cloud = VkCloudEmulator.builder().timeScale(0.001).staticTokenKubeconfig()
                .platform(platform.equals("documented") ? VkPlatform.documented() : VkPlatform.permissive())
                .timings(Timings.uniform(Duration.ofMinutes(2)).withTokenLifetime(Duration.ofDays(10))).start()) {
            CloudClient api = new CloudClient(cloud).login();
            String clusterId = api.runningCluster("addon");
            // The cloud test helper taints every group with nvidia.com/gpu; the operator and NFD (worker and master,
            // which writes the labels) values below tolerate it.
            assertEquals(200, api.mk8s("POST", "node-groups", api.nodeGroupBody(clusterId, "system", "STD3-4-8",
                    "GZ1", "{\"fixed_scale\":{\"size\":1}}")).status());
            api.awaitClusterStatus(clusterId, "RUNNING");
            CloudClient.Response gpuGroup = api.mk8s("POST", "node-groups", api.nodeGroupBody(clusterId, "l4-pool",
                    "GPU2-32-144-L4-2", "GZ1", "{\"fixed_scale\":{\"size\":1}}"));
            assertEquals(200, gpuGroup.status(), gpuGroup.body());
            api.awaitClusterStatus(clusterId, "RUNNING");
            String addonId = api.mk8s("GET", "addons").json().getAsJsonArray("addons").asList().stream()
                    .map(a -> a.getAsJsonObject()).filter(a -> a.get("name").getAsString().equals("gpu-operator"))
                    .findFirst().orElseThrow().get("id").getAsString();
            String versionId = api.mk8s("GET", "addons/gpu-operator/versions/24.9.0").json().get("id").getAsString();
            // The driver's compile needs more than the 512Mi VK gives containers without resources (documented platform).
            String values = """
                    driver:
                      resources:
                        limits:
                          memory: 2Gi
                    operator:
                      tolerations:
                        - key: nvidia.com/gpu
                          operator: Exists
                    daemonsets:
                      tolerations:
                        - key: nvidia.com/gpu
                          operator: Exists
                          effect: NoSchedule
                    node-feature-discovery:
                      worker:
                        nodeSelector:
                          mcs.mail.ru/gpu-exists: "true"
                        tolerations:
                          - key: nvidia.com/gpu
                            operator: Exists
                            effect: NoSchedule
                      master:
                        tolerations:
                          - key: nvidia.com/gpu
                            operator: Exists
                            effect: NoSchedule
                    """;
            com.google.gson.JsonObject body = new com.google.gson.JsonObject();
            body.addProperty("addon_id", addonId);
            body.addProperty("addon_version_id", versionId);
            body.addProperty("namespace", "gpu-operator");
            body.addProperty("values", values);
            assertEquals(200, api.mk8s("POST", "clusters/" + clusterId + "/addons", body.toString()).status());

            String kubeconfig = api.mk8s("POST", "clusters/" + clusterId + "/kube_config").body();
            try (KubernetesClient kube = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(kubeconfig)).build()) {
                String gpuNode = "addon-l4-pool-0";
                Node node = poll(() -> kube.nodes().withName(gpuNode).get(), n -> n.getStatus().getAllocatable()
                        .containsKey("nvidia.com/gpu"));
                assertEquals("2", node.getStatus().getAllocatable().get("nvidia.com/gpu").toString());
                GenericKubernetesResource policy = poll(() -> kube.genericKubernetesResources(CLUSTER_POLICY)
                        .withName("cluster-policy").get(), p -> p.getAdditionalProperties().get("status") instanceof Map<?, ?> s
                        && "ready".equals(s.get("state")) && s.get("conditions").toString().contains("Reconciled"));
                assertTrue(policy.getAdditionalProperties().get("status").toString().contains("gpu-operator"));
                assertTrue(cloud.gpuSimulation(clusterId).orElseThrow().nodeState(gpuNode).orElseThrow().validatorReady());

                // An upgrade replaces the GPU node: the stack runs again on the new one, the addon keeps its version.
                assertEquals(200, api.mk8s("PATCH", "clusters/" + clusterId + ":upgrade",
                        "{\"target_version\":\"v1.34.2\"}").status());
                String upgradedNode = "addon-l4-pool-1";
                Node replacement = poll(() -> kube.nodes().withName(upgradedNode).get(), n -> n.getStatus().getAllocatable()
                        .containsKey("nvidia.com/gpu"));
                assertEquals("v1.34.2", replacement.getStatus().getNodeInfo().getKubeletVersion());
                poll(() -> cloud.gpuSimulation(clusterId).orElseThrow().nodeState(upgradedNode).orElse(null),
                        state -> state.validatorReady());
                poll(() -> kube.nodes().withName(gpuNode).get() == null ? "gone" : null, "gone"::equals);
                assertEquals(versionId, api.mk8s("GET", "clusters/" + clusterId + "/addons/gpu-operator").json()
                        .get("addon_version_id").getAsString(), "addons are not upgraded with the cluster");
            }
        }
    }

    private static <T> T poll(Supplier<T> read, java.util.function.Predicate<T> condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        T last = null;
        while (System.nanoTime() < deadline) {
            last = read.get();
            if (last != null && condition.test(last)) {
                return last;
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
        }
        throw new AssertionError("not reached within 60 s; last seen: " + last);
    }

}
