package com.vkcsgpu.examples.gpuplatform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorCredentials;
import com.vkcsgpu.examples.emulated.EmulatedStack;
import com.vkcsgpu.examples.emulated.RunChecks;
import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.cloud.RecordedRequest;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.harness.Classpaths;
import com.vkcsgpu.harness.DiffKind;
import com.vkcsgpu.harness.EngineHarness;
import com.vkcsgpu.harness.EngineLogMessage;
import com.vkcsgpu.harness.Program;
import com.vkcsgpu.harness.ProviderCall;
import com.vkcsgpu.harness.ResourceState;
import com.vkcsgpu.harness.ResourceStep;
import com.vkcsgpu.harness.RunResult;
import com.vkcsgpu.harness.StepKind;
import com.vkcsgpu.harness.Values;
import com.vkcsgpu.provider.cloud.ClientOptions;
import com.vkcsgpu.provider.cloud.CloudSettings;
import com.vkcsgpu.provider.cloud.mk8s.DiskType;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupSpec;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.cloud.mk8s.VmEngine;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.cloud.mk8s.WaitTimings;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster half of the GPU platform example ({@link ClusterAndPoolsProgram}: a GpuCluster and three
 * GpuNodePools, the L4 pool autoscaled from zero) taken through a
 * stack's life by the engine harness, with the real plugin process ({@code com.vkcsgpu.provider.Main})
 * talking TLS to an embedded VK Cloud emulator. One or two operations per test, in order; each test builds
 * on the state the previous one left, because launching JVMs is the cost.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GpuPlatformEndToEndTest {
    private static final String PROJECT = "gpu-platform";
    private static final double TIME_SCALE = 0.001;
    private static final String CLUSTER = "vkcs-gpu:mk8s:Cluster";
    private static final String NODE_GROUP = "vkcs-gpu:mk8s:NodeGroup";
    private static final Set<String> WRITES = Set.of("Create", "Update", "Delete");
    private static final List<String> POOLS = List.of("a100", "l4", "h200");
    private static final Set<String> CLOUD_WRITES = Set.of("POST", "PATCH", "PUT", "DELETE");

    private final Program javaProgram = Program.javaMain(Classpaths.current(), ClusterAndPoolsProgram.class.getName());
    private final Program remoteProgram = Program.javaMain(Classpaths.current(), RemoteGpuPlatformProgram.class.getName());

    private VkCloudEmulator cloud;
    private EngineHarness engine;
    private Path dir;

    @BeforeAll
    void setUp(@TempDir Path tempDir) {
        dir = tempDir;
        // 8 realistic minutes of cluster provisioning take about half a second: fast, yet long enough
        // that the provider really waits through PROVISIONING and RECONCILING.
        cloud = EmulatedStack.emulator(TIME_SCALE).start();
        engine = stack(dir.resolve("state.json"));
    }

    @AfterAll
    void tearDown() {
        if (cloud != null) {
            cloud.close();
        }
    }

    private EngineHarness stack(Path stateFile) {
        return EmulatedStack.harness(cloud, PROJECT, stateFile, TIME_SCALE).build();
    }

    @Test
    @Order(1)
    void previewListsEveryCreateResolvesFlavorsAndWritesNothing() {
        RunResult preview = engine.preview(javaProgram).assertSucceeded();

        for (ProviderCall call : preview.calls()) {
            assertFalse(WRITES.contains(call.method()) && !call.isPreview(), () -> "write in preview: " + call);
        }
        assertEquals(Map.of(
                        "ml", StepKind.CREATE, "ml-cluster", StepKind.CREATE,
                        "a100", StepKind.CREATE, "a100-node-group", StepKind.CREATE,
                        "l4", StepKind.CREATE, "l4-node-group", StepKind.CREATE,
                        "h200", StepKind.CREATE, "h200-node-group", StepKind.CREATE),
                kindsByName(preview), preview.describe());
        // Flavors come from getGpuFlavors, which preview may call: the pool outputs are known already.
        assertEquals("GPU3-32-192-A100x80-1", preview.output("a100Flavor"));
        assertEquals("GPU2-16-72-L4-1", preview.output("l4Flavor"));
        assertEquals("GPU-44-256-H200-1", preview.output("h200Flavor"));
        assertTrue(cloudWrites().isEmpty(), () -> "preview wrote to the cloud: " + cloudWrites());
        assertTrue(cloud.snapshot().clusters().isEmpty());
        assertTrue(engine.state().isEmpty(), "preview must not write state");

        // The same program in "another language": the components go to the plugin's Construct, in preview too.
        RunResult remote = stack(dir.resolve("remote-preview.json")).preview(remoteProgram).assertSucceeded();

        assertEquals(kindsByUrn(preview), kindsByUrn(remote), remote.describe());
        assertEquals(List.of("a100", "h200", "l4", "ml"),
                remote.calls("Construct").stream().map(ProviderCall::name).sorted().toList());
        for (String output : List.of("a100Flavor", "l4Flavor", "h200Flavor", "l4NodeSelector", "h200Tolerations")) {
            assertEquals(preview.output(output), remote.output(output), output);
        }
        assertTrue(cloudWrites().isEmpty(), () -> "preview through Construct wrote to the cloud: " + cloudWrites());
    }

    @Test
    @Order(10)
    void aComponentRefusingItsArgumentsThroughConstructSaysWhichAndWhy() {
        cloud.clearRequests();

        RunResult preview = stack(dir.resolve("bad-preview.json")).withConfig(PROJECT + ":h200Nodes", "-1")
                .preview(remoteProgram).assertFailed();

        String error = String.join("\n", preview.errors());
        assertTrue(error.contains("INVALID_ARGUMENT: vkcs-gpu:index:GpuNodePool: invalid GpuNodePool arguments "
                + "(vkcs-gpu:index:GpuNodePool::h200)\n"
                + "\t\t- property nodeCount has a problem: must be 1 to 500, got -1"), error);
        assertFalse(error.contains("Multiple exceptions occurred"), error);
        assertTrue(cloudWrites().isEmpty(), () -> "a refused component wrote to the cloud: " + cloudWrites());
    }

    @Test
    @Order(11)
    void aPoolInAZoneManagedKubernetesDoesNotListStopsAtPreviewBeforeTheClusterExists() {
        cloud.clearRequests();

        RunResult preview = stack(dir.resolve("unknown-zone-preview.json")).withConfig(PROJECT + ":h200Zone", "GZ9")
                .preview(javaProgram).assertFailed();

        // The program fails in its getGpuFlavors call: the message is what the program logged.
        String logged = preview.logs().stream().map(EngineLogMessage::message).collect(Collectors.joining("\n"));
        assertTrue(logged.contains("availabilityZone 'GZ9' is not a zone of VK Cloud Managed Kubernetes in this region;"
                + " the zones are GZ1, MS1, ME1, PA2, QAZ, KTP"), preview::describe);
        assertTrue(cloud.requests().stream().anyMatch(r -> r.path().contains("availability-zones")),
                "preview read the zones");
        assertTrue(cloudWrites().isEmpty(), () -> "a refused preview wrote to the cloud: " + cloudWrites());
    }

    @Test
    @Order(12)
    void aGpuPoolInAZoneWithoutTheProjectsGpusOfItsModelStopsAtPreviewBeforeTheClusterExists() {
        cloud.clearRequests();

        // The stack states where the project's GPUs are (vkcs-gpu:gpuZones, as EmulatedStack sets it): H200 in ME1.
        RunResult preview = stack(dir.resolve("gpu-zone-preview.json")).withConfig(PROJECT + ":h200Zone", "GZ1")
                .preview(javaProgram).assertFailed();

        String error = String.join("\n", preview.errors());
        assertTrue(error.contains("FAILED_PRECONDITION") && error.contains("node group h200-pool: flavor GPU-44-256-H200-1"
                + " has H200 GPUs, and the project's H200 GPUs are connected in ME1 (vkcs-gpu:gpuZones), not in GZ1")
                && error.contains("Set the pool's availabilityZone to ME1"), preview::describe);
        assertTrue(preview.calls().stream().noneMatch(call -> WRITES.contains(call.method()) && !call.isPreview()),
                preview::describe);
        assertTrue(cloudWrites().isEmpty(), () -> "a refused preview wrote to the cloud: " + cloudWrites());
    }

    private static Map<String, StepKind> kindsByUrn(RunResult run) {
        return run.steps().stream().filter(s -> !s.type().startsWith("pulumi:"))
                .collect(Collectors.toMap(ResourceStep::urn, ResourceStep::kind, (a, b) -> a, TreeMap::new));
    }

    @Test
    @Order(2)
    void upCreatesTheClusterThenThePoolsInTheirZonesAndKeepsTheKubeconfigSecret() throws IOException {
        RunResult up = engine.up(javaProgram).assertSucceeded();

        RunChecks.assertQuiet(up);
        kindsByName(up).forEach((name, kind) -> assertEquals(StepKind.CREATE, kind, name));
        ProviderCall clusterCreate = up.call("Create", "ml-cluster");
        for (String pool : POOLS) {
            assertTrue(up.call("Create", pool + "-node-group").started() > clusterCreate.finished(),
                    "a pool needs the cluster's id, so it is created after the cluster");
        }
        // Whether a poll catches the cluster still PROVISIONING depends on the machine's load (a fresh-clone run saw
        // it RUNNING at its first poll); WaiterTest holds the wording. Here: every wait line reaching the engine for
        // the cluster says what it waits for.
        assertTrue(up.logs().stream().filter(l -> l.ephemeral() && l.urn().endsWith("::ml-cluster"))
                        .allMatch(l -> l.message().contains("RUNNING")),
                () -> "the cluster create reports its wait for RUNNING to the engine:\n" + up.describe());

        EmulatorSnapshot.Cluster cluster = cloud.snapshot().cluster("ml-gpu").orElseThrow();
        assertEquals("RUNNING", cluster.status());
        assertEquals(List.of("GZ1"), cluster.zones());
        assertEquals("v1.34.2", cluster.version(), "no version pinned: the newest getVersions offers");
        assertEquals("STD3-4-8", cluster.masterFlavorName());
        assertEquals(1, cluster.masterReplicas());
        assertEquals(cluster.id(), up.output("clusterId"));
        assertEquals(Set.of("a100-pool", "l4-pool", "h200-pool"),
                cluster.nodeGroups().stream().map(EmulatorSnapshot.NodeGroup::name).collect(Collectors.toSet()));

        EmulatorSnapshot.NodeGroup a100 = group("a100-pool");
        assertEquals("GZ1", a100.zone());
        assertEquals("GPU3-32-192-A100x80-1", a100.flavorName());
        assertFalse(a100.autoScale());
        assertEquals(1, a100.size());
        assertEquals(1, a100.nodeNames().size());
        assertEquals(Map.of("vkcs-gpu.io/pool", "a100-pool", "vkcs-gpu.io/gpu-model", "A100_80GB",
                "vkcs-gpu.io/gpus-per-node", "1"), a100.labels());
        assertEquals(List.of("nvidia.com/gpu=present:NoSchedule"), taints(a100));
        EmulatorSnapshot.NodeGroup l4 = group("l4-pool");
        assertEquals("GZ1", l4.zone());
        assertEquals("GPU2-16-72-L4-1", l4.flavorName());
        assertTrue(l4.autoScale());
        assertEquals(List.of(1, 2, 1), List.of(l4.minSize(), l4.maxSize(), l4.size()), "autoscaled, starting at its minimum");
        assertEquals(1, l4.nodeNames().size());
        EmulatorSnapshot.NodeGroup h200 = group("h200-pool");
        assertEquals("ME1", h200.zone(), "H200 exists only in ME1; a pool may sit outside the masters' zone");
        assertEquals("GPU-44-256-H200-1", h200.flavorName());
        assertEquals(1, h200.nodeNames().size());

        assertEquals(a100.id(), up.output("a100NodeGroupId"));
        assertEquals(Map.of("vkcs-gpu.io/pool", "l4-pool"), up.output("l4NodeSelector"));
        assertEquals(List.of(Map.of("key", "nvidia.com/gpu", "operator", "Equal", "value", "present",
                "effect", "NoSchedule")), up.output("h200Tolerations"));
        assertEquals(1.0, ((Number) up.output("l4ExpectedNodes")).doubleValue());
        Values.Secret kubeconfig = assertInstanceOf(Values.Secret.class, up.output("kubeconfig"));
        assertTrue(String.valueOf(kubeconfig.value()).contains(cluster.apiServerUrl()),
                "the kubeconfig points at the cluster's API server");
        assertNoSecretsIn(up);
    }

    @Test
    @Order(3)
    void theSameComponentsThroughConstructGiveTheSameResources() throws IOException {
        Map<String, Object> javaOutputs = stackOutputs();
        Map<String, Map<String, Object>> javaInputs = customInputs();
        Map<String, List<String>> javaLinks = links();

        RunResult up = engine.up(remoteProgram).assertSucceeded();

        RunChecks.assertQuiet(up);
        assertEquals(List.of("h200", "l4", "a100", "ml").stream().sorted().toList(),
                up.calls("Construct").stream().map(ProviderCall::name).sorted().toList(),
                () -> "one Construct per component:\n" + up.describe());
        for (ProviderCall call : up.calls()) {
            assertFalse(WRITES.contains(call.method()), () -> "Construct made other resources: " + call);
        }
        kindsByName(up).forEach((name, kind) -> assertEquals(StepKind.SAME, kind,
                () -> name + " differs when built through Construct:\n" + up.describe()));
        assertEquals(javaInputs, customInputs(), "the children's stored inputs are identical");
        assertEquals(javaLinks, links(), "each child has the same parent and the same provider");
        assertEquals(javaOutputs, stackOutputs(), "the components' outputs are identical");
        assertNoSecretsIn(up);
    }

    @Test
    @Order(4)
    void changingTaintsAndScaleUpdatesThatPoolInPlaceNamingExactlyThoseFields() {
        String a100Before = stateOf("a100-node-group").id();
        EngineHarness changed = engine.withConfig(PROJECT + ":a100Nodes", "2")
                .withConfigObject(PROJECT + ":a100Taints", "[{\"key\":\"nvidia.com/gpu\",\"value\":\"present\","
                        + "\"effect\":\"NoSchedule\"},{\"key\":\"team\",\"value\":\"research\",\"effect\":\"NoExecute\"}]");
        cloud.clearRequests();

        RunResult up = changed.up(javaProgram).assertSucceeded();

        RunChecks.assertQuiet(up);
        ResourceStep a100 = up.step("a100-node-group");
        assertEquals(StepKind.UPDATE, a100.kind(), up.describe());
        assertEquals(Map.of("fixedScale.size", DiffKind.UPDATE, "taints[1]", DiffKind.ADD), a100.detailedDiff());
        kindsByName(up).forEach((name, kind) -> {
            if (!name.equals("a100-node-group")) {
                assertEquals(StepKind.SAME, kind, name);
            }
        });
        assertEquals(a100Before, stateOf("a100-node-group").id(), "updated in place");
        assertEquals(1, cloud.requestCount("PATCH", "node-groups/{id}"), "one PATCH carries both changes");
        assertTrue(cloudWrites().stream().allMatch(r -> r.method().equals("PATCH")), () -> "only a PATCH: " + cloudWrites());
        EmulatorSnapshot.NodeGroup group = group("a100-pool");
        assertEquals(2, group.size());
        assertEquals(2, group.nodeNames().size());
        assertEquals(List.of("nvidia.com/gpu=present:NoSchedule", "team=research:NoExecute"), taints(group));
        assertEquals(List.of(
                Map.of("key", "nvidia.com/gpu", "operator", "Equal", "value", "present", "effect", "NoSchedule"),
                Map.of("key", "team", "operator", "Equal", "value", "research", "effect", "NoExecute")),
                up.output("a100Tolerations"), "workloads get a toleration for the new taint");
        assertEquals(2.0, ((Number) up.output("a100ExpectedNodes")).doubleValue());
        engine = changed;
    }

    @Test
    @Order(5)
    void changingAPoolsZoneReplacesItDeletingTheOldGroupFirst() {
        String l4Before = stateOf("l4-node-group").id();
        EngineHarness moved = engine.withConfig(PROJECT + ":l4Zone", "MS1");

        RunResult up = moved.up(javaProgram).assertSucceeded();

        RunChecks.assertQuiet(up);
        ResourceStep l4 = up.step("l4-node-group");
        assertEquals(StepKind.REPLACE, l4.kind(), up.describe());
        assertEquals(Map.of("availabilityZone", DiffKind.UPDATE_REPLACE), l4.detailedDiff());
        assertTrue(l4.deleteBeforeReplace(), "node group names are unique in a cluster: the old group goes first");
        assertTrue(up.call("Create", "l4-node-group").started() > up.call("Delete", "l4-node-group").finished());
        kindsByName(up).forEach((name, kind) -> {
            if (!name.equals("l4-node-group")) {
                assertEquals(StepKind.SAME, kind, name);
            }
        });
        String l4After = stateOf("l4-node-group").id();
        assertNotEquals(l4Before, l4After);
        assertEquals("MS1", group("l4-pool").zone());
        assertEquals(l4After, group("l4-pool").id());
        assertTrue(cloud.snapshot().clusters().get(0).nodeGroups().stream().noneMatch(g -> g.id().equals(l4Before)));
        engine = moved;
    }

    @Test
    @Order(6)
    void movingAPoolToAZoneWithoutItsGpuFailsWithVkCloudsReasonAndMovingItBackRecreatesIt() {
        EngineHarness wrongZone = engine.withConfig(PROJECT + ":h200Zone", "GZ1");

        RunResult failed = wrongZone.up(javaProgram).assertFailed();

        // VK Cloud does not publish which zone offers which GPU flavor, so only the create can tell; by then the
        // old group is gone (node group names are unique, so the replacement deletes first).
        String error = String.join("\n", failed.errors());
        assertTrue(error.contains("GPU-44-256-H200-1") && error.contains("zone GZ1") && error.contains("ME1")
                && error.contains("check flavorId and availabilityZone"), error);
        assertTrue(failed.call("Create", "h200-node-group").started() > failed.call("Delete", "h200-node-group").finished());
        assertTrue(cloud.snapshot().cluster("ml-gpu").orElseThrow().nodeGroups().stream()
                .noneMatch(g -> g.name().equals("h200-pool")), "the refused group was not created");
        assertTrue(engine.state().stream().noneMatch(r -> r.name().equals("h200-node-group")),
                "the deleted group leaves the state (the engine marks it pending replacement), so the next up creates it");

        RunResult back = engine.up(javaProgram).assertSucceeded();

        RunChecks.assertQuiet(back);
        assertEquals(StepKind.CREATE, back.step("h200-node-group").kind(), back.describe());
        assertEquals("ME1", group("h200-pool").zone());
        kindsByName(back).forEach((name, kind) -> {
            if (!name.equals("h200-node-group")) {
                assertEquals(StepKind.SAME, kind, name);
            }
        });
    }

    @Test
    @Order(7)
    void refreshShowsAChangeMadeOutsidePulumiAndThePreviewPutsItBack() {
        EmulatorSnapshot.NodeGroup h200 = group("h200-pool");
        outsideClient().nodeGroups().patchNodeGroup(h200.clusterId(), h200.id(),
                NodeGroupPatch.none().withScale(ScaleSpec.fixed(3)), outsideWait());

        RunResult refresh = engine.refresh().assertSucceeded();

        RunChecks.assertQuiet(refresh);
        ResourceStep refreshed = refresh.step("h200-node-group");
        assertEquals(StepKind.REFRESH, refreshed.kind());
        assertEquals(Set.of("fixedScale", "nodeCount"), refreshed.detailedDiff().keySet(), refresh.describe());
        refresh.steps().stream().filter(s -> !s.name().equals("h200-node-group") && s.type().startsWith("vkcs-gpu:mk8s"))
                .forEach(s -> assertTrue(s.detailedDiff().isEmpty(), () -> "no drift on " + s.name() + ": " + s.detailedDiff()));
        assertEquals(Map.of("size", 3.0), Values.toJava(stateOf("h200-node-group").inputs()).get("fixedScale"));

        RunResult preview = engine.preview(javaProgram).assertSucceeded();

        assertEquals(StepKind.UPDATE, preview.step("h200-node-group").kind());
        assertEquals(Map.of("fixedScale.size", DiffKind.UPDATE), preview.step("h200-node-group").detailedDiff());
        kindsByName(preview).forEach((name, kind) -> {
            if (!name.equals("h200-node-group")) {
                assertEquals(StepKind.SAME, kind, () -> name + " shows diff noise after refresh:\n" + preview.describe());
            }
        });
    }

    @Test
    @Order(8)
    void importAdoptsANodeGroupMadeOutsidePulumi() {
        String clusterId = cloud.snapshot().cluster("ml-gpu").orElseThrow().id();
        String id = outsideClient().nodeGroups().createNodeGroup(clusterId, new NodeGroupSpec("cpu-tools",
                VmEngine.flavor(cloud.flavorId("STD3-8-16")), List.of("GZ1"), ScaleSpec.fixed(2),
                Map.of("team", "tools"), List.of(), 10, DiskType.cinder("ceph-ssd", 50)), outsideWait());
        outsideClient().nodeGroups().awaitClusterSettled(clusterId, outsideWait());

        engine.importResource(NODE_GROUP, "cpu-tools", id).assertSucceeded();

        ResourceState imported = stateOf("cpu-tools");
        assertEquals(id, imported.id());
        assertEquals(Map.of("clusterId", clusterId, "name", "cpu-tools", "availabilityZone", "GZ1",
                        "flavorId", cloud.flavorId("STD3-8-16"), "fixedScale", Map.of("size", 2.0),
                        "labels", Map.of("team", "tools"), "parallelUpgradeChunk", 10.0, "diskType", "ceph-ssd",
                        "diskSize", 50.0),
                Values.toJava(imported.inputs()), "the inputs a program would declare, without empty taints");
    }

    @Test
    @Order(9)
    void destroyLeavesNothingInTheCloud() throws IOException {
        RunResult destroy = engine.destroy().assertSucceeded();

        RunChecks.assertQuiet(destroy);
        assertTrue(cloud.snapshot().clusters().isEmpty(), () -> "left in the cloud: " + cloud.snapshot());
        assertTrue(engine.state().stream().allMatch(ResourceState::isProvider), () -> "left in state: " + engine.state());
        assertEquals(Set.of("ml-cluster", "a100-node-group", "l4-node-group", "h200-node-group", "cpu-tools"),
                destroy.calls("Delete").stream().map(ProviderCall::name).collect(Collectors.toSet()));
        // The program's node groups depend on the cluster and go before it. The imported cpu-tools has no recorded
        // dependency (an import records none), so the engine may delete it beside the cluster, as it does here: its
        // delete must succeed either way (the destroy succeeded and the cloud is empty).
        ProviderCall clusterDelete = destroy.call("Delete", "ml-cluster");
        destroy.calls("Delete").stream().filter(c -> !c.name().equals("ml-cluster") && !c.name().equals("cpu-tools"))
                .forEach(c -> assertTrue(c.finished() < clusterDelete.started(), c.name() + " goes before its cluster"));
        assertNoSecretsIn(destroy);
    }

    private List<RecordedRequest> cloudWrites() {
        return cloud.requests().stream()
                .filter(r -> CLOUD_WRITES.contains(r.method()) && !r.path().contains("auth/tokens"))
                .toList();
    }

    private EmulatorSnapshot.NodeGroup group(String name) {
        return cloud.snapshot().clusters().stream().flatMap(c -> c.nodeGroups().stream())
                .filter(g -> g.name().equals(name) && !g.deleting()).findFirst()
                .orElseThrow(() -> new AssertionError("no node group " + name + " in " + cloud.snapshot()));
    }

    private static List<String> taints(EmulatorSnapshot.NodeGroup group) {
        return group.taints().stream().map(t -> t.key() + "=" + t.value() + ":" + t.effect()).toList();
    }

    private ResourceState stateOf(String name) {
        return engine.state().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " in state: " + engine.state()));
    }

    /** The inputs of every custom resource in the state, by name. */
    private Map<String, Map<String, Object>> customInputs() {
        return engine.state().stream().filter(r -> r.custom() && !r.isProvider())
                .collect(Collectors.toMap(ResourceState::name, r -> Values.toJava(r.inputs()), (a, b) -> a, TreeMap::new));
    }

    /** Parent and provider of every custom resource in the state, by name. */
    private Map<String, List<String>> links() {
        return engine.state().stream().filter(r -> r.custom() && !r.isProvider())
                .collect(Collectors.toMap(ResourceState::name, r -> List.of(r.parent(), r.provider()), (a, b) -> a,
                        TreeMap::new));
    }

    /** The stack's outputs as the state holds them. */
    private Map<String, Object> stackOutputs() {
        return engine.state().stream().filter(r -> r.type().equals("pulumi:pulumi:Stack")).findFirst()
                .map(r -> Values.toJava(r.outputs())).orElseThrow();
    }

    /** A VK Cloud client of someone working outside Pulumi (the console, another tool). */
    private VkcsClient outsideClient() {
        EmulatorCredentials c = cloud.credentials();
        CloudSettings settings = CloudSettings.password(cloud.identityUrl().toString(), c.username(),
                SecretString.of(c.password()), c.projectId(), c.region()).withCaCertificate(cloud.caCertificatePem());
        return VkcsClient.create(settings, ClientOptions.defaults().withWaits(WaitTimings.fast(), WaitTimings.fast()));
    }

    private static WaitControl outsideWait() {
        return WaitControl.timeout(Clock.systemUTC(), Duration.ofSeconds(30));
    }


    /**
     * The provider password and the Keystone tokens (which also authenticate to the cluster's API, as its
     * kubeconfig has VK's keystone-auth user) never appear in the state file or the plugin's logs.
     */
    private void assertNoSecretsIn(RunResult run) throws IOException {
        String state = Files.readString(engine.stateFilePath());
        List<String> secrets = new java.util.ArrayList<>(List.of(cloud.credentials().password()));
        secrets.addAll(cloud.issuedTokens());
        for (String secret : secrets) {
            assertFalse(state.contains(secret), "the state file holds a secret in plain text");
            assertFalse(run.logs().stream()
                            .filter(l -> l.source() != EngineLogMessage.Source.PROGRAM_OUTPUT)
                            .filter(l -> !l.severity().equals("DEBUG") || l.source() != EngineLogMessage.Source.ENGINE_LOG)
                            .anyMatch(l -> l.message().contains(secret)),
                    "a log holds a secret");
        }
    }

    private static Map<String, StepKind> kindsByName(RunResult run) {
        return run.steps().stream().filter(s -> !s.type().startsWith("pulumi:"))
                .collect(Collectors.toMap(ResourceStep::name, ResourceStep::kind, (a, b) -> a, TreeMap::new));
    }
}
