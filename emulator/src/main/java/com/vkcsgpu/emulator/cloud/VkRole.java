package com.vkcsgpu.emulator.cloud;

import java.util.Arrays;
import java.util.Locale;

/**
 * A VK Cloud project member's console role, with the name Keystone gives it in a token's {@code roles}
 * (VK's IAM roles reference, https://cloud.vk.com/docs/en/access/iam/concepts/roles-reference: {@code mcs_owner},
 * {@code mcs_k8s_admin}, ...), the roles VK's docs relate to Kubernetes roles
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/access-management, "Relationship between the roles of
 * management console and Kubernetes"; vk-cs/docs-public {@code docs/en/kubernetes/k8s/concepts/access-management}),
 * plus the project Viewer, which has no Kubernetes role.
 */
public enum VkRole {
    PROJECT_OWNER("mcs_owner"),
    PROJECT_ADMINISTRATOR("mcs_admin"),
    SUPER_ADMINISTRATOR("mcs_co_owner"),
    KUBERNETES_ADMINISTRATOR("mcs_k8s_admin"),
    KUBERNETES_OPERATOR("mcs_k8s_editor"),
    KUBERNETES_AUDITOR("mcs_k8s_viewer"),
    VIEWER("mcs_viewer");

    private final String keystoneName;

    VkRole(String keystoneName) {
        this.keystoneName = keystoneName;
    }

    /** The role's name in a Keystone token's {@code roles}: {@code mcs_owner}, {@code mcs_k8s_editor}, ... */
    public String keystoneName() {
        return keystoneName;
    }

    /** The wire name in the admin API and settings: {@code project-owner}, {@code kubernetes-operator}, ... */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The role with this {@link #wireName()}; an IllegalArgumentException listing the names otherwise. */
    public static VkRole fromWireName(String wire) {
        return Arrays.stream(values()).filter(r -> r.wireName().equals(wire)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown VK role \"" + wire + "\"; one of "
                        + Arrays.stream(values()).map(VkRole::wireName).toList()));
    }
}
