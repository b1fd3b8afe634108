/**
 * Typed Java classes for the {@code vkcs-gpu:k8s} resources of the vkcs-gpu provider:
 * {@link com.vkcsgpu.k8s.ObjectSet} (server-side-applied objects) and {@link com.vkcsgpu.k8s.JobRun}
 * (a Job run to completion). They are generated from schema.json by {@code JavaSdkGenerator} (module
 * {@code tools}) in the shape of generated Pulumi Java SDKs ({@code XArgs.builder()...build()}, {@code Output}
 * getters); edit the provider's declarations, not these classes.
 */
package com.vkcsgpu.k8s;
