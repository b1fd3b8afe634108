package com.vkcsgpu.provider.k8s.helm;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** The test chart under src/test/resources/charts/gpu-operator (our own; the upstream values structure). */
public final class FixtureChart {
    /** The chart version in its Chart.yaml. */
    public static final String VERSION = "v26.7.0";

    private FixtureChart() {
    }

    /** The chart directory. */
    public static Path directory() {
        try {
            return Path.of(FixtureChart.class.getResource("/charts/gpu-operator/Chart.yaml").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
