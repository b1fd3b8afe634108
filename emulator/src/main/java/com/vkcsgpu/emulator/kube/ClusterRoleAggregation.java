package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * ClusterRole aggregation (kubernetes/kubernetes {@code pkg/controller/clusterroleaggregation}): a ClusterRole
 * with an {@code aggregationRule} holds the rules of every ClusterRole one of its
 * {@code clusterRoleSelectors} matches, so a chart's ClusterRole labelled
 * {@code rbac.authorization.k8s.io/aggregate-to-view: "true"} widens {@code view} (and, through {@code edit}'s
 * own aggregate-to-admin label, {@code admin}). The controller writes the rules into the aggregated role
 * whenever a ClusterRole changes; {@link #effectiveRules} is the same computation the authorizer runs per
 * request, so a grant never waits for the controller.
 */
final class ClusterRoleAggregation {
    private static final Logger LOG = Logger.getLogger(ClusterRoleAggregation.class.getName());
    private final KubeStore store;

    ClusterRoleAggregation(KubeStore store) {
        this.store = store;
    }

    void start() {
        store.subscribe(BuiltinTypes.CLUSTER_ROLE, event -> reconcileAll());
    }

    private void reconcileAll() {
        for (JsonObject role : store.list(BuiltinTypes.CLUSTER_ROLE, null, LabelSelector.ALL, FieldSelector.ALL)) {
            if (role.has("aggregationRule") && role.get("aggregationRule").isJsonObject()) {
                JsonArray rules = new JsonArray();
                effectiveRules(store, Json.name(role), new java.util.HashSet<>()).stream().distinct()
                        .forEach(r -> rules.add(r.toJson()));
                if (!rules.equals(role.get("rules"))) {
                    try {
                        store.edit(BuiltinTypes.CLUSTER_ROLE, null, Json.name(role), "clusterrole-aggregation-controller",
                                live -> {
                                    live.add("rules", rules);
                                    return live;
                                });
                    } catch (KubeApiException e) {
                        LOG.log(Level.FINE, "aggregated role went away: " + e.getMessage());
                    }
                }
            }
        }
    }

    /** The rules of ClusterRole {@code name}: its own, or for an aggregated role those of the roles it selects. */
    static List<PolicyRule> effectiveRules(KubeStore store, String name, Set<String> visiting) {
        if (!visiting.add(name)) {
            return List.of();
        }
        JsonObject role = store.get(BuiltinTypes.CLUSTER_ROLE, null, name).orElse(null);
        if (role == null) {
            return List.of();
        }
        JsonElement aggregation = role.get("aggregationRule");
        if (aggregation == null || !aggregation.isJsonObject()) {
            return PolicyRule.listFromJson(role.get("rules"));
        }
        List<LabelSelector> selectors = new ArrayList<>();
        JsonElement list = aggregation.getAsJsonObject().get("clusterRoleSelectors");
        if (list != null && list.isJsonArray()) {
            list.getAsJsonArray().forEach(s -> selectors.add(LabelSelector.fromObject(s.getAsJsonObject())));
        }
        List<PolicyRule> rules = new ArrayList<>();
        for (JsonObject candidate : store.list(BuiltinTypes.CLUSTER_ROLE, null, LabelSelector.ALL, FieldSelector.ALL)) {
            String candidateName = Json.name(candidate);
            if (!candidateName.equals(name) && selectors.stream().anyMatch(s -> s.matches(Json.labels(candidate)))) {
                rules.addAll(effectiveRules(store, candidateName, visiting));
            }
        }
        return rules;
    }
}
