package com.vkcsgpu.provider.k8s.helm;

import com.marcnuri.helm.Helm;
import com.marcnuri.helm.TemplateCommand;
import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.Manifests;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Renders a chart in-process with helm-java (Helm's Go library through JNA): templates with the
 * given values, plus the chart's CRDs, which {@code helm template} leaves out. Values go in as a
 * values file (JSON, which Helm reads as YAML), never as {@code --set} strings. No cluster is
 * contacted; hooks are not rendered.
 */
public final class ChartRenderer {
    private final RepositoryCharts repositories;

    /** A renderer fetching repository charts with {@code repositories}. */
    public ChartRenderer(RepositoryCharts repositories) {
        this.repositories = repositories;
    }

    /**
     * Renders {@code version} of the chart at {@code source} as release {@code releaseName} in
     * {@code namespace} with {@code valuesJson}.
     *
     * @throws KubeOperationException when the chart cannot be found or rendered, or its version differs
     */
    public RenderedChart render(ChartSource source, String version, String releaseName, String namespace,
                                String valuesJson) {
        JvmSignals.claimFromGo();
        Path values = null;
        try {
            values = Files.createTempFile("vkcs-gpu-values-", ".json");
            Files.writeString(values, valuesJson, StandardCharsets.UTF_8);
            if (source instanceof ChartSource.Local local) {
                return renderLocal(local.path(), version, releaseName, namespace, values);
            }
            if (source instanceof ChartSource.Repository repo) {
                return renderLocal(repositories.fetch(repo, version), version, releaseName, namespace, values);
            }
            return renderOci(((ChartSource.Oci) source).reference(), version, releaseName, namespace, values);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the values file", e);
        } finally {
            JvmSignals.reclaim();
            if (values != null) {
                try {
                    Files.deleteIfExists(values);
                } catch (IOException ignored) {
                    // a temporary file left behind is harmless
                }
            }
        }
    }

    private static RenderedChart renderLocal(Path chart, String version, String releaseName, String namespace,
                                             Path values) {
        if (!Files.exists(chart)) {
            throw new KubeOperationException("no chart at " + chart + "; give a chart directory or .tgz");
        }
        Helm helm = new Helm(chart);
        Map<String, Object> meta = chartMetadata(helm.show().chart().call());
        String found = String.valueOf(meta.get("version"));
        if (!found.equals(version)) {
            throw new KubeOperationException("the chart at " + chart + " is version " + found + ", not " + version
                    + "; point at the chart of the pinned version (an upstream git checkout needs its Chart.yaml "
                    + "version filled in)");
        }
        String manifests = call(() -> template(helm.template(), releaseName, namespace, values).call(), chart);
        return new RenderedChart(found, String.valueOf(meta.get("appVersion")), ChartCrds.read(chart),
                Manifests.parseAll(manifests));
    }

    private static RenderedChart renderOci(String reference, String version, String releaseName, String namespace,
                                           Path values) {
        Map<String, Object> meta = chartMetadata(call(() -> Helm.show(reference).chart().withVersion(version).call(),
                reference));
        String manifests = call(() -> template(Helm.template(reference), releaseName, namespace, values)
                .withVersion(version).call(), reference);
        return new RenderedChart(String.valueOf(meta.get("version")), String.valueOf(meta.get("appVersion")),
                splitConcatenated(call(() -> Helm.show(reference).crds().withVersion(version).call(), reference)),
                Manifests.parseAll(manifests));
    }

    /**
     * CRDs from {@code helm show crds}, which helm-java 0.0.21 returns as the files joined without
     * {@code ---}: a column-0 {@code apiVersion:} line in a document that already has one starts the
     * next document. (OCI charts only; directory and archive charts are read file by file.)
     */
    static List<io.fabric8.kubernetes.api.model.GenericKubernetesResource> splitConcatenated(String text) {
        StringBuilder out = new StringBuilder();
        boolean seen = false;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("---")) {
                seen = false;
            } else if (line.startsWith("apiVersion:")) {
                if (seen) {
                    out.append("---\n");
                }
                seen = true;
            }
            out.append(line).append('\n');
        }
        return Manifests.parseAll(out.toString());
    }

    private static TemplateCommand template(TemplateCommand command, String releaseName, String namespace, Path values) {
        return command.withName(releaseName).withNamespace(namespace).withValuesFile(values);
    }

    private static Map<String, Object> chartMetadata(String chartYaml) {
        List<Map<String, Object>> docs = Manifests.documents(chartYaml);
        return docs.isEmpty() ? Map.of() : docs.get(0);
    }

    private static <T> T call(java.util.concurrent.Callable<T> helmCall, Object chart) {
        try {
            return helmCall.call();
        } catch (RuntimeException e) {
            throw new KubeOperationException("Helm could not render " + chart + ": " + e.getMessage(), e);
        } catch (Exception e) {
            throw new KubeOperationException("Helm could not render " + chart + ": " + e, e);
        }
    }
}
