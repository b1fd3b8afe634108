/**
 * Typed Java classes for the {@code vkcs-gpu:k8s} resources of the vkcs-gpu provider:
 * {@link com.vkcsgpu.k8s.ObjectSet} (server-side-applied objects) and {@link com.vkcsgpu.k8s.JobRun}
 * (a Job run to completion). They follow the shape of generated Pulumi Java SDKs; the provider's
 * {@code SdkClassAgreementTest} checks them against schema.json.
 */
package com.vkcsgpu.k8s;
