package com.vkcsgpu.provider.k8s.access;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Which Kubernetes role VK Cloud gives a Keystone user in the clusters of its project, from the user's project roles
 * as its Keystone token lists them. VK's role names are those of its IAM roles reference
 * (https://cloud.vk.com/docs/en/access/iam/concepts/roles-reference; vk-cs/docs-public
 * {@code docs/en/access/iam/concepts/roles-reference/roles-reference.md}): {@code mcs_owner} Project Owner,
 * {@code mcs_co_owner} Super Administrator, {@code mcs_admin} Project Administrator, {@code mcs_k8s_admin}
 * Kubernetes Administrator, {@code mcs_k8s_editor} Kubernetes Operator, {@code mcs_k8s_viewer} Kubernetes Auditor.
 * Two mappings are plausible, because VK's sources disagree:
 * <ul>
 *   <li>{@link #DOCUMENTED}: the access-management page ({@link WaysOut#ACCESS_MANAGEMENT}, "Relationship between
 *       the roles of management console and Kubernetes") gives the four administrative roles {@code admin}, the
 *       Kubernetes Operator {@code edit} and the Auditor {@code view};</li>
 *   <li>{@link #OWNERS_CLUSTER_ADMIN}: the service-account how-to ({@link WaysOut#SA_KUBECONFIG}) expects its reader
 *       to create a ClusterRoleBinding, which only {@code cluster-admin} of the stock roles may: the administrative
 *       roles get {@code cluster-admin}, the others as documented.</li>
 * </ul>
 * Any other project role (the Viewer, the network or VM roles) gives no Kubernetes role.
 */
public enum KubeRoleMapping {
    DOCUMENTED(StockRole.ADMIN),
    OWNERS_CLUSTER_ADMIN(StockRole.CLUSTER_ADMIN);

    /** VK's administrative project roles, the ones the two mappings disagree on, widest first. */
    private static final List<String> ADMINISTRATIVE = List.of("mcs_owner", "mcs_co_owner", "mcs_admin", "mcs_k8s_admin");
    /** VK's Kubernetes roles below the administrator, the same in both mappings. */
    private static final Map<String, StockRole> KUBERNETES_ROLES = Map.of(
            "mcs_k8s_editor", StockRole.EDIT, "mcs_k8s_viewer", StockRole.VIEW);
    /** Each VK role by its console name, for messages. */
    private static final Map<String, String> CONSOLE_NAMES = Map.of(
            "mcs_owner", "Project Owner", "mcs_co_owner", "Super Administrator", "mcs_admin", "Project Administrator",
            "mcs_k8s_admin", "Kubernetes Administrator", "mcs_k8s_editor", "Kubernetes Operator",
            "mcs_k8s_viewer", "Kubernetes Auditor");

    /** The VK roles in the console's order, widest first. */
    private static final List<String> CONSOLE_ORDER = List.of(
            "mcs_owner", "mcs_co_owner", "mcs_admin", "mcs_k8s_admin", "mcs_k8s_editor", "mcs_k8s_viewer");

    private final StockRole administrators;

    KubeRoleMapping(StockRole administrators) {
        this.administrators = administrators;
    }

    /** The widest Kubernetes role {@code projectRoles} give under this mapping; empty when none gives one. */
    public Optional<StockRole> roleOf(Collection<String> projectRoles) {
        return projectRoles.stream().map(this::roleOf).flatMap(Optional::stream).max(Comparator.naturalOrder());
    }

    private Optional<StockRole> roleOf(String projectRole) {
        return ADMINISTRATIVE.contains(projectRole) ? Optional.of(administrators)
                : Optional.ofNullable(KUBERNETES_ROLES.get(projectRole));
    }

    /** The VK roles that give at least {@code needed} under this mapping, as the console names them; may be empty. */
    public List<String> vkRolesGranting(StockRole needed) {
        return CONSOLE_ORDER.stream().filter(role -> roleOf(role).filter(r -> r.compareTo(needed) >= 0).isPresent())
                .map(role -> CONSOLE_NAMES.get(role) + " (" + role + ")").toList();
    }

    /** The setting's value: {@code documented}, {@code owners-cluster-admin}. */
    public String settingValue() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The mapping a setting names; an IllegalArgumentException naming the values otherwise. */
    public static KubeRoleMapping fromSetting(String value) {
        return Arrays.stream(values()).filter(m -> m.settingValue().equals(value)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("is \"" + value + "\", not one of "
                        + Arrays.stream(values()).map(KubeRoleMapping::settingValue).toList()));
    }
}
