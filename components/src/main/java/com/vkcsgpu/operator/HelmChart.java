package com.vkcsgpu.operator;

/**
 * A Helm chart at an exact version.
 *
 * @param repository the chart repository URL ({@code https://…} or {@code oci://…})
 * @param name the chart name
 * @param version the chart version as the repository spells it (gpu-operator versions carry a leading {@code v})
 * @param digest the sha256 of the published chart archive ({@code sha256:<hex>}) where a source gives it, else
 *               {@code null}
 */
public record HelmChart(String repository, String name, String version, String digest) {

    /** A chart whose archive digest no source gives. */
    public HelmChart(String repository, String name, String version) {
        this(repository, name, version, null);
    }
}
