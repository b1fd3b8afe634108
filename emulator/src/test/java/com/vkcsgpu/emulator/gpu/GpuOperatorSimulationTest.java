package com.vkcsgpu.emulator.gpu;

import static com.vkcsgpu.emulator.gpu.GpuCluster.NAMESPACE;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.kube.EmulatedNode;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.client.readiness.Readiness;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The simulated GPU Operator, observed through fabric8 the way the readiness gate observes a real one. */
class GpuOperatorSimulationTest {
    private static final String UPGRADE_STATE = "nvidia.com/gpu-driver-upgrade-state";
    private static final String TOLERATE_GPU = GpuCluster.TOLERATE_GPU;

    @Test
    void happyPathEndsWithAllocatableGpusAndAReconciledPolicy() {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("a100", "NVIDIA-A100-SXM4-80GB", 2,
                GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
            cluster.install(TOLERATE_GPU);
            Node node;
            try {
                node = cluster.waitForNode("gpu-0", n -> "2".equals(GpuCluster.allocatable(n, "nvidia.com/gpu")));
            } catch (AssertionError e) {
                throw new AssertionError(cluster.describePods() + cluster.client.nodes().withName("gpu-0").get().getMetadata().getLabels(), e);
            }
            Pod validator = cluster.waitForPod("nvidia-operator-validator", "gpu-0", Readiness.getInstance()::isReady);
            assertEquals(List.of("driver-validation", "toolkit-validation", "cuda-validation", "plugin-validation"),
                    validator.getStatus().getInitContainerStatuses().stream().map(ContainerStatus::getName).toList());
            assertTrue(validator.getStatus().getInitContainerStatuses().stream()
                    .allMatch(s -> s.getState().getTerminated() != null && s.getState().getTerminated().getExitCode() == 0));
            Pod cuda = cluster.client.pods().inNamespace(NAMESPACE).withLabel("app", "nvidia-cuda-validator").list()
                    .getItems().get(0);
            assertEquals("Succeeded", cuda.getStatus().getPhase());
            assertEquals("gpu-0", cuda.getSpec().getNodeName());
            GenericKubernetesResource policy = cluster.waitForPolicy(p -> "True/Reconciled".equals(GpuCluster.readyReason(p)));
            assertEquals("ready", GpuCluster.state(policy));

            node = cluster.waitForNode("gpu-0", n -> n.getMetadata().getLabels().containsKey("nvidia.com/cuda.driver-version.full"));
            Map<String, String> labels = node.getMetadata().getLabels();
            assertEquals("true", labels.get("feature.node.kubernetes.io/pci-10de.present"));
            assertEquals("ubuntu", labels.get("feature.node.kubernetes.io/system-os_release.ID"), "as the node reports");
            assertEquals("22.04", labels.get("feature.node.kubernetes.io/system-os_release.VERSION_ID"));
            assertEquals(List.of("22", "04", "5.15.0-105-generic"), List.of(
                    labels.get("feature.node.kubernetes.io/system-os_release.VERSION_ID.major"),
                    labels.get("feature.node.kubernetes.io/system-os_release.VERSION_ID.minor"),
                    labels.get("feature.node.kubernetes.io/kernel-version.full")), "the node's own kernel and release");
            assertEquals("true", labels.get("nvidia.com/gpu.present"));
            assertEquals("NVIDIA-A100-SXM4-80GB", labels.get("nvidia.com/gpu.product"));
            assertEquals("2", labels.get("nvidia.com/gpu.count"));
            assertEquals("580.126.20", labels.get("nvidia.com/cuda.driver-version.full"));
            assertEquals("true", labels.get("nvidia.com/gpu.deploy.mig-manager"), "A100 is MIG-capable");
            assertEquals("nvcr.io/nvidia/driver:580.126.20-ubuntu22.04", cluster.client.apps().daemonSets()
                    .inNamespace(NAMESPACE).withName("nvidia-driver-daemonset").get().getSpec().getTemplate().getSpec()
                    .getContainers().get(0).getImage());
            assertEquals("OnDelete", cluster.client.apps().daemonSets().inNamespace(NAMESPACE)
                    .withName("nvidia-driver-daemonset").get().getSpec().getUpdateStrategy().getType());
        }
    }

    /** A store event that was on its way when the simulation closed asks for a reconcile nobody will run: quietly. */
    @Test
    void aReconcileAskedForAfterTheSimulationClosedIsDropped() {
        GpuCluster cluster = new GpuCluster();
        cluster.close();
        assertDoesNotThrow(cluster.simulation::requestReconcile);
    }

    @Test
    void noGpuNodesIsReportedReady() {
        try (GpuCluster cluster = new GpuCluster()) {
            cluster.install(TOLERATE_GPU);
            GenericKubernetesResource policy = cluster.waitForPolicy(p -> "True/NoGPUNodes".equals(GpuCluster.readyReason(p)));
            assertEquals("ready", GpuCluster.state(policy), "the false signal the gate must not trust");
            assertEquals(List.of(), cluster.client.apps().daemonSets().inNamespace(NAMESPACE)
                    .withLabel("app.kubernetes.io/part-of", "gpu-operator").list().getItems().stream()
                    .map(ds -> ds.getMetadata().getName()).toList(),
                    "without a GPU node the operator deploys no operand: it does not know their OS to render the driver for");
        }
    }

    @Test
    void untoleratedTaintLeavesDesiredZeroWhilePolicyIsReady() {
        EmulatedNode.Taint custom = new EmulatedNode.Taint("dedicated", "ml", "NoSchedule");
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, custom, "gpu-0").onUbuntu("gpu-0")) {
            cluster.install(TOLERATE_GPU + """
                    node-feature-discovery:
                      worker:
                        tolerations:
                          - operator: Exists
                    """);
            cluster.waitForNode("gpu-0", n -> "true".equals(n.getMetadata().getLabels().get("nvidia.com/gpu.present")));
            GenericKubernetesResource policy = cluster.waitForPolicy(p -> "True/Reconciled".equals(GpuCluster.readyReason(p)));
            assertEquals("ready", GpuCluster.state(policy));
            DaemonSet driver = cluster.client.apps().daemonSets().inNamespace(NAMESPACE).withName("nvidia-driver-daemonset").get();
            assertEquals(0, driver.getStatus().getDesiredNumberScheduled());
            assertTrue(cluster.client.nodes().withName("gpu-0").get().getStatus().getAllocatable().get("nvidia.com/gpu") == null);
        }
    }

    /**
     * The simulation's rule, shown with hand-written values; the provider's GeneratedValuesOnTaintedGpuNodesTest
     * installs the values the provider generates for tainted pools and so catches a regression in them.
     */
    @Test
    void onAClusterOfTaintedGpuNodesOnlyNfdLabelsNothingUntilItsMasterToleratesTheTaint() {
        String operatorAndWorkers = TOLERATE_GPU + GpuCluster.OPERATOR_TOLERATES_GPU;
        try (GpuCluster cluster = new GpuCluster(false).withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
            cluster.install(operatorAndWorkers);
            Pod master = GpuCluster.poll(() -> nfdPod(cluster, "master"), p -> p.getStatus().getConditions().stream()
                    .anyMatch(c -> "PodScheduled".equals(c.getType()) && "Unschedulable".equals(c.getReason())));
            assertEquals("0/1 nodes are available: 1 node(s) had untolerated taint {nvidia.com/gpu: present}.",
                    master.getStatus().getConditions().stream().filter(c -> "PodScheduled".equals(c.getType()))
                            .findFirst().orElseThrow().getMessage());
            GpuCluster.poll(() -> nfdPod(cluster, "worker"), Readiness.getInstance()::isReady);
            GenericKubernetesResource policy = cluster.waitForPolicy(p -> "True/NFDLabelsMissing".equals(GpuCluster.readyReason(p)));
            assertEquals("ready", GpuCluster.state(policy));
            assertEquals(null, cluster.client.nodes().withName("gpu-0").get().getMetadata().getLabels()
                    .get("feature.node.kubernetes.io/pci-10de.present"), "a worker alone writes no labels");

            cluster.install(operatorAndWorkers + GpuCluster.NFD_MASTER_TOLERATES_GPU);
            Node node = cluster.waitForNode("gpu-0", n -> "true".equals(n.getMetadata().getLabels().get("nvidia.com/gpu.present")));
            assertEquals("true", node.getMetadata().getLabels().get("feature.node.kubernetes.io/pci-10de.present"));
            assertEquals("gpu-0", nfdPod(cluster, "master").getSpec().getNodeName());
        }
    }

    /** The live NFD pod of {@code role} (worker or master), or null. */
    private static Pod nfdPod(GpuCluster cluster, String role) {
        return cluster.client.pods().inNamespace(NAMESPACE).withLabel("app.kubernetes.io/name", "node-feature-discovery")
                .withLabel("role", role).list().getItems().stream()
                .filter(p -> p.getMetadata().getDeletionTimestamp() == null).findFirst().orElse(null);
    }

    @Test
    void driverCrashLoopShowsInPodStatusLogsAndPolicy() {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
            cluster.simulation.injectFault(GpuFault.driverCrashLoop("gpu-0"));
            cluster.install(TOLERATE_GPU);
            Pod driver = cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", p -> !p.getStatus().getContainerStatuses().isEmpty()
                    && p.getStatus().getContainerStatuses().get(0).getRestartCount() >= 2);
            ContainerStatus container = driver.getStatus().getContainerStatuses().get(0);
            assertEquals("CrashLoopBackOff", container.getState().getWaiting().getReason());
            assertEquals(1, container.getLastState().getTerminated().getExitCode());
            assertTrue(cluster.client.pods().inNamespace(NAMESPACE).withName(driver.getMetadata().getName()).getLog()
                    .contains("Could not resolve Linux kernel version"));
            Pod validator = cluster.waitForPod("nvidia-operator-validator", "gpu-0", p -> !p.getStatus().getInitContainerStatuses().isEmpty());
            assertEquals("Pending", validator.getStatus().getPhase());
            assertTrue(validator.getStatus().getInitContainerStatuses().get(0).getState().getRunning() != null,
                    "driver-validation keeps waiting for the driver");
            GenericKubernetesResource policy = cluster.waitForPolicy(p -> "notReady".equals(GpuCluster.state(p)));
            List<?> conditions = (List<?>) ((Map<?, ?>) policy.getAdditionalProperties().get("status")).get("conditions");
            Map<?, ?> error = conditions.stream().map(c -> (Map<?, ?>) c).filter(c -> "Error".equals(c.get("type")))
                    .findFirst().orElseThrow();
            assertEquals("OperandNotReady", error.get("reason"));
            assertTrue(((String) error.get("message")).startsWith("ClusterPolicy is not ready; states not ready: [state-driver"),
                    (String) error.get("message"));
        }
    }

    @Test
    void aSlowCompileRunsUntilItsFaultIsClearedThenTheDriverComesUp() throws InterruptedException {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
            cluster.simulation.injectFault(GpuFault.slowDriverCompile("gpu-0", Duration.ofDays(365)));
            cluster.install(TOLERATE_GPU);
            Pod compiling = cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", p -> !p.getStatus().getInitContainerStatuses()
                    .isEmpty() && p.getStatus().getInitContainerStatuses().get(0).getState().getTerminated() != null);
            Thread.sleep(200);
            assertFalse(Readiness.getInstance().isReady(cluster.client.pods().inNamespace(NAMESPACE)
                    .withName(compiling.getMetadata().getName()).get()), "a year's compile is still running");
            cluster.simulation.clearFaults("gpu-0");
            cluster.waitForPod("nvidia-driver-daemonset", "gpu-0", Readiness.getInstance()::isReady);
        }
    }

    @Test
    void nodeWithoutGpusFailsPluginValidation() {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
            cluster.simulation.injectFault(GpuFault.missingGpus("gpu-0"));
            cluster.install(TOLERATE_GPU);
            Pod validator = cluster.waitForPod("nvidia-operator-validator", "gpu-0", p -> p.getStatus().getInitContainerStatuses().size() == 4
                    && p.getStatus().getInitContainerStatuses().get(3).getRestartCount() >= 1);
            ContainerStatus plugin = validator.getStatus().getInitContainerStatuses().get(3);
            assertEquals("plugin-validation", plugin.getName());
            assertEquals("CrashLoopBackOff", plugin.getState().getWaiting().getReason());
            assertTrue(cluster.client.pods().inNamespace(NAMESPACE).withName(validator.getMetadata().getName()).getLog()
                    .contains("GPU resources are not discovered by the node"));
            assertTrue(validator.getStatus().getInitContainerStatuses().subList(0, 3).stream()
                    .allMatch(s -> s.getState().getTerminated() != null));
        }
    }

    @Test
    void migStrategiesNameAndCountResources() {
        for (String strategy : List.of("mixed", "single")) {
            try (GpuCluster cluster = new GpuCluster().withGpuNodes("a100", "NVIDIA-A100-SXM4-80GB", 2,
                    GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
                cluster.install(TOLERATE_GPU + "mig:\n  strategy: " + strategy + "\n");
                cluster.waitForNode("gpu-0", n -> "success".equals(n.getMetadata().getLabels().get("nvidia.com/mig.config.state")));
                cluster.client.nodes().withName("gpu-0").patch(io.fabric8.kubernetes.client.dsl.base.PatchContext.of(
                        io.fabric8.kubernetes.client.dsl.base.PatchType.JSON_MERGE),
                        "{\"metadata\":{\"labels\":{\"nvidia.com/mig.config\":\"all-1g.10gb\"}}}");
                String resource = strategy.equals("mixed") ? "nvidia.com/mig-1g.10gb" : "nvidia.com/gpu";
                Node node = cluster.waitForNode("gpu-0", n -> "14".equals(GpuCluster.allocatable(n, resource)));
                assertEquals("success", node.getMetadata().getLabels().get("nvidia.com/mig.config.state"));
            }
        }
    }

    @Test
    void timeSlicingMultipliesAndRenamesTheResource() {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 2, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
            installWithDeviceConfig(cluster, "l4", """
                    version: v1
                    sharing:
                      timeSlicing:
                        renameByDefault: true
                        resources:
                          - name: nvidia.com/gpu
                            replicas: 4
                    """);
            Node node = cluster.waitForNode("gpu-0", n -> "8".equals(GpuCluster.allocatable(n, "nvidia.com/gpu.shared")));
            node = cluster.waitForNode("gpu-0", n -> n.getMetadata().getLabels().containsKey("nvidia.com/gpu.replicas"));
            assertEquals("4", node.getMetadata().getLabels().get("nvidia.com/gpu.replicas"));
            assertEquals("NVIDIA-L4-SHARED", node.getMetadata().getLabels().get("nvidia.com/gpu.product"));
        }
    }

    /** Installs the operator with a device-plugin ConfigMap whose entry {@code key} is every node's default. */
    private static void installWithDeviceConfig(GpuCluster cluster, String key, String config) {
        cluster.client.namespaces().resource(new io.fabric8.kubernetes.api.model.NamespaceBuilder()
                .withNewMetadata().withName(NAMESPACE).endMetadata().build()).serverSideApply();
        cluster.client.configMaps().inNamespace(NAMESPACE).resource(new io.fabric8.kubernetes.api.model.ConfigMapBuilder()
                .withNewMetadata().withName("device-plugin").endMetadata().addToData(key, config).build()).create();
        cluster.install(TOLERATE_GPU + """
                devicePlugin:
                  config:
                    name: device-plugin
                """ + "    default: " + key + "\n");
    }

    @Test
    void mpsAdvertisesEachGpuOncePerReplicaAndGfdLabelsTheMpsStrategy() {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 2, GpuCluster.GPU_TAINT, "gpu-0")) {
            installWithDeviceConfig(cluster, "mps-4", """
                    version: v1
                    sharing:
                      mps:
                        renameByDefault: false
                        resources:
                          - name: nvidia.com/gpu
                            replicas: 4
                    """);
            cluster.waitForNode("gpu-0", n -> "8".equals(GpuCluster.allocatable(n, "nvidia.com/gpu")));
            Node node = cluster.waitForNode("gpu-0", n -> n.getMetadata().getLabels().containsKey("nvidia.com/gpu.replicas"));
            Map<String, String> labels = node.getMetadata().getLabels();
            assertEquals("mps", labels.get("nvidia.com/gpu.sharing-strategy"));
            assertEquals("4", labels.get("nvidia.com/gpu.replicas"));
            assertEquals("true", labels.get("nvidia.com/mps.capable"));
        }
    }

    @Test
    void underTheChartDefaultsABareGpuPodFailsTheDriverUpgradeAndPodDeletionForceLetsItThrough() {
        for (boolean force : new boolean[] {false, true}) {
            String values = TOLERATE_GPU + (force ? """
                      upgradePolicy:
                        podDeletion:
                          force: true
                    """ : "");
            try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
                cluster.install(values);
                cluster.waitForNode("gpu-0", n -> "upgrade-done".equals(n.getMetadata().getLabels().get(UPGRADE_STATE))
                        && "1".equals(GpuCluster.allocatable(n, "nvidia.com/gpu")));
                cluster.client.pods().inNamespace("default").resource(new io.fabric8.kubernetes.api.model.PodBuilder()
                        .withNewMetadata().withName("notebook").endMetadata()
                        .withNewSpec().addNewToleration().withKey("nvidia.com/gpu").withOperator("Exists").endToleration()
                        .addNewContainer().withName("jupyter").withImage("jupyter")
                        .withNewResources().addToLimits("nvidia.com/gpu", new io.fabric8.kubernetes.api.model.Quantity("1"))
                        .endResources().endContainer().endSpec().build()).create();
                GpuCluster.poll(() -> cluster.client.pods().inNamespace("default").withName("notebook").get(),
                        p -> "gpu-0".equals(p.getSpec().getNodeName()));

                cluster.install(values.replace("580.126.20", "580.173.02"));
                if (force) {
                    cluster.waitForNode("gpu-0", n -> "580.173.02".equals(n.getMetadata().getLabels().get("nvidia.com/cuda.driver-version.full"))
                            && "upgrade-done".equals(n.getMetadata().getLabels().get(UPGRADE_STATE)));
                    assertEquals(null, cluster.client.pods().inNamespace("default").withName("notebook").get(),
                            "podDeletion.force deletes the bare GPU pod");
                } else {
                    Node node = cluster.waitForNode("gpu-0", n -> "upgrade-failed".equals(n.getMetadata().getLabels().get(UPGRADE_STATE)));
                    assertEquals(List.of("upgrade-done", "upgrade-required", "cordon-required", "wait-for-jobs-required",
                            "pod-deletion-required", "upgrade-failed"), cluster.simulation.driverUpgradeStates("gpu-0"));
                    assertTrue(node.getSpec().getUnschedulable(), "a failed node stays cordoned");
                    assertTrue(cluster.client.pods().inNamespace("default").withName("notebook").get() != null,
                            "the pod deletion refuses a pod no controller manages");
                }
            }
        }
    }

    /**
     * The upgrade controller judges no node while a driver DaemonSet lacks a pod it wants (upstream's state build fails
     * on unscheduled pods): gpu-0, whose driver is up, gets its first upgrade state only once gpu-1's driver pod, refused
     * by an admission webhook until then, exists.
     */
    @Test
    void noNodeGetsAnUpgradeStateWhileTheDriverDaemonSetLacksAPod() {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0", "gpu-1")
                .onUbuntu("gpu-0", "gpu-1")) {
            java.util.concurrent.atomic.AtomicBoolean refuse = new java.util.concurrent.atomic.AtomicBoolean(true);
            List<List<String>> gpu0StatesWhenGpu1GotItsDriver = new java.util.concurrent.CopyOnWriteArrayList<>();
            cluster.server.store().addAdmissionWebhook((type, pod) -> {
                if (type.equals(com.vkcsgpu.emulator.kube.BuiltinTypes.POD)
                        && "gpu-1".equals(com.vkcsgpu.emulator.kube.FieldSelector.valueAt(pod, "spec.nodeName"))
                        && OperandPods.isDriverPod(pod)) {
                    if (refuse.get()) {
                        throw new com.vkcsgpu.emulator.kube.KubeApiException(403, "Forbidden",
                                "admission webhook \"test\" denied the request", null);
                    }
                    gpu0StatesWhenGpu1GotItsDriver.add(cluster.simulation.driverUpgradeStates("gpu-0"));
                }
            });
            cluster.install(TOLERATE_GPU);
            cluster.waitForPod("nvidia-operator-validator", "gpu-0", Readiness.getInstance()::isReady);
            refuse.set(false);
            cluster.client.nodes().withName("gpu-1").edit(n -> { // a node change: the DaemonSet controller tries again
                n.getMetadata().getLabels().put("retry", "1");
                return n;
            });
            cluster.waitForNode("gpu-0", n -> "upgrade-done".equals(n.getMetadata().getLabels().get(UPGRADE_STATE)));
            assertEquals(List.of(List.of()), gpu0StatesWhenGpu1GotItsDriver,
                    "while gpu-1's driver pod was missing, gpu-0 was not judged");
            assertEquals(List.of("upgrade-done"), cluster.simulation.driverUpgradeStates("gpu-0"));
        }
    }

    @Test
    void driverVersionChangeWalksTheUpgradeLabels() {
        try (GpuCluster cluster = new GpuCluster().withGpuNodes("l4", "NVIDIA-L4", 1, GpuCluster.GPU_TAINT, "gpu-0").onUbuntu("gpu-0")) {
            cluster.install(TOLERATE_GPU);
            cluster.waitForNode("gpu-0", n -> "upgrade-done".equals(n.getMetadata().getLabels().get("nvidia.com/gpu-driver-upgrade-state"))
                    && "580.126.20".equals(n.getMetadata().getLabels().get("nvidia.com/cuda.driver-version.full")));
            List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
            try (var watch = cluster.client.nodes().withName("gpu-0").watch(new io.fabric8.kubernetes.client.Watcher<Node>() {
                @Override
                public void eventReceived(Action action, Node node) {
                    String state = node.getMetadata().getLabels().get("nvidia.com/gpu-driver-upgrade-state");
                    if (state != null && (seen.isEmpty() || !seen.get(seen.size() - 1).equals(state))) {
                        seen.add(state);
                    }
                }

                @Override
                public void onClose(io.fabric8.kubernetes.client.WatcherException cause) {}
            })) {
                cluster.install(TOLERATE_GPU.replace("580.126.20", "580.173.02"));
                cluster.waitForNode("gpu-0", n -> "580.173.02".equals(n.getMetadata().getLabels().get("nvidia.com/cuda.driver-version.full"))
                        && "upgrade-done".equals(n.getMetadata().getLabels().get("nvidia.com/gpu-driver-upgrade-state"))
                        && !Boolean.TRUE.equals(n.getSpec().getUnschedulable()));
                GpuCluster.poll(() -> seen, s -> s.contains("uncordon-required") && s.get(s.size() - 1).equals("upgrade-done"));
            }
            assertEquals(List.of("upgrade-done", "upgrade-required", "cordon-required", "wait-for-jobs-required",
                    "pod-deletion-required", "pod-restart-required", "validation-required", "uncordon-required",
                    "upgrade-done"), seen);
        }
    }
}
