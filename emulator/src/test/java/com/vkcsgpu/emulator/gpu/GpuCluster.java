package com.vkcsgpu.emulator.gpu;

import com.google.gson.JsonObject;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.emulator.kube.NodeOs;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** An emulated cluster with the GPU simulation attached, and a fabric8 client configured as production's. */
final class GpuCluster implements AutoCloseable {
    static final EmulatorCa CA = EmulatorCa.generate("gpu test CA");
    static final int WAIT_SECONDS = 60;
    static final String NAMESPACE = "gpu-operator";
    static final ResourceDefinitionContext CLUSTER_POLICY = new ResourceDefinitionContext.Builder()
            .withGroup("nvidia.com").withVersion("v1").withKind("ClusterPolicy").withPlural("clusterpolicies")
            .withNamespaced(false).build();
    static final EmulatedNode.Taint GPU_TAINT = new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule");
    /** Values whose operands tolerate {@link #GPU_TAINT}, with the driver pinned. */
    static final String TOLERATE_GPU = """
            daemonsets:
              tolerations:
                - key: nvidia.com/gpu
                  operator: Exists
                  effect: NoSchedule
            driver:
              version: "580.126.20"
            """;

    /** Values that let the operator itself run on a cluster of {@link #GPU_TAINT}ed nodes only. */
    static final String OPERATOR_TOLERATES_GPU = """
            operator:
              tolerations:
                - key: nvidia.com/gpu
                  operator: Exists
                  effect: NoSchedule
            """;
    /** Values that let NFD's master run there too (the subchart's tolerates control-plane nodes only), so NFD labels. */
    static final String NFD_MASTER_TOLERATES_GPU = """
            node-feature-discovery:
              master:
                tolerations:
                  - key: nvidia.com/gpu
                    operator: Exists
                    effect: NoSchedule
            """;

    final KubeApiServer server = KubeApiServer.start("gpu", CA);
    /** The user's private registries the cluster pulls from (nothing listed: any of their images is taken as pushed). */
    final RegistryImages registries = new RegistryImages();
    final GpuOperatorSimulation simulation = GpuOperatorSimulation.attach(server,
            GpuTimings.realistic().scaled(0.002), new GpuFaults(), "cluster", registries);
    final KubernetesClient client;

    GpuCluster() {
        this(true);
    }

    /** A cluster with an untainted CPU node {@code cpu-0}, or ({@code cpuNode} false) only the GPU nodes added later. */
    GpuCluster(boolean cpuNode) {
        Config config = new io.fabric8.kubernetes.client.ConfigBuilder().withMasterUrl(server.serverUrl().toString())
                .withOauthToken(server.bearerToken()).withCaCertData(java.util.Base64.getEncoder()
                        .encodeToString(CA.caCertificatePem().getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .withRequestRetryBackoffLimit(0).build();
        client = new KubernetesClientBuilder().withConfig(config).build();
        if (cpuNode) {
            server.syncNodeGroup("cpu", List.of(new EmulatedNode("cpu-0", "cpu", Map.of(), List.of(), 4, 8192, 0, null)));
        }
    }

    GpuCluster withGpuNodes(String group, String model, int gpus, EmulatedNode.Taint taint, String... names) {
        server.syncNodeGroup(group, java.util.Arrays.stream(names).map(n -> new EmulatedNode(n, group,
                Map.of("pool", group), List.of(taint), 32, 131072, gpus, model)).toList());
        return this;
    }

    /**
     * Makes {@code names} report Ubuntu 22.04 with containerd, as the kubelet does on registration, instead of VK's
     * AlmaLinux 9 with CRI-O and its host driver: the image NVIDIA publishes driver containers for, so the operator's
     * own driver container installs the driver (what the driver tests exercise).
     */
    GpuCluster onUbuntu(String... names) {
        for (String name : names) {
            server.store().edit(com.vkcsgpu.emulator.kube.BuiltinTypes.NODE, null, name, "kubelet", node -> {
                JsonObject nodeInfo = node.getAsJsonObject("status").getAsJsonObject("nodeInfo");
                NodeOs.UBUNTU_22_04.describe(nodeInfo, nodeInfo.get("kubeletVersion").getAsString());
                return node;
            });
        }
        return this;
    }

    /** Server-side applies the stack's objects through fabric8, as the provider applies a rendered chart. */
    void install(String values) {
        for (JsonObject object : GpuStackObjects.render(values, NAMESPACE, "v26.3.3")) {
            GenericKubernetesResource resource = Serialization.unmarshal(object.toString(), GenericKubernetesResource.class);
            client.resource(resource).fieldManager("vkcs-gpu").forceConflicts().serverSideApply();
            if (resource.getKind().equals("CustomResourceDefinition")) {
                client.apiextensions().v1().customResourceDefinitions().withName(resource.getMetadata().getName())
                        .waitUntilCondition(c -> c != null && c.getStatus() != null, WAIT_SECONDS, TimeUnit.SECONDS);
            }
        }
    }

    GenericKubernetesResource waitForPolicy(Predicate<GenericKubernetesResource> condition) {
        return poll(() -> client.genericKubernetesResources(CLUSTER_POLICY).withName("cluster-policy").get(), condition);
    }

    /** Polls (every 20 ms, at most {@link #WAIT_SECONDS}) until {@code read} returns a value meeting {@code condition}. */
    static <T> T poll(java.util.function.Supplier<T> read, Predicate<T> condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        T last = null;
        while (System.nanoTime() < deadline) {
            last = read.get();
            if (last != null && condition.test(last)) {
                return last;
            }
            java.util.concurrent.locks.LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
        }
        throw new AssertionError("condition not met within " + WAIT_SECONDS + " s; last seen: " + last);
    }

    /** What the pods of the operator namespace look like, for failure messages. */
    String describePods() {
        StringBuilder text = new StringBuilder();
        client.pods().inAnyNamespace().list().getItems().forEach(p -> text.append(p.getMetadata().getName()).append(' ')
                .append(p.getSpec().getNodeName()).append(' ').append(p.getStatus().getPhase()).append(' ')
                .append(p.getStatus().getConditions().stream().map(c -> c.getType() + "=" + c.getStatus()).toList()).append('\n'));
        return text.toString();
    }

    static String readyReason(GenericKubernetesResource policy) {
        Object status = policy.getAdditionalProperties().get("status");
        if (!(status instanceof Map<?, ?> map) || !(map.get("conditions") instanceof List<?> conditions)) {
            return null;
        }
        return conditions.stream().map(c -> (Map<?, ?>) c).filter(c -> "Ready".equals(c.get("type")))
                .map(c -> c.get("status") + "/" + c.get("reason")).findFirst().orElse(null);
    }

    static String state(GenericKubernetesResource policy) {
        Object status = policy.getAdditionalProperties().get("status");
        return status instanceof Map<?, ?> map ? (String) map.get("state") : null;
    }

    Node waitForNode(String name, Predicate<Node> condition) {
        return poll(() -> client.nodes().withName(name).get(), condition);
    }

    static String allocatable(Node node, String resource) {
        var quantity = node.getStatus().getAllocatable().get(resource);
        return quantity == null ? null : quantity.toString();
    }

    Pod waitForPod(String app, String node, Predicate<Pod> condition) {
        return poll(() -> client.pods().inNamespace(NAMESPACE).withLabel("app", app).withField("spec.nodeName", node)
                .list().getItems().stream().filter(condition).findFirst().orElse(null), p -> true);
    }

    @Override
    public void close() {
        client.close();
        simulation.close();
        server.close();
    }
}
