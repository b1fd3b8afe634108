package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.operator.ChartValues;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.Toleration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.vkcsgpu.provider.k8s.Manifests;
import com.vkcsgpu.provider.k8s.helm.ChartRenderer;
import com.vkcsgpu.provider.k8s.helm.ChartSource;
import com.vkcsgpu.provider.k8s.helm.FixtureChart;
import com.vkcsgpu.provider.k8s.helm.RenderedChart;
import com.vkcsgpu.provider.k8s.helm.RepositoryCharts;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

/** OperatorRelease's values rendered through the fixture chart: what the cluster would receive. */
class OperatorReleaseChartTest {
    private static final Map<String, Object> GPU_TOLERATION =
            Map.of("key", "nvidia.com/gpu", "operator", "Exists", "effect", "NoSchedule");
    private static final Map<String, Object> CONTROL_PLANE_TOLERATION =
            Map.of("key", "node-role.kubernetes.io/control-plane", "operator", "Equal", "value", "", "effect",
                    "NoSchedule");

    @TempDir
    Path temp;

    private RenderedChart render(OperatorReleaseArgs args) {
        return new ChartRenderer(new RepositoryCharts(temp, HttpClient.newHttpClient())).render(
                new ChartSource.Local(FixtureChart.directory()), FixtureChart.VERSION, args.releaseName(),
                args.namespace(), com.vkcsgpu.operator.ChartValues.text(OperatorReleaseResource.values(args)));
    }

    private static OperatorReleaseArgs args(List<Toleration> tolerations, GpuOperatorValues.TimeSlicing timeSlicing) {
        return new OperatorReleaseArgs(null, null, FixtureChart.VERSION, "gpu-operator", "gpu-operator",
                new GpuOperatorValues(tolerations, null, null, null, timeSlicing == null ? null
                        : new GpuOperatorValues.DevicePluginSection(null, null, null, timeSlicing, null, null),
                        null, null, null, null, null, null, null, null, null), null);
    }

    @Test
    void operatorDeploymentToleratesTheControlPlaneAndTheGivenTaints() {
        RenderedChart chart = render(args(List.of(new Toleration("nvidia.com/gpu", null, null, "NoSchedule")), null));
        assertEquals(List.of(CONTROL_PLANE_TOLERATION, GPU_TOLERATION),
                at(find(chart, "Deployment", "gpu-operator"), "spec", "template", "spec").get("tolerations"));

        RenderedChart untouched = render(args(null, null));
        assertEquals(List.of(CONTROL_PLANE_TOLERATION),
                at(find(untouched, "Deployment", "gpu-operator"), "spec", "template", "spec").get("tolerations"),
                "without tolerations the chart's default stays");
    }

    @Test
    void namedTimeSlicingConfigsBecomeTheDevicePluginConfigMap() {
        RenderedChart chart = render(args(null, new GpuOperatorValues.TimeSlicing(null, Map.of("time-slicing-4", 4), null, null)));
        GenericKubernetesResource configMap = find(chart, "ConfigMap", ChartValues.TIME_SLICING_CONFIG);
        @SuppressWarnings("unchecked")
        Map<String, String> data = (Map<String, String>) Manifests.toMap(configMap).get("data");
        assertEquals(List.of("time-slicing-4"), List.copyOf(data.keySet()));
        Map<String, Object> config = new Yaml().load(data.get("time-slicing-4"));
        assertEquals("v1", config.get("version"));
        assertEquals(Map.of("timeSlicing", Map.of("renameByDefault", false, "failRequestsGreaterThanOne", true,
                "resources", List.of(Map.of("name", "nvidia.com/gpu", "replicas", 4)))), config.get("sharing"));
        assertEquals(Map.of("name", ChartValues.TIME_SLICING_CONFIG, "default", ""),
                at(find(chart, "ClusterPolicy", "cluster-policy"), "spec", "devicePlugin").get("config"));
    }

    private static GenericKubernetesResource find(RenderedChart chart, String kind, String name) {
        return chart.objects().stream().filter(o -> o.getKind().equals(kind) && o.getMetadata().getName().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError(kind + " " + name + " not rendered"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> at(GenericKubernetesResource object, String... path) {
        Object v = Manifests.toMap(object);
        for (String p : path) {
            v = ((Map<String, Object>) v).get(p);
        }
        return (Map<String, Object>) v;
    }
}
