/**
 * Typed Java classes for the {@code vkcs-gpu:gpu} resources of the vkcs-gpu provider:
 * {@link com.vkcsgpu.gpu.OperatorRelease} (the GPU Operator Helm chart, rendered and server-side applied)
 * and {@link com.vkcsgpu.gpu.ReadinessGate} (waits until every expected GPU node is validated). They follow
 * the shape of generated Pulumi Java SDKs ({@code XArgs.builder()...build()}, {@code Output} getters); the
 * provider's {@code SdkClassAgreementTest} checks them against schema.json.
 */
package com.vkcsgpu.gpu;
