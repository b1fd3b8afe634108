package com.vkcsgpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestResult;
import com.vkcsgpu.operator.ReleaseMatrix;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GpuOperatorTest {
    private static final String RELEASE = "vkcs-gpu:gpu:OperatorRelease";
    private static final String ADDON = "vkcs-gpu:mk8s:ClusterAddon";
    private static final String GATE = "vkcs-gpu:gpu:ReadinessGate";
    private final FakeCloud cloud = new FakeCloud();

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    static GpuOperatorPoolArgs.Builder l4Pool() {
        return GpuOperatorPoolArgs.builder().name("l4-pool").gpuModel("L4").gpusPerNode(2).expectedNodes(2);
    }

    /** A registry with driver images built for VK Cloud's AlmaLinux 9 nodes. */
    static final String OWN_DRIVERS = "registry.example.com/gpu";

    static GpuOperatorArgs.Builder base() {
        return GpuOperatorArgs.builder().kubeconfig(Output.of("apiVersion: v1\nkind: Config\n"))
                .kubernetesVersion("v1.34.2").pools(l4Pool().build());
    }

    private TestResult run(UnaryOperator<GpuOperatorArgs.Builder> args, GpuOperator[] out) {
        return PulumiTest.withMocks(cloud).runTest(ctx -> out[0] = new GpuOperator("gpu", args.apply(base()).build(), null));
    }

    private GpuOperator create(UnaryOperator<GpuOperatorArgs.Builder> args) {
        GpuOperator[] op = new GpuOperator[1];
        TestResult result = run(args, op);
        assertEquals(List.of(), result.exceptions());
        return op[0];
    }

    private String errors(UnaryOperator<GpuOperatorArgs.Builder> args) {
        TestResult result = run(args, new GpuOperator[1]);
        assertFalse(result.exceptions().isEmpty(), "expected the component to be rejected");
        StringBuilder all = new StringBuilder();
        for (Throwable t : result.exceptions()) {
            for (Throwable c = t; c != null; c = c.getCause()) {
                all.append(c.getMessage()).append('\n');
            }
        }
        return all.toString();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Object value) {
        return (List<Map<String, Object>>) value;
    }

    @Test
    void helmByDefaultPinsEveryComponentOfTheNewestRelease() {
        GpuOperator op = create(b -> b);
        String newest = ReleaseMatrix.load().latest().version();
        Map<String, Object> release = cloud.inputsOf(RELEASE);
        assertEquals(newest, release.get("chartVersion"));
        assertEquals("gpu-operator", release.get("namespace"));
        Map<String, Object> values = map(release.get("values"));
        for (String section : List.of("operator", "driver", "toolkit", "devicePlugin", "gfd", "dcgm", "dcgmExporter",
                "migManager", "validator", "nodeStatusExporter", "nfd")) {
            assertTrue(map(values.get(section)).get("version") != null, section + " is pinned");
        }
        assertTrue(map(map(values.get("driver")).get("manager")).get("version") != null, "driver.manager is pinned");
        String driver = ReleaseMatrix.load().latest().component(com.vkcsgpu.operator.Component.DRIVER).version();
        assertEquals(driver, map(values.get("driver")).get("version"));
        assertEquals(Map.of("repositoryUrl", "https://helm.ngc.nvidia.com/nvidia", "chartName", "gpu-operator"),
                release.get("chart"));
        assertEquals("helm", PulumiTest.extractValue(op.method()));
        assertEquals(newest, PulumiTest.extractValue(op.release()));
        assertEquals(driver, PulumiTest.extractValue(op.pinnedComponents()).get("driver"));
        assertFalse(cloud.typesRegistered().contains(ADDON));
    }

    @Test
    void overridesReplaceOnlyTheirComponentVersion() {
        GpuOperator op = create(b -> b.release("v26.3.3").toolkitVersion("v1.19.0"));
        Map<String, String> pins = PulumiTest.extractValue(op.pinnedComponents());
        assertEquals("v1.19.0", pins.get("toolkit"));
        assertEquals("v0.19.3", pins.get("devicePlugin"));
        assertEquals("v26.3.3", cloud.inputsOf(RELEASE).get("chartVersion"));
    }

    @Test
    void everyPoolTaintBecomesAnOperandToleration() {
        create(b -> b.pools(l4Pool().taints(NodePoolTaintArgs.of("dedicated", "ml", "NoSchedule"),
                NodePoolTaintArgs.of("spot", "true", "NoExecute")).build()));
        List<Map<String, Object>> tolerations = list(values().get("tolerations"));
        assertEquals(List.of(
                Map.of("key", "nvidia.com/gpu", "operator", "Exists", "effect", "NoSchedule"),
                Map.of("key", "dedicated", "operator", "Equal", "value", "ml", "effect", "NoSchedule"),
                Map.of("key", "spot", "operator", "Equal", "value", "true", "effect", "NoExecute")), tolerations);
    }

    @Test
    void helmTimeSlicingGivesEachReplicaCountANamedConfigThePoolLabelSelects() {
        create(b -> b.pools(l4Pool().timeSlicingReplicas(4).build(), GpuOperatorPoolArgs.builder().name("l4-two")
                .gpuModel("L4").gpusPerNode(1).timeSlicingReplicas(2).build(), GpuOperatorPoolArgs.builder()
                .name("l4-whole").gpuModel("L4").gpusPerNode(1).build()));
        @SuppressWarnings("unchecked")
        Map<String, Object> slicing = (Map<String, Object>) map(values().get("devicePlugin")).get("timeSlicing");
        assertEquals(Map.of("time-slicing-2", 2, "time-slicing-4", 4), numbersAsInts(slicing.get("configs")));
        assertFalse(slicing.containsKey("replicas"), "unlabelled pools keep whole GPUs: no default config");
        assertEquals("time-slicing-4", GpuSharing.nodeLabels(null, 4, null).get(GpuSharing.DEVICE_PLUGIN_CONFIG_LABEL),
                "the pool label names the config");
        List<Map<String, Object>> pools = list(cloud.inputsOf(GATE).get("pools"));
        assertEquals(List.of(8, 2, 1), pools.stream().map(p -> ((Number) p.get("gpusPerNode")).intValue()).toList());
    }

    @Test
    void mpsGivesEachReplicaCountAnMpsConfigBesideTheTimeSlicingOnesAndTheGateCountsItsReplicas() {
        create(b -> b.method("addon").clusterId("2abcdefghijklmnopqrstuvwxyz").pools(l4Pool().mpsReplicas(4).build(),
                GpuOperatorPoolArgs.builder().name("l4-two").gpuModel("L4").gpusPerNode(1).timeSlicingReplicas(2)
                        .build()));
        JsonObject values = JsonParser.parseString((String) cloud.inputsOf(ADDON).get("values")).getAsJsonObject();
        JsonObject data = values.getAsJsonObject("devicePlugin").getAsJsonObject("config").getAsJsonObject("data");
        assertEquals(List.of("mps-4", "time-slicing-2"), List.copyOf(data.keySet()));
        assertEquals("{\"version\":\"v1\",\"sharing\":{\"mps\":{\"renameByDefault\":false,\"resources\":"
                + "[{\"name\":\"nvidia.com/gpu\",\"replicas\":4}]}}}", data.get("mps-4").getAsString());
        assertTrue(data.get("time-slicing-2").getAsString().contains("\"timeSlicing\""));
        List<Map<String, Object>> pools = list(cloud.inputsOf(GATE).get("pools"));
        assertEquals(List.of(8, 2), pools.stream().map(p -> ((Number) p.get("gpusPerNode")).intValue()).toList(),
                "2 GPUs x 4 MPS replicas; 1 GPU x 2 time-slicing replicas");
    }

    @Test
    void mpsBesideMigOrTimeSlicingIsRefusedAndMpsWarnsOfPerPodMetrics() {
        String errors = errors(b -> b.pools(GpuOperatorPoolArgs.builder().name("a100").gpuModel("A100_80GB")
                .gpusPerNode(1).migProfile("all-1g.10gb").mpsReplicas(2).build(), l4Pool().timeSlicingReplicas(2)
                .mpsReplicas(2).build()));
        assertTrue(errors.contains("pools[0].mpsReplicas: cannot be combined with migProfile all-1g.10gb"), errors);
        assertTrue(errors.contains("pools[1].mpsReplicas: cannot be combined with timeSlicingReplicas"), errors);
        OperatorPlan plan = OperatorPlan.of(base().pools(l4Pool().mpsReplicas(2).build()).build());
        assertTrue(plan.warnings().stream().anyMatch(w -> w.contains("does not attribute GPU metrics to pods on GPUs"
                + " shared by MPS")), plan.warnings().toString());
    }

    private static Map<String, Integer> numbersAsInts(Object map) {
        Map<String, Integer> out = new java.util.TreeMap<>();
        ((Map<?, ?>) map).forEach((k, v) -> out.put((String) k, ((Number) v).intValue()));
        return out;
    }

    @Test
    void gateWaitsForEveryPoolWithItsExpectedGpuCount() {
        create(b -> b.pools(l4Pool().build(), GpuOperatorPoolArgs.builder().name("a100").gpuModel("A100_80GB")
                .gpusPerNode(1).expectedNodes(1).migProfile("all-1g.10gb").build()).readinessTimeout("1h30m"));
        List<Map<String, Object>> pools = list(cloud.inputsOf(GATE).get("pools"));
        assertEquals("l4-pool", pools.get(0).get("name"));
        assertEquals(Map.of("vkcs-gpu.io/pool", "l4-pool"), pools.get(0).get("nodeSelector"));
        assertEquals(2, ((Number) pools.get(0).get("gpusPerNode")).intValue());
        assertEquals(7, ((Number) pools.get(1).get("gpusPerNode")).intValue());
        assertEquals("all-1g.10gb", pools.get(1).get("migConfig"));
        assertEquals("single", map(values().get("mig")).get("strategy"));
    }

    @Test
    void gateDependsOnTheInstallAndTakesTheReadinessTimeout() throws Exception {
        GpuOperatorArgs args = base().readinessTimeout("20m").build();
        OperatorPlan plan = OperatorPlan.of(args);
        Resource[] install = new Resource[1];
        CustomResourceOptions[] options = new CustomResourceOptions[1];
        PulumiTest.withMocks(cloud).runTest(ctx -> {
            install[0] = new com.vkcsgpu.mk8s.ClusterAddon("x", com.vkcsgpu.mk8s.ClusterAddonArgs.builder()
                    .clusterId("c").addonName("gpu-operator").addonVersion("24.9.0").namespace("gpu-operator").build());
            options[0] = GpuOperator.gateOptions(install[0], install[0], plan);
        });
        List<Resource> deps = PulumiTest.extractValue(options[0].getDependsOn());
        assertEquals(List.of(install[0]), deps);
        assertEquals(java.time.Duration.ofMinutes(20), options[0].getCustomTimeouts().orElseThrow().getCreate().orElseThrow());
    }

    @Test
    void outputsComeFromTheGate() {
        GpuOperator op = create(b -> b);
        assertEquals(true, PulumiTest.extractValue(op.ready()));
        List<GpuOperatorPoolStatus> statuses = PulumiTest.extractValue(op.poolStatuses());
        assertEquals("l4-pool", statuses.get(0).name());
        assertEquals("READY", statuses.get(0).state());
    }

    @Test
    void addonValuesKeepTheGpuNodeSelectorAndCarryTheDerivedTolerations() {
        create(b -> b.method("addon").clusterId("2abcdefghijklmnopqrstuvwxyz")
                .pools(l4Pool().timeSlicingReplicas(4).build(), GpuOperatorPoolArgs.builder().name("l4-shared")
                        .gpuModel("L4").gpusPerNode(1).timeSlicingReplicas(4)
                        .taints(NodePoolTaintArgs.of("team", "nlp", "NoSchedule")).build()));
        assertFalse(cloud.typesRegistered().contains(RELEASE));
        Map<String, Object> addon = cloud.inputsOf(ADDON);
        assertEquals("gpu-operator", addon.get("addonName"));
        assertEquals("24.9.0", addon.get("addonVersion"));
        assertEquals(true, addon.get("mergeOntoValuesTemplate"), "built on VK's values template, not replacing it");
        JsonObject values = JsonParser.parseString((String) addon.get("values")).getAsJsonObject();
        JsonObject worker = values.getAsJsonObject("node-feature-discovery").getAsJsonObject("worker");
        assertEquals("true", worker.getAsJsonObject("nodeSelector").get("mcs.mail.ru/gpu-exists").getAsString());
        JsonObject nfd = values.getAsJsonObject("node-feature-discovery");
        for (JsonArray tolerations : List.of(worker.getAsJsonArray("tolerations"),
                values.getAsJsonObject("daemonsets").getAsJsonArray("tolerations"),
                values.getAsJsonObject("operator").getAsJsonArray("tolerations"),
                nfd.getAsJsonObject("master").getAsJsonArray("tolerations"),
                nfd.getAsJsonObject("gc").getAsJsonArray("tolerations"))) {
            assertTrue(tolerations.toString().contains("{\"key\":\"nvidia.com/gpu\",\"operator\":\"Equal\",\"value\":\"present\",\"effect\":\"NoSchedule\"}"), tolerations.toString());
            assertTrue(tolerations.toString().contains("\"key\":\"team\""), tolerations.toString());
        }
        for (JsonArray keepsControlPlane : List.of(values.getAsJsonObject("operator").getAsJsonArray("tolerations"),
                nfd.getAsJsonObject("master").getAsJsonArray("tolerations"))) {
            assertEquals("node-role.kubernetes.io/control-plane",
                    keepsControlPlane.get(0).getAsJsonObject().get("key").getAsString(), keepsControlPlane.toString());
        }
        // The addon line's newest curated release pins the images, driver manager and node status exporter included.
        assertEquals("v24.9.2", values.getAsJsonObject("operator").get("version").getAsString());
        assertEquals("v24.9.2", values.getAsJsonObject("nodeStatusExporter").get("version").getAsString());
        assertEquals("k8s-driver-manager", values.getAsJsonObject("driver").getAsJsonObject("manager").get("image")
                .getAsString());
        JsonObject config = values.getAsJsonObject("devicePlugin").getAsJsonObject("config");
        assertEquals(List.of("time-slicing-4"), List.copyOf(config.getAsJsonObject("data").keySet()));
        JsonObject slicing = JsonParser.parseString(config.getAsJsonObject("data").get("time-slicing-4").getAsString())
                .getAsJsonObject();
        assertEquals(4, slicing.getAsJsonObject("sharing").getAsJsonObject("timeSlicing").getAsJsonArray("resources")
                .get(0).getAsJsonObject().get("replicas").getAsInt());
        List<Map<String, Object>> gatePools = list(cloud.inputsOf(GATE).get("pools"));
        assertEquals(8, ((Number) gatePools.get(0).get("gpusPerNode")).intValue());
    }

    @Test
    void aDriverUpgradePolicyReachesTheReleaseAndTheAddonValuesAndBadSettingsAreNamed() {
        GpuOperatorDriverUpgradeArgs policy = GpuOperatorDriverUpgradeArgs.builder().maxParallelUpgrades(2)
                .maxUnavailable("1").podDeletionForce(true).podDeletionDeleteEmptyDir(true).build();
        create(b -> b.driverUpgradePolicy(policy));
        @SuppressWarnings("unchecked")
        Map<String, Object> release = (Map<String, Object>) map(values().get("driver")).get("upgradePolicy");
        assertEquals(Map.of("maxParallelUpgrades", 2, "maxUnavailable", "1", "gpuPodDeletion",
                Map.of("force", true, "deleteEmptyDir", true)), numbersAsIntsIn(release));

        cloud.registrations.clear();
        create(b -> b.method("addon").clusterId("2abcdefghijklmnopqrstuvwxyz").driverUpgradePolicy(policy));
        JsonObject upgrade = JsonParser.parseString((String) cloud.inputsOf(ADDON).get("values")).getAsJsonObject()
                .getAsJsonObject("driver").getAsJsonObject("upgradePolicy");
        assertEquals(JsonParser.parseString("{\"maxParallelUpgrades\":2,\"maxUnavailable\":1,"
                + "\"gpuPodDeletion\":{\"force\":true,\"deleteEmptyDir\":true}}"), upgrade,
                "the chart's keys: a number of nodes as a number, pod deletion under gpuPodDeletion");

        String errors = errors(b -> b.driverUpgradePolicy(GpuOperatorDriverUpgradeArgs.builder()
                .maxParallelUpgrades(-1).maxUnavailable("half").drainTimeoutSeconds(-5).build()));
        assertTrue(errors.contains("driverUpgradePolicy.maxParallelUpgrades: must be 0 or more"), errors);
        assertTrue(errors.contains("driverUpgradePolicy.maxUnavailable: 'half' is neither a number of nodes nor a"
                + " percentage"), errors);
        assertTrue(errors.contains("driverUpgradePolicy.drainTimeoutSeconds: must be 0 or more"), errors);
    }

    private static Map<String, Object> numbersAsIntsIn(Map<String, Object> map) {
        Map<String, Object> out = new java.util.TreeMap<>();
        map.forEach((k, v) -> out.put(k, v instanceof Number n ? (Object) n.intValue() : v));
        return out;
    }

    /** The values the last release child got. */
    private Map<String, Object> values() {
        return map(cloud.registrations.stream().filter(r -> r.type.equals(RELEASE)).reduce((a, b) -> b).orElseThrow()
                .inputs.get("values"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object value) {
        return (Map<String, Object>) value;
    }

    @Test
    void everyOperandGetsExplicitResourcesAndAnOverrideReplacesOnlyItsQuantities() {
        create(b -> b);
        for (String operand : List.of("driver", "toolkit", "devicePlugin", "gfd", "dcgm", "dcgmExporter", "migManager",
                "validator", "nodeStatusExporter")) {
            Map<String, Object> resources = map(map(values().get(operand)).get("resources"));
            assertTrue(map(resources.get("requests")).get("memory") != null
                    && map(resources.get("limits")).get("memory") != null, operand + ": " + resources);
        }
        assertEquals(Map.of("requests", Map.of("cpu", "500m", "memory", "1Gi"),
                "limits", Map.of("cpu", "2", "memory", "4Gi")), map(values().get("driver")).get("resources"));

        create(b -> b.resources(Map.of("driver", GpuOperatorResourcesArgs.builder().memoryLimit("8Gi").build())));
        assertEquals(Map.of("requests", Map.of("cpu", "500m", "memory", "1Gi"),
                "limits", Map.of("cpu", "2", "memory", "8Gi")), map(values().get("driver")).get("resources"),
                "the other quantities keep their defaults");

        String errors = errors(b -> b.resources(Map.of("nfd", GpuOperatorResourcesArgs.builder().cpuLimit("1").build(),
                "dcgmExporter", GpuOperatorResourcesArgs.builder().memoryLimit("lots").build())));
        assertTrue(errors.contains("resources.nfd: is not an operand whose resources vkcs-gpu sets; use one of"),
                errors);
        assertTrue(errors.contains("resources.dcgmExporter.memoryLimit: 'lots' is not a Kubernetes quantity"), errors);
    }

    @Test
    void compatibilityProblemsAreAllReportedAtPreviewWithTheirPaths() {
        String errors = errors(b -> b.release("v26.7.0").kubernetesVersion("v1.29.0").driverVersion("535.0")
                .pools(l4Pool().migProfile("all-1g.10gb").build(),
                        GpuOperatorPoolArgs.builder().name("l4-pool").gpuModel("B9000").build()));
        assertTrue(errors.contains("kubernetesVersion: "), errors);
        assertTrue(errors.contains("driverVersion: "), errors);
        assertTrue(errors.contains("pools[0].migProfile: "), errors);
        assertTrue(errors.contains("pools[1].name: "), errors);
        assertTrue(errors.contains("pools[1].gpuModel: "), errors);
        assertTrue(cloud.registrations.stream().noneMatch(r -> !r.type.equals(GpuOperator.TYPE)), "no child created");
    }

    /**
     * VK Cloud's addon 24.9.0 installs NVIDIA's chart v24.9.0: by default nothing is warned about the release VK
     * chose, and v26.7.0 pins, which that chart cannot run, are refused naming the chart.
     */
    @Test
    void theAddonsDefaultWarnsOfNothingAndPinsOfAnotherLineAreRefusedNamingItsChart() {
        assertEquals(List.of(), OperatorPlan.of(base().method("addon").clusterId("c").build()).warnings());
        String errors = errors(b -> b.method("addon").clusterId("c").release("v26.7.0").operatorVersion("v26.7.0"));
        assertTrue(errors.contains("release: VK Cloud's gpu-operator addon 24.9.0 installs NVIDIA's chart v24.9.0"),
                errors);
        assertTrue(errors.contains("operatorVersion: VK Cloud's gpu-operator addon 24.9.0 installs NVIDIA's chart "
                + "v24.9.0, whose CRDs and templates are those of the v24.9 line"), errors);
    }

    @Test
    void conflictingOptionsAreNamed() {
        String errors = errors(b -> b.method("addon").chartLocalPath("/charts/gpu-operator").serviceMonitor("maybe")
                .readinessTimeout("soon"));
        assertTrue(errors.contains("clusterId: is required with method: addon"), errors);
        assertTrue(errors.contains("chartLocalPath: conflicts with method: addon"), errors);
        assertTrue(errors.contains("serviceMonitor: 'maybe'"), errors);
        assertTrue(errors.contains("readinessTimeout: 'soon'"), errors);
        assertTrue(errors(b -> b.method("addon").clusterId("c").release("v26.3.3")
                .pools(l4Pool().driverVersion("580.173.02").build()))
                .contains("pools[0].driverVersion: differs from the cluster-wide driver 580.126.20, but per-pool"
                        + " drivers need NVIDIADriver resources, which the VK Cloud addon cannot create"));
        String overlapping = errors(b -> b.release("v26.3.3").pools(l4Pool().driverVersion("580.173.02")
                .nodeSelector(Map.of("gpu", "l4")).build(), GpuOperatorPoolArgs.builder().name("l4-b").gpuModel("L4")
                .nodeSelector(Map.of("gpu", "l4", "zone", "b")).build()));
        assertTrue(overlapping.contains("pools[1].nodeSelector: overlaps the selector of pools[0]"), overlapping);
        assertTrue(errors(b -> b.pools(l4Pool().taints(NodePoolTaintArgs.of("bad key!", null, "Never")).build()))
                .contains("pools[0].taints[0].effect"));
    }

    @Test
    void aPoolWithADriverOfItsOwnGetsNvidiaDriverResourcesOnePerPoolWithDisjointSelectors() {
        create(b -> b.release("v26.3.3").driverRepository(OWN_DRIVERS).pools(l4Pool().driverVersion("580.173.02").build(),
                GpuOperatorPoolArgs.builder().name("h200-pool").gpuModel("H200").build()));
        Map<String, Object> release = cloud.inputsOf(RELEASE);
        assertEquals(Map.of("enabled", true, "deployDefaultCR", false), map(values().get("driver")).get("nvidiaDriverCRD"),
                "the chart's default NVIDIADriver would select every GPU node and conflict with the pools'");
        assertEquals(Map.of(
                "h200-pool", Map.of("version", "580.126.20", "nodeSelector", Map.of("vkcs-gpu.io/pool", "h200-pool")),
                "l4-pool", Map.of("version", "580.173.02", "nodeSelector", Map.of("vkcs-gpu.io/pool", "l4-pool"))),
                release.get("nvidiaDrivers"));
        List<Map<String, Object>> gatePools = list(cloud.inputsOf(GATE).get("pools"));
        assertEquals(List.of("580.173.02", "580.126.20"), gatePools.stream().map(p -> p.get("driverVersion")).toList(),
                "the gate waits for each pool's own driver, the cluster-wide one for the others");
        create(b -> b.release("v26.7.0").driverRepository(OWN_DRIVERS).pools(l4Pool().driverVersion("580.173.02").build()));
        assertEquals(Map.of("enabled", true, "deployDefaultCR", true), map(values().get("driver")).get("nvidiaDriverCRD"),
                "from v26.7.0 the chart's default NVIDIADriver is the fallback for nodes outside the pools");
    }

    @Test
    void theServiceMonitorDefaultFollowsTheMatrixThresholdForAReleaseAddedAsDataOnly() throws java.io.IOException {
        JsonObject root;
        try (var in = new java.io.InputStreamReader(ReleaseMatrix.class.getResourceAsStream(ReleaseMatrix.RESOURCE),
                java.nio.charset.StandardCharsets.UTF_8)) {
            root = JsonParser.parseReader(in).getAsJsonObject();
        }
        JsonArray releases = root.getAsJsonArray("releases");
        JsonObject next = releases.get(releases.size() - 1).getAsJsonObject().deepCopy();
        next.addProperty("version", "v26.10.0");
        next.addProperty("chartVersion", "v26.10.0");
        releases.add(next);
        ReleaseMatrix withNext = ReleaseMatrix.parse(new java.io.StringReader(root.toString()));
        assertTrue(OperatorPlan.of(base().release("v26.10.0").build(), withNext).values().dcgmExporter().serviceMonitor().enabled(),
                "v26.10.0 is newer than v26.7.0, where the ServiceMonitor default turns on");
        assertFalse(OperatorPlan.of(base().release("v26.3.3").build(), withNext).values().dcgmExporter().serviceMonitor().enabled());
    }

    @Test
    void byDefaultTheOperatorUsesTheHostDriverWhereThereIsOneAndThePreviewSaysWhatHappensElsewhere() {
        OperatorPlan plan = OperatorPlan.of(base().build());
        assertEquals(null, plan.values().driver().enabled(), "the operator detects a host driver itself");
        assertEquals("nvcr.io/nvidia", plan.values().driver().repository());
        assertEquals(List.of("driverSource: auto: the operator uses the driver of VK Cloud's GPU node image where it has"
                + " one (nvidia.com/gpu.deploy.driver=pre-installed); on a node without one it would pull"
                + " nvcr.io/nvidia/driver:" + plan.values().driver().version() + "-almalinux9.x, which NVIDIA does not"
                + " publish for AlmaLinux 9 (set driverRepository to an image you built to cover such nodes)"), plan.notes());
    }

    @Test
    void pinningADriverContainerNvidiaDoesNotPublishForAlmaLinuxFailsNamingTheOsAndTheFix() {
        String pinned = errors(b -> b.driverVersion("580.173.02"));
        assertTrue(pinned.contains("driverVersion: asks for the operator's driver container, but VK Cloud's GPU nodes"
                + " run AlmaLinux 9, for which NVIDIA publishes none: the operator would pull"
                + " nvcr.io/nvidia/driver:580.173.02-almalinux9.x, which does not exist"), pinned);
        assertTrue(pinned.contains("set driverRepository to its repository, or remove it to use the driver of the node"
                + " image"), pinned);
        assertTrue(errors(b -> b.pools(l4Pool().driverVersion("580.173.02").build()))
                .contains("pools[0].driverVersion: asks for the operator's driver container, but VK Cloud's GPU nodes"
                        + " run AlmaLinux 9, for which NVIDIA publishes none: the operator would pull"
                        + " nvcr.io/nvidia/driver:580.173.02-almalinux9.x"));
        assertTrue(errors(b -> b.driverSource("container")).contains("driverSource: asks for the operator's driver"
                + " container, but VK Cloud's GPU nodes run AlmaLinux 9"));
        assertTrue(errors(b -> b.driverSource("sometimes")).contains("driverSource: 'sometimes' is not"));
    }

    @Test
    void aUserNamedDriverRepositoryReachesTheValuesAndAHostDriverCannotBePinned() {
        OperatorPlan own = OperatorPlan.of(base().driverRepository(OWN_DRIVERS).driverVersion("580.173.02").build());
        assertEquals(OWN_DRIVERS, own.values().driver().repository());
        assertTrue(own.notes().get(0).endsWith("elsewhere it installs " + OWN_DRIVERS + "/driver:580.173.02-almalinux9.x"),
                own.notes().toString());
        OperatorPlan host = OperatorPlan.of(base().driverSource("host").build());
        assertEquals(Boolean.FALSE, host.values().driver().enabled());
        String pinned = errors(b -> b.driverSource("host").driverVersion("580.173.02").driverRepository(OWN_DRIVERS));
        assertTrue(pinned.contains("driverVersion: cannot be pinned with driverSource: host: the nodes' driver is the one"
                + " of their image, which the operator neither installs nor changes"), pinned);
        assertTrue(pinned.contains("driverRepository: applies to the operator's driver container"), pinned);
    }

    @Test
    void underAHostDriverTheReleaseDefaultDriverIsNotJudgedAgainstThePoolsGpus() {
        GpuOperatorPoolArgs v100 = GpuOperatorPoolArgs.builder().name("v100").gpuModel("V100").gpusPerNode(1).expectedNodes(1)
                .cudaWorkloadValidation(false).build();
        assertTrue(errors(b -> b.pools(v100)).contains("does not support V100"),
                "the release's default driver (R595) would run on these nodes with driverSource: auto");
        OperatorPlan host = OperatorPlan.of(base().driverSource("host").pools(v100).build());
        assertEquals(Boolean.FALSE, host.values().driver().enabled());
    }

    @Test
    void aPoolWithoutTheCudaWorkloadValidationTurnsItOffInTheValidatorsValues() {
        assertEquals(null, OperatorPlan.of(base().build()).values().validator().cuda());
        OperatorPlan off = OperatorPlan.of(base().pools(l4Pool().cudaWorkloadValidation(false).build()).build());
        assertEquals(List.of(new com.vkcsgpu.operator.GpuOperatorValues.EnvVar("WITH_WORKLOAD", "false")),
                off.values().validator().cuda().env());
        assertTrue(off.warnings().contains("pools[0].cudaWorkloadValidation: the CUDA workload validation is off for"
                + " this pool, so the validator does not prove that CUDA runs on its nodes"), off.warnings().toString());
    }

    @Test
    void theGateInputsChangeWithTheReleaseAndWithEveryPinSoTheGateWaitsAgain() {
        Map<String, Object> before = gateOperandVersions(b -> b.release("v26.3.3"));
        assertEquals("v26.3.3", before.get("release"));
        assertEquals(com.vkcsgpu.operator.Component.values().length + 1, before.size(), before.toString());
        assertNotEquals(before, gateOperandVersions(b -> b.release("v26.7.0")), "a release bump must make the gate wait");
        Map<String, Object> pinned = gateOperandVersions(b -> b.release("v26.3.3").toolkitVersion("v1.19.0"));
        assertNotEquals(before, pinned, "a pin change must make the gate wait");
        assertEquals("v1.19.0", pinned.get("toolkit"));
    }

    /** The gate's operandVersions input of a GpuOperator built from {@code args}, in a program of its own. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> gateOperandVersions(UnaryOperator<GpuOperatorArgs.Builder> args) {
        FakeCloud program = new FakeCloud();
        TestResult result = PulumiTest.withMocks(program).runTest(ctx -> new GpuOperator("gpu", args.apply(base()).build(), null));
        PulumiTest.cleanup();
        assertEquals(List.of(), result.exceptions());
        return (Map<String, Object>) program.inputsOf(GATE).get("operandVersions");
    }

    @Test
    void withoutPoolDriversTheClusterPolicyKeepsTheDriverAndTheGateExpectsTheClusterWideOne() {
        create(b -> b.release("v26.3.3").driverRepository(OWN_DRIVERS).driverVersion("580.173.02")
                .pools(l4Pool().driverVersion("580.173.02").build()));
        Map<String, Object> release = cloud.inputsOf(RELEASE);
        assertFalse(release.containsKey("nvidiaDrivers"));
        assertFalse(map(values().get("driver")).containsKey("nvidiaDriverCRD"));
        assertEquals("580.173.02", list(cloud.inputsOf(GATE).get("pools")).get(0).get("driverVersion"));
    }

    @Test
    void localChartAndServiceMonitorSwitch() {
        create(b -> b.chartLocalPath("/charts/gpu-operator").serviceMonitor("off"));
        Map<String, Object> release = cloud.inputsOf(RELEASE);
        assertEquals(Map.of("localPath", "/charts/gpu-operator"), release.get("chart"));
        assertEquals(Map.of("enabled", false), map(values().get("dcgmExporter")).get("serviceMonitor"));
    }

    @Test
    void poolArgsFromANodePoolCarryItsKnownValues() {
        GpuNodePool[] pool = new GpuNodePool[1];
        PulumiTest.withMocks(cloud).runTest(ctx -> pool[0] = new GpuNodePool("p", GpuNodePoolTest.l4().gpusPerNode(2)
                .timeSlicingReplicas(3).taints(NodePoolTaintArgs.of("dedicated", "ml", "NoSchedule")).build(), null));
        GpuOperatorPoolArgs args = GpuOperatorPoolArgs.from(pool[0]).build();
        assertEquals("l4-pool", args.name());
        assertEquals("L4", args.gpuModel());
        assertEquals(2, args.gpusPerNode());
        assertEquals(2, args.expectedNodes());
        assertEquals(3, args.timeSlicingReplicas());
        assertEquals(Map.of("vkcs-gpu.io/pool", "l4-pool"), args.nodeSelector());
        assertEquals("dedicated", args.taints().get(0).key());
    }
}
