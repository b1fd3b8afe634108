package com.vkcsgpu.provider.k8s.helm;

/**
 * What {@link HelmProcess} asks Helm for, one JSON line (Gson maps the record): the chart's metadata and its
 * templates rendered as release {@code releaseName} in {@code namespace} with {@code values} (JSON text, which Helm
 * reads as YAML); for an OCI chart ({@code oci}, {@code chart} its reference, {@code version} the tag) also its CRDs.
 * The values travel in the request, so the only file that holds them is in the Helm process's private temporary
 * directory, which goes when that process ends however the plugin ended.
 */
record HelmRequest(String chart, boolean oci, String version, String releaseName, String namespace, String values) {
}
