package com.vkcsgpu.provider.k8s.helm;

import com.vkcsgpu.provider.k8s.KubeOperationException;
import com.vkcsgpu.provider.k8s.Manifests;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

/**
 * The CRDs of a chart: every YAML/JSON file in its {@code crds/} folder and in its subcharts'
 * ({@code charts/<name>/crds/}, any depth), read from the chart directory or {@code .tgz}.
 * Read from the files because {@code helm template} leaves CRDs out and helm-java's
 * {@code show crds} joins files without document separators.
 */
final class ChartCrds {
    /** {@code crds/x.yaml}, {@code charts/nfd/crds/x.yaml}, relative to the chart root. */
    private static final Pattern CRD_FILE = Pattern.compile("^(charts/[^/]+/)*crds/.+\\.(yaml|yml|json)$");

    private ChartCrds() {
    }

    /** The chart's own CRD files first, then its subcharts', each by path (Helm's order). */
    private static final java.util.Comparator<String> HELM_ORDER =
            java.util.Comparator.comparing((String path) -> path.startsWith("charts/"))
                    .thenComparing(java.util.Comparator.naturalOrder());

    /** The CRDs, in Helm's order. */
    static List<GenericKubernetesResource> read(Path chart) {
        Map<String, String> files = Files.isDirectory(chart) ? fromDirectory(chart) : fromArchive(chart);
        List<GenericKubernetesResource> out = new ArrayList<>();
        files.forEach((path, text) -> {
            try {
                out.addAll(Manifests.parseAll(text));
            } catch (IllegalArgumentException e) {
                throw new KubeOperationException("the chart's " + path + " is not a valid manifest: " + e.getMessage());
            }
        });
        return out;
    }

    private static Map<String, String> fromDirectory(Path root) {
        Map<String, String> files = new TreeMap<>(HELM_ORDER);
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                String relative = root.relativize(p).toString().replace('\\', '/');
                if (CRD_FILE.matcher(relative).matches()) {
                    files.put(relative, Files.readString(p, StandardCharsets.UTF_8));
                }
            }
        } catch (IOException e) {
            throw new KubeOperationException("cannot read the chart at " + root + ": " + e.getMessage(), e);
        }
        return files;
    }

    private static Map<String, String> fromArchive(Path archive) {
        Map<String, String> files = new TreeMap<>(HELM_ORDER);
        // JDK gzip: Helm writes a gzip extra field that commons-compress 1.28 rejects as malformed.
        try (InputStream in = Files.newInputStream(archive);
             TarArchiveInputStream tar = new TarArchiveInputStream(new GZIPInputStream(in))) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                if (!entry.isFile()) {
                    continue;
                }
                // Entries are <chart-name>/<path>; drop the top folder.
                String name = entry.getName();
                int slash = name.indexOf('/');
                String relative = slash < 0 ? name : name.substring(slash + 1);
                if (CRD_FILE.matcher(relative).matches()) {
                    files.put(relative, new String(tar.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        } catch (IOException e) {
            throw new KubeOperationException("cannot read the chart archive " + archive + ": " + e.getMessage(), e);
        }
        return files;
    }
}
