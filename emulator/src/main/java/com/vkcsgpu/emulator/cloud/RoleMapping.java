package com.vkcsgpu.emulator.cloud;

import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which Kubernetes ClusterRole a Keystone user's console roles give it in every cluster of the project (VK's
 * keystone webhook grants it cluster-wide). Three plausible answers, because the sources disagree:
 * <ul>
 *   <li>{@link #DOCUMENTED}: VK's access-management page — Kubernetes Auditor → {@code view}, Kubernetes Operator →
 *       {@code edit}, Project Owner, Project Administrator, Super Administrator and Kubernetes Administrator →
 *       {@code admin} (which cannot create CRDs, ClusterRoles, Namespaces, PriorityClasses, nor list Nodes);</li>
 *   <li>{@link #OWNERS_CLUSTER_ADMIN}: what VK's service-account how-to implies (kubernetes/k8s/how-to-guides/sa-kubeconfig
 *       expects {@code kubectl auth can-i create clusterrolebinding} to answer yes): the four administrative roles get
 *       {@code cluster-admin}, the others as documented;</li>
 *   <li>{@link #UNRESTRICTED}: every project member may do everything, as the emulator did before it played VK's roles.</li>
 * </ul>
 * A project Viewer gets no Kubernetes role in any of them.
 */
public enum RoleMapping {
    DOCUMENTED("admin"),
    OWNERS_CLUSTER_ADMIN("cluster-admin"),
    UNRESTRICTED("cluster-admin");

    /** Kubernetes' user-facing roles from narrowest to widest. */
    private static final List<String> WIDTH = List.of("view", "edit", "admin", "cluster-admin");
    private final Map<VkRole, String> clusterRoles = new EnumMap<>(VkRole.class);

    RoleMapping(String administrators) {
        for (VkRole role : List.of(VkRole.PROJECT_OWNER, VkRole.PROJECT_ADMINISTRATOR, VkRole.SUPER_ADMINISTRATOR,
                VkRole.KUBERNETES_ADMINISTRATOR)) {
            clusterRoles.put(role, administrators);
        }
        clusterRoles.put(VkRole.KUBERNETES_OPERATOR, "edit");
        clusterRoles.put(VkRole.KUBERNETES_AUDITOR, "view");
    }

    /** The widest ClusterRole {@code roles} give, or empty when none gives one (a Viewer). */
    public Optional<String> clusterRole(Collection<VkRole> roles) {
        if (this == UNRESTRICTED && !roles.isEmpty()) {
            return Optional.of("cluster-admin");
        }
        return roles.stream().map(clusterRoles::get).filter(java.util.Objects::nonNull)
                .max(java.util.Comparator.comparingInt(WIDTH::indexOf));
    }

    /** The setting's wire name: {@code documented}, {@code owners-cluster-admin}, {@code unrestricted}. */
    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    public static RoleMapping fromWireName(String wire) {
        return Arrays.stream(values()).filter(m -> m.wireName().equals(wire)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown role mapping \"" + wire + "\"; one of "
                        + Arrays.stream(values()).map(RoleMapping::wireName).toList()));
    }
}
