package com.vkcsgpu.provider.k8s.helm;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.util.List;

/**
 * A chart rendered for one release.
 *
 * @param chartVersion the chart's version as its Chart.yaml says
 * @param appVersion   the chart's appVersion
 * @param crds         the CRDs of the chart's {@code crds/} folders, subcharts included (Helm installs
 *                     these once and never upgrades them; callers apply them on every version)
 * @param objects      the rendered templates, hooks excluded (they are not run)
 */
public record RenderedChart(String chartVersion, String appVersion, List<GenericKubernetesResource> crds,
                            List<GenericKubernetesResource> objects) {
    /** Immutable copies. */
    public RenderedChart {
        crds = List.copyOf(crds);
        objects = List.copyOf(objects);
    }
}
