package com.vkcsgpu.provider.k8s.helm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A chart whose template loops for minutes (a billion iterations, no memory): a render that is in progress. */
public final class EndlessChart {
    /** Its version. */
    public static final String VERSION = "1.0.0";

    private EndlessChart() {
    }

    /** Writes the chart under {@code dir} and returns its directory. */
    public static Path write(Path dir) {
        try {
            Path chart = Files.createDirectories(dir.resolve("endless"));
            Files.writeString(chart.resolve("Chart.yaml"), "apiVersion: v2\nname: endless\nversion: " + VERSION + "\n");
            Files.createDirectories(chart.resolve("templates"));
            Files.writeString(chart.resolve("templates").resolve("loop.yaml"),
                    "{{- range until 1000 }}{{- range until 1000 }}{{- range until 1000 }}{{- end }}{{- end }}{{- end }}\n");
            return chart;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
