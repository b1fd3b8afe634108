package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.framework.Required;
import com.vkcsgpu.domain.TaintEffect;

/**
 * A Kubernetes taint put on every node of a node group. The value is required and non-empty, as in VK's
 * Terraform provider (vk-cs/terraform-provider-vkcs v0.16.0,
 * vkcs/kubernetes/resource_kubernetes_node_group_v2/kubernetes_node_group_v2_resource_gen.go: taints.value
 * Required; gophercloud's {@code required:"true"} refuses an empty string).
 */
@Doc("A Kubernetes taint on the nodes of a node group: pods without a matching toleration are kept off (or evicted).")
public record Taint(
        @Doc("Taint key in Kubernetes label-key syntax: an optional DNS-subdomain prefix and '/', then a name of at most "
                + "63 letters, digits, '-', '_' or '.' (e.g. `nvidia.com/gpu`).")
        @Required String key,
        @Doc("Taint value in Kubernetes label-value syntax (1 to 63 characters); VK Cloud requires a value, "
                + "e.g. `present`.")
        @Required String value,
        @Doc("The taint's effect, case-sensitive.")
        @Required TaintEffect effect) {
}
