package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.operator.ChartValues;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.Toleration;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Check, values and diff of OperatorRelease: no cluster, no chart. */
class OperatorReleaseResourceTest {
    private final ResourceHandler<OperatorReleaseArgs, OperatorReleaseState> handler =
            new ResourceHandler<>(new OperatorReleaseResource(), new OperationTracker());

    static Map<String, Object> inputs() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kubeconfig", "apiVersion: v1");
        m.put("chart", Map.of("repositoryUrl", "https://helm.ngc.nvidia.com/nvidia"));
        m.put("chartVersion", "v26.3.3");
        m.put("values", values(Map.of("driver", pin("nvcr.io/nvidia", "driver", "580.126.20"),
                "toolkit", pin("nvcr.io/nvidia/k8s", "container-toolkit", "v1.19.1")),
                List.of(Map.of("key", "nvidia.com/gpu", "effect", "NoSchedule"))));
        return m;
    }

    /** The {@code values} input: {@code sections} by component, then the tolerations. */
    static Map<String, Object> values(Map<String, Object> sections, List<Map<String, Object>> tolerations) {
        Map<String, Object> values = new LinkedHashMap<>(sections);
        if (tolerations != null) {
            values.put("tolerations", tolerations);
        }
        return values;
    }

    /** {@code in}'s values with {@code key} set to {@code value}. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> withValue(Map<String, Object> in, String key, Object value) {
        Map<String, Object> values = new LinkedHashMap<>((Map<String, Object>) in.get("values"));
        values.put(key, value);
        in.put("values", values);
        return in;
    }

    static Map<String, Object> pin(String repository, String image, String version) {
        return Map.of("repository", repository, "image", image, "version", version);
    }

    private List<String> problems(Map<String, Object> in) {
        return handler.check(in).failures().stream().map(f -> f.path() + ": " + f.reason()).toList();
    }

    @Test
    void validInputsGetDefaults() {
        ResourceHandler.CheckResult r = handler.check(inputs());
        assertEquals(List.of(), r.failures());
        assertEquals("gpu-operator", r.inputs().get("namespace"));
        assertEquals("gpu-operator", r.inputs().get("releaseName"));
    }

    @Test
    void anEmptyKubeconfigFailsCheck() {
        Map<String, Object> in = inputs();
        in.put("kubeconfig", com.vkcsgpu.provider.framework.Values.secret(" "));
        assertEquals(List.of("kubeconfig: is empty; pass the cluster's kubeconfig output"), problems(in));
    }

    @Test
    void anImageRepositoryOrNameThatIsNotOneIsRefusedBeforeItReachesTheChartsYaml() {
        Map<String, Object> in = inputs();
        in.put("values", values(Map.of("driver", pin("nvcr.io/nvidia\n  injected: true", "driver", "580.126.20"),
                "toolkit", pin("nvcr.io/nvidia/k8s", "container-toolkit\"", "v1.19.1")), null));
        List<String> problems = problems(in);
        assertEquals(List.of("values.driver.repository", "values.toolkit.image"),
                problems.stream().map(p -> p.substring(0, p.indexOf(':'))).sorted().toList(), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("'nvcr.io/nvidia?  injected: true' is not an image repository")),
                "the newline is not repeated: " + problems);
        in.put("values", values(Map.of("driver", pin("registry.example:5000/mirror/nvidia", "driver", "580.126.20")),
                null));
        assertEquals(List.of(), problems(in), "a registry with a port and a path is an image repository");
    }

    @Test
    void aChartRepositoryOverPlainHttpIsRefused() {
        Map<String, Object> in = inputs();
        in.put("chart", Map.of("repositoryUrl", "http://charts.example/nvidia"));
        assertEquals(List.of("chart.repositoryUrl: uses plain http, which would send credentials unencrypted; use https"),
                problems(in));
    }

    @Test
    void aKeystoneAuthKubeconfigOverPlainHttpIsRefusedInCheck() {
        Map<String, Object> in = inputs();
        in.put("kubeconfig", com.vkcsgpu.provider.framework.Values.secret("""
                apiVersion: v1
                kind: Config
                clusters:
                - name: c
                  cluster: {server: "http://203.0.113.10:6443"}
                users:
                - name: u
                  user: {exec: {apiVersion: client.authentication.k8s.io/v1beta1, command: keystone-auth}}
                contexts:
                - name: x
                  context: {cluster: c, user: u}
                current-context: x
                """));
        List<String> problems = problems(in);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("kubeconfig: the kubeconfig's server http://203.0.113.10:6443 uses plain http"),
                problems.toString());
    }

    @Test
    void reportsEveryProblemWithItsPath() {
        Map<String, Object> in = inputs();
        in.put("chart", Map.of("repositoryUrl", "https://x", "localPath", "/charts/gpu-operator"));
        in.put("namespace", "GPU_Operator");
        in.put("values", values(Map.of("toolkit", pin("r", "i", "bad tag!"),
                "mig", Map.of("strategy", "all"),
                "devicePlugin", Map.of("timeSlicing", Map.of("replicas", 1.0, "configs", Map.of("Bad Name!", 4.0,
                        "default", 3.0, "time-slicing-1", 1.0))),
                "driver", Map.of("nvidiaDriverCRD", Map.of("driverType", "cpu"),
                        "resources", Map.of("limits", Map.of("memory", "lots")))),
                List.of(Map.of("key", "a", "operator", "Exists", "value", "x"),
                        Map.of("key", "b", "operator", "In", "effect", "Sometimes"))));

        List<String> problems = problems(in);
        List<String> paths = problems.stream().map(p -> p.substring(0, p.indexOf(':'))).toList();
        assertEquals(new java.util.TreeSet<>(List.of("chart", "namespace", "values.toolkit.version",
                "values.tolerations[0].value", "values.tolerations[1].operator", "values.tolerations[1].effect",
                "values.mig.strategy", "values.devicePlugin.timeSlicing.replicas",
                "values.devicePlugin.timeSlicing.configs[\"Bad Name!\"]",
                "values.devicePlugin.timeSlicing.configs.default",
                "values.devicePlugin.timeSlicing.configs[\"time-slicing-1\"]",
                "values.driver.nvidiaDriverCRD.driverType", "values.driver.resources.limits.memory")),
                new java.util.TreeSet<>(paths),
                problems.toString());
    }

    static final String DIGEST = "sha256:" + "5e".repeat(32);

    @Test
    void componentsMayBePinnedToTheirDigestsButNotTheDriver() {
        Map<String, Object> in = inputs();
        in.put("values", values(Map.of("toolkit", pin("nvcr.io/nvidia/k8s", "container-toolkit", "v1.19.1@" + DIGEST),
                "operator", pin("nvcr.io/nvidia", "gpu-operator", "v26.3.3@" + DIGEST)), null));
        assertEquals(List.of(), problems(in));
        in.put("values", values(Map.of("driver", pin("nvcr.io/nvidia", "driver", "580.126.20@" + DIGEST),
                "toolkit", pin("nvcr.io/nvidia/k8s", "container-toolkit", "v1.19.1@" + DIGEST.toUpperCase()),
                "dcgm", pin("nvcr.io/nvidia/cloud-native", "dcgm", "4.1.1@sha256:abc")), null));
        List<String> problems = problems(in);
        assertEquals(List.of("values.dcgm.version", "values.driver.version", "values.toolkit.version"),
                problems.stream().map(p -> p.substring(0, p.indexOf(':'))).sorted().toList(), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("appends the node's OS")), problems.toString());
    }

    @Test
    void aChartDigestIsSha256InItsOneFormForRepositoryAndOciCharts() {
        Map<String, Object> in = inputs();
        in.put("chart", Map.of("repositoryUrl", "https://helm.ngc.nvidia.com/nvidia", "chartDigest", DIGEST));
        assertEquals(List.of(), problems(in));
        in.put("chart", Map.of("ociReference", "oci://nvcr.io/nvidia/cloud-native-charts/gpu-operator",
                "chartDigest", DIGEST.substring("sha256:".length())));
        assertEquals(List.of("chart.chartDigest"), problems(in).stream().map(p -> p.substring(0, p.indexOf(':')))
                .toList());
        in.put("chart", Map.of("localPath", "/charts/gpu-operator", "chartDigest", DIGEST));
        assertTrue(problems(in).get(0).startsWith("chart.chartDigest: applies to repository and OCI charts only"),
                problems(in).toString());
    }

    @Test
    void timeSlicingNeedsReplicasOrConfigs() {
        Map<String, Object> in = inputs();
        withValue(in, "devicePlugin", Map.of("timeSlicing", Map.of("renameByDefault", true)));
        assertEquals(List.of("values.devicePlugin.timeSlicing: sets neither replicas nor configs; set replicas for every node or configs for "
                + "labelled nodes, or leave timeSlicing unset"), problems(in));
    }

    @Test
    void namedTimeSlicingConfigsBecomeOneDataKeyEachWithoutADefault() {
        OperatorReleaseArgs args = new OperatorReleaseArgs(null, null, "v26.3.3", "gpu-operator", "gpu-operator",
                new GpuOperatorValues(List.of(new Toleration("nvidia.com/gpu", null, null, "NoSchedule")), null, null,
                        null, new GpuOperatorValues.DevicePluginSection(null, null, null, new GpuOperatorValues.TimeSlicing(
                                null, Map.of("time-slicing-4", 4, "time-slicing-2", 2), null, null), null, null),
                        null, null, null, null, null, null, null, null, null), null);
        JsonObject v = JsonParser.parseString(com.vkcsgpu.operator.ChartValues.text(OperatorReleaseResource.values(args))).getAsJsonObject();

        JsonObject config = v.getAsJsonObject("devicePlugin").getAsJsonObject("config");
        assertTrue(config.get("create").getAsBoolean());
        assertNull(config.get("default"), "unlabelled nodes keep whole GPUs");
        assertEquals(List.of("time-slicing-2", "time-slicing-4"), List.copyOf(config.getAsJsonObject("data").keySet()));
        JsonObject four = JsonParser.parseString(config.getAsJsonObject("data").get("time-slicing-4").getAsString())
                .getAsJsonObject();
        assertEquals("{\"version\":\"v1\",\"sharing\":{\"timeSlicing\":{\"renameByDefault\":false,"
                + "\"failRequestsGreaterThanOne\":true,\"resources\":[{\"name\":\"nvidia.com/gpu\",\"replicas\":4}]}}}",
                four.toString());
        assertEquals("[{\"key\":\"node-role.kubernetes.io/control-plane\",\"operator\":\"Equal\",\"value\":\"\","
                        + "\"effect\":\"NoSchedule\"},{\"key\":\"nvidia.com/gpu\",\"operator\":\"Exists\","
                        + "\"effect\":\"NoSchedule\"}]",
                v.getAsJsonObject("operator").get("tolerations").toString(),
                "the chart's control-plane toleration is kept: Helm replaces lists");
    }

    @Test
    void aComponentVersionChangeIsShownAsSuch() {
        Map<String, Object> before = handler.check(inputs()).inputs();
        Map<String, Object> changed = inputs();
        withValue(changed, "driver", pin("nvcr.io/nvidia", "driver", "595.91.07"));
        Diff diff = handler.diff(Map.of(), before, handler.check(changed).inputs(), List.of());
        assertEquals(List.of("values.driver.version"),
                diff.entries().stream().map(e -> e.path().toString()).toList());
        assertFalse(diff.requiresReplace());
        assertFalse(handler.diff(Map.of(), before, handler.check(inputs()).inputs(), List.of()).hasChanges());
    }

    @Test
    void aNamespaceChangeReplacesDeletingFirst() {
        Map<String, Object> moved = inputs();
        moved.put("namespace", "nvidia");
        Diff diff = handler.diff(Map.of(), handler.check(inputs()).inputs(), handler.check(moved).inputs(), List.of());
        assertTrue(diff.requiresReplace());
        assertTrue(handler.deleteBeforeReplace());
    }

    @Test
    void valuesAreTypedJsonWithOnlyWhatIsSet() {
        JsonObject v = ChartValues.helm(new GpuOperatorValues(
                List.of(new Toleration("nvidia.com/gpu", "Exists", null, "NoSchedule")), null,
                new GpuOperatorValues.DriverSection(null, "nvcr.io/nvidia", "driver", "580.126.20",
                        new GpuOperatorValues.ImagePin("nvcr.io/nvidia/cloud-native", "k8s-driver-manager", "v0.11.0"),
                        new GpuOperatorValues.NvidiaDriverCrd(true, false, "gpu"), null, null), null,
                new GpuOperatorValues.DevicePluginSection(null, null, null,
                        new GpuOperatorValues.TimeSlicing(4, null, null, null), null, null), null, null,
                new GpuOperatorValues.DcgmExporterSection(null, null, null, new GpuOperatorValues.ServiceMonitor(true),
                        null), null, null, null,
                new GpuOperatorValues.ImagePin("registry.k8s.io/nfd", "node-feature-discovery", "v0.18.3"),
                new GpuOperatorValues.MigSection("mixed"), "crio"));

        assertEquals("crio", v.getAsJsonObject("operator").get("defaultRuntime").getAsString(),
                "the chart reads the runtime under operator");
        assertFalse(v.has("defaultRuntime"));
        assertEquals(false, v.getAsJsonObject("operator").get("upgradeCRD").getAsBoolean(),
                "hooks are never run, so the chart must not rely on them");
        assertEquals(false, v.getAsJsonObject("operator").get("cleanupCRD").getAsBoolean());
        assertEquals("580.126.20", v.getAsJsonObject("driver").get("version").getAsString());
        assertEquals("v0.11.0", v.getAsJsonObject("driver").getAsJsonObject("manager").get("version").getAsString());
        assertTrue(v.getAsJsonObject("driver").getAsJsonObject("nvidiaDriverCRD").get("enabled").getAsBoolean());
        assertEquals("[{\"key\":\"nvidia.com/gpu\",\"operator\":\"Exists\",\"effect\":\"NoSchedule\"}]",
                v.getAsJsonObject("daemonsets").get("tolerations").toString());
        JsonObject nfd = v.getAsJsonObject("node-feature-discovery");
        assertEquals(v.getAsJsonObject("daemonsets").get("tolerations"), nfd.getAsJsonObject("worker").get("tolerations"));
        assertEquals("registry.k8s.io/nfd/node-feature-discovery", nfd.getAsJsonObject("image").get("repository")
                .getAsString());
        JsonObject config = v.getAsJsonObject("devicePlugin").getAsJsonObject("config");
        assertEquals("default", config.get("default").getAsString());
        JsonObject slicing = JsonParser.parseString(config.getAsJsonObject("data").get("default").getAsString())
                .getAsJsonObject();
        assertEquals(4, slicing.getAsJsonObject("sharing").getAsJsonObject("timeSlicing").getAsJsonArray("resources")
                .get(0).getAsJsonObject().get("replicas").getAsInt());
        assertEquals("mixed", v.getAsJsonObject("mig").get("strategy").getAsString());
        assertTrue(v.getAsJsonObject("dcgmExporter").getAsJsonObject("serviceMonitor").get("enabled").getAsBoolean());
        assertNull(v.get("toolkit"), "unpinned components keep the chart's defaults");
        assertNull(v.getAsJsonObject("devicePlugin").get("version"));
    }

    private static Map<String, Object> perPoolDrivers(Map<String, Object> in, String l4Version) {
        withValue(in, "driver", Map.of("repository", "nvcr.io/nvidia", "image", "driver", "version", "580.126.20",
                "nvidiaDriverCRD", Map.of("enabled", true, "deployDefaultCR", false)));
        in.put("nvidiaDrivers", Map.of(
                "l4-pool", Map.of("version", l4Version, "nodeSelector", Map.of("vkcs-gpu.io/pool", "l4-pool")),
                "h200-pool", Map.of("version", "580.126.20", "nodeSelector", Map.of("vkcs-gpu.io/pool", "h200-pool"))));
        return in;
    }

    @Test
    void perPoolDriversNeedTheCrdModeWithoutTheDefaultResourceAndDisjointSelectors() {
        assertEquals(List.of(), problems(perPoolDrivers(inputs(), "580.173.02")));

        Map<String, Object> in = inputs();
        in.put("nvidiaDrivers", Map.of(
                "l4-pool", Map.of("version", "not a tag!", "nodeSelector", Map.of("vkcs-gpu.io/pool", "l4-pool")),
                "l4-zone-b", Map.of("version", "580.126.20", "nodeSelector", Map.of("vkcs-gpu.io/pool", "l4-pool",
                        "zone", "b")),
                "Everything", Map.of("version", "580.126.20", "nodeSelector", Map.of())));
        withValue(in, "driver", Map.of("nvidiaDriverCRD", Map.of("enabled", true)));
        List<String> problems = problems(in);
        assertEquals(new java.util.TreeSet<>(List.of("values.driver.nvidiaDriverCRD.deployDefaultCR", "nvidiaDrivers.Everything",
                        "nvidiaDrivers.Everything.nodeSelector", "nvidiaDrivers[\"l4-pool\"].version",
                        "nvidiaDrivers[\"l4-pool\"].nodeSelector",
                        "nvidiaDrivers[\"l4-zone-b\"].nodeSelector")),
                new java.util.TreeSet<>(problems.stream().map(p -> p.substring(0, p.indexOf(": "))).toList()),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("nvidiaDrivers[\"l4-zone-b\"].nodeSelector: overlaps the selector of"
                + " nvidiaDrivers[\"l4-pool\"]")),
                problems.toString());

        Map<String, Object> withoutCrd = perPoolDrivers(inputs(), "580.173.02");
        withValue(withoutCrd, "driver", pin("nvcr.io/nvidia", "driver", "580.126.20"));
        assertEquals(List.of("nvidiaDrivers: needs values.driver.nvidiaDriverCRD.enabled: true; set"
                + " values.driver.nvidiaDriverCRD {enabled: true, deployDefaultCR: false} so the ClusterPolicy delegates"
                + " the driver to NVIDIADriver resources"),
                problems(withoutCrd));
    }

    @Test
    void changingOnePoolsDriverIsAnInPlaceUpdateNamingThatPool() {
        Map<String, Object> before = handler.check(perPoolDrivers(inputs(), "580.126.20")).inputs();
        Map<String, Object> after = handler.check(perPoolDrivers(inputs(), "580.173.02")).inputs();
        Diff diff = handler.diff(Map.of(), before, after, List.of());
        assertEquals(List.of("nvidiaDrivers[\"l4-pool\"].version"),
                diff.entries().stream().map(e -> e.path().toString()).toList());
        assertFalse(diff.requiresReplace());
    }

    @Test
    void perPoolDriversBecomeTypedNvidiaDriverResources() {
        Map<String, Object> in = perPoolDrivers(inputs(), "580.173.02");
        Map<String, Object> driver = new LinkedHashMap<>(pin("registry.example/nvidia", "driver", "580.126.20"));
        driver.put("manager", pin("nvcr.io/nvidia/cloud-native", "k8s-driver-manager", "v0.11.0"));
        driver.put("nvidiaDriverCRD", Map.of("enabled", true, "deployDefaultCR", false));
        withValue(in, "driver", driver);
        OperatorReleaseArgs args = com.vkcsgpu.provider.framework.RecordCodec.decode(OperatorReleaseArgs.class,
                handler.check(in).inputs(), null).value();
        var objects = NvidiaDriverObjects.of(args);
        assertEquals(List.of("h200-pool", "l4-pool"), objects.stream().map(o -> o.getMetadata().getName()).toList());
        var l4 = objects.get(1);
        assertEquals("nvidia.com/v1alpha1", l4.getApiVersion());
        assertEquals("NVIDIADriver", l4.getKind());
        @SuppressWarnings("unchecked")
        Map<String, Object> spec = (Map<String, Object>) l4.getAdditionalProperties().get("spec");
        assertEquals("gpu", spec.get("driverType"));
        assertEquals("registry.example/nvidia", spec.get("repository"));
        assertEquals("driver", spec.get("image"));
        assertEquals("580.173.02", spec.get("version"));
        assertEquals(Map.of("vkcs-gpu.io/pool", "l4-pool"), spec.get("nodeSelector"));
        assertEquals(Map.of("repository", "nvcr.io/nvidia/cloud-native", "image", "k8s-driver-manager",
                "version", "v0.11.0"), spec.get("manager"));
        assertEquals(List.of(Map.of("key", "nvidia.com/gpu", "operator", "Exists", "effect", "NoSchedule")),
                spec.get("tolerations"), "the driver DaemonSet of an NVIDIADriver tolerates what the resource says");
        JsonObject values = JsonParser.parseString(com.vkcsgpu.operator.ChartValues.text(OperatorReleaseResource.values(args))).getAsJsonObject();
        assertEquals("{\"enabled\":true,\"deployDefaultCR\":false}",
                values.getAsJsonObject("driver").get("nvidiaDriverCRD").toString());
    }
}
