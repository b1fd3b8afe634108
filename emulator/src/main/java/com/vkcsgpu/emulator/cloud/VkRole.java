package com.vkcsgpu.emulator.cloud;

import java.util.Arrays;
import java.util.Locale;

/**
 * A VK Cloud project member's console role, the roles VK's docs relate to Kubernetes roles
 * (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/access-management, "Relationship between the roles of
 * management console and Kubernetes"; vk-cs/docs-public {@code docs/en/kubernetes/k8s/concepts/access-management}),
 * plus the project Viewer, which has no Kubernetes role.
 */
public enum VkRole {
    PROJECT_OWNER,
    PROJECT_ADMINISTRATOR,
    SUPER_ADMINISTRATOR,
    KUBERNETES_ADMINISTRATOR,
    KUBERNETES_OPERATOR,
    KUBERNETES_AUDITOR,
    VIEWER;

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
