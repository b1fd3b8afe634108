package com.vkcsgpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.resources.Resource;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestResult;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GpuNodePoolTest {
    private static final String NODE_GROUP = "vkcs-gpu:mk8s:NodeGroup";
    private final FakeCloud cloud = new FakeCloud();

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    static GpuNodePoolArgs.Builder l4() {
        return GpuNodePoolArgs.builder()
                .clusterId(Output.of("2abcdefghijklmnopqrstuvwxyz"))
                .poolName("l4-pool")
                .gpuModel("L4")
                .availabilityZone("GZ1")
                .nodeCount(2);
    }

    private GpuNodePool create(UnaryOperator<GpuNodePoolArgs.Builder> args, TestResult[] result) {
        GpuNodePool[] pool = new GpuNodePool[1];
        result[0] = PulumiTest.withMocks(cloud).runTest(ctx ->
                pool[0] = new GpuNodePool("gpu", args.apply(l4()).build(), null));
        return pool[0];
    }

    private GpuNodePool create(UnaryOperator<GpuNodePoolArgs.Builder> args) {
        TestResult[] result = new TestResult[1];
        GpuNodePool pool = create(args, result);
        assertEquals(List.of(), result[0].exceptions());
        return pool;
    }

    private static String errors(TestResult result) {
        return String.join("\n", result.exceptions().stream().map(GpuNodePoolTest::messages).toList());
    }

    private static String messages(Throwable t) {
        StringBuilder all = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            all.append(c.getMessage()).append('\n');
        }
        return all.toString();
    }

    @SuppressWarnings("unchecked")
    private Map<String, String> nodeLabels() {
        return (Map<String, String>) cloud.inputsOf(NODE_GROUP).get("labels");
    }

    @Test
    void resolvesTheFlavorForModelGpusAndZone() {
        GpuNodePool pool = create(b -> b.gpusPerNode(2));
        assertEquals(FakeCloud.L4_2, cloud.inputsOf(NODE_GROUP).get("flavorId"));
        assertEquals(FakeCloud.L4_2, PulumiTest.extractValue(pool.flavorId()));
        assertEquals("GPU2-32-144-L4-2", PulumiTest.extractValue(pool.flavorName()));
        assertEquals(2, PulumiTest.extractValue(pool.gpusPerNode()));
        Map<String, Object> filters = cloud.callsTo("vkcs-gpu:mk8s:getGpuFlavors").get(0).args;
        assertEquals("L4", filters.get("gpuModel"));
        assertEquals(2.0, ((Number) filters.get("gpusPerNode")).doubleValue());
        assertEquals("GZ1", filters.get("availabilityZone"));
    }

    @Test
    void defaultsToOneGpuPerNode() {
        GpuNodePool pool = create(b -> b);
        assertEquals(FakeCloud.L4_1, cloud.inputsOf(NODE_GROUP).get("flavorId"));
        assertEquals(1, PulumiTest.extractValue(pool.gpusPerNode()));
    }

    @Test
    void noMatchingFlavorListsTheFlavorsThatExist() {
        TestResult[] result = new TestResult[1];
        create(b -> b.gpuModel("H200").gpusPerNode(8), result); // H200 is offered in ME1 only
        String message = errors(result[0]);
        assertTrue(message.contains("no VK Cloud flavor with gpuModel H200 and gpusPerNode 8 in availabilityZone GZ1"),
                message);
        for (FakeCloud.Flavor f : FakeCloud.CATALOG) {
            assertTrue(message.contains(f.name() + " (" + f.gpuModel() + " x" + f.gpuCount() + ")"), message);
        }
    }

    @Test
    void standardLabelsAreMergedWithTheUsersLabels() {
        create(b -> b.labels(Map.of("team", "vision", "example.com/tier", "gold")));
        assertEquals(Map.of(
                "vkcs-gpu.io/pool", "l4-pool",
                "vkcs-gpu.io/gpu-model", "L4",
                "vkcs-gpu.io/gpus-per-node", "1",
                "team", "vision",
                "example.com/tier", "gold"), nodeLabels());
    }

    @Test
    void userLabelsMayNotOverrideStandardOnesOrBreakSyntax() {
        TestResult[] result = new TestResult[1];
        create(b -> b.labels(Map.of("vkcs-gpu.io/pool", "other", "bad key!", "x")), result);
        String message = errors(result[0]);
        assertTrue(message.contains("labels[\"vkcs-gpu.io/pool\"]: is a standard label"), message);
        assertTrue(message.contains("labels[\"bad key!\"]: label key name 'bad key!'"), message);
        assertFalse(cloud.typesRegistered().contains(NODE_GROUP));
    }

    @Test
    void defaultTaintAndItsToleration() {
        GpuNodePool pool = create(b -> b);
        assertEquals(List.of(Map.of("key", "nvidia.com/gpu", "value", "present", "effect", "NoSchedule")),
                cloud.inputsOf(NODE_GROUP).get("taints"));
        assertEquals(List.of(new NodePoolToleration("nvidia.com/gpu", "Equal", "present", "NoSchedule")),
                PulumiTest.extractValue(pool.tolerations()));
        assertEquals(Map.of("vkcs-gpu.io/pool", "l4-pool"), PulumiTest.extractValue(pool.nodeSelector()));
        assertEquals("nvidia.com/gpu", PulumiTest.extractValue(pool.gpuResourceName()));
    }

    @Test
    void overriddenTaintsReplaceTheDefaultAndTolerationsFollowThem() {
        GpuNodePool pool = create(b -> b.taints(
                NodePoolTaintArgs.of("dedicated", "ml", "NoExecute"),
                NodePoolTaintArgs.of("gpu-only", "yes", "PreferNoSchedule")));
        assertEquals(List.of(
                        Map.of("key", "dedicated", "value", "ml", "effect", "NoExecute"),
                        Map.of("key", "gpu-only", "value", "yes", "effect", "PreferNoSchedule")),
                cloud.inputsOf(NODE_GROUP).get("taints"));
        assertEquals(List.of(
                        new NodePoolToleration("dedicated", "Equal", "ml", "NoExecute"),
                        new NodePoolToleration("gpu-only", "Equal", "yes", "PreferNoSchedule")),
                PulumiTest.extractValue(pool.tolerations()));
    }

    @Test
    void anEmptyTaintListRemovesTheDefault() {
        GpuNodePool pool = create(b -> b.taints(List.of()));
        assertEquals(List.of(), cloud.inputsOf(NODE_GROUP).get("taints"));
        assertEquals(List.of(), PulumiTest.extractValue(pool.tolerations()));
    }

    @Test
    void badTaintsAreNamedByIndex() {
        TestResult[] result = new TestResult[1];
        create(b -> b.taints(NodePoolTaintArgs.of("nvidia.com/gpu", "present", "NoScheduel")), result);
        assertTrue(errors(result[0]).contains("taints[0].effect: taint effect 'NoScheduel' is not one of"),
                errors(result[0]));
    }

    @Test
    void aTaintWithoutAValueIsRefusedAsVkCloudRequiresOne() {
        TestResult[] result = new TestResult[1];
        create(b -> b.taints(NodePoolTaintArgs.of("gpu-only", null, "NoSchedule")), result);
        assertTrue(errors(result[0]).contains("taints[0].value: must not be empty: VK Cloud requires a taint value"),
                errors(result[0]));
    }

    static Stream<Arguments> sizesOutsideVkLimits() {
        return Stream.of(
                Arguments.of("nodeCount 0", (UnaryOperator<GpuNodePoolArgs.Builder>) b -> b.nodeCount(0),
                        "nodeCount: must be 1 to 500, got 0"),
                Arguments.of("nodeCount 501", (UnaryOperator<GpuNodePoolArgs.Builder>) b -> b.nodeCount(501),
                        "nodeCount: must be 1 to 500, got 501"),
                Arguments.of("minNodes 0", (UnaryOperator<GpuNodePoolArgs.Builder>) b -> b.nodeCount(null).minNodes(0).maxNodes(4),
                        "minNodes: must be 1 to 500, got 0"),
                Arguments.of("maxNodes 501", (UnaryOperator<GpuNodePoolArgs.Builder>) b -> b.nodeCount(null).minNodes(1).maxNodes(501),
                        "maxNodes: must be 1 to 500, got 501"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sizesOutsideVkLimits")
    void sizesOutsideVkLimitsAreRefusedCitingTheLimitBeforeAnyChild(String name, UnaryOperator<GpuNodePoolArgs.Builder> args,
                                                                    String expected) {
        TestResult[] result = new TestResult[1];
        create(args, result);
        String errors = errors(result[0]);
        assertTrue(errors.contains(expected), errors);
        assertTrue(errors.contains("https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/scale"), errors);
        assertFalse(cloud.typesRegistered().contains(NODE_GROUP), cloud.typesRegistered().toString());
    }

    @Test
    void fixedSizeSendsFixedScale() {
        GpuNodePool pool = create(b -> b.nodeCount(3));
        Map<String, Object> inputs = cloud.inputsOf(NODE_GROUP);
        assertEquals(3.0, ((Number) ((Map<?, ?>) inputs.get("fixedScale")).get("size")).doubleValue());
        assertNull(inputs.get("autoScale"));
        assertEquals(3, PulumiTest.extractValue(pool.expectedNodes()));
    }

    @Test
    void autoscalesFromOneNode() {
        GpuNodePool pool = create(b -> b.nodeCount(null).minNodes(1).maxNodes(4));
        Map<String, Object> inputs = cloud.inputsOf(NODE_GROUP);
        Map<?, ?> auto = (Map<?, ?>) inputs.get("autoScale");
        assertEquals(1.0, ((Number) auto.get("minSize")).doubleValue());
        assertEquals(4.0, ((Number) auto.get("maxSize")).doubleValue());
        assertNull(inputs.get("fixedScale"));
        assertEquals(1, PulumiTest.extractValue(pool.expectedNodes()));
    }

    @Test
    void conflictingArgumentsAreRejectedBeforeAnyChildOrLookup() {
        TestResult[] result = new TestResult[1];
        create(b -> b.gpuModel(null).minNodes(1).maxNodes(2), result);
        String message = errors(result[0]);
        assertTrue(message.contains("nodeCount and minNodes/maxNodes are mutually exclusive"), message);
        assertTrue(message.contains("gpuModel or flavorId is required"), message);
        assertFalse(cloud.typesRegistered().contains(NODE_GROUP), cloud.typesRegistered().toString());
        assertEquals(List.of(), cloud.calls);
    }

    @Test
    void anExplicitFlavorIsDescribedFromTheCatalog() {
        GpuNodePool pool = create(b -> b.gpuModel(null).flavorId(FakeCloud.A100_1));
        assertEquals(FakeCloud.A100_1, cloud.inputsOf(NODE_GROUP).get("flavorId"));
        assertEquals("GPU1A-32-96-A100-1", PulumiTest.extractValue(pool.flavorName()));
        assertEquals("A100_40GB", nodeLabels().get("vkcs-gpu.io/gpu-model"));
    }

    @Test
    void anUnknownExplicitFlavorIsTakenOnTrust() {
        String unknown = "99999999-0000-4000-8000-000000000001";
        GpuNodePool pool = create(b -> b.gpuModel("A100_80GB").gpusPerNode(4).flavorId(unknown));
        assertEquals(unknown, cloud.inputsOf(NODE_GROUP).get("flavorId"));
        assertEquals(4, PulumiTest.extractValue(pool.gpusPerNode()));
        assertEquals("4", nodeLabels().get("vkcs-gpu.io/gpus-per-node"));
        assertEquals("A100_80GB", nodeLabels().get("vkcs-gpu.io/gpu-model"));
    }

    @Test
    void childIsNamedAfterTheComponentAndParentedToIt() {
        TestResult[] result = new TestResult[1];
        create(b -> b, result);
        Resource child = result[0].resources().stream()
                .filter(r -> r instanceof com.vkcsgpu.mk8s.NodeGroup).findFirst().orElseThrow();
        String urn = PulumiTest.extractValue(child.urn());
        assertTrue(urn.endsWith("::gpu-node-group"), urn);
        assertTrue(urn.contains("vkcs-gpu:index:GpuNodePool$vkcs-gpu:mk8s:NodeGroup"), urn);
        assertEquals("l4-pool", cloud.inputsOf(NODE_GROUP).get("name"));
    }

    @Test
    void migProfileLabelsTheNodesAndMultipliesTheExpectedGpus() {
        GpuNodePool pool = create(b -> b.gpuModel("A100_40GB").gpusPerNode(1).migProfile("all-1g.5gb"));
        assertEquals("all-1g.5gb", nodeLabels().get("nvidia.com/mig.config"));
        assertEquals(7, PulumiTest.extractValue(pool.expectedGpusPerNode()));
        assertEquals("nvidia.com/gpu", PulumiTest.extractValue(pool.gpuResourceName()));
    }

    @Test
    void timeSlicingLabelsTheNodesWithTheConfigOfItsReplicaCount() {
        GpuNodePool pool = create(b -> b.gpusPerNode(2).timeSlicingReplicas(4));
        assertEquals("time-slicing-4", nodeLabels().get("nvidia.com/device-plugin.config"));
        assertNull(nodeLabels().get("nvidia.com/mig.config"));
        assertEquals(8, PulumiTest.extractValue(pool.expectedGpusPerNode()));
        assertEquals(4, PulumiTest.extractValue(pool.timeSlicingReplicas()));
    }

    @Test
    void mpsLabelsTheNodesWithTheMpsConfigOfItsReplicaCountAndMultipliesTheExpectedGpus() {
        GpuNodePool pool = create(b -> b.gpusPerNode(2).mpsReplicas(4));
        assertEquals("mps-4", nodeLabels().get("nvidia.com/device-plugin.config"));
        assertEquals(8, PulumiTest.extractValue(pool.expectedGpusPerNode()));
    }

    @Test
    void mpsIsRefusedBesideMigOrTimeSlicingAndOutsideTheMpsServersClientLimit() {
        TestResult[] withMig = new TestResult[1];
        create(b -> b.gpuModel("A100_40GB").migProfile("all-1g.5gb").mpsReplicas(4), withMig);
        assertTrue(errors(withMig[0]).contains("mpsReplicas: cannot be combined with migProfile all-1g.5gb: NVIDIA's"
                + " device plugin does not share MIG-enabled GPUs by MPS"), errors(withMig[0]));
        TestResult[] withSlicing = new TestResult[1];
        create(b -> b.timeSlicingReplicas(2).mpsReplicas(4), withSlicing);
        assertTrue(errors(withSlicing[0]).contains("mpsReplicas: cannot be combined with timeSlicingReplicas"),
                errors(withSlicing[0]));
        for (int replicas : new int[] {1, 49}) {
            TestResult[] outside = new TestResult[1];
            create(b -> b.mpsReplicas(replicas), outside);
            assertTrue(errors(outside[0]).contains("mpsReplicas: must be 2-48"), errors(outside[0]));
        }
        GpuNodePool migOff = create(b -> b.gpuModel("A100_40GB").migProfile("all-disabled").mpsReplicas(48));
        assertEquals(48, PulumiTest.extractValue(migOff.expectedGpusPerNode()));
    }

    @Test
    void noSharingMeansNoSharingLabels() {
        GpuNodePool pool = create(b -> b);
        assertFalse(nodeLabels().containsKey("nvidia.com/device-plugin.config"));
        assertEquals(1, PulumiTest.extractValue(pool.expectedGpusPerNode()));
    }

    @Test
    void sharingProblemsAreNamed() {
        TestResult[] result = new TestResult[1];
        create(b -> b.migProfile("all-1g.5gb").timeSlicingReplicas(0).labels(Map.of("nvidia.com/mig.config", "x")),
                result);
        String errors = errors(result[0]);
        assertTrue(errors.contains("migProfile: L4 does not support MIG"), errors);
        assertTrue(errors.contains("timeSlicingReplicas: must be 1-64"), errors);
        assertTrue(errors.contains("labels[\"nvidia.com/mig.config\"]: is set from migProfile"), errors);
        TestResult[] balanced = new TestResult[1];
        create(b -> b.gpuModel("A100_40GB").migProfile("all-balanced"), balanced);
        assertTrue(errors(balanced[0]).contains("needs the mixed strategy"));
    }
}
