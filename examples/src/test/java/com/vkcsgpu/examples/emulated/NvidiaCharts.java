package com.vkcsgpu.examples.emulated;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.yaml.snakeyaml.Yaml;

/**
 * NVIDIA's packaged gpu-operator charts, one {@code gpu-operator-<release>.tgz} per release, beside the repository in
 * {@link EmulatedYamlStack#SHARED_CHARTS} (CI and developers have them, a user's clone does not: tests that need them
 * skip with {@link #absentReason}), and what a test reads from them itself: the served versions of each CRD.
 */
public final class NvidiaCharts {
    /** A CRD file of the chart or of a subchart, below the archive's top folder. */
    private static final Pattern CRD_FILE = Pattern.compile("^[^/]+/(charts/[^/]+/)*crds/[^/]+\\.ya?ml$");
    private static final Gson GSON = new Gson();

    private NvidiaCharts() {
    }

    /** The chart of {@code release}, when it is there. */
    public static Optional<Path> chart(String release) {
        Path chart = expected(release);
        return Files.isRegularFile(chart) ? Optional.of(chart) : Optional.empty();
    }

    /** Why a test that needs the chart of {@code release} does not run here. */
    public static String absentReason(String release) {
        return "NVIDIA's gpu-operator chart " + release + " is not at " + expected(release)
                + " (CI and developer machines have ../shared/charts beside the repository; a clone does not)";
    }

    private static Path expected(String release) {
        return EmulatedStack.repositoryRoot().resolve(EmulatedYamlStack.SHARED_CHARTS).normalize()
                .resolve("gpu-operator-" + release + ".tgz");
    }

    /**
     * Each CRD of {@code chart} (its own and its subcharts' {@code crds/} files) by name, with its
     * {@code spec.versions}: the versions it serves and their schemas, as JSON.
     */
    public static Map<String, JsonElement> crdVersions(Path chart) {
        Map<String, JsonElement> versions = new TreeMap<>();
        try (InputStream in = Files.newInputStream(chart);
             TarArchiveInputStream tar = new TarArchiveInputStream(new GZIPInputStream(in))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                if (!entry.isFile() || !CRD_FILE.matcher(entry.getName()).matches()) {
                    continue;
                }
                String text = new String(tar.readAllBytes(), StandardCharsets.UTF_8);
                for (Object document : new Yaml().loadAll(text)) {
                    if (document instanceof Map<?, ?> crd && crd.get("metadata") instanceof Map<?, ?> metadata
                            && crd.get("spec") instanceof Map<?, ?> spec) {
                        versions.put((String) metadata.get("name"), GSON.toJsonTree(spec.get("versions")));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the CRDs of " + chart, e);
        }
        return versions;
    }
}
