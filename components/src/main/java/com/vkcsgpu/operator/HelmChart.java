package com.vkcsgpu.operator;

/**
 * A Helm chart at an exact version.
 *
 * @param repository the chart repository URL ({@code https://…} or {@code oci://…})
 * @param name the chart name
 * @param version the chart version as the repository spells it (gpu-operator versions carry a leading {@code v})
 */
public record HelmChart(String repository, String name, String version) {
}
