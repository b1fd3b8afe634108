package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Authorization of every request to the emulated API, as kube-apiserver with {@code --authorization-mode=RBAC}
 * (kubernetes/kubernetes {@code plugin/pkg/auth/authorizer/rbac}) does it: resource requests need an RBAC rule
 * ({@link RbacAuthorizer}); writes of Roles, ClusterRoles and their bindings are refused when they would grant
 * more than the writer holds (escalation prevention, {@code pkg/registry/rbac/validation}); and the two
 * self-reviews of {@code authorization.k8s.io/v1} tell a user what it may do. Discovery and {@code /version}
 * stay open to every authenticated user, as upstream's {@code system:discovery} binding allows. The emulator's
 * own simulations (kubelet, controllers, GPU Operator, VK's addon install) write through {@link KubeStore}
 * and are never asked.
 */
final class KubeAccess {
    static final String REVIEW_GROUP_VERSION = "authorization.k8s.io/v1";
    private static final Set<String> RBAC_KINDS = Set.of("roles", "clusterroles", "rolebindings", "clusterrolebindings");

    private final KubeStore store;
    private final RbacAuthorizer rbac;

    KubeAccess(KubeStore store) {
        this.store = store;
        this.rbac = new RbacAuthorizer(store);
    }

    /** The verb upstream gives a request on a resource path ({@code k8s.io/apiserver} {@code RequestInfoFactory}). */
    static String verb(String method, ApiPath target, boolean watch) {
        boolean collection = target.name() == null;
        return switch (method) {
            case "GET", "HEAD" -> watch ? "watch" : collection ? "list" : "get";
            case "POST" -> "create";
            case "PUT" -> "update";
            case "PATCH" -> "patch";
            case "DELETE" -> collection ? "deletecollection" : "delete";
            default -> method.toLowerCase(java.util.Locale.ROOT);
        };
    }

    static RequestAttributes attributes(String verb, ApiPath target) {
        return new RequestAttributes(verb, target.type().group(), target.type().plural(), target.subresource(),
                target.namespace(), target.name());
    }

    /** 403 Forbidden with kube-apiserver's message unless {@code user} may make {@code request}. */
    void authorize(KubeUser user, RequestAttributes request) {
        if (!user.isMaster() && !rbac.allows(user, request)) {
            throw request.forbidden(user);
        }
    }

    /** Whether the write to an RBAC object needs {@link #checkEscalation}. */
    static boolean guardsEscalation(ApiPath target, String verb) {
        return target.type().group().equals("rbac.authorization.k8s.io") && RBAC_KINDS.contains(target.type().plural())
                && Set.of("create", "update", "patch").contains(verb);
    }

    /**
     * Refuses a Role or ClusterRole granting rules the writer does not hold (unless it may {@code escalate}), and a
     * binding to a role whose rules the writer does not hold (unless it may {@code bind} it), with upstream's
     * message: {@code user "u" (groups=[...]) is attempting to grant RBAC permissions not currently held:}.
     */
    void checkEscalation(KubeUser user, RequestAttributes request, JsonObject result) {
        if (user.isMaster()) {
            return;
        }
        String name = Json.name(result);
        request = new RequestAttributes(request.verb(), request.group(), request.resource(), request.subresource(),
                request.namespace(), name);
        String resource = request.resource();
        String namespace = request.namespace();
        List<PolicyRule> wanted;
        if (resource.equals("roles") || resource.equals("clusterroles")) {
            if (rbac.allows(user, new RequestAttributes("escalate", request.group(), resource, null, namespace, name))) {
                return;
            }
            if (result.has("aggregationRule") && result.get("aggregationRule").isJsonObject()) {
                throw request.forbidden("must have cluster-admin privileges to use the aggregationRule");
            }
            wanted = PolicyRule.listFromJson(result.get("rules"));
        } else {
            JsonObject ref = Json.child(result, "roleRef");
            String refKind = Json.string(ref, "kind");
            String refResource = "ClusterRole".equals(refKind) ? "clusterroles" : "roles";
            String refName = Json.string(ref, "name");
            if (rbac.allows(user, new RequestAttributes("bind", request.group(), refResource, null, namespace, refName))) {
                return;
            }
            wanted = "ClusterRole".equals(refKind) ? rbac.clusterRoleRules(refName)
                    : rolesRules(namespace, refName);
        }
        List<PolicyRule> missing = RbacAuthorizer.uncovered(rbac.rules(user, namespace), wanted);
        if (!missing.isEmpty()) {
            String groups = user.groups().stream().map(g -> "\"" + g + "\"").collect(Collectors.joining(" "));
            throw request.forbidden("user \"" + user.name() + "\" (groups=[" + groups + "]) is attempting to grant RBAC"
                    + " permissions not currently held:\n"
                    + missing.stream().map(PolicyRule::describe).collect(Collectors.joining("\n")));
        }
    }

    private List<PolicyRule> rolesRules(String namespace, String name) {
        return store.get(BuiltinTypes.ROLE, namespace, name).map(r -> PolicyRule.listFromJson(r.get("rules")))
                .orElse(List.of());
    }

    /** The review endpoints: {@code POST /apis/authorization.k8s.io/v1/selfsubject{access,rules}reviews}. */
    static boolean isSelfReview(List<String> segments) {
        return segments.size() == 4 && segments.get(0).equals("apis") && segments.get(1).equals("authorization.k8s.io")
                && segments.get(2).equals("v1")
                && (segments.get(3).equals("selfsubjectaccessreviews") || segments.get(3).equals("selfsubjectrulesreviews"));
    }

    /** Answers a SelfSubjectAccessReview or SelfSubjectRulesReview of {@code user}. */
    JsonObject selfReview(KubeUser user, String resource, JsonObject review) {
        authorize(user, new RequestAttributes("create", "authorization.k8s.io", resource, null, null, null));
        JsonObject spec = Json.childOrNull(review, "spec");
        if (spec == null) {
            spec = new JsonObject();
        }
        JsonObject answer = new JsonObject();
        answer.addProperty("apiVersion", REVIEW_GROUP_VERSION);
        answer.addProperty("kind", resource.equals("selfsubjectaccessreviews") ? "SelfSubjectAccessReview"
                : "SelfSubjectRulesReview");
        JsonObject metadata = new JsonObject();
        metadata.addProperty("creationTimestamp", (String) null);
        answer.add("metadata", metadata);
        answer.add("spec", spec);
        answer.add("status", resource.equals("selfsubjectaccessreviews") ? accessStatus(user, spec)
                : rulesStatus(user, Json.string(spec, "namespace")));
        return answer;
    }

    private JsonObject accessStatus(KubeUser user, JsonObject spec) {
        JsonObject status = new JsonObject();
        JsonObject resourceAttributes = Json.childOrNull(spec, "resourceAttributes");
        JsonObject nonResource = Json.childOrNull(spec, "nonResourceAttributes");
        if (resourceAttributes == null && nonResource == null) {
            throw KubeApiException.invalid(new ResourceType("authorization.k8s.io", "v1", "SelfSubjectAccessReview",
                    "selfsubjectaccessreviews", false, false, List.of()), "",
                    "spec.resourceAttributes: Required value: exactly one of nonResourceAttributes or resourceAttributes must be specified");
        }
        if (user.isMaster()) {
            status.addProperty("allowed", true);
            return status;
        }
        if (nonResource != null) {
            status.addProperty("allowed", rbac.allowsPath(user, Json.string(nonResource, "verb"), Json.string(nonResource, "path")));
            return status;
        }
        String namespace = Json.string(resourceAttributes, "namespace");
        RequestAttributes request = new RequestAttributes(orEmpty(Json.string(resourceAttributes, "verb")),
                orEmpty(Json.string(resourceAttributes, "group")), orEmpty(Json.string(resourceAttributes, "resource")),
                emptyToNull(Json.string(resourceAttributes, "subresource")), emptyToNull(namespace),
                emptyToNull(Json.string(resourceAttributes, "name")));
        var reason = rbac.reasonAllowed(user, request);
        status.addProperty("allowed", reason.isPresent());
        reason.ifPresent(r -> status.addProperty("reason", r));
        return status;
    }

    private JsonObject rulesStatus(KubeUser user, String namespace) {
        List<PolicyRule> rules = user.isMaster() ? rbac.clusterRoleRules("cluster-admin") : rbac.rules(user, namespace);
        JsonArray resourceRules = new JsonArray();
        JsonArray nonResourceRules = new JsonArray();
        for (PolicyRule rule : rules) {
            (rule.nonResourceUrls().isEmpty() ? resourceRules : nonResourceRules).add(rule.toJson());
        }
        JsonObject status = new JsonObject();
        status.add("resourceRules", resourceRules);
        status.add("nonResourceRules", nonResourceRules);
        status.addProperty("incomplete", false);
        return status;
    }

    private static String orEmpty(String value) {
        return value == null ? "" : value;
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }

    static Map<String, List<String>> dryRun(Map<String, List<String>> query) {
        Map<String, List<String>> copy = new java.util.HashMap<>(query);
        copy.put("dryRun", List.of("All"));
        return copy;
    }
}
