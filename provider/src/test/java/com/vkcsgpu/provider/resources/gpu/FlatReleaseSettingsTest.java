package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.GpuOperatorDriverUpgradeArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.NodePoolTaintArgs;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.ComponentImage;
import com.vkcsgpu.operator.ComponentPins;
import com.vkcsgpu.operator.GpuOperatorVersion;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.RecordCodec;
import com.vkcsgpu.provider.framework.ResourceHandler;
import com.vkcsgpu.provider.framework.Values;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * OperatorRelease's state migration on the shapes earlier releases stored: 0.1.0's (commit ad01a48: schema.json's
 * {@code vkcs-gpu:gpu:OperatorRelease} with {@code components}, {@code tolerations}, {@code operatorTolerations},
 * {@code driverEnabled} (default true), {@code nvidiaDriverCrd} (defaults enabled false, deployDefaultCr true,
 * driverType gpu), {@code timeSlicing} (defaults renameByDefault false, failRequestsGreaterThanOne true),
 * {@code migStrategy}, {@code dcgmServiceMonitor} (default false), each as that release's Check stored it, defaults
 * filled) and main's before the typed values (the same plus a flat {@code driverUpgradePolicy}). A stack deployed by
 * GpuOperator on those releases must diff empty against what GpuOperator sends today, and never be replaced.
 */
class FlatReleaseSettingsTest {
    private static final GpuOperatorVersion RELEASE = ReleaseMatrix.load().release("v26.7.0").orElseThrow();
    private final ResourceHandler<OperatorReleaseArgs, OperatorReleaseState> handler =
            new ResourceHandler<>(new OperatorReleaseResource(), new OperationTracker());

    /** GpuOperator's configuration on both sides: one tainted pool, two time-sliced, a MIG pool. */
    private static GpuOperatorArgs.Builder operator() {
        return GpuOperatorArgs.builder().kubeconfig("apiVersion: v1\nkind: Config\n").release(RELEASE.version())
                .pools(GpuOperatorPoolArgs.builder().name("l4-pool").gpuModel("L4").gpusPerNode(1)
                                .taints(NodePoolTaintArgs.of("nvidia.com/gpu", "present", "NoSchedule")).build(),
                        GpuOperatorPoolArgs.builder().name("l4-shared").gpuModel("L4").gpusPerNode(1)
                                .timeSlicingReplicas(4).taints(NodePoolTaintArgs.of("team", "ml", "NoExecute")).build(),
                        GpuOperatorPoolArgs.builder().name("a100").gpuModel("A100_80GB").gpusPerNode(1)
                                .migProfile("all-1g.10gb").build());
    }

    /** What 0.1.0's GpuOperator registered for {@link #operator()}, as 0.1.0's Check stored it. */
    private static Map<String, Object> storedBy010() {
        ComponentPins pins = ComponentPins.resolve(RELEASE, Map.of());
        Map<String, Object> components = new TreeMap<>();
        for (Component c : Component.values()) {
            ComponentImage image = pins.image(c);
            components.put(c.key(), Map.of("repository", image.repository(), "image", image.image(),
                    "version", image.pinnedVersion()));
        }
        List<Map<String, Object>> tolerations = List.of(
                Map.of("key", "nvidia.com/gpu", "operator", "Exists", "effect", "NoSchedule"),
                Map.of("key", "nvidia.com/gpu", "operator", "Equal", "value", "present", "effect", "NoSchedule"),
                Map.of("key", "team", "operator", "Equal", "value", "ml", "effect", "NoExecute"));
        Map<String, Object> chart = new LinkedHashMap<>();
        chart.put("repositoryUrl", RELEASE.chart().repository());
        chart.put("chartName", RELEASE.chart().name());
        if (RELEASE.chart().digest() != null) {
            chart.put("chartDigest", RELEASE.chart().digest());
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", Values.secret("apiVersion: v1\nkind: Config\n"));
        m.put("chart", chart);
        m.put("chartVersion", RELEASE.chart().version());
        m.put("namespace", "gpu-operator");
        m.put("releaseName", "gpu-operator");
        m.put("components", components);
        m.put("tolerations", tolerations);
        m.put("operatorTolerations", tolerations);
        m.put("driverEnabled", true);
        m.put("timeSlicing", Map.of("configs", Map.of("time-slicing-4", 4.0), "renameByDefault", false,
                "failRequestsGreaterThanOne", true));
        m.put("migStrategy", "single");
        m.put("dcgmServiceMonitor", true);
        return m;
    }

    /**
     * {@link #storedBy010()} of a stack whose driver images come from {@code repository} (a driver pin needs one on
     * VK Cloud's AlmaLinux nodes, for which NVIDIA publishes none).
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> storedBy010WithDrivers(String repository) {
        Map<String, Object> stored = storedBy010();
        Map<String, Object> components = new TreeMap<>((Map<String, Object>) stored.get("components"));
        Map<String, Object> driver = new LinkedHashMap<>((Map<String, Object>) components.get(Component.DRIVER.key()));
        driver.put("repository", repository);
        components.put(Component.DRIVER.key(), driver);
        stored.put("components", components);
        return stored;
    }

    private static final String OWN_DRIVERS = "registry.example.com/gpu";

    /** The outputs 0.1.0 stored: the inputs flattened, with the computed properties. */
    private static Map<String, Object> outputsOf(Map<String, Object> inputs) {
        Map<String, Object> outputs = new LinkedHashMap<>(inputs);
        outputs.put("releaseId", "gpu-operator/gpu-operator");
        outputs.put("appVersion", RELEASE.version());
        outputs.put("crds", List.of("clusterpolicies.nvidia.com", "nvidiadrivers.nvidia.com"));
        outputs.put("appliedObjects", List.of(Map.of("apiVersion", "v1", "kind", "Namespace", "name", "gpu-operator",
                "uid", "u-1")));
        return outputs;
    }

    /** What GpuOperator sends today for {@code args}, as today's Check stores it. */
    private Map<String, Object> sentToday(GpuOperatorArgs args) {
        OperatorReleaseArgs release = GeneratedInstall.of(args).release();
        ResourceHandler.CheckResult checked = handler.check(RecordCodec.encode(release, null));
        assertEquals(List.of(), checked.failures());
        return checked.inputs();
    }

    /**
     * What CHANGELOG announces an upgrade from 0.1.0 changes on the release: every operand gets explicit requests and
     * limits (issue 29 item 4). Nothing else may show.
     */
    private static final List<String> ANNOUNCED = List.of("values.dcgm.resources", "values.dcgmExporter.resources",
            "values.devicePlugin.resources", "values.driver.resources", "values.gfd.resources",
            "values.migManager.resources", "values.nodeStatusExporter.resources", "values.toolkit.resources",
            "values.validator.resources");

    /** The paths {@code diff} changes, beyond the announced ones. */
    private static List<String> changed(Diff diff) {
        List<String> paths = diff.entries().stream().map(e -> e.path().toString()).toList();
        assertTrue(paths.containsAll(ANNOUNCED), "the announced changes show: " + paths);
        return paths.stream().filter(p -> !ANNOUNCED.contains(p)).toList();
    }

    @Test
    void aStackDeployedBy010DiffsEmptyAgainstTodaysInputsAndOutputs() {
        Map<String, Object> news = sentToday(operator().build());
        Diff fromInputs = handler.diff(Map.of(), storedBy010(), news, List.of());
        assertEquals(List.of(), changed(fromInputs));
        Diff fromOutputs = handler.diff(outputsOf(storedBy010()), Map.of(), news, List.of());
        assertEquals(List.of(), changed(fromOutputs), "state written without inputs is migrated too");
    }

    @Test
    void aChangedSettingAfterTheUpgradeIsNamedByItsNewPathAndUpdatesInPlace() {
        Map<String, Object> news = sentToday(operator().driverRepository(OWN_DRIVERS).driverVersion("580.173.02").build());
        Diff diff = handler.diff(Map.of(), storedBy010WithDrivers(OWN_DRIVERS), news, List.of());
        assertEquals(List.of("values.driver.version"), changed(diff));
        assertFalse(diff.requiresReplace());
    }

    @Test
    void theReplaceRulesCompareTheMigratedValues() {
        Map<String, Object> news = new LinkedHashMap<>(sentToday(operator().build()));
        news.put("namespace", "nvidia");
        Diff diff = handler.diff(Map.of(), storedBy010(), news, List.of());
        assertEquals(List.of("namespace"), changed(diff));
        assertTrue(diff.requiresReplace());
    }

    @Test
    void mainsFlatDriverUpgradePolicyBecomesTheChartsNesting() {
        Map<String, Object> stored = storedBy010();
        stored.put("driverUpgradePolicy", Map.of("maxParallelUpgrades", 2.0, "maxUnavailable", "25%",
                "podDeletionForce", true, "podDeletionTimeoutSeconds", 600.0, "drainEnable", true));
        Map<String, Object> news = sentToday(operator().driverUpgradePolicy(GpuOperatorDriverUpgradeArgs.builder()
                .maxParallelUpgrades(2).maxUnavailable("25%").podDeletionForce(true).podDeletionTimeoutSeconds(600)
                .drainEnable(true).build()).build());
        assertEquals(List.of(), changed(handler.diff(Map.of(), stored, news, List.of())));
    }

    @Test
    void perPoolDriversKeepTheirSettingsWithoutTheFilledInDefaults() {
        UnaryOperator<GpuOperatorArgs.Builder> perPool = b -> b.pools(GpuOperatorPoolArgs.builder().name("l4-pool")
                .gpuModel("L4").gpusPerNode(1).driverVersion("580.173.02")
                .taints(NodePoolTaintArgs.of("nvidia.com/gpu", "present", "NoSchedule")).build());
        Map<String, Object> news = sentToday(perPool.apply(operator()).driverRepository(OWN_DRIVERS).build());
        Map<String, Object> stored = storedBy010WithDrivers(OWN_DRIVERS);
        stored.put("tolerations", List.of(
                Map.of("key", "nvidia.com/gpu", "operator", "Exists", "effect", "NoSchedule"),
                Map.of("key", "nvidia.com/gpu", "operator", "Equal", "value", "present", "effect", "NoSchedule")));
        stored.remove("timeSlicing");
        stored.remove("migStrategy");
        stored.put("nvidiaDriverCrd", Map.of("enabled", true, "deployDefaultCr", true, "driverType", "gpu"));
        stored.put("nvidiaDrivers", Map.of("l4-pool", Map.of("version", "580.173.02",
                "nodeSelector", Map.of("vkcs-gpu.io/pool", "l4-pool"))));
        assertEquals(List.of(), changed(handler.diff(Map.of(), stored, news, List.of())));
    }

    @Test
    void settingsAGpuOperatorNeverSentSurviveTheMigration() {
        Map<String, Object> stored = storedBy010();
        stored.put("driverEnabled", false);
        stored.put("nvidiaDriverCrd", Map.of("enabled", false, "deployDefaultCr", true, "driverType", "vgpu"));
        stored.put("timeSlicing", Map.of("replicas", 2.0, "renameByDefault", true, "failRequestsGreaterThanOne", true));
        Map<String, Object> migrated = new FlatReleaseSettings().migrate(stored);
        @SuppressWarnings("unchecked")
        Map<String, Object> values = (Map<String, Object>) migrated.get("values");
        @SuppressWarnings("unchecked")
        Map<String, Object> driver = (Map<String, Object>) values.get("driver");
        assertEquals(false, driver.get("enabled"));
        assertEquals(Map.of("enabled", false, "deployDefaultCR", true, "driverType", "vgpu"), driver.get("nvidiaDriverCRD"));
        assertEquals(Map.of("replicas", 2.0, "renameByDefault", true),
                ((Map<?, ?>) values.get("devicePlugin")).get("timeSlicing"));
        assertFalse(migrated.containsKey("components") || migrated.containsKey("operatorTolerations"));
        assertEquals(stored.get("kubeconfig"), migrated.get("kubeconfig"), "other properties stay as they were");
        assertFalse(new FlatReleaseSettings().applies(migrated), "a migrated state is today's shape");
    }
}
