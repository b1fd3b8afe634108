package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One RBAC rule ({@code rbac.authorization.k8s.io/v1 PolicyRule}) and how it matches a request, as
 * kubernetes/kubernetes {@code pkg/apis/rbac/v1/evaluation_helpers.go} does: {@code *} matches every verb,
 * group or resource; {@code *}{@code /sub} every resource's subresource; resource names, when given, restrict the
 * rule to those objects (so a rule with names never allows list or create).
 */
record PolicyRule(Set<String> verbs, Set<String> apiGroups, Set<String> resources, Set<String> resourceNames,
                  Set<String> nonResourceUrls) {
    static final String ALL = "*";

    static PolicyRule fromJson(JsonObject rule) {
        return new PolicyRule(strings(rule, "verbs"), strings(rule, "apiGroups"), strings(rule, "resources"),
                strings(rule, "resourceNames"), strings(rule, "nonResourceURLs"));
    }

    static List<PolicyRule> listFromJson(JsonElement rules) {
        List<PolicyRule> result = new ArrayList<>();
        if (rules != null && rules.isJsonArray()) {
            rules.getAsJsonArray().forEach(r -> {
                if (r.isJsonObject()) {
                    result.add(fromJson(r.getAsJsonObject()));
                }
            });
        }
        return result;
    }

    /** Whether this rule allows {@code request} (a resource request). */
    boolean allows(RequestAttributes request) {
        return matches(verbs, request.verb()) && matches(apiGroups, request.group())
                && resourceMatches(request.resourceWithSubresource(), request.subresource())
                && (resourceNames.isEmpty() || request.name() != null && resourceNames.contains(request.name()));
    }

    /** Whether this rule allows {@code verb} on the non-resource {@code path} ({@code /healthz}, {@code /api/*}). */
    boolean allowsPath(String verb, String path) {
        if (!matches(verbs, verb)) {
            return false;
        }
        for (String url : nonResourceUrls) {
            if (url.equals(ALL) || url.equals(path) || url.endsWith("*") && path.startsWith(url.substring(0, url.length() - 1))) {
                return true;
            }
        }
        return false;
    }

    private boolean resourceMatches(String resource, String subresource) {
        if (resources.contains(ALL) || resources.contains(resource)) {
            return true;
        }
        return subresource != null && resources.contains("*/" + subresource);
    }

    private static boolean matches(Set<String> allowed, String value) {
        return allowed.contains(ALL) || allowed.contains(value);
    }

    JsonObject toJson() {
        JsonObject rule = new JsonObject();
        rule.add("verbs", array(verbs));
        if (!nonResourceUrls.isEmpty()) {
            rule.add("nonResourceURLs", array(nonResourceUrls));
        } else {
            rule.add("apiGroups", array(apiGroups));
            rule.add("resources", array(resources));
        }
        if (!resourceNames.isEmpty()) {
            rule.add("resourceNames", array(resourceNames));
        }
        return rule;
    }

    /** The rule in the form kube-apiserver's escalation message prints it. */
    String describe() {
        if (!nonResourceUrls.isEmpty()) {
            return "{NonResourceURLs:" + quoted(nonResourceUrls) + ", Verbs:" + quoted(verbs) + "}";
        }
        return "{APIGroups:" + quoted(apiGroups) + ", Resources:" + quoted(resources)
                + (resourceNames.isEmpty() ? "" : ", ResourceNames:" + quoted(resourceNames))
                + ", Verbs:" + quoted(verbs) + "}";
    }

    private static String quoted(Set<String> values) {
        return values.stream().map(v -> "\"" + v + "\"").reduce((a, b) -> a + " " + b)
                .map(s -> "[" + s + "]").orElse("[]");
    }

    private static JsonArray array(Set<String> values) {
        JsonArray array = new JsonArray();
        values.forEach(array::add);
        return array;
    }

    private static Set<String> strings(JsonObject rule, String field) {
        Set<String> values = new LinkedHashSet<>();
        JsonElement element = rule.get(field);
        if (element != null && element.isJsonArray()) {
            element.getAsJsonArray().forEach(v -> values.add(v.getAsString()));
        }
        return values;
    }
}
