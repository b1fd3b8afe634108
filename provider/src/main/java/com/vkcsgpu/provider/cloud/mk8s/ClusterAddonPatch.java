package com.vkcsgpu.provider.cloud.mk8s;

/**
 * Body of {@code PATCH clusters/{cid}/addons/{id}}: the version and the values. Both are always
 * sent (as Terraform does), so pass the current one for whichever does not change.
 */
public record ClusterAddonPatch(String addonVersionId, String values) { }
