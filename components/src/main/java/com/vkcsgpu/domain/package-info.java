/**
 * Domain facts with one home, used by the components and the provider alike: the GPU models
 * ({@link com.vkcsgpu.domain.GpuModel}, with their VK Cloud flavor-name tokens), Kubernetes versions
 * ({@link com.vkcsgpu.domain.KubernetesVersion}), and the Kubernetes and VK Cloud syntax rules
 * ({@link com.vkcsgpu.domain.KubernetesSyntax}, {@link com.vkcsgpu.domain.VkCloudSyntax}), so a bad
 * name or label is rejected with the same words wherever it is written. Each syntax rule returns the
 * problem (what is wrong and how to fix it) or nothing; callers attach the property path. Pure Java: no
 * Pulumi, protobuf or Kubernetes client types.
 */
package com.vkcsgpu.domain;
