package com.vkcsgpu.emulator.kube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import io.fabric8.kubernetes.api.model.apps.DaemonSet;
import io.fabric8.kubernetes.api.model.apps.DaemonSetBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * VK's two Gatekeeper constraints in an emulated cluster: readable as Gatekeeper serves them, refusing hostPath and
 * hostPID pods outside the excluded namespaces with Gatekeeper's message, and a refused DaemonSet shows no pod, only
 * {@code FailedCreate} events.
 */
class GatekeeperTest {

    @Test
    void aDriverLikeDaemonSetInAHelmNamespaceGetsNoPodOnlyFailedCreateEventsNamingBothConstraints() {
        try (TestCluster cluster = clusterWithOneNode(GatekeeperPolicy.addonNamespaces())) {
            namespace(cluster, "gpu-operator");
            cluster.client.apps().daemonSets().inNamespace("gpu-operator").resource(driverDaemonSet()).create();

            Event event = awaitFailedCreate(cluster, "gpu-operator");
            Pattern expected = Pattern.compile(Pattern.quote("Error creating: admission webhook \"validation.gatekeeper.sh\""
                    + " denied the request: [psp-host-filesystem] HostPath volume {\"hostPath\": {\"path\": \"/run/nvidia\","
                    + " \"type\": \"\"}, \"name\": \"run-nvidia\"} is not allowed, pod: nvidia-driver-daemonset-")
                    + "\\w+" + Pattern.quote(". Allowed path: [{\"pathPrefix\": \"/tmp\", \"readOnly\": true}]\n"
                    + "[psp-host-namespace] Sharing the host namespace is not allowed: nvidia-driver-daemonset-") + "\\w+");
            assertTrue(expected.matcher(event.getMessage()).matches(), event.getMessage());
            assertEquals("Warning", event.getType());
            assertEquals("DaemonSet", event.getInvolvedObject().getKind());
            assertEquals(List.of(), cluster.client.pods().inNamespace("gpu-operator").list().getItems());
            DaemonSet ds = cluster.client.apps().daemonSets().inNamespace("gpu-operator").withName("nvidia-driver-daemonset")
                    .waitUntilCondition(d -> d.getStatus() != null && d.getStatus().getDesiredNumberScheduled() != null
                            && d.getStatus().getDesiredNumberScheduled() == 1, 30, TimeUnit.SECONDS);
            assertEquals(0, ds.getStatus().getCurrentNumberScheduled() == null ? 0 : ds.getStatus().getCurrentNumberScheduled());
        }
    }

    @Test
    void theConstraintsAreServedAsGatekeeperServesThemAndAnAddonNamespaceIsExcluded() {
        try (TestCluster cluster = clusterWithOneNode(GatekeeperPolicy.addonNamespaces())) {
            GenericKubernetesResource template = cluster.client.genericKubernetesResources("templates.gatekeeper.sh/v1",
                    "ConstraintTemplate").withName("k8spsphostfilesystem").get();
            assertNotNull(template);
            assertEquals("K8sPSPHostFilesystem", ((Map<?, ?>) ((Map<?, ?>) ((Map<?, ?>) template.get("spec")).get("crd"))
                    .get("spec")).get("names") instanceof Map<?, ?> names ? names.get("kind") : null);

            cluster.server.addonInstalled("gpu-operator", "24.9.0", "vk-gpu", "");
            for (String kind : List.of("K8sPSPHostFilesystem", "K8sPSPHostNamespace")) {
                GenericKubernetesResource constraint = cluster.client.genericKubernetesResources(
                        "constraints.gatekeeper.sh/v1beta1", kind).list().getItems().get(0);
                Map<?, ?> match = (Map<?, ?>) ((Map<?, ?>) constraint.get("spec")).get("match");
                assertEquals(List.of("kube-system", "kube-public", "kube-node-lease", "opa-gatekeeper", "vk-gpu"),
                        match.get("excludedNamespaces"), kind);
            }
            namespace(cluster, "vk-gpu");
            cluster.client.apps().daemonSets().inNamespace("vk-gpu").resource(driverDaemonSet()).create();
            cluster.client.pods().inNamespace("vk-gpu").withLabel("app", "nvidia-driver-daemonset")
                    .waitUntilCondition(p -> p != null, 30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aClientsHostPidPodIsRefusedWith403AndGatekeepersMessageAsReason() {
        try (TestCluster cluster = clusterWithOneNode(GatekeeperPolicy.systemNamespaces())) {
            Pod pod = new PodBuilder().withNewMetadata().withName("debug").endMetadata().withSpec(new PodSpecBuilder()
                    .withHostPID(true).addNewContainer().withName("c").withImage("busybox").endContainer().build()).build();
            KubernetesClientException refused = assertThrows(KubernetesClientException.class,
                    () -> cluster.client.pods().inNamespace("default").resource(pod).create());
            assertEquals(403, refused.getCode());
            assertEquals("admission webhook \"validation.gatekeeper.sh\" denied the request: [psp-host-namespace] Sharing the"
                    + " host namespace is not allowed: debug", refused.getStatus().getMessage());
            assertEquals("[psp-host-namespace] Sharing the host namespace is not allowed: debug",
                    refused.getStatus().getReason());
            cluster.client.pods().inNamespace("kube-system").resource(pod).create();
        }
    }

    @Test
    void anAllowedPathPrefixLetsHostPathsUnderItThroughButNotOthers() {
        try (TestCluster cluster = clusterWithOneNode(GatekeeperPolicy.systemNamespaces()
                .withAllowedHostPaths(List.of("/run/nvidia")))) {
            cluster.client.pods().inNamespace("default").resource(hostPathPod("driver", "/run/nvidia/driver")).create();
            KubernetesClientException refused = assertThrows(KubernetesClientException.class, () -> cluster.client.pods()
                    .inNamespace("default").resource(hostPathPod("logs", "/run/nvidiafoo")).create());
            assertTrue(refused.getStatus().getMessage().endsWith("Allowed path: [{\"pathPrefix\": \"/run/nvidia\","
                    + " \"readOnly\": false}]"), refused.getStatus().getMessage());
        }
    }

    private static TestCluster clusterWithOneNode(GatekeeperPolicy policy) {
        TestCluster cluster = new TestCluster();
        cluster.server.applyGatekeeper(policy);
        cluster.server.syncNodeGroup("gpu", List.of(new EmulatedNode("gpu-0", "gpu", Map.of(), List.of(), 16, 65536, 1,
                "NVIDIA-L4")));
        return cluster;
    }

    private static void namespace(TestCluster cluster, String name) {
        cluster.client.namespaces().resource(new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build())
                .create();
    }

    private static Event awaitFailedCreate(TestCluster cluster, String namespace) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            List<Event> events = cluster.client.v1().events().inNamespace(namespace)
                    .withField("reason", "FailedCreate").list().getItems();
            if (!events.isEmpty()) {
                return events.get(0);
            }
            try {
                Thread.sleep(20); // polls for the event; the bound above is what the test waits at most
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no FailedCreate event in " + namespace + " within 30 s; events: "
                + cluster.client.v1().events().inNamespace(namespace).list().getItems());
    }

    private static DaemonSet driverDaemonSet() {
        PodSpec spec = new PodSpecBuilder().withHostPID(true).addNewContainer().withName("nvidia-driver-ctr")
                .withImage("nvcr.io/nvidia/driver:550.127.05").addNewVolumeMount().withName("run-nvidia")
                .withMountPath("/run/nvidia").endVolumeMount().endContainer().addNewVolume().withName("run-nvidia")
                .withNewHostPath().withPath("/run/nvidia").endHostPath().endVolume().build();
        return new DaemonSetBuilder().withNewMetadata().withName("nvidia-driver-daemonset").endMetadata().withNewSpec()
                .withNewSelector().addToMatchLabels("app", "nvidia-driver-daemonset").endSelector().withNewTemplate()
                .withNewMetadata().addToLabels("app", "nvidia-driver-daemonset").endMetadata().withSpec(spec).endTemplate()
                .endSpec().build();
    }

    private static Pod hostPathPod(String name, String path) {
        return new PodBuilder().withNewMetadata().withName(name).endMetadata().withSpec(new PodSpecBuilder()
                .addNewContainer().withName("c").withImage("busybox").addNewVolumeMount().withName("host")
                .withMountPath("/host").endVolumeMount().endContainer().addNewVolume().withName("host").withNewHostPath()
                .withPath(path).endHostPath().endVolume().build()).build();
    }
}
