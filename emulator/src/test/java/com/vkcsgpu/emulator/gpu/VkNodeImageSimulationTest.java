package com.vkcsgpu.emulator.gpu;

import com.vkcsgpu.emulator.kube.NodeOs;

import static com.vkcsgpu.emulator.gpu.GpuCluster.NAMESPACE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ContainerStateWaiting;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.readiness.Readiness;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The GPU stack on VK Cloud's gen-2 node image (AlmaLinux 9, CRI-O): a host driver the operator uses as it finds
 * it, NVIDIA's driver container asked for a tag NVIDIA does not publish, a user's driver image, and a toolkit set up
 * for the wrong runtime.
 */
class VkNodeImageSimulationTest {
    private static final String TOLERATE_GPU = GpuCluster.TOLERATE_GPU;

    private static GpuCluster vkCluster() {
        return new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0");
    }

    @Test
    void aHostDriverIsLabelledPreInstalledAndTheNodeValidatesWithoutADriverPod() {
        try (GpuCluster cluster = vkCluster()) {
            cluster.install(TOLERATE_GPU);
            cluster.waitForPod("nvidia-operator-validator", "gpu-0", Readiness.getInstance()::isReady);
            Node node = cluster.waitForNode("gpu-0", n -> n.getMetadata().getLabels()
                    .containsKey("nvidia.com/cuda.driver-version.full"));
            Map<String, String> labels = node.getMetadata().getLabels();
            assertEquals("pre-installed", labels.get("nvidia.com/gpu.deploy.driver"));
            assertEquals("almalinux", labels.get("feature.node.kubernetes.io/system-os_release.ID"));
            assertEquals(NodeOs.ALMALINUX_9.osReleaseVersionId(), labels.get("feature.node.kubernetes.io/system-os_release.VERSION_ID"));
            assertEquals(NodeImages.HOST_DRIVER_VERSION, labels.get("nvidia.com/cuda.driver-version.full"));
            assertTrue(cluster.client.pods().inNamespace(NAMESPACE).withLabel("app", "nvidia-driver-daemonset").list()
                    .getItems().isEmpty(), cluster.describePods());
        }
    }

    @Test
    void withoutAHostDriverNvidiasImageForAlmaLinuxFailsToPullAsTheRegistryAnswers() {
        try (GpuCluster cluster = vkCluster()) {
            cluster.simulation.injectFault(GpuFault.noHostDriver("gpu-0"));
            cluster.install(TOLERATE_GPU);
            Pod driver = cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", p -> waiting(p) != null
                    && "ImagePullBackOff".equals(waiting(p).getReason()));
            ContainerStatus container = driver.getStatus().getContainerStatuses().get(0);
            assertEquals("nvcr.io/nvidia/driver:580.126.20-almalinux" + NodeOs.ALMALINUX_9.osReleaseVersionId(), container.getImage());
            assertEquals("rpc error: code = Unknown desc = initializing source docker://nvcr.io/nvidia/driver:"
                    + "580.126.20-almalinux" + NodeOs.ALMALINUX_9.osReleaseVersionId() + ": reading manifest 580.126.20-almalinux" + NodeOs.ALMALINUX_9.osReleaseVersionId() + " in nvcr.io/nvidia/driver: "
                    + "manifest unknown", container.getState().getWaiting().getMessage());
            assertEquals("Pending", driver.getStatus().getPhase());
            assertTrue(cluster.client.v1().events().inNamespace(NAMESPACE).list().getItems().stream()
                    .anyMatch(e -> "Failed".equals(e.getReason()) && e.getMessage().startsWith(
                            "Failed to pull image \"nvcr.io/nvidia/driver:580.126.20-almalinux" + NodeOs.ALMALINUX_9.osReleaseVersionId() + "\"")));
            Pod validator = cluster.waitForPod("nvidia-operator-validator", "gpu-0", p -> true);
            assertTrue(!Readiness.getInstance().isReady(validator), "no driver, so no validation");
        }
    }

    @Test
    void aDriverImageFromTheUsersRepositoryInstallsTheDriver() {
        try (GpuCluster cluster = vkCluster()) {
            cluster.simulation.injectFault(GpuFault.noHostDriver("gpu-0"));
            cluster.install(TOLERATE_GPU + "  repository: registry.example.com/gpu\n");
            Pod driver = cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", Readiness.getInstance()::isReady);
            assertEquals("registry.example.com/gpu/driver:580.126.20-almalinux" + NodeOs.ALMALINUX_9.osReleaseVersionId(),
                    driver.getSpec().getContainers().get(0).getImage());
            cluster.waitForPod("nvidia-operator-validator", "gpu-0", Readiness.getInstance()::isReady);
        }
    }

    /**
     * The driver DaemonSet is rendered once, for the OS NFD labelled: a GPU node the operator sees before NFD's OS labels
     * (here its PCI label put by hand while NFD's master cannot run) fails the reconcile and gets no driver; once NFD
     * labels it, its driver pod is of the DaemonSet's only revision, and the upgrade controller walks nothing. Rendered
     * first for a guessed OS, the install left a pod of a stale revision that the upgrade controller then upgraded (the
     * same state a saturated build reached by the DaemonSet controller creating the pod before the re-render).
     */
    @Test
    void aGpuNodeWhoseOsIsNotLabelledYetGetsItsDriverOnlyOnceItIsAndNoUpgradeFollows() {
        String values = TOLERATE_GPU + "  repository: registry.example.com/gpu\n" + GpuCluster.OPERATOR_TOLERATES_GPU;
        try (GpuCluster cluster = new GpuCluster(false).withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0")) {
            cluster.simulation.injectFault(GpuFault.noHostDriver("gpu-0"));
            cluster.install(values);
            cluster.waitForPolicy(p -> "True/NFDLabelsMissing".equals(GpuCluster.readyReason(p)));
            cluster.client.nodes().withName("gpu-0").edit(n -> {
                n.getMetadata().getLabels().put("feature.node.kubernetes.io/pci-10de.present", "true");
                return n;
            });
            cluster.waitForNode("gpu-0", n -> "true".equals(n.getMetadata().getLabels().get("nvidia.com/gpu.present")));
            GenericKubernetesResource unknownOs = cluster.waitForPolicy(p -> "False/Error".equals(GpuCluster.readyReason(p)));
            boolean driverBeforeOs = cluster.client.apps().daemonSets().inNamespace(NAMESPACE)
                    .withName("nvidia-driver-daemonset").get() != null;

            cluster.install(values + GpuCluster.NFD_MASTER_TOLERATES_GPU);
            String image = "registry.example.com/gpu/driver:580.126.20-almalinux" + NodeOs.ALMALINUX_9.osReleaseVersionId();
            cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", p -> Readiness.getInstance().isReady(p)
                    && image.equals(p.getSpec().getContainers().get(0).getImage()));
            cluster.waitForNode("gpu-0", n -> "upgrade-done".equals(n.getMetadata().getLabels()
                    .get("nvidia.com/gpu-driver-upgrade-state")) && !Boolean.TRUE.equals(n.getSpec().getUnschedulable()));
            assertEquals(List.of("upgrade-done"), cluster.simulation.driverUpgradeStates("gpu-0"),
                    "the node's first driver pod is of the DaemonSet's current revision: nothing to upgrade");
            assertEquals(false, driverBeforeOs, "no driver DaemonSet while the GPU node's OS was unknown");
            assertEquals("ReconcileFailed", errorCondition(unknownOs).get("reason"));
            assertEquals("failed to retrieve GPU node OS info: unable to retrieve OS name from label "
                    + "feature.node.kubernetes.io/system-os_release.ID", errorCondition(unknownOs).get("message"));
        }
    }

    private static Map<?, ?> errorCondition(GenericKubernetesResource policy) {
        Map<?, ?> status = (Map<?, ?>) policy.getAdditionalProperties().get("status");
        return ((List<?>) status.get("conditions")).stream().map(c -> (Map<?, ?>) c)
                .filter(c -> "Error".equals(c.get("type"))).findFirst().orElseThrow();
    }

    /**
     * The user's registry holds the driver image built for another AlmaLinux minor release than the nodes run: the
     * pull of the nodes' tag fails as the registry answers it, naming the user's repository; once that tag is pushed
     * the driver installs.
     */
    @Test
    void aUsersRegistryWithoutTheImageForTheNodesOsFailsThePullUntilItIsPushed() {
        String repository = "registry.example.com/gpu/driver";
        String nodesTag = "580.126.20-almalinux" + NodeOs.ALMALINUX_9.osReleaseVersionId();
        try (GpuCluster cluster = vkCluster()) {
            cluster.registries.push(repository + ":580.126.20-almalinux9.0");
            cluster.simulation.injectFault(GpuFault.noHostDriver("gpu-0"));
            cluster.install(TOLERATE_GPU + "  repository: registry.example.com/gpu\n");
            Pod driver = cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", p -> waiting(p) != null
                    && "ImagePullBackOff".equals(waiting(p).getReason()));
            assertEquals("rpc error: code = Unknown desc = initializing source docker://" + repository + ":" + nodesTag
                    + ": reading manifest " + nodesTag + " in " + repository + ": manifest unknown",
                    waiting(driver).getMessage());

            cluster.registries.push(repository + ":" + nodesTag);
            cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", Readiness.getInstance()::isReady);
        }
    }

    @Test
    void aToolkitSetUpForContainerdOnCrioLeavesTheOperandsWithoutTheNvidiaRuntimeHandler() {
        try (GpuCluster cluster = vkCluster()) {
            cluster.install(TOLERATE_GPU + """
                    toolkit:
                      env:
                        - name: RUNTIME
                          value: containerd
                    """);
            Pod plugin = cluster.waitForPod("nvidia-device-plugin-daemonset", "gpu-0", p -> initWaiting(p) != null
                    && "RunContainerError".equals(initWaiting(p).getReason()));
            assertTrue(initWaiting(plugin).getMessage().startsWith("failed to find runtime handler nvidia"),
                    initWaiting(plugin).getMessage());
            assertTrue(cluster.client.v1().events().inNamespace(NAMESPACE).list().getItems().stream()
                    .anyMatch(e -> "FailedCreatePodSandBox".equals(e.getReason())));
        }
    }

    @Test
    void gpuOperatorV25100sToolkitHitsItsCrioKnownIssue() {
        try (GpuCluster cluster = vkCluster()) {
            cluster.install(TOLERATE_GPU + """
                    validator:
                      version: v25.10.0
                    """);
            Pod toolkit = cluster.waitForPod("nvidia-container-toolkit-daemonset", "gpu-0", p -> initWaiting(p) != null
                    && "RunContainerError".equals(initWaiting(p).getReason()));
            assertTrue(initWaiting(toolkit).getMessage().contains("v25.10.0"), initWaiting(toolkit).getMessage());
        }
    }

    private static ContainerStateWaiting waiting(Pod pod) {
        return pod.getStatus().getContainerStatuses().isEmpty() ? null
                : pod.getStatus().getContainerStatuses().get(0).getState().getWaiting();
    }

    private static ContainerStateWaiting initWaiting(Pod pod) {
        return pod.getStatus().getInitContainerStatuses().stream().map(s -> s.getState().getWaiting())
                .filter(w -> w != null && !"PodInitializing".equals(w.getReason())).findFirst().orElse(null);
    }
}
