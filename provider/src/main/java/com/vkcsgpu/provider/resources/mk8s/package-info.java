/**
 * The VK Cloud managed Kubernetes (gen-2) resources {@code vkcs-gpu:mk8s:Cluster},
 * {@code NodeGroup} and {@code ClusterAddon}, and the functions {@code getVersions},
 * {@code getGpuFlavors} and {@code getAddons}, served by {@link com.vkcsgpu.provider.resources.mk8s.Mk8sModule}.
 *
 * <p>Each resource is one class declaring its inputs ({@code XArgs}) and outputs ({@code XState}),
 * its offline checks and its lifecycle on the {@link com.vkcsgpu.provider.cloud.VkcsClient}. Facts
 * about the API (wire shapes, constraints, what replaces, what to wait for) come from
 * vk-cs/terraform-provider-vkcs v0.16.0 (vkcs/internal/services/kubernetes/containerinfra/v2, vkcs/kubernetes/*_v2),
 * its PR #693 for addons, and VK Cloud's docs (https://cloud.vk.com/docs/en/kubernetes/k8s).
 */
package com.vkcsgpu.provider.resources.mk8s;
