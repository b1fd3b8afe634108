package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import com.vkcsgpu.GpuOperatorArgs;
import com.vkcsgpu.emulator.cloud.VkCloudEmulator;
import com.vkcsgpu.GpuOperatorDriverUpgradeArgs;
import com.vkcsgpu.GpuOperatorPoolArgs;
import com.vkcsgpu.NodePoolTaintArgs;
import com.vkcsgpu.operator.Component;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.ComponentImage;
import com.vkcsgpu.operator.GpuOperatorVersion;
import com.vkcsgpu.operator.NodeImage;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.operator.SupportedDriver;
import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.ChartSource;
import com.vkcsgpu.provider.k8s.helm.ChartValuesKeys;
import com.vkcsgpu.provider.k8s.helm.RealCharts;
import com.vkcsgpu.provider.k8s.helm.RenderedChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import com.vkcsgpu.provider.k8s.helm.StructuralSchemaCheck;
import com.vkcsgpu.provider.resources.mk8s.AddonValuesTemplate;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * GpuOperator's generated values rendered through NVIDIA's real gpu-operator charts ({@code ../shared/charts}), for
 * every release with a chart and a matrix of configurations (helm and addon; one and two pools; custom taints; MIG
 * single and mixed; time-slicing; MPS; per-pool drivers; a cluster-wide driver). Each configuration is rendered once,
 * with helm-java as production does, and checked these ways: every generated values key is read by the chart;
 * every pin reaches the object that runs it; every operand that must run on GPU nodes, NFD master, worker and gc
 * included, tolerates the pools' taints; ClusterPolicy and NVIDIADriver objects pass the release's CRD schema as
 * the API server applies it; the ClusterPolicy serves VK Cloud's CRI-O nodes. A release whose chart is absent is one skipped test whose reason names the missing chart.
 */
class RealChartMatrixTest {
    private static final Gson GSON = new Gson();
    private static final ReleaseMatrix MATRIX = ReleaseMatrix.load();
    private static final Taint GPU_TAINT = new Taint("nvidia.com/gpu", "present", "NoSchedule");
    private static final String NFD_NAME_LABEL = "app.kubernetes.io/name";
    /** The chart of the addon version VK Cloud's catalog offers (GpuOperator's default addonVersion). */
    private static final String ADDON_CHART = "v24.9.0";
    private static final long STARTED = System.nanoTime();
    private static int renders;

    /** A pool taint, as the test states it and the pool args take it. */
    record Taint(String key, String value, String effect) {
        NodePoolTaintArgs args() {
            return NodePoolTaintArgs.of(key, value, effect);
        }

        @Override
        public String toString() {
            return key + (value == null ? "" : "=" + value) + ":" + effect;
        }
    }

    /** One configuration: the GpuOperator arguments and the taints its pools carry. */
    record Config(String name, Function<GpuOperatorVersion, GpuOperatorArgs.Builder> args,
                  List<Taint> taints) {
    }

    /** A configuration rendered on one release's chart. */
    record Rendered(String chartTag, GeneratedInstall install, Map<String, Object> values, RenderedChart chart,
                    List<GenericKubernetesResource> nvidiaDrivers, Map<Component, ComponentImage> pins) {
    }

    private static GpuOperatorArgs.Builder base() {
        return GpuOperatorArgs.builder().kubeconfig("apiVersion: v1\nkind: Config\n");
    }

    private static GpuOperatorPoolArgs.Builder pool(String name, String model, Taint... taints) {
        return GpuOperatorPoolArgs.builder().name(name).gpuModel(model).gpusPerNode(1).expectedNodes(1)
                .taints(Stream.of(taints).map(Taint::args).toList());
    }

    /** A supported driver of {@code release} other than its default, for per-pool and cluster-wide overrides. */
    private static String otherDriver(GpuOperatorVersion release) {
        return release.supportedDrivers().stream().filter(d -> !d.isDefault()).map(SupportedDriver::version)
                .filter(d -> d.branch() == release.defaultDriver().branch()).findFirst()
                .orElseGet(() -> release.supportedDrivers().stream().filter(d -> !d.isDefault()).findFirst()
                        .orElseThrow().version()).text();
    }

    static final Taint DEDICATED = new Taint("dedicated", "ml", "NoSchedule");
    /** A repository of driver images built for VK Cloud's AlmaLinux 9 nodes (NVIDIA publishes none). */
    static final String OWN_DRIVERS = "registry.example.com/gpu";
    static final Taint SPOT = new Taint("spot", "true", "NoExecute");

    static List<Config> helmConfigs() {
        return List.of(
                new Config("one pool", r -> base().release(r.version()).pools(pool("l4", "L4", GPU_TAINT).build()),
                        List.of(GPU_TAINT)),
                new Config("two pools", r -> base().release(r.version()).pools(pool("l4", "L4", GPU_TAINT).build(),
                        pool("a100", "A100_80GB", GPU_TAINT).build()), List.of(GPU_TAINT)),
                new Config("custom taints", r -> base().release(r.version()).pools(
                        pool("l4", "L4", DEDICATED, SPOT).build()), List.of(DEDICATED, SPOT)),
                new Config("MIG single", r -> base().release(r.version()).pools(pool("a100", "A100_80GB", GPU_TAINT)
                        .migProfile("all-1g.10gb").build()), List.of(GPU_TAINT)),
                new Config("time-slicing", r -> base().release(r.version()).pools(
                        pool("l4", "L4", GPU_TAINT).timeSlicingReplicas(4).build(),
                        pool("l4-two", "L4", GPU_TAINT).timeSlicingReplicas(2).build()), List.of(GPU_TAINT)),
                new Config("MPS beside time-slicing", r -> base().release(r.version()).pools(
                        pool("l4", "L4", GPU_TAINT).mpsReplicas(4).build(),
                        pool("l4-two", "L4", GPU_TAINT).timeSlicingReplicas(2).build()), List.of(GPU_TAINT)),
                new Config("per-pool drivers", r -> base().release(r.version()).driverRepository(OWN_DRIVERS).pools(
                        pool("l4", "L4", GPU_TAINT).driverVersion(otherDriver(r)).build(),
                        pool("a100", "A100_80GB", DEDICATED).build()), List.of(GPU_TAINT, DEDICATED)),
                new Config("cluster-wide driver", r -> base().release(r.version()).driverVersion(otherDriver(r))
                        .driverRepository(OWN_DRIVERS)
                        .pools(pool("l4", "L4", GPU_TAINT).build()), List.of(GPU_TAINT)),
                new Config("VK nodes: the host's driver, a pool without the CUDA workload",
                        r -> base().release(r.version()).driverSource("host").pools(pool("l4", "L4", GPU_TAINT).build(),
                                pool("t4", "T4", GPU_TAINT).cudaWorkloadValidation(false).build()),
                        List.of(GPU_TAINT)),
                new Config("driver upgrade policy, per-pool drivers", r -> base().release(r.version())
                        .driverRepository(OWN_DRIVERS)
                        .driverUpgradePolicy(UPGRADE_POLICY).pools(
                                pool("l4", "L4", GPU_TAINT).driverVersion(otherDriver(r)).build(),
                                pool("a100", "A100_80GB", GPU_TAINT).build()), List.of(GPU_TAINT)));
    }

    /** Every setting of the policy away from the chart's default, so a lost one shows. */
    static final GpuOperatorDriverUpgradeArgs UPGRADE_POLICY = GpuOperatorDriverUpgradeArgs.builder()
            .maxParallelUpgrades(2).maxUnavailable("1").podDeletionForce(true).podDeletionDeleteEmptyDir(true)
            .podDeletionTimeoutSeconds(120).drainEnable(true).drainForce(true).drainDeleteEmptyDir(true)
            .drainTimeoutSeconds(600).build();

    /** The {@code upgradePolicy} fields {@link #UPGRADE_POLICY} sets, as the rendered objects must carry them. */
    static Map<String, Object> expectedUpgradePolicy(String podDeletionKey) {
        return Map.of("maxParallelUpgrades", 2, "maxUnavailable", 1,
                podDeletionKey, Map.of("force", true, "deleteEmptyDir", true, "timeoutSeconds", 120),
                "drain", Map.of("enable", true, "force", true, "deleteEmptyDir", true, "timeoutSeconds", 600));
    }

    static List<Config> addonConfigs() {
        return List.of(
                new Config("addon one pool", r -> base().method("addon").clusterId("cluster-1")
                        .pools(pool("l4", "L4", GPU_TAINT).build()), List.of(GPU_TAINT)),
                new Config("addon two pools, custom taints, time-slicing", r -> base().method("addon")
                        .clusterId("cluster-1").driverUpgradePolicy(UPGRADE_POLICY).pools(pool("l4", "L4", DEDICATED).timeSlicingReplicas(4).build(),
                                pool("a100", "A100_80GB", GPU_TAINT).migProfile("all-1g.10gb").build()),
                        List.of(DEDICATED, GPU_TAINT)));
    }

    @AfterAll
    static void timing() {
        System.out.printf("RealChartMatrixTest: %d renders in %.1f s%n", renders, (System.nanoTime() - STARTED) / 1e9);
    }

    /**
     * One container per release (helm) and one for the addon's chart; a chart that is absent gives, in its place, one
     * test skipped with the reason, so a build without {@code ../shared} says on the console what it did not check
     * (Surefire counts and prints skipped tests, not an aborted factory).
     */
    @TestFactory
    Stream<DynamicNode> realChartMatrix() {
        List<DynamicNode> nodes = new ArrayList<>();
        for (GpuOperatorVersion release : MATRIX.releases()) {
            String absent = RealCharts.absentReason(release.chart().version());
            if (absent != null) {
                nodes.add(skipped(release.version() + " helm", absent));
                continue;
            }
            List<DynamicNode> configs = new ArrayList<>();
            for (Config config : helmConfigs()) {
                configs.add(checks(config, memo(() -> helm(config, release))));
            }
            configs.add(checks(migMixed(), memo(() -> helmMixed(release))));
            configs.add(DynamicTest.dynamicTest("the release matrix lists the NVIDIADriver CRD's spec fields",
                    () -> matrixKnowsNvidiaDriverFields(release)));
            nodes.add(DynamicContainer.dynamicContainer(release.version() + " helm", configs));
        }
        String addonChart = ADDON_CHART;
        String addonAbsent = RealCharts.absentReason(addonChart);
        if (addonAbsent != null) {
            nodes.add(skipped(addonChart + " addon", addonAbsent));
        } else {
            List<DynamicNode> configs = new ArrayList<>();
            for (Config config : addonConfigs()) {
                Supplier<Rendered> rendered = memo(() -> addon(config, addonChart));
                configs.add(checks(config, rendered));
                configs.add(DynamicTest.dynamicTest(config.name() + ": the values template's placement survives",
                        () -> templatePlacementSurvives(rendered.get())));
            }
            nodes.add(DynamicContainer.dynamicContainer(addonChart + " addon", configs));
        }
        return nodes.stream();
    }

    private static DynamicTest skipped(String name, String reason) {
        return DynamicTest.dynamicTest(name + ": not checked", () -> Assumptions.abort(name + " not checked: " + reason));
    }

    private static Config migMixed() {
        return new Config("MIG mixed (OperatorRelease migStrategy)", null, List.of(GPU_TAINT));
    }

    private static DynamicContainer checks(Config config, Supplier<Rendered> rendered) {
        return DynamicContainer.dynamicContainer(config.name(), Stream.of(
                DynamicTest.dynamicTest("every values key is read by the chart", () -> everyKeyIsRead(rendered.get())),
                DynamicTest.dynamicTest("every pin reaches the object that runs it", () -> pinsLand(rendered.get())),
                DynamicTest.dynamicTest("GPU-node operands tolerate the pools' taints",
                        () -> taintsTolerated(rendered.get(), config.taints())),
                DynamicTest.dynamicTest("ClusterPolicy and NVIDIADriver pass the CRD schema",
                        () -> crdSchemasHold(rendered.get())),
                DynamicTest.dynamicTest("a driver upgrade policy reaches ClusterPolicy and NVIDIADrivers",
                        () -> upgradePolicyLands(rendered.get())),
                DynamicTest.dynamicTest("every operand and every pod the chart runs has explicit requests and limits",
                        () -> everyOperandHasExplicitResources(rendered.get())),
                DynamicTest.dynamicTest("the ClusterPolicy serves CRI-O nodes", () -> servesCrio(rendered.get()))));
    }

    private static <T> Supplier<T> memo(Supplier<T> supplier) {
        Object[] box = new Object[1];
        return () -> {
            if (box[0] == null) {
                box[0] = supplier.get();
            }
            @SuppressWarnings("unchecked")
            T value = (T) box[0];
            return value;
        };
    }

    private static Rendered helm(Config config, GpuOperatorVersion release) {
        return helmRendered(release, GeneratedInstall.of(config.args().apply(release).build()).release());
    }

    /** MIG mixed: GpuOperator picks single for whole-GPU profiles; OperatorRelease takes mixed directly. */
    private static Rendered helmMixed(GpuOperatorVersion release) {
        OperatorReleaseArgs a = GeneratedInstall.of(base().release(release.version()).pools(pool("a100", "A100_80GB",
                GPU_TAINT).migProfile("all-1g.10gb").build()).build()).release();
        GpuOperatorValues v = a.values();
        return helmRendered(release, new OperatorReleaseArgs(a.kubeconfig(), a.chart(), a.chartVersion(), a.namespace(),
                a.releaseName(), new GpuOperatorValues(v.tolerations(), v.operator(), v.driver(), v.toolkit(),
                v.devicePlugin(), v.gfd(), v.dcgm(), v.dcgmExporter(), v.migManager(), v.validator(),
                v.nodeStatusExporter(), v.nfd(), new GpuOperatorValues.MigSection("mixed"), v.defaultRuntime()),
                a.nvidiaDrivers()));
    }

    /** The image of every component the values pin, as the chart's keys split it. */
    private static Map<Component, ComponentImage> pinsOf(GpuOperatorValues v) {
        Map<Component, ComponentImage> pins = new LinkedHashMap<>();
        pins.put(Component.OPERATOR, new ComponentImage(v.operator().repository(), v.operator().image(),
                v.operator().version()));
        pins.put(Component.VALIDATOR, new ComponentImage(v.validator().repository(), v.validator().image(),
                v.validator().version()));
        pins.put(Component.DRIVER, new ComponentImage(v.driver().repository(), v.driver().image(), v.driver().version()));
        pins.put(Component.DRIVER_MANAGER, new ComponentImage(v.driver().manager().repository(),
                v.driver().manager().image(), v.driver().manager().version()));
        pins.put(Component.TOOLKIT, image(v.toolkit()));
        pins.put(Component.DEVICE_PLUGIN, new ComponentImage(v.devicePlugin().repository(), v.devicePlugin().image(),
                v.devicePlugin().version()));
        pins.put(Component.GFD, image(v.gfd()));
        pins.put(Component.DCGM, image(v.dcgm()));
        pins.put(Component.DCGM_EXPORTER, new ComponentImage(v.dcgmExporter().repository(), v.dcgmExporter().image(),
                v.dcgmExporter().version()));
        pins.put(Component.MIG_MANAGER, image(v.migManager()));
        pins.put(Component.NODE_STATUS_EXPORTER, image(v.nodeStatusExporter()));
        pins.put(Component.NFD, new ComponentImage(v.nfd().repository(), v.nfd().image(), v.nfd().version()));
        return pins;
    }

    private static ComponentImage image(GpuOperatorValues.OperandSection section) {
        return new ComponentImage(section.repository(), section.image(), section.version());
    }

    private static Rendered helmRendered(GpuOperatorVersion release, OperatorReleaseArgs args) {
        String valuesJson = com.vkcsgpu.operator.ChartValues.text(OperatorReleaseResource.values(args));
        Map<Component, ComponentImage> pins = pinsOf(args.values());
        return new Rendered(release.chart().version(), new GeneratedInstall(args, null), json(valuesJson),
                render(release.chart().version(), args.releaseName(), args.namespace(), valuesJson),
                NvidiaDriverObjects.of(args), pins);
    }

    /**
     * The addon's values as the provider sends them: GpuOperator's values merged onto the emulated catalog's
     * values template of the addon version (shaped like the chart's own values.yaml), so every template key and
     * every pin is checked against the chart.
     */
    private static Rendered addon(Config config, String chartTag) {
        GeneratedInstall install = GeneratedInstall.of(config.args().apply(null).build());
        assertEquals(true, install.addon().get("mergeOntoValuesTemplate"), "GpuOperator builds on VK's values template");
        String template = VkCloudEmulator.catalogValuesTemplate("gpu-operator", (String) install.addon().get("addonVersion"))
                .orElseThrow();
        String valuesJson = AddonValuesTemplate.merged(template, (String) install.addon().get("values"));
        // The addon's components are the newest release of its line, exactly as GpuOperator pins them.
        GpuOperatorVersion release = MATRIX.releases().stream()
                .filter(r -> r.version().startsWith(chartTag.replaceAll("^(v\\d+\\.\\d+)\\..*", "$1.")))
                .reduce((a, b) -> b).orElseThrow();
        return new Rendered(chartTag, install, json(valuesJson),
                render(chartTag, "gpu-operator", (String) install.addon().get("namespace"), valuesJson), List.of(),
                new LinkedHashMap<>(release.components()));
    }

    private static RenderedChart render(String tag, String releaseName, String namespace, String valuesJson) {
        renders++;
        // A local chart: the repository cache is never written.
        return new ChartRenderer(new RepositoryCharts(Path.of("target", "chart-cache"), HttpClient.newHttpClient()))
                .render(new ChartSource.Local(RealCharts.unpacked(tag)), tag, releaseName, namespace, valuesJson);
    }

    private static Map<String, Object> json(String text) {
        return GSON.fromJson(text, new TypeToken<Map<String, Object>>() { }.getType());
    }

    // --- checks -------------------------------------------------------------------------------------------------

    private static void everyKeyIsRead(Rendered r) {
        assertEquals(List.of(), ChartValuesKeys.of(RealCharts.unpacked(r.chartTag())).unread(r.values()),
                "values keys the " + r.chartTag() + " chart never reads (Helm ignores them silently)");
    }

    private static void pinsLand(Rendered r) {
        List<String> problems = new ArrayList<>();
        // Set in the values, not only equal to the chart's default by coincidence (24.9.0 and 24.9.2 share some).
        r.pins().forEach((component, pin) -> {
            Map<String, Object> at = path(r.values(), component.valuesPath());
            boolean set = component == Component.NFD ? at.containsKey("repository") && at.containsKey("tag")
                    : at.containsKey("repository") && at.containsKey("image") && at.containsKey("version");
            if (!set) {
                problems.add(component.key() + ": not pinned in the values at " + component.valuesPath() + " (" + at
                        + "), so the chart's default runs");
            }
        });
        Map<String, Object> policy = spec(only(r.chart(), "ClusterPolicy"));
        r.pins().forEach((component, pin) -> {
            switch (component) {
                case OPERATOR -> expectImage(problems, component, pin,
                        containerImages(only(r.chart(), "Deployment", "gpu-operator")));
                case NFD -> {
                    for (GenericKubernetesResource nfd : nfdWorkloads(r.chart())) {
                        expectImage(problems, component, pin, containerImages(nfd));
                    }
                }
                case DRIVER, DRIVER_MANAGER -> {
                    // Delegated to NVIDIADriver resources, the ClusterPolicy carries no driver image: checked there.
                    if (!Boolean.TRUE.equals(path(policy, "driver").get("useNvidiaDriverCRD"))) {
                        expectFields(problems, component, pin, component == Component.DRIVER ? path(policy, "driver")
                                : path(policy, "driver", "manager"), "ClusterPolicy spec." + component.valuesPath());
                    }
                }
                default -> expectFields(problems, component, pin, path(policy, component.valuesPath()),
                        "ClusterPolicy spec." + component.valuesPath());
            }
        });
        for (GenericKubernetesResource d : nvidiaDrivers(r)) {
            Map<String, Object> spec = spec(d);
            String where = "NVIDIADriver " + d.getMetadata().getName();
            ComponentImage driver = r.pins().get(Component.DRIVER);
            String version = r.install().release().nvidiaDrivers() != null
                    && r.install().release().nvidiaDrivers().get(d.getMetadata().getName()) != null
                    ? r.install().release().nvidiaDrivers().get(d.getMetadata().getName()).version() : driver.version();
            expectFields(problems, Component.DRIVER, driver.withVersion(version), spec, where + " spec");
            expectFields(problems, Component.DRIVER_MANAGER, r.pins().get(Component.DRIVER_MANAGER),
                    path(spec, "manager"), where + " spec.manager");
        }
        assertEquals(List.of(), problems);
    }

    /**
     * VK Cloud's nodes run CRI-O: where the chart still has {@code operator.defaultRuntime} (the runtime the operator
     * assumes when it cannot read the node's; charts before v25.3.0 default it to docker) the ClusterPolicy says
     * {@code crio}; no toolkit environment names another runtime ({@code RUNTIME}, {@code CONTAINER_RUNTIME}: the
     * toolkit would configure that one and CRI-O would get no {@code nvidia} handler); and the NRI plugin, which
     * needs CRI-O 1.34 and operator v26.3.2 (NVIDIA/cloud-native-docs gpu-operator/release-notes.rst), stays off.
     */
    private static void servesCrio(Rendered r) throws java.io.IOException {
        Map<String, Object> policy = spec(only(r.chart(), "ClusterPolicy"));
        List<String> problems = new ArrayList<>();
        boolean chartHasDefaultRuntime = Files.readString(RealCharts.unpacked(r.chartTag())
                .resolve("templates/clusterpolicy.yaml")).contains("operator.defaultRuntime");
        Object defaultRuntime = path(policy, "operator").get("defaultRuntime");
        if (chartHasDefaultRuntime && !NodeImage.VK_RUNTIME.equals(defaultRuntime)) {
            problems.add("spec.operator.defaultRuntime is " + defaultRuntime + ", not " + NodeImage.VK_RUNTIME);
        }
        for (Map<String, Object> env : list(path(policy, "toolkit").get("env"))) {
            Object name = env.get("name");
            if (("RUNTIME".equals(name) || "CONTAINER_RUNTIME".equals(name))
                    && !NodeImage.VK_RUNTIME.equals(env.get("value"))) {
                problems.add("spec.toolkit.env " + name + "=" + env.get("value") + " configures another runtime");
            }
        }
        if (Boolean.TRUE.equals(path(policy, "cdi").get("nriPluginEnabled"))) {
            problems.add("spec.cdi.nriPluginEnabled is true");
        }
        assertEquals(List.of(), problems, r.chartTag() + " ClusterPolicy on CRI-O nodes");
    }

    private static void taintsTolerated(Rendered r, List<Taint> taints) {
        Map<String, List<Map<String, Object>>> operands = new LinkedHashMap<>();
        operands.put("ClusterPolicy spec.daemonsets (every operand DaemonSet)",
                list(path(spec(only(r.chart(), "ClusterPolicy")), "daemonsets").get("tolerations")));
        operands.put("operator Deployment", podTolerations(only(r.chart(), "Deployment", "gpu-operator")));
        for (GenericKubernetesResource nfd : nfdWorkloads(r.chart())) {
            operands.put("NFD " + nfd.getKind() + " " + nfd.getMetadata().getName(), podTolerations(nfd));
        }
        for (GenericKubernetesResource d : nvidiaDrivers(r)) {
            operands.put("NVIDIADriver " + d.getMetadata().getName(), list(spec(d).get("tolerations")));
        }
        assertTrue(operands.keySet().stream().filter(k -> k.startsWith("NFD")).count() >= 3,
                "NFD master, worker and gc rendered: " + operands.keySet());
        List<String> problems = new ArrayList<>();
        operands.forEach((operand, tolerations) -> {
            for (Taint taint : taints) {
                if (tolerations.stream().noneMatch(t -> tolerates(t, taint))) {
                    problems.add(operand + " does not tolerate " + taint + " (has " + tolerations + ")");
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    /**
     * What VK's template places and GpuOperator must not lose: the operator and NFD master still run on
     * control-plane nodes (the chart's toleration is kept beside the pools'), and the NFD worker still selects VK's
     * GPU-node label.
     */
    private static void templatePlacementSurvives(Rendered r) {
        Taint controlPlane = new Taint("node-role.kubernetes.io/control-plane", "", "NoSchedule");
        List<String> problems = new ArrayList<>();
        Map<String, List<Map<String, Object>>> controlPlaneWorkloads = new LinkedHashMap<>();
        controlPlaneWorkloads.put("operator Deployment", podTolerations(only(r.chart(), "Deployment", "gpu-operator")));
        for (GenericKubernetesResource nfd : nfdWorkloads(r.chart())) {
            if (nfd.getMetadata().getName().endsWith("-master")) {
                controlPlaneWorkloads.put("NFD master", podTolerations(nfd));
            }
        }
        assertEquals(2, controlPlaneWorkloads.size(), "operator and NFD master rendered: " + controlPlaneWorkloads.keySet());
        controlPlaneWorkloads.forEach((workload, tolerations) -> {
            if (tolerations.stream().noneMatch(t -> tolerates(t, controlPlane))) {
                problems.add(workload + " no longer tolerates " + controlPlane + " (has " + tolerations + ")");
            }
        });
        for (GenericKubernetesResource nfd : nfdWorkloads(r.chart())) {
            if (nfd.getMetadata().getName().endsWith("-worker")) {
                Map<String, Object> nodeSelector = path(spec(nfd), "template", "spec", "nodeSelector");
                if (!"true".equals(nodeSelector.get("mcs.mail.ru/gpu-exists"))) {
                    problems.add("NFD worker lost VK's nodeSelector mcs.mail.ru/gpu-exists=true (has " + nodeSelector + ")");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    private static void crdSchemasHold(Rendered r) {
        List<String> problems = new ArrayList<>();
        List<GenericKubernetesResource> checked = new ArrayList<>();
        checked.addAll(kind(r.chart(), "ClusterPolicy"));
        checked.addAll(nvidiaDrivers(r));
        assertFalse(checked.isEmpty());
        for (GenericKubernetesResource o : checked) {
            Map<String, Object> crd = crdFor(r.chart(), o);
            String version = o.getApiVersion().substring(o.getApiVersion().indexOf('/') + 1);
            StructuralSchemaCheck.problems(Manifests.toMap(o), StructuralSchemaCheck.schemaOf(crd, version))
                    .forEach(p -> problems.add(o.getKind() + " " + o.getMetadata().getName() + ": " + p));
        }
        assertEquals(List.of(), problems);
    }

    private static void matrixKnowsNvidiaDriverFields(GpuOperatorVersion release) throws java.io.IOException {
        Map<String, Object> crd = new org.yaml.snakeyaml.Yaml().load(java.nio.file.Files.readString(RealCharts
                .unpacked(release.chart().version()).resolve("crds").resolve("nvidia.com_nvidiadrivers.yaml")));
        Map<String, Object> spec = path(StructuralSchemaCheck.schemaOf(crd, "v1alpha1"), "properties", "spec");
        assertEquals(new java.util.TreeSet<>(path(spec, "properties").keySet()),
                new java.util.TreeSet<>(release.nvidiaDriverSpecFields()),
                "gpu-operator-releases.json nvidiaDriverSpecFields of " + release.version());
    }

    /**
     * When the values carry a policy, ClusterPolicy {@code spec.driver.upgradePolicy} has every setting, and so has
     * {@code spec.upgradePolicy} of each NVIDIADriver whose CRD knows the field (v26.7.0, key {@code podDeletion}).
     */
    private static void upgradePolicyLands(Rendered r) {
        // Our values, not the addon's template merged under them (VK's template has an upgradePolicy of its own).
        Map<String, Object> generated = r.install().addon() != null ? json((String) r.install().addon().get("values"))
                : r.values();
        if (!path(generated, "driver").containsKey("upgradePolicy")) {
            return;
        }
        Map<String, Object> policy = path(spec(only(r.chart(), "ClusterPolicy")), "driver", "upgradePolicy");
        // The template renames values gpuPodDeletion to the CRD's podDeletion (templates/clusterpolicy.yaml).
        Map<String, Object> expected = expectedUpgradePolicy("podDeletion");
        expected.forEach((key, value) -> assertEquals(numbersAsInts(value), numbersAsInts(policy.get(key)),
                "ClusterPolicy spec.driver.upgradePolicy." + key));
        for (GenericKubernetesResource d : nvidiaDrivers(r)) {
            Map<String, Object> spec = spec(d);
            if (spec.containsKey("upgradePolicy") || MATRIX.releases().stream().anyMatch(rel -> rel.chart().version()
                    .equals(r.chartTag()) && rel.nvidiaDriverHas("upgradePolicy"))) {
                expectedUpgradePolicy("podDeletion").forEach((key, value) -> assertEquals(numbersAsInts(value),
                        numbersAsInts(path(spec, "upgradePolicy").get(key)),
                        "NVIDIADriver " + d.getMetadata().getName() + " spec.upgradePolicy." + key));
            }
        }
    }

    /** The ClusterPolicy operands whose chart value {@code resources} is empty, which vkcs-gpu sizes. */
    private static final List<String> SIZED_OPERANDS = List.of("validator", "driver", "toolkit", "devicePlugin", "dcgm",
            "dcgmExporter", "gfd", "migManager", "nodeStatusExporter");

    /**
     * No container vkcs-gpu installs is left to the cluster's default resources (VK Cloud's 500m CPU / 512 MB): each
     * ClusterPolicy operand and each NVIDIADriver (the chart's and the per-pool ones) carries CPU and memory requests
     * and limits, and so does every container of the Deployments and DaemonSets the chart renders (the operator, NFD).
     */
    private static void everyOperandHasExplicitResources(Rendered r) {
        List<String> missing = new ArrayList<>();
        Map<String, Object> policy = spec(only(r.chart(), "ClusterPolicy"));
        // With NVIDIADriver resources the ClusterPolicy's driver runs nothing (some releases' template drops its
        // resources then): each NVIDIADriver below carries them.
        boolean driverDelegated = Boolean.TRUE.equals(path(policy, "driver").get("useNvidiaDriverCRD"));
        for (String operand : SIZED_OPERANDS) {
            if (!(operand.equals("driver") && driverDelegated)) {
                missingQuantities("ClusterPolicy spec." + operand, path(policy, operand).get("resources"), true,
                        missing);
            }
        }
        for (GenericKubernetesResource d : nvidiaDrivers(r)) {
            missingQuantities("NVIDIADriver " + d.getMetadata().getName(), spec(d).get("resources"), true, missing);
        }
        for (GenericKubernetesResource workload : r.chart().objects()) {
            if (!List.of("Deployment", "DaemonSet").contains(workload.getKind())) {
                continue;
            }
            Map<String, Object> pod = path(spec(workload), "template", "spec");
            for (Object c : (List<?>) pod.get("containers")) {
                Map<?, ?> container = (Map<?, ?>) c;
                // The NFD subchart's own numbers set memory only as a limit (it leaves CPU unbounded on purpose).
                missingQuantities(workload.getKind() + " " + workload.getMetadata().getName() + " container "
                        + container.get("name"), container.get("resources"), false, missing);
            }
        }
        assertEquals(List.of(), missing);
    }

    private static void missingQuantities(String where, Object resources, boolean cpuLimit, List<String> missing) {
        Map<?, ?> r = resources instanceof Map<?, ?> m ? m : Map.of();
        Map<?, ?> requests = r.get("requests") instanceof Map<?, ?> m ? m : Map.of();
        Map<?, ?> limits = r.get("limits") instanceof Map<?, ?> m ? m : Map.of();
        for (String needed : cpuLimit ? List.of("requests.cpu", "requests.memory", "limits.cpu", "limits.memory")
                : List.of("requests.cpu", "requests.memory", "limits.memory")) {
            Map<?, ?> in = needed.startsWith("requests") ? requests : limits;
            if (in.get(needed.substring(needed.indexOf('.') + 1)) == null) {
                missing.add(where + ": no " + needed);
            }
        }
    }

    private static Object numbersAsInts(Object v) {
        if (v instanceof Map<?, ?> m) {
            Map<Object, Object> out = new java.util.TreeMap<>();
            m.forEach((k, x) -> out.put(k, numbersAsInts(x)));
            return out;
        }
        return v instanceof Number n ? (Object) n.intValue() : v;
    }

    // --- helpers ------------------------------------------------------------------------------------------------

    /** The chart's own NVIDIADriver (the default) and the per-pool ones vkcs-gpu applies. */
    private static List<GenericKubernetesResource> nvidiaDrivers(Rendered r) {
        List<GenericKubernetesResource> all = new ArrayList<>(kind(r.chart(), "NVIDIADriver"));
        all.addAll(r.nvidiaDrivers());
        return all;
    }

    private static Map<String, Object> crdFor(RenderedChart chart, GenericKubernetesResource o) {
        String group = o.getApiVersion().substring(0, o.getApiVersion().indexOf('/'));
        return chart.crds().stream().map(Manifests::toMap).filter(c -> {
            Map<String, Object> spec = path(c, "spec");
            return group.equals(spec.get("group")) && o.getKind().equals(path(spec, "names").get("kind"));
        }).findFirst().orElseThrow(() -> new AssertionError("the chart has no CRD for " + o.getKind()));
    }

    private static boolean tolerates(Map<String, Object> t, Taint taint) {
        String effect = (String) t.get("effect");
        if (effect != null && !effect.isEmpty() && !effect.equals(taint.effect())) {
            return false;
        }
        String key = (String) t.get("key");
        if ("Exists".equals(t.get("operator"))) {
            return key == null || key.isEmpty() || key.equals(taint.key());
        }
        return Objects.equals(key, taint.key()) && Objects.equals(Objects.toString(t.get("value"), ""),
                Objects.toString(taint.value(), ""));
    }

    private static void expectImage(List<String> problems, Component component, ComponentImage pin, List<String> images) {
        String expected = pin.repository() + "/" + pin.image() + ":" + pin.version();
        if (!images.contains(expected)) {
            problems.add(component.key() + ": expected image " + expected + ", rendered " + images);
        }
    }

    private static void expectFields(List<String> problems, Component component, ComponentImage pin,
                                     Map<String, Object> at, String where) {
        Map<String, Object> found = new LinkedHashMap<>();
        found.put("repository", at.get("repository"));
        found.put("image", at.get("image"));
        found.put("version", at.get("version"));
        Map<String, Object> expected = Map.of("repository", pin.repository(), "image", pin.image(), "version",
                pin.version());
        if (!found.equals(expected)) {
            problems.add(component.key() + ": " + where + " is " + found + ", pinned " + expected);
        }
    }

    private static List<GenericKubernetesResource> nfdWorkloads(RenderedChart chart) {
        return chart.objects().stream().filter(o -> o.getKind().equals("Deployment") || o.getKind().equals("DaemonSet"))
                .filter(o -> o.getMetadata().getLabels() != null
                        && "node-feature-discovery".equals(o.getMetadata().getLabels().get(NFD_NAME_LABEL)))
                .toList();
    }

    private static List<String> containerImages(GenericKubernetesResource workload) {
        Map<String, Object> pod = path(spec(workload), "template", "spec");
        List<String> images = new ArrayList<>();
        for (String key : List.of("initContainers", "containers")) {
            list(pod.get(key)).forEach(c -> images.add((String) c.get("image")));
        }
        return images;
    }

    private static List<Map<String, Object>> podTolerations(GenericKubernetesResource workload) {
        return list(path(spec(workload), "template", "spec").get("tolerations"));
    }

    private static GenericKubernetesResource only(RenderedChart chart, String kind) {
        List<GenericKubernetesResource> found = kind(chart, kind);
        assertEquals(1, found.size(), "one " + kind + " rendered");
        return found.get(0);
    }

    private static GenericKubernetesResource only(RenderedChart chart, String kind, String name) {
        return kind(chart, kind).stream().filter(o -> o.getMetadata().getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError(kind + " " + name + " not rendered"));
    }

    private static List<GenericKubernetesResource> kind(RenderedChart chart, String kind) {
        return chart.objects().stream().filter(o -> o.getKind().equals(kind)).toList();
    }

    private static Map<String, Object> spec(GenericKubernetesResource o) {
        return path(Manifests.toMap(o), "spec");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> path(Map<String, Object> from, String... keys) {
        Object v = from;
        for (String key : keys) {
            for (String part : key.split("\\.")) {
                v = v instanceof Map<?, ?> m ? ((Map<String, Object>) m).get(part) : null;
            }
        }
        return v instanceof Map<?, ?> ? (Map<String, Object>) v : Map.of();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Object v) {
        return v instanceof List<?> l ? (List<Map<String, Object>>) l : List.of();
    }
}
