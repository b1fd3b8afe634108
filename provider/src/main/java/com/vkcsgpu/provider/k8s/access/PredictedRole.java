package com.vkcsgpu.provider.k8s.access;

import java.util.List;
import java.util.Optional;

/**
 * The Kubernetes role a cluster not yet created will give the provider's Keystone user: predicted from the project
 * roles its Keystone token lists, under each mapping still plausible ({@link KubeRoleMapping}): the one the
 * provider configuration names ({@code vkcs-gpu:kubernetesRoleMapping}), or both when it names none.
 *
 * @param projectRoles the Keystone token's project roles
 * @param plausible    the mappings that may hold, at least one
 */
public record PredictedRole(List<String> projectRoles, List<KubeRoleMapping> plausible) {
    /** Copies; requires a mapping. */
    public PredictedRole {
        projectRoles = List.copyOf(projectRoles);
        plausible = List.copyOf(plausible);
        if (plausible.isEmpty()) {
            throw new IllegalArgumentException("no plausible role mapping");
        }
    }

    /** The prediction for {@code projectRoles} under {@code configured}, or under every mapping when it is empty. */
    public static PredictedRole of(List<String> projectRoles, Optional<KubeRoleMapping> configured) {
        return new PredictedRole(projectRoles, configured.map(List::of).orElse(List.of(KubeRoleMapping.values())));
    }

    /** The role under {@code mapping}; empty when the project roles give none. */
    public Optional<StockRole> under(KubeRoleMapping mapping) {
        return mapping.roleOf(projectRoles);
    }

    /** Whether {@code right} is predicted under {@code mapping}. */
    public boolean grants(KubeRoleMapping mapping, KubeRight right) {
        return under(mapping).map(role -> role.grants(right)).orElse(false);
    }

    /** {@code admin under VK's documented mapping}, {@code no Kubernetes role under ...}. */
    public String describe(KubeRoleMapping mapping) {
        return under(mapping).map(StockRole::roleName).orElse("no Kubernetes role") + " under the "
                + mapping.settingValue() + " mapping";
    }
}
