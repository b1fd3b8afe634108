package com.vkcsgpu.provider.k8s.helm;

/**
 * What {@link HelmProcess} asks Helm for, one JSON line (Gson maps the record): the metadata of the chart at
 * {@code chart} (a directory or archive on disk; repository and OCI charts are fetched and checked first, by
 * {@link RepositoryCharts}) and its templates rendered as release {@code releaseName} in {@code namespace} with
 * {@code values} (JSON text, which Helm reads as YAML).
 * The values travel in the request, so the only file that holds them is in the Helm process's private temporary
 * directory, which goes when that process ends however the plugin ended.
 */
record HelmRequest(String chart, String releaseName, String namespace, String values) {
}
