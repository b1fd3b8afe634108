package com.vkcsgpu.provider.k8s.helm;

import java.nio.file.Path;
import java.util.Objects;

/** Where a chart comes from: a Helm repository, an OCI registry, or a directory or archive on disk. */
public sealed interface ChartSource {
    /**
     * A chart in a classic Helm repository ({@code index.yaml} at {@code url}).
     *
     * @param url   repository URL, e.g. {@code https://helm.ngc.nvidia.com/nvidia}
     * @param chart chart name in the repository, e.g. {@code gpu-operator}
     */
    record Repository(String url, String chart) implements ChartSource {
        /** Requires both. */
        public Repository {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(chart, "chart");
        }
    }

    /**
     * A chart in an OCI registry.
     *
     * @param reference e.g. {@code oci://ghcr.io/nvidia/gpu-operator/charts/gpu-operator}
     */
    record Oci(String reference) implements ChartSource {
        /** Requires an {@code oci://} reference. */
        public Oci {
            if (reference == null || !reference.startsWith("oci://")) {
                throw new IllegalArgumentException("an OCI chart reference starts with oci://, got " + reference);
            }
        }
    }

    /**
     * A chart directory or packaged {@code .tgz} on this machine.
     *
     * @param path the directory holding Chart.yaml, or the archive
     */
    record Local(Path path) implements ChartSource {
        /** Requires a path. */
        public Local {
            Objects.requireNonNull(path, "path");
        }
    }
}
