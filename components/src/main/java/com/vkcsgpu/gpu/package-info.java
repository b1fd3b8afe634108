/**
 * Typed Java classes for the {@code vkcs-gpu:gpu} resources of the vkcs-gpu provider:
 * {@link com.vkcsgpu.gpu.OperatorRelease} (the GPU Operator Helm chart, rendered and server-side applied)
 * and {@link com.vkcsgpu.gpu.ReadinessGate} (waits until every expected GPU node is validated). They are
 * generated from schema.json by {@code JavaSdkGenerator} (module {@code tools}) in the shape of generated Pulumi
 * Java SDKs ({@code XArgs.builder()...build()}, {@code Output} getters); edit the provider's declarations, not
 * these classes.
 */
package com.vkcsgpu.gpu;
