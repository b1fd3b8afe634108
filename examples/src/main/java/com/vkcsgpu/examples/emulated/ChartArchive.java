package com.vkcsgpu.examples.emulated;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;

/**
 * A chart folder packaged as {@code helm package} lays it out: a gzipped tar with the chart's folder name at the
 * top ({@code gpu-operator/Chart.yaml}), for a plugin chart cache that holds archives.
 */
final class ChartArchive {
    private ChartArchive() {
    }

    /** Writes {@code chart} (a folder with {@code Chart.yaml}) to {@code archive}; returns {@code archive}. */
    static Path pack(Path chart, Path archive) {
        String top = chart.getFileName().toString();
        try (Stream<Path> walk = Files.walk(chart)) {
            List<Path> files = walk.filter(Files::isRegularFile).sorted().toList();
            Files.createDirectories(archive.getParent());
            try (OutputStream out = Files.newOutputStream(archive);
                 TarArchiveOutputStream tar = new TarArchiveOutputStream(new GZIPOutputStream(out))) {
                tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
                for (Path file : files) {
                    String name = top + "/" + chart.relativize(file).toString().replace('\\', '/');
                    TarArchiveEntry entry = new TarArchiveEntry(name);
                    entry.setSize(Files.size(file));
                    tar.putArchiveEntry(entry);
                    Files.copy(file, tar);
                    tar.closeArchiveEntry();
                }
            }
            return archive;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot package the chart " + chart + " as " + archive, e);
        }
    }
}
