package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.cloud.compute.ComputeClient;
import com.vkcsgpu.provider.cloud.compute.Flavor;
import com.vkcsgpu.provider.cloud.compute.GpuFlavor;
import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.cloud.mk8s.Addon;
import com.vkcsgpu.provider.cloud.mk8s.AddonClient;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.Cluster;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddon;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonCreate;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonPatch;
import com.vkcsgpu.provider.cloud.mk8s.ClusterCreate;
import com.vkcsgpu.provider.cloud.mk8s.DeploymentType;
import com.vkcsgpu.provider.cloud.mk8s.DiskType;
import com.vkcsgpu.provider.cloud.mk8s.LoadBalancerConfig;
import com.vkcsgpu.provider.cloud.mk8s.MasterSpec;
import com.vkcsgpu.provider.cloud.mk8s.NetworkConfig;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupSpec;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.cloud.mk8s.Taint;
import com.vkcsgpu.provider.cloud.mk8s.VmEngine;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.secret.SecretString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.fabric8.kubernetes.api.model.Node;
import com.vkcsgpu.provider.k8s.KeystoneBearer;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.access.AccessReview;
import com.vkcsgpu.provider.k8s.access.KubeRight;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The client's contract with a VK Cloud, run against whatever {@link #settings()} points at: the
 * emulator in CI ({@link EmulatorContractTest}) or the real cloud when credentials are in the
 * environment ({@link RealVkCloudContractTest}). The read-only tests cost nothing and create
 * nothing; {@link #clusterLifecycle()} builds and deletes a real cluster and runs only where
 * {@link #environment()} allows it (on real VK: an explicit opt-in).
 *
 * <p>Everything sent here is what real VK accepts (vk-cs/terraform-provider-vkcs v0.16.0: containerinfra/v2 and the
 * *_v2 resource schemas): valid names, a CPU flavor for
 * masters and workers, one zone per node group, labels and taints in Kubernetes syntax.
 */
abstract class CloudClientContract {
    static final String GPU_OPERATOR = "gpu-operator";
    /** A well-formed KSUID (27 base62 characters) that no object has. */
    static final String ABSENT_KSUID = "0VkcsGpuContractAbsent00000";
    static final String CONTRACT_LABEL = "vkcs-gpu.io/contract";

    /** Where and as whom; called once per client. */
    protected abstract CloudSettings settings();

    /** What this environment must offer and whether the lifecycle may run. */
    protected abstract ContractEnvironment environment();

    /** Tuning; real-cloud variants keep the production pacing. */
    protected ClientOptions options() {
        return ClientOptions.defaults().withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(10));
    }

    /** Called with each exception the suite provokes on purpose, e.g. to check it for secrets. */
    protected void observe(Throwable error) {
    }

    /** Called when the identity may not make the lifecycle's checks of a group's Nodes; {@code why} says so. */
    protected void nodeChecksSkipped(String why) {
        System.out.println("SKIPPED the node checks of the node group lifecycle: " + why);
    }

    protected VkcsClient client() {
        return VkcsClient.create(settings(), options());
    }

    @Test
    void authenticatesAndFindsTheServicesEndpoints() {
        client().verifyAccess();
    }

    @Test
    void offersKubernetesVersionsInVersionFormat() {
        List<String> versions = client().clusters().kubernetesVersions();
        assertFalse(versions.isEmpty(), "no Kubernetes versions offered");
        assertTrue(versions.stream().allMatch(v -> v.matches("v\\d+\\.\\d+\\.\\d+")), versions.toString());
    }

    @Test
    void listsAvailabilityZones() {
        List<String> zones = client().clusters().availabilityZones();
        assertFalse(zones.isEmpty(), "no availability zones offered");
        assertTrue(zones.stream().noneMatch(String::isBlank), zones.toString());
        ContractEnvironment.Lifecycle lifecycle = environment().lifecycle();
        if (lifecycle != null && lifecycle.zone() != null) {
            assertTrue(zones.contains(lifecycle.zone()), "the contract zone " + lifecycle.zone() + " is not offered: " + zones);
        }
    }

    @Test
    void listsFlavorsAndReadsEveryGpuFlavorName() {
        List<Flavor> flavors = client().compute().listFlavors();
        assertFalse(flavors.isEmpty(), "no compute flavors visible");
        for (Flavor flavor : flavors) {
            assertNotNull(flavor.id(), flavor.name());
            if (flavor.name().toUpperCase().contains("GPU")) {
                GpuFlavor gpu = GpuFlavor.of(flavor).orElseThrow(() -> new AssertionError("GPU flavor name not understood: " + flavor.name()));
                assertEquals(flavor.id(), gpu.flavorId());
                assertTrue(gpu.count() >= 1 && gpu.count() <= gpu.model().maxPerNode(), flavor.name());
            }
        }
    }

    @Test
    void findsTheExpectedGpuFlavorsByModelAndCount() {
        ComputeClient compute = client().compute();
        for (ContractEnvironment.GpuOffer offer : environment().expectedGpuFlavors()) {
            List<GpuFlavor> found = compute.findGpuFlavors(offer.model(), offer.count());
            assertFalse(found.isEmpty(), "no flavor offers " + offer);
            for (GpuFlavor flavor : found) {
                assertEquals(offer.model(), flavor.model(), flavor.name());
                assertEquals(offer.count(), flavor.count(), flavor.name());
                assertFalse(flavor.isVirtual(), flavor.name());
                assertTrue(flavor.vcpus() > 0 && flavor.ramGb() > 0, flavor.toString());
            }
        }
    }

    @Test
    void unknownObjectsAreAbsentNotErrors() {
        VkcsClient client = client();
        assertTrue(client.clusters().findCluster("vkcs-gpu-contract-absent").isEmpty());
        assertTrue(client.nodeGroups().findNodeGroup(ABSENT_KSUID).isEmpty());
        assertTrue(client.addons().findAddonVersion(GPU_OPERATOR, "0.0.0").isEmpty());
    }

    @Test
    void aRefusedRequestNamesTheOperationAndCarriesTheServersMessage() {
        // a node group for a cluster that does not exist: refused whatever else is wrong, creates nothing
        NodeGroupSpec spec = new NodeGroupSpec("vkcs-gpu-refused", VmEngine.flavor(UUID.randomUUID().toString()), List.of("GZ1"),
                ScaleSpec.fixed(1), Map.of(), List.of(), 50, DiskType.cinder("ceph-ssd", 20));
        VkcsApiException error = assertThrows(VkcsApiException.class,
                () -> client().nodeGroups().createNodeGroup(ABSENT_KSUID, spec, control(Duration.ofMinutes(1))));
        observe(error);
        assertTrue(error.status() >= 400 && error.status() < 500, error.getMessage());
        assertTrue(error.getMessage().contains("create node group 'vkcs-gpu-refused'"), error.getMessage());
        assertTrue(error.serverMessage() != null && !error.serverMessage().isBlank(), error.getMessage());
        assertFalse(error.serverMessage().startsWith("{"), "the message was not read out of the JSON body: " + error.serverMessage());
    }

    @Test
    void offersTheGpuOperatorAddonWithAValuesTemplate() {
        AddonClient addons = client().addons();
        List<Addon> catalog = addons.listAddons();
        catalog.forEach(addon -> assertFalse(addon.name() == null || addon.name().isBlank(), addon.toString()));
        Addon gpuOperator = catalog.stream().filter(a -> GPU_OPERATOR.equals(a.name())).findFirst()
                .orElseThrow(() -> new AssertionError("no " + GPU_OPERATOR + " addon in " + catalog));
        AddonVersion version = currentVersion(addons, gpuOperator);
        assertEquals(gpuOperator.id(), version.addonId());
        assertNotNull(version.valuesTemplate(), "no values template for " + GPU_OPERATOR + " " + version.version());
        assertEquals(version, addons.findAddonVersionById(version.id()).orElseThrow());
    }

    /**
     * The whole life of a cluster as the provider drives it. Costs money on real VK, so it runs
     * there only with the opt-in of {@link RealVkCloudContractTest}.
     */
    @Test
    void clusterLifecycle() throws Exception {
        ContractEnvironment environment = environment();
        assumeTrue(environment.skipLifecycle().isEmpty(), () -> environment.skipLifecycle().orElse(""));
        new Lifecycle(client(), environment.lifecycle()).run();
    }

    static AddonVersion currentVersion(AddonClient addons, Addon addon) {
        Addon.Version newest = addon.versions().stream().filter(v -> !v.isDeprecated())
                .max(Comparator.comparing(v -> versionKey(v.version())))
                .orElseThrow(() -> new AssertionError("no current version of " + addon.name() + ": " + addon.versions()));
        return addons.findAddonVersion(addon.name(), newest.version())
                .orElseThrow(() -> new AssertionError(addon.name() + " " + newest.version() + " is listed but not found"));
    }

    /** {@code v1.34.2} / {@code 24.9.0} as a zero-padded sortable key. */
    static String versionKey(String version) {
        StringBuilder key = new StringBuilder();
        for (String part : version.replaceFirst("^v", "").split("[.-]")) {
            key.append(part.matches("\\d+") ? String.format("%08d", Integer.parseInt(part)) : part).append('.');
        }
        return key.toString();
    }

    static WaitControl control(Duration timeout) {
        return WaitControl.timeout(Clock.systemUTC(), timeout);
    }

    /** One run of the lifecycle; deletes what it created even when a step fails. */
    private final class Lifecycle {
        private final VkcsClient cloud;
        private final ContractEnvironment.Lifecycle inputs;
        private final String runId = UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        private final String clusterName = "vkcs-ct-" + runId;
        private final List<String> progress = new ArrayList<>();
        private String clusterId;

        Lifecycle(VkcsClient cloud, ContractEnvironment.Lifecycle inputs) {
            this.cloud = cloud;
            this.inputs = inputs;
        }

        void run() throws Exception {
            try {
                AddonVersion gpuOperator = gpuOperatorVersion();
                Cluster cluster = createCluster(gpuOperator);
                String kubeconfig = kubeconfigOf(cluster);
                String nodeGroupId = nodeGroupLifecycle(kubeconfig);
                assertEquals(clusterId, cloud.clusters().findClusterByName(clusterName).orElseThrow().id(), "find by name");
                addonLifecycle(gpuOperator);
                deleteNodeGroup(nodeGroupId);
                deleteCluster();
            } finally {
                cleanUp();
            }
        }

        private AddonVersion gpuOperatorVersion() {
            Addon addon = cloud.addons().listAddons().stream().filter(a -> GPU_OPERATOR.equals(a.name())).findFirst().orElseThrow();
            return currentVersion(cloud.addons(), addon);
        }

        private Cluster createCluster(AddonVersion gpuOperator) {
            String version = kubernetesVersionFor(gpuOperator);
            ClusterCreate request = new ClusterCreate(null, clusterName, "vkcs-gpu contract test", version,
                    Map.of("vkcs-gpu-contract", runId), MasterSpec.of(flavorId(inputs.masterFlavorName()), 1),
                    DeploymentType.zonal(inputs.zone()),
                    NetworkConfig.calico("10.100.0.0/16", inputs.networkId(), inputs.subnetId(), null),
                    LoadBalancerConfig.octavia(inputs.loadBalancerSubnetId(), false, List.of()), List.of());
            clusterId = cloud.clusters().createCluster(request);
            Cluster cluster = cloud.clusters().awaitRunning(clusterId, clusterWait());
            assertEquals(clusterName, cluster.name());
            assertEquals(version, cluster.version());
            assertEquals(Cluster.RUNNING, cluster.status());
            assertFalse(progress.isEmpty(), "the wait reported no progress");
            return cluster;
        }

        /** The newest offered Kubernetes version the addon supports (any, when it lists none). */
        private String kubernetesVersionFor(AddonVersion addon) {
            List<String> supported = addon.supportedKubeVersions() == null ? List.of() : addon.supportedKubeVersions();
            return cloud.clusters().kubernetesVersions().stream()
                    .filter(v -> supported.isEmpty() || supported.stream().anyMatch(s -> v.replaceFirst("^v", "").startsWith(s.replaceFirst("^v", ""))))
                    .max(Comparator.comparing(CloudClientContract::versionKey))
                    .orElseThrow(() -> new AssertionError("no offered Kubernetes version is supported by " + addon.name() + " " + addon.version()));
        }

        private String kubeconfigOf(Cluster cluster) {
            SecretString kubeconfig = cloud.clusters().kubeconfig(cluster.id());
            assertEquals("[secret]", kubeconfig.toString());
            assertTrue(kubeconfig.reveal().contains("server: https://"), "kubeconfig has no server URL");
            return kubeconfig.reveal();
        }

        private String nodeGroupLifecycle(String kubeconfig) throws Exception {
            Taint taint = new Taint(CONTRACT_LABEL, runId, "NoSchedule");
            NodeGroupSpec spec = new NodeGroupSpec("workers-" + runId, VmEngine.flavor(flavorId(inputs.workerFlavorName())),
                    List.of(inputs.zone()), ScaleSpec.fixed(1), Map.of(CONTRACT_LABEL, runId), List.of(taint), 50,
                    DiskType.cinder(inputs.diskType(), 30));
            String id = cloud.nodeGroups().createNodeGroup(clusterId, spec, changeWait());
            cloud.nodeGroups().awaitClusterSettled(clusterId, clusterWait());
            NodeGroup created = cloud.nodeGroups().findNodeGroup(id).orElseThrow();
            assertEquals(spec.name(), created.name());
            assertEquals(clusterId, created.clusterId());
            assertEquals(List.of(inputs.zone()), created.zones());
            assertEquals(1, created.scaleSpec().currentSize());
            assertEquals(runId, created.labels().get(CONTRACT_LABEL));
            assertEquals(List.of(taint), created.taints());
            assertEquals(id, cloud.nodeGroups().findNodeGroupByName(clusterId, spec.name()).orElseThrow().id());

            // The cluster's kubeconfig names VK's keystone-auth exec user: authenticate with our Keystone token.
            String apiAddress = cloud.clusters().findCluster(clusterId).orElseThrow().apiAddress();
            try (KubernetesClient kube = KubeClients.fromKubeconfig(kubeconfig,
                    KeystoneBearer.onlyTo(apiAddress, cloud::keystoneToken))) {
                // VK's documented role mapping makes a Project Owner Kubernetes admin, which may not list Nodes: the
                // group's nodes are then checked through VK's API only, and the skip is said, not failed
                AccessReview.Answer nodeList = AccessReview.of(kube).review(KubeRight.of("list", "", "nodes", null));
                boolean nodesReadable = !(nodeList instanceof AccessReview.Denied);
                if (!nodesReadable) {
                    nodeChecksSkipped("the token may not list Nodes (" + ((AccessReview.Denied) nodeList).reason()
                            + "): the node group's labels, taints and size are checked through VK Cloud's API only");
                } else {
                    List<Node> nodes = awaitNodes(kube, list -> list.size() == 1);
                    assertTrue(nodes.get(0).getSpec().getTaints().stream()
                            .anyMatch(t -> CONTRACT_LABEL.equals(t.getKey()) && runId.equals(t.getValue())
                                    && "NoSchedule".equals(t.getEffect())),
                            "the node lacks the group's taint: " + nodes.get(0).getSpec().getTaints());
                }

                NodeGroupPatch patch = NodeGroupPatch.none().withScale(ScaleSpec.fixed(2))
                        .withLabels(Map.of(CONTRACT_LABEL, runId, "vkcs-gpu.io/patched", "yes")).withTaints(List.of());
                cloud.nodeGroups().patchNodeGroup(clusterId, id, patch, changeWait());
                cloud.nodeGroups().awaitClusterSettled(clusterId, clusterWait());
                NodeGroup patched = cloud.nodeGroups().findNodeGroup(id).orElseThrow();
                assertEquals(2, patched.scaleSpec().currentSize());
                assertEquals("yes", patched.labels().get("vkcs-gpu.io/patched"));
                assertTrue(patched.taints() == null || patched.taints().isEmpty(), patched.taints().toString());
                if (nodesReadable) {
                    awaitNodes(kube, list -> list.size() == 2 && list.stream().allMatch(n -> "yes".equals(
                            n.getMetadata().getLabels().get("vkcs-gpu.io/patched"))
                            && n.getSpec().getTaints().stream().noneMatch(t -> CONTRACT_LABEL.equals(t.getKey()))));
                }
            }
            return id;
        }

        /** Watches (not polls) the group's nodes until {@code condition} holds on the list. */
        private List<Node> awaitNodes(KubernetesClient kube, Predicate<List<Node>> condition) throws Exception {
            return kube.nodes().withLabel(CONTRACT_LABEL, runId).informOnCondition(condition)
                    .get(inputs.changeTimeout().toMillis(), TimeUnit.MILLISECONDS);
        }

        private void addonLifecycle(AddonVersion version) {
            AddonClient addons = cloud.addons();
            String values = version.valuesTemplate();
            String id = addons.installAddon(clusterId, GPU_OPERATOR,
                    new ClusterAddonCreate(version.addonId(), version.id(), GPU_OPERATOR, values, GPU_OPERATOR), changeWait());
            ClusterAddon installed = addons.awaitAddonInstalled(id, changeWait());
            assertEquals(ClusterAddon.INSTALLED, installed.status());
            assertEquals(values, installed.values());
            assertEquals(version.id(), installed.addonVersionId());
            assertEquals(id, addons.findClusterAddonByName(clusterId, GPU_OPERATOR).orElseThrow().id());

            String changed = values + "\n# changed by the vkcs-gpu contract test " + runId + "\n";
            addons.patchClusterAddon(clusterId, id, new ClusterAddonPatch(version.id(), changed), changeWait());
            assertEquals(changed, addons.awaitAddonInstalled(id, changeWait()).values());

            assertTrue(addons.deleteClusterAddon(clusterId, id, changeWait()));
            addons.awaitAddonGone(id, changeWait());
            assertTrue(addons.findClusterAddon(id).isEmpty());
        }

        private void deleteNodeGroup(String id) {
            assertTrue(cloud.nodeGroups().deleteNodeGroup(clusterId, id, changeWait()));
            cloud.nodeGroups().awaitNodeGroupGone(id, changeWait());
            cloud.nodeGroups().awaitClusterSettled(clusterId, clusterWait());
            assertTrue(cloud.nodeGroups().findNodeGroup(id).isEmpty());
        }

        private void deleteCluster() {
            assertTrue(cloud.clusters().deleteCluster(clusterId));
            cloud.clusters().awaitDeleted(clusterId, clusterWait());
            assertTrue(cloud.clusters().findCluster(clusterId).isEmpty(), "a deleted cluster answers 404");
            assertFalse(cloud.clusters().deleteCluster(clusterId), "deleting it again counts as done");
            clusterId = null;
        }

        /** Best effort: a failed run must not leave a paid cluster behind. */
        private void cleanUp() {
            if (clusterId == null) {
                return;
            }
            try {
                cloud.clusters().deleteCluster(clusterId);
            } catch (VkcsException e) {
                System.err.println("contract cleanup could not delete cluster " + clusterId + " (" + clusterName + "): " + e.getMessage()
                        + "; delete it by hand");
            }
        }

        private String flavorId(String name) {
            Optional<Flavor> flavor = cloud.compute().listFlavors().stream().filter(f -> name.equals(f.name())).findFirst();
            return flavor.orElseThrow(() -> new AssertionError("no flavor named " + name)).id();
        }

        private WaitControl clusterWait() {
            return WaitControl.of(Clock.systemUTC().instant().plus(inputs.clusterTimeout()), () -> false, progress::add);
        }

        private WaitControl changeWait() {
            return WaitControl.of(Clock.systemUTC().instant().plus(inputs.changeTimeout()), () -> false, progress::add);
        }
    }
}
