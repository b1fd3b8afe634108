package com.vkcsgpu.provider.k8s.helm;

import com.google.gson.JsonObject;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.Manifests;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Renders a chart with Helm (helm-java: Helm's Go library through JNA, run in {@link HelmProcess}): templates with
 * the given values, plus the chart's CRDs, which {@code helm template} leaves out. Values go in as a values file
 * (JSON, which Helm reads as YAML) that the Helm process writes in its private temporary directory, never as
 * {@code --set} strings. No cluster is contacted; hooks are not rendered.
 */
public final class ChartRenderer {
    private final RepositoryCharts repositories;
    private final HelmProcess helm;

    /** A renderer fetching repository charts with {@code repositories}. */
    public ChartRenderer(RepositoryCharts repositories) {
        this(repositories, HelmProcess.shared());
    }

    ChartRenderer(RepositoryCharts repositories, HelmProcess helm) {
        this.repositories = repositories;
        this.helm = helm;
    }

    /**
     * Renders {@code version} of the chart at {@code source} as release {@code releaseName} in
     * {@code namespace} with {@code valuesJson}.
     *
     * @throws KubeOperationException when the chart cannot be found or rendered, or its version differs
     */
    public RenderedChart render(ChartSource source, String version, String releaseName, String namespace,
                                String valuesJson) {
        if (source instanceof ChartSource.Local local) {
            return renderLocal(local.path(), version, releaseName, namespace, valuesJson);
        }
        if (source instanceof ChartSource.Repository repo) {
            return renderLocal(repositories.fetch(repo, version), version, releaseName, namespace, valuesJson);
        }
        return renderLocal(repositories.fetch((ChartSource.Oci) source, version), version, releaseName, namespace,
                valuesJson);
    }

    private RenderedChart renderLocal(Path chart, String version, String releaseName, String namespace,
                                      String values) {
        if (!Files.exists(chart)) {
            throw new KubeOperationException("no chart at " + chart + "; give a chart directory or .tgz");
        }
        JsonObject answer = helm.call(new HelmRequest(chart.toAbsolutePath().toString(), releaseName,
                namespace, values));
        Map<String, Object> meta = chartMetadata(answer, chart);
        String found = String.valueOf(meta.get("version"));
        if (!found.equals(version)) {
            throw new KubeOperationException("the chart at " + chart + " is version " + found + ", not " + version
                    + "; point at the chart of the pinned version (an upstream git checkout needs its Chart.yaml "
                    + "version filled in)");
        }
        return new RenderedChart(found, String.valueOf(meta.get("appVersion")), ChartCrds.read(chart),
                Manifests.parseAll(field(answer, "manifests", chart)));
    }

    /** Helm's answer's {@code name}, or its error as the render's failure. */
    private static String field(JsonObject answer, String name, Object chart) {
        if (answer.has(name)) {
            return answer.get(name).getAsString();
        }
        throw new KubeOperationException("Helm could not render " + chart + ": "
                + (answer.has("error") ? answer.get("error").getAsString() : "no " + name + " in its answer"));
    }

    private static Map<String, Object> chartMetadata(JsonObject answer, Object chart) {
        List<Map<String, Object>> docs = Manifests.documents(field(answer, "chartYaml", chart));
        return docs.isEmpty() ? Map.of() : docs.get(0);
    }
}
