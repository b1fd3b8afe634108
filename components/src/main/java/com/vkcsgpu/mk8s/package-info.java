/**
 * Typed Java classes for the {@code vkcs-gpu:mk8s} resources and functions of the vkcs-gpu provider:
 * {@link com.vkcsgpu.mk8s.Cluster}, {@link com.vkcsgpu.mk8s.NodeGroup},
 * {@link com.vkcsgpu.mk8s.ClusterAddon} and {@link com.vkcsgpu.mk8s.Mk8sFunctions}. They follow the shape
 * of generated Pulumi Java SDKs ({@code XArgs.builder()...build()}, {@code Output} getters); the
 * provider's {@code SdkClassAgreementTest} checks them against schema.json.
 */
package com.vkcsgpu.mk8s;
