package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * RBAC as kube-apiserver evaluates it (kubernetes/kubernetes {@code plugin/pkg/auth/authorizer/rbac/rbac.go},
 * {@code pkg/registry/rbac/validation/rule.go}): a user may do what any rule of a ClusterRole bound to it by a
 * ClusterRoleBinding allows anywhere, and what any rule of a Role or ClusterRole bound by a RoleBinding in the
 * request's namespace allows there. Aggregated ClusterRoles ({@code aggregationRule}) hold the rules of every
 * ClusterRole their selectors match, read here at the moment of the request (the aggregation controller
 * writes the same rules into the object, {@link ClusterRoleAggregation}). {@code system:masters} may do
 * everything, and a Keystone user's {@link KubeUser#grantedClusterRole()} applies everywhere.
 */
final class RbacAuthorizer {
    private final KubeStore store;

    RbacAuthorizer(KubeStore store) {
        this.store = store;
    }

    /** A rule and what granted it, for SelfSubjectAccessReview's reason. */
    record Grant(PolicyRule rule, String source) {}

    boolean allows(KubeUser user, RequestAttributes request) {
        return reasonAllowed(user, request).isPresent();
    }

    /** Why {@code user} may make {@code request} (upstream's wording), or empty when RBAC does not allow it. */
    Optional<String> reasonAllowed(KubeUser user, RequestAttributes request) {
        return grants(user, request.namespace()).stream().filter(g -> g.rule().allows(request))
                .map(Grant::source).findFirst();
    }

    boolean allowsPath(KubeUser user, String verb, String path) {
        return grants(user, null).stream().anyMatch(g -> g.rule().allowsPath(verb, path));
    }

    /** Every rule that applies to {@code user} in {@code namespace} (null: at the cluster scope only). */
    List<PolicyRule> rules(KubeUser user, String namespace) {
        return grants(user, namespace).stream().map(Grant::rule).toList();
    }

    private List<Grant> grants(KubeUser user, String namespace) {
        List<Grant> grants = new ArrayList<>();
        if (user.grantedClusterRole() != null) {
            for (PolicyRule rule : clusterRoleRules(user.grantedClusterRole())) {
                grants.add(new Grant(rule, "VK Cloud: console role grants ClusterRole \"" + user.grantedClusterRole()
                        + "\" to User \"" + user.name() + "\""));
            }
        }
        for (JsonObject binding : store.list(BuiltinTypes.CLUSTER_ROLE_BINDING, null, LabelSelector.ALL, FieldSelector.ALL)) {
            String subject = matchingSubject(binding, user, null);
            if (subject != null) {
                String role = Json.string(Json.child(binding, "roleRef"), "name");
                for (PolicyRule rule : clusterRoleRules(role)) {
                    grants.add(new Grant(rule, "RBAC: allowed by ClusterRoleBinding \"" + Json.name(binding)
                            + "\" of ClusterRole \"" + role + "\" to " + subject));
                }
            }
        }
        if (namespace != null) {
            for (JsonObject binding : store.list(BuiltinTypes.ROLE_BINDING, namespace, LabelSelector.ALL, FieldSelector.ALL)) {
                String subject = matchingSubject(binding, user, namespace);
                if (subject != null) {
                    JsonObject ref = Json.child(binding, "roleRef");
                    String kind = Json.string(ref, "kind");
                    String role = Json.string(ref, "name");
                    List<PolicyRule> rules = "ClusterRole".equals(kind) ? clusterRoleRules(role)
                            : store.get(BuiltinTypes.ROLE, namespace, role).map(r -> PolicyRule.listFromJson(r.get("rules")))
                                    .orElse(List.of());
                    for (PolicyRule rule : rules) {
                        grants.add(new Grant(rule, "RBAC: allowed by RoleBinding \"" + Json.name(binding) + "/" + namespace
                                + "\" of " + kind + " \"" + role + "\" to " + subject));
                    }
                }
            }
        }
        return grants;
    }

    /** The rules of ClusterRole {@code name}, aggregated ones included; none when it does not exist. */
    List<PolicyRule> clusterRoleRules(String name) {
        return ClusterRoleAggregation.effectiveRules(store, name, new HashSet<>());
    }

    /** {@code User "x"}, {@code Group "y"} or {@code ServiceAccount "ns/name"} when a subject of the binding is the user. */
    private static String matchingSubject(JsonObject binding, KubeUser user, String bindingNamespace) {
        JsonElement subjects = binding.get("subjects");
        if (subjects == null || !subjects.isJsonArray()) {
            return null;
        }
        for (JsonElement element : subjects.getAsJsonArray()) {
            JsonObject subject = element.getAsJsonObject();
            String kind = Json.string(subject, "kind");
            String name = Json.string(subject, "name");
            if ("User".equals(kind) && user.name().equals(name)) {
                return "User \"" + name + "\"";
            }
            if ("Group".equals(kind) && user.groups().contains(name)) {
                return "Group \"" + name + "\"";
            }
            if ("ServiceAccount".equals(kind)) {
                String namespace = Optional.ofNullable(Json.string(subject, "namespace")).orElse(bindingNamespace);
                if (namespace != null && user.name().equals(KubeUser.serviceAccountName(namespace, name))) {
                    return "ServiceAccount \"" + namespace + "/" + name + "\"";
                }
            }
        }
        return null;
    }

    /**
     * Rules of {@code wanted} that {@code owner} does not cover, broken down to one verb, group, resource (and
     * name) each, as upstream's escalation check ({@code pkg/registry/rbac/validation/policy_comparator.go
     * Covers}) compares them: a wildcard is covered only by a wildcard.
     */
    static List<PolicyRule> uncovered(List<PolicyRule> owner, List<PolicyRule> wanted) {
        List<PolicyRule> missing = new ArrayList<>();
        for (PolicyRule rule : wanted) {
            for (PolicyRule piece : breakdown(rule)) {
                if (owner.stream().noneMatch(o -> covers(o, piece))) {
                    missing.add(piece);
                }
            }
        }
        return missing;
    }

    private static List<PolicyRule> breakdown(PolicyRule rule) {
        List<PolicyRule> pieces = new ArrayList<>();
        for (String verb : rule.verbs()) {
            for (String url : rule.nonResourceUrls()) {
                pieces.add(new PolicyRule(Set.of(verb), Set.of(), Set.of(), Set.of(), Set.of(url)));
            }
            for (String group : rule.apiGroups()) {
                for (String resource : rule.resources()) {
                    if (rule.resourceNames().isEmpty()) {
                        pieces.add(new PolicyRule(Set.of(verb), Set.of(group), Set.of(resource), Set.of(), Set.of()));
                    }
                    for (String name : rule.resourceNames()) {
                        pieces.add(new PolicyRule(Set.of(verb), Set.of(group), Set.of(resource), Set.of(name), Set.of()));
                    }
                }
            }
        }
        return pieces;
    }

    private static boolean covers(PolicyRule owner, PolicyRule piece) {
        String verb = piece.verbs().iterator().next();
        if (!(owner.verbs().contains(PolicyRule.ALL) || owner.verbs().contains(verb))) {
            return false;
        }
        if (!piece.nonResourceUrls().isEmpty()) {
            String url = piece.nonResourceUrls().iterator().next();
            return owner.nonResourceUrls().stream().anyMatch(o -> o.equals(PolicyRule.ALL) || o.equals(url)
                    || o.endsWith("*") && url.startsWith(o.substring(0, o.length() - 1)));
        }
        String group = piece.apiGroups().iterator().next();
        String resource = piece.resources().iterator().next();
        boolean groupCovered = owner.apiGroups().contains(PolicyRule.ALL) || owner.apiGroups().contains(group);
        boolean resourceCovered = owner.resources().contains(PolicyRule.ALL) || owner.resources().contains(resource)
                || resource.contains("/") && owner.resources().contains("*/" + resource.substring(resource.indexOf('/') + 1));
        boolean nameCovered = owner.resourceNames().isEmpty() || piece.resourceNames().stream()
                .anyMatch(owner.resourceNames()::contains);
        return groupCovered && resourceCovered && nameCovered;
    }
}
