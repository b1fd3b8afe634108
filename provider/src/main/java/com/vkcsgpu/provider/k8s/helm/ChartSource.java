package com.vkcsgpu.provider.k8s.helm;

import java.nio.file.Path;
import java.util.Objects;

/** Where a chart comes from: a Helm repository, an OCI registry, or a directory or archive on disk. */
public sealed interface ChartSource {
    /**
     * A chart in a classic Helm repository ({@code index.yaml} at {@code url}).
     *
     * @param url    repository URL, e.g. {@code https://helm.ngc.nvidia.com/nvidia}
     * @param chart  chart name in the repository, e.g. {@code gpu-operator}
     * @param digest the archive's pinned digest ({@code sha256:<hex>}), or {@code null}: only the index's is checked
     */
    record Repository(String url, String chart, String digest) implements ChartSource {
        /** Requires url and chart; a digest, when given, in the {@link com.vkcsgpu.domain.Sha256Digest} form. */
        public Repository {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(chart, "chart");
            ChartDigests.requirePinnedForm(digest);
        }

        /** No pinned digest. */
        public Repository(String url, String chart) {
            this(url, chart, null);
        }
    }

    /**
     * A chart in an OCI registry.
     *
     * @param reference e.g. {@code oci://nvcr.io/nvidia/cloud-native-charts/gpu-operator}
     * @param digest    the chart archive's pinned digest ({@code sha256:<hex>}), or {@code null}: only the
     *                  registry's own layer digest is checked
     */
    record Oci(String reference, String digest) implements ChartSource {
        /** Requires an {@code oci://} reference; a digest, when given, in the {@link com.vkcsgpu.domain.Sha256Digest} form. */
        public Oci {
            if (reference == null || !reference.startsWith("oci://")) {
                throw new IllegalArgumentException("an OCI chart reference starts with oci://, got " + reference);
            }
            ChartDigests.requirePinnedForm(digest);
        }

        /** No pinned digest. */
        public Oci(String reference) {
            this(reference, null);
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
