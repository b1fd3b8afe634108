/**
 * Typed Java classes for the {@code vkcs-gpu:mk8s} resources and functions of the vkcs-gpu provider:
 * {@link com.vkcsgpu.mk8s.Cluster}, {@link com.vkcsgpu.mk8s.NodeGroup},
 * {@link com.vkcsgpu.mk8s.ClusterAddon} and {@link com.vkcsgpu.mk8s.Mk8sFunctions}. They are generated from
 * schema.json by {@code JavaSdkGenerator} (module {@code tools}) in the shape of generated Pulumi Java SDKs
 * ({@code XArgs.builder()...build()}, {@code Output} getters); edit the provider's declarations, not these
 * classes. {@link com.vkcsgpu.mk8s.SdkVersion} is written by hand.
 */
package com.vkcsgpu.mk8s;
