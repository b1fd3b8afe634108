package com.vkcsgpu.provider.k8s.helm;

/**
 * What {@link HelmProcess} asks Helm for, one JSON line (Gson maps the record): the chart's metadata and its
 * templates rendered as release {@code releaseName} in {@code namespace} with the values in {@code valuesFile};
 * for an OCI chart ({@code oci}, {@code chart} its reference, {@code version} the tag) also its CRDs.
 */
record HelmRequest(String chart, boolean oci, String version, String releaseName, String namespace,
                   String valuesFile) {
}
