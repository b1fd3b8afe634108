package com.vkcsgpu.provider.k8s.helm;

import com.vkcsgpu.provider.RepoFiles;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * NVIDIA's real gpu-operator charts, one {@code gpu-operator-<tag>.tgz} per release, in {@code ../shared/charts}
 * beside the repository (CI and developers have it; a user's clone does not, so tests that need it skip).
 * Each archive is unpacked once per checkout, so tests can read its values.yaml, templates and CRDs.
 */
public final class RealCharts {
    /** Where the charts are unpacked, relative to the module (the test JVMs' working directory). */
    static final String UNPACKED_DIR = "target/real-charts";
    private static final Map<String, Path> UNPACKED = new ConcurrentHashMap<>();

    private RealCharts() {
    }

    /** The folder of the charts, when present. */
    public static Optional<Path> folder() {
        Path folder = expectedFolder();
        return Files.isDirectory(folder) ? Optional.of(folder) : Optional.empty();
    }

    /** Why tests that need the charts are skipped. */
    public static String absentReason() {
        return "NVIDIA's real gpu-operator charts are not at " + expectedFolder()
                + " (CI and developer machines have ../shared/charts; a plain clone does not)";
    }

    /** Why a test that needs the chart of {@code tag} is skipped; null when the chart is present. */
    public static String absentReason(String tag) {
        if (has(tag)) {
            return null;
        }
        return folder().isEmpty() ? absentReason()
                : "NVIDIA's gpu-operator chart " + tag + " is not at " + expectedFolder().resolve(archiveName(tag));
    }

    private static Path expectedFolder() {
        return RepoFiles.root().resolveSibling("shared").resolve("charts");
    }

    /** Whether the chart of {@code tag} (e.g. {@code v26.7.0}) is present. */
    public static boolean has(String tag) {
        return folder().map(f -> Files.exists(f.resolve(archiveName(tag)))).orElse(false);
    }

    /**
     * The chart of {@code tag}, unpacked once per checkout into the module's build directory ({@value #UNPACKED_DIR},
     * gone with {@code mvn clean}); the chart's own directory. The test JVMs that run at once unpack into a partial
     * directory each and rename it into place; the first to finish wins.
     */
    public static Path unpacked(String tag) {
        return UNPACKED.computeIfAbsent(tag, t -> unpack(t, folder().orElseThrow().resolve(archiveName(t))));
    }

    private static String archiveName(String tag) {
        return "gpu-operator-" + tag + ".tgz";
    }

    private static Path unpack(String tag, Path archive) {
        Path root = Path.of(UNPACKED_DIR).toAbsolutePath();
        Path done = root.resolve(tag);
        try {
            if (!Files.isDirectory(done)) {
                Files.createDirectories(root);
                Path partial = Files.createTempDirectory(root, tag + ".part-");
                extract(archive, partial);
                try {
                    Files.move(partial, done, StandardCopyOption.ATOMIC_MOVE);
                } catch (IOException lost) {
                    if (!Files.isDirectory(done)) {
                        throw lost;
                    }
                    HelmProcessMain.deleteUnder(partial, true); // another JVM's copy is in place
                }
            }
            return done.resolve("gpu-operator");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack " + archive, e);
        }
    }

    private static void extract(Path archive, Path target) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(new GzipCompressorInputStream(
                new BufferedInputStream(Files.newInputStream(archive))))) {
            for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
                Path out = target.resolve(e.getName()).normalize();
                if (!out.startsWith(target)) {
                    throw new IOException("entry outside the archive root: " + e.getName());
                }
                if (e.isDirectory()) {
                    Files.createDirectories(out);
                } else if (e.isFile()) {
                    Files.createDirectories(out.getParent());
                    Files.copy(tar, out);
                }
            }
        }
    }
}
