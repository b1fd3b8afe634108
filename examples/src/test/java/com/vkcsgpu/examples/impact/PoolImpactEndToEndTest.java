package com.vkcsgpu.examples.impact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.NodeReplacement;
import com.vkcsgpu.emulator.cloud.ProjectQuotas;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.emulator.gpu.GpuFault;
import com.vkcsgpu.emulator.kube.KubeApiServer;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.GpuJobs;
import com.vkcsgpu.examples.emulated.WriteCalls;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.RunResult;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The preview's impact lines of node group changes, a cluster upgrade, a scale-up beyond a quota and a driver change
 * of VK's GPU Operator addon, end to end ({@link PoolImpactProgram} through the engine harness with the real plugin
 * against the emulator): one stack with training pods running on its GPU pool, deployed once, then several previews of
 * it; each preview makes no write call to VK Cloud and changes no node. Last, a flavor change goes through, and the
 * emulator's record of the rolling replacement is held against what its preview said. The pool's nodes boot without a
 * host driver and the addon installs the driver container from a registry of the user's (as
 * {@code driverSource: container} does on VK Cloud's AlmaLinux nodes), so a driver change reloads the driver.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PoolImpactEndToEndTest {
    private static final String PROJECT = "pool-impact";
    private static final double TIME_SCALE = 0.001;
    private static final Program PROGRAM = Program.javaMain(Classpaths.current(), PoolImpactProgram.class.getName());
    private static final String NODE_GROUP_URN = "vkcs-gpu:mk8s:NodeGroup::l4-node-group";
    private static final String CLUSTER_URN = "vkcs-gpu:mk8s:Cluster::ml-cluster";
    private static final String ADDON_URN = "vkcs-gpu:mk8s:ClusterAddon::gpu-addon";
    /** Driver images built for the nodes' OS: NVIDIA publishes none for VK Cloud's AlmaLinux 9. */
    private static final String OWN_DRIVER_REPOSITORY = "registry.example.com/gpu";
    private static final String ADDON_DRIVER = "550.144.03"; // v24.9.2's default, the addon's line
    private static final String NEWER_DRIVER = "570.86.15"; // supported by v24.9.2

    private VkCloudEmulator cloud;
    private EngineHarness engine;

    @BeforeAll
    void setUp(@TempDir Path dir) {
        cloud = EmulatedStack.emulator(TIME_SCALE).start();
        cloud.injectGpuFault(PoolImpactProgram.CLUSTER,
                new GpuFault(GpuFault.Kind.NO_HOST_DRIVER, null, PoolImpactProgram.POOL, null, null));
        engine = EmulatedStack.harness(cloud, PROJECT, dir.resolve("state.json"), TIME_SCALE).build()
                .withConfig(PROJECT + ":driverSource", "container")
                .withConfig(PROJECT + ":driverRepository", OWN_DRIVER_REPOSITORY)
                .withConfig(PROJECT + ":driverVersion", ADDON_DRIVER);
    }

    @AfterAll
    void tearDown() {
        if (cloud != null) {
            cloud.close();
        }
    }

    @Test
    @Order(1)
    void upRunsTrainingPodsOnTheGpuPool() {
        engine.up(PROGRAM).assertSucceeded();
        List<String> nodes = poolNodes();
        assertEquals(3, nodes.size(), () -> "three L4 nodes: " + cloud.snapshot());
        try (KubernetesClient kube = kube()) {
            List<Pod> trainers = kube.pods().inNamespace("default").withLabel("app", PoolImpactProgram.TRAINER).list()
                    .getItems();
            assertEquals(2, trainers.size(), () -> "two trainer pods: " + trainers);
            trainers.forEach(pod -> assertTrue(nodes.contains(pod.getSpec().getNodeName()),
                    () -> pod.getMetadata().getName() + " runs on a pool node, not " + pod.getSpec().getNodeName()));
        }
    }

    @Test
    @Order(2)
    void aClusterUpgradePreviewsEveryGpuNodeRecreatedAndTheAddonsSupport() {
        List<String> nodesBefore = poolNodes();
        WriteCalls writes = WriteCalls.from(cloud, kubeApi());

        RunResult preview = engine.withConfig(PROJECT + ":version", "v1.33.3").preview(PROGRAM).assertSucceeded();

        List<String> lines = impactLines(preview, CLUSTER_URN);
        assertEquals(2, lines.size(), () -> "one line for the pool, one for the addon: " + lines);
        String pool = lines.stream().filter(l -> l.startsWith("impact [pool l4-pool, cluster-upgrade]")).findFirst()
                .orElseThrow(() -> new AssertionError("the pool's line: " + lines));
        assertTrue(pool.contains("cluster upgrade v1.32.1 → v1.33.3 recreates every node: 3 nodes replaced by new ones"
                + " (new names) in 2 chunks of at most 2 nodes (parallelUpgradeChunk 50%)"), pool);
        assertTrue(pool.contains("installs the GPU stack again"), pool);
        assertTrue(pool.contains("; nodes: " + String.join(", ", nodesBefore.stream().sorted().toList()) + "; GPU pods: "),
                pool);
        trainers().forEach(trainer -> assertTrue(pool.contains(trainer), () -> trainer + " named in " + pool));
        String addonVersion = cloud.snapshot().addons().stream().filter(a -> a.name().equals("gpu-operator"))
                .map(EmulatorSnapshot.Addon::version).findFirst().orElseThrow();
        assertTrue(lines.contains("impact [cluster-upgrade]: installed addon gpu-operator " + addonVersion
                + " supports Kubernetes v1.33.3; it keeps its version through the upgrade"), lines::toString);
        assertOnlyReads(writes, "cluster upgrade preview", "/addons/gpu-operator");
        assertEquals(nodesBefore, poolNodes(), "a preview replaces no node");
        assertEquals("v1.32.1", cloud.snapshot().cluster(PoolImpactProgram.CLUSTER).orElseThrow().version());
    }

    /**
     * A flavor change and a scale-up past the project's nodes quota in one preview (one engine run fewer): the nodes
     * replaced in chunks, the quota named with by how much against the quotas the stack configures (as a user copies
     * them from VK's console), and {@code up} then refused for that quota by as much.
     */
    @Test
    @Order(3)
    void aFlavorChangeAndScaleUpPreviewTheNodesReplacedInChunksAndTheQuotaTheyExceed() {
        List<String> nodesBefore = poolNodes();
        ProjectQuotas raised = cloud.quotas();
        cloud.quotas(new ProjectQuotas(raised.clusters(), 10, raised.nodeGroups(), raised.vcpus(), raised.ramGb(),
                raised.disks(), raised.diskGb(), raised.gpus(), ProjectQuotas.WhenExceeded.REFUSE, 403));
        try {
            WriteCalls writes = WriteCalls.from(cloud, kubeApi());
            EngineHarness changed = engine.withConfig(PROJECT + ":gpusPerNode", "2").withConfig(PROJECT + ":nodeCount", "12")
                    .withConfigObject("vkcs-gpu:projectQuotas", EmulatedStack.projectQuotasSetting(cloud.quotas()));

            RunResult preview = changed.preview(PROGRAM).assertSucceeded();

            List<String> lines = impactLines(preview, NODE_GROUP_URN);
            String replacement = lines.stream().filter(l -> l.startsWith("impact [pool l4-pool, node-replacement]"))
                    .findFirst().orElseThrow(() -> new AssertionError("the flavor change's line: " + lines));
            assertTrue(replacement.startsWith("impact [pool l4-pool, node-replacement]: flavor GPU2-16-72-L4-1 →"
                    + " GPU2-32-144-L4-2: 3 nodes replaced by new ones in 2 chunks of at most 2 nodes"
                    + " (parallelUpgradeChunk 50%), the pods on each chunk evicted; nodes: "
                    + String.join(", ", nodesBefore.stream().sorted().toList()) + "; GPU pods: "), replacement);
            trainers().forEach(trainer -> assertTrue(replacement.contains(trainer), () -> trainer + " named in "
                    + replacement));
            String capacity = lines.stream().filter(l -> l.startsWith("impact [pool l4-pool, capacity]")).findFirst()
                    .orElseThrow(() -> new AssertionError("a capacity line: " + lines));
            assertTrue(capacity.contains("nodes 3 → 12 exceeds the project's quota 10 by 2"), capacity);
            assertTrue(capacity.contains("Would exceed nodes: ask VK Cloud support to raise"), capacity);
            assertTrue(capacity.contains("vCPU 48 → 384 of the project's quota " + raised.vcpus()), capacity);
            assertTrue(capacity.contains("GPUs connected 3 → 24 of the project's quota " + raised.gpus()), capacity);
            assertFalse(capacity.contains("(assumed:"), () -> "every quota configured, nothing assumed: " + capacity);
            assertOnlyReads(writes, "flavor change and scale-up preview", "node-groups/");
            assertEquals(nodesBefore, poolNodes(), "a preview replaces no node");

            RunResult up = changed.up(PROGRAM).assertFailed();
            String errors = String.join("\n", up.errors());
            assertTrue(errors.contains("Quota exceeded for Kubernetes nodes: 12 requested, limit 10, 2 over"),
                    () -> "up is refused for the quota the preview named, by as much: " + errors);
        } finally {
            cloud.quotas(raised);
        }
    }

    /**
     * A cluster upgrade to a version the installed addon's catalog entry does not list (the emulator's catalog narrowed
     * to play it): the preview names the addon, the version and the fix, as the addon line's {@code addon-unsupported}
     * outcome, and writes nothing; {@code up} is then refused for that addon and the cluster keeps its version and nodes.
     */
    @Test
    @Order(4)
    @SuppressWarnings("unchecked")
    void aClusterUpgradeTheInstalledAddonDoesNotSupportPreviewsAddonUnsupportedAndUpIsRefusedForIt() {
        String addonVersion = cloud.snapshot().addons().stream().filter(a -> a.name().equals("gpu-operator"))
                .map(EmulatorSnapshot.Addon::version).findFirst().orElseThrow();
        List<String> listed = cloud.addonKubeVersions("gpu-operator", addonVersion);
        cloud.addonKubeVersions("gpu-operator", addonVersion, listed.stream().filter(v -> !v.equals("v1.33.3")).toList());
        try {
            List<String> nodesBefore = poolNodes();
            WriteCalls writes = WriteCalls.from(cloud, kubeApi());
            EngineHarness upgraded = engine.withConfig(PROJECT + ":version", "v1.33.3");

            RunResult preview = upgraded.preview(PROGRAM).assertSucceeded();

            String expected = "impact [cluster-upgrade]: installed addon gpu-operator " + addonVersion
                    + " does not support Kubernetes v1.33.3";
            String addonLine = impactLines(preview, CLUSTER_URN).stream().filter(l -> l.startsWith(expected))
                    .findFirst().orElseThrow(() -> new AssertionError(expected + " among "
                            + impactLines(preview, CLUSTER_URN)));
            assertTrue(addonLine.contains("move the addon to a version that lists v1.33.3 first"), addonLine);
            List<Map<String, Object>> structured = (List<Map<String, Object>>) preview.output("clusterImpact");
            assertEquals(List.of("addon-unsupported"), structured.stream().map(l -> l.get("outcome"))
                    .filter(o -> !"".equals(o)).toList(), () -> "the addon line's outcome: " + structured);
            assertOnlyReads(writes, "cluster upgrade preview", "/addons/gpu-operator");

            RunResult up = upgraded.up(PROGRAM).assertFailed();
            String errors = String.join("\n", up.errors());
            assertTrue(errors.contains("the installed addon gpu-operator " + addonVersion + " does not support Kubernetes"
                    + " v1.33.3"), () -> "up is refused for the addon the preview named: " + errors);
            assertEquals("v1.32.1", cloud.snapshot().cluster(PoolImpactProgram.CLUSTER).orElseThrow().version());
            assertEquals(nodesBefore, poolNodes(), "no node was replaced");
        } finally {
            cloud.addonKubeVersions("gpu-operator", addonVersion, listed);
        }
    }

    /**
     * A driver change of VK's GPU Operator addon, previewed with a training Job running on a pool node: the addon's
     * impact lines are those an OperatorRelease gives for the same change (the driver reloads on every pool node, the
     * Job's pod deleted), as warnings on the addon and in the GpuOperator's {@code previewImpact}; nothing written.
     */
    @Test
    @Order(5)
    @SuppressWarnings("unchecked")
    void aDriverChangeOfTheAddonPreviewsTheReloadAndTheGpuJobsItDeletes() {
        List<String> nodes = poolNodes().stream().sorted().toList();
        GpuJobs jobs = GpuJobs.in(kubeApi());
        String trainPod = jobs.runJob("ml", "train", nodes.get(0), false);
        WriteCalls writes = WriteCalls.from(cloud, kubeApi());

        RunResult preview = engine.withConfig(PROJECT + ":driverVersion", NEWER_DRIVER).preview(PROGRAM)
                .assertSucceeded();

        assertEquals(List.of(), writes.since(), "a preview writes nothing, to VK Cloud or to the cluster");
        List<String> lines = impactLines(preview, ADDON_URN);
        String reload = lines.stream().filter(l -> l.startsWith("impact [pool l4-pool, driver-reload]")).findFirst()
                .orElseThrow(() -> new AssertionError("the addon's driver-reload line: " + preview.logs("WARNING")));
        assertTrue(reload.startsWith("impact [pool l4-pool, driver-reload]: driver " + ADDON_DRIVER + " → "
                + NEWER_DRIVER + " reloads on 3 nodes (" + String.join(", ", nodes) + ")"), reload);
        assertTrue(reload.contains("ml/" + trainPod + " (Job train) deleted"), reload);
        List<Map<String, Object>> operatorImpact = (List<Map<String, Object>>) preview.output("operatorImpact");
        Map<String, Object> line = operatorImpact.stream().filter(l -> l.get("kind").equals("driver-reload"))
                .findFirst().orElseThrow(() -> new AssertionError("GpuOperator's previewImpact: " + operatorImpact));
        assertEquals("l4-pool", line.get("pool"));
        assertEquals(nodes, line.get("nodes"));
        assertTrue(((List<Map<String, Object>>) line.get("pods")).contains(Map.of("namespace", "ml", "name", trainPod,
                "ownerKind", "Job", "ownerName", "train", "node", nodes.get(0), "fate", "deleted", "reason", "")),
                () -> "the Job's pod, deleted: " + line);
        assertEquals(Map.of("driver", ADDON_DRIVER), line.get("before"));
        assertEquals(Map.of("driver", NEWER_DRIVER), line.get("after"));
        assertTrue(jobs.exists("ml", trainPod), "a preview deletes no pod");
    }

    /**
     * The flavor change goes through: the emulator replaces the nodes in as many chunks as the preview said, and the
     * nodes it drains are the ones the preview named; the training pods come back on the new nodes.
     */
    @Test
    @Order(6)
    @SuppressWarnings("unchecked")
    void aFlavorChangeReplacesTheNodesInTheChunksItsPreviewNamed() throws InterruptedException {
        List<String> nodesBefore = poolNodes();
        EngineHarness changed = engine.withConfig(PROJECT + ":gpusPerNode", "2");
        RunResult preview = changed.preview(PROGRAM).assertSucceeded();
        List<Map<String, Object>> poolImpact = (List<Map<String, Object>>) preview.output("poolImpact");
        Map<String, Object> replacement = poolImpact.stream().filter(l -> l.get("kind").equals("node-replacement"))
                .findFirst().orElseThrow(() -> new AssertionError("the flavor change's line: " + poolImpact));
        int chunks = ((Number) ((Map<String, Object>) replacement.get("counts")).get("chunks")).intValue();
        assertEquals(2, chunks, "50% of 3 nodes, 2 at a time: " + replacement);
        assertEquals(nodesBefore.stream().sorted().toList(), replacement.get("nodes"));

        changed.up(PROGRAM).assertSucceeded();

        List<NodeReplacement> rollout = cloud.nodeReplacements(PoolImpactProgram.CLUSTER).stream()
                .filter(r -> r.cause() == NodeReplacement.Cause.FLAVOR_CHANGE).toList();
        assertEquals(chunks, rollout.stream().map(NodeReplacement::chunk).distinct().count(),
                () -> "the emulator went through the chunks the preview said: " + rollout);
        assertEquals(replacement.get("nodes"), rollout.stream().flatMap(r -> r.drained().stream()).sorted().toList(),
                () -> "the nodes replaced are the ones the preview named: " + rollout);
        List<String> nodesAfter = poolNodes();
        assertEquals(nodesAfter.stream().sorted().toList(),
                rollout.stream().flatMap(r -> r.created().stream()).sorted().toList(), "the pool runs the new nodes");
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        List<String> seen = List.of();
        while (Instant.now().isBefore(deadline)) {
            try (KubernetesClient kube = kube()) {
                seen = kube.pods().inNamespace("default").withLabel("app", PoolImpactProgram.TRAINER).list().getItems()
                        .stream().filter(pod -> "Running".equals(pod.getStatus().getPhase()))
                        .map(pod -> pod.getSpec().getNodeName()).toList();
            }
            if (seen.size() == 2 && nodesAfter.containsAll(seen)) {
                return;
            }
            try {
                Thread.sleep(50); // polling the cluster, not timing an order
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for the trainers", e);
            }
        }
        throw new AssertionError("the two trainers did not run again on the new nodes " + nodesAfter
                + " within 60 s; running on: " + seen);
    }

    /** The impact lines the engine printed as warnings on the resource whose URN ends with {@code urnSuffix}. */
    private static List<String> impactLines(RunResult run, String urnSuffix) {
        return run.logs("WARNING").stream().filter(w -> w.urn() != null && w.urn().endsWith(urnSuffix))
                .map(EngineLogMessage::message).filter(m -> m.startsWith("impact [")).toList();
    }

    /** {@code what} sent no write call to VK Cloud or the cluster, and read what its lines come from. */
    private void assertOnlyReads(WriteCalls writes, String what, String read) {
        assertEquals(List.of(), writes.since(), what + " wrote");
        assertTrue(cloud.requests().stream().anyMatch(r -> r.method().equals("GET") && r.path().contains(read)),
                () -> what + " read " + read + ": " + cloud.requests());
    }

    private List<String> poolNodes() {
        return cloud.snapshot().cluster(PoolImpactProgram.CLUSTER).orElseThrow().nodeGroups().stream()
                .filter(g -> g.name().equals(PoolImpactProgram.POOL)).findFirst().orElseThrow().nodeNames();
    }

    private KubeApiServer kubeApi() {
        return cloud.kubeApi(PoolImpactProgram.CLUSTER).orElseThrow(() -> new AssertionError("no cluster API"));
    }

    private KubernetesClient kube() {
        KubeApiServer server = kubeApi();
        String ca = Base64.getEncoder().encodeToString(cloud.caCertificatePem().getBytes(StandardCharsets.UTF_8));
        return new KubernetesClientBuilder().withConfig(new ConfigBuilder().withMasterUrl(server.serverUrl().toString())
                .withOauthToken(server.bearerToken()).withCaCertData(ca).build()).build();
    }

    /** The trainer pods, as the impact lines name them: {@code default/<pod> (<owner kind> <owner>) evicted}. */
    private List<String> trainers() {
        try (KubernetesClient kube = kube()) {
            List<String> named = kube.pods().inNamespace("default").withLabel("app", PoolImpactProgram.TRAINER).list()
                    .getItems().stream().map(pod -> {
                        var owner = pod.getMetadata().getOwnerReferences().get(0);
                        return "default/" + pod.getMetadata().getName() + " (" + owner.getKind() + " " + owner.getName()
                                + ") evicted";
                    }).toList();
            assertEquals(2, named.size(), () -> "two trainers: " + named);
            return named;
        }
    }
}
