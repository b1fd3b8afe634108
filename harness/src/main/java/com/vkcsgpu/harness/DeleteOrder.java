package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The order in which the engine deletes: a resource goes only after every resource in the same batch that depends on
 * it (through {@code dependencies}, property dependencies, its parent link or its provider reference) is gone. The
 * engine deletes in antichains, each a set of resources none of which depends on another, one antichain after the
 * other and the resources of one in parallel (pulumi/pulumi pkg/resource/deploy/step_generator.go,
 * {@code ScheduleDeletes}; deployment_executor.go runs each with {@code ExecuteParallel}).
 */
final class DeleteOrder {

    private DeleteOrder() {
    }

    /**
     * The resources, given in state order, in antichains to be deleted one after the other, as the engine schedules
     * them: resources none of whose dependencies are left form a round, the rounds are taken until none is left, and
     * the last round is deleted first. Within an antichain, the later in the state comes first.
     */
    static List<List<ResourceState>> antichains(List<ResourceState> resources) {
        Map<String, String> parents = new HashMap<>();
        resources.forEach(r -> parents.put(r.urn(), r.parent()));
        Map<String, Set<String>> dependencies = new HashMap<>();
        for (int i = 0; i < resources.size(); i++) {
            dependencies.put(resources.get(i).urn(), dependenciesOf(i, resources, parents));
        }
        Set<String> condemned = new LinkedHashSet<>();
        resources.forEach(r -> condemned.add(r.urn()));
        List<List<ResourceState>> rounds = new ArrayList<>();
        while (!condemned.isEmpty()) {
            List<ResourceState> round = new ArrayList<>();
            for (int i = resources.size() - 1; i >= 0; i--) {
                ResourceState r = resources.get(i);
                if (condemned.contains(r.urn()) && dependencies.get(r.urn()).stream().noneMatch(condemned::contains)) {
                    round.add(r);
                }
            }
            if (round.isEmpty()) {
                // A cycle cannot come from a program (URNs resolve in order); break it rather than hang.
                String last = new ArrayList<>(condemned).get(condemned.size() - 1);
                round.add(resources.stream().filter(r -> r.urn().equals(last)).findFirst().orElseThrow());
            }
            round.forEach(r -> condemned.remove(r.urn()));
            rounds.add(round);
        }
        Collections.reverse(rounds);
        return rounds;
    }

    /**
     * What the engine counts as the dependencies of the resource at {@code index} (pulumi/pulumi
     * pkg/resource/graph/dependency_graph.go, {@code DependenciesOf}): among the resources before it in the state,
     * its parent, its provider, what its {@code dependencies} and property dependencies name, and for each of those
     * that is a component, the component's descendants before it too: a dependency on a remote component (an input
     * taken from a component's output through Construct) names the component, not its custom resources.
     */
    private static Set<String> dependenciesOf(int index, List<ResourceState> ordered, Map<String, String> parents) {
        ResourceState r = ordered.get(index);
        Set<String> named = namedUrns(r);
        Set<String> found = new HashSet<>();
        for (int i = index - 1; i >= 0; i--) {
            ResourceState candidate = ordered.get(i);
            if (candidate.urn().equals(r.parent())) {
                found.add(candidate.urn());
            }
            if (named.contains(candidate.urn())) {
                found.add(candidate.urn());
                if (!candidate.custom()) {
                    for (int j = 0; j < index; j++) {
                        if (descendsFrom(ordered.get(j).urn(), candidate.urn(), parents)) {
                            found.add(ordered.get(j).urn());
                        }
                    }
                }
            }
        }
        return found;
    }

    /** Whether {@code ancestor} is among the parents of {@code urn}, following {@code parents} up the tree. */
    private static boolean descendsFrom(String urn, String ancestor, Map<String, String> parents) {
        String parent = parents.getOrDefault(urn, "");
        for (int hops = 0; !parent.isEmpty() && hops < parents.size(); hops++) {
            if (parent.equals(ancestor)) {
                return true;
            }
            parent = parents.getOrDefault(parent, "");
        }
        return false;
    }

    /** The URNs a resource names besides its parent: dependencies, property dependencies, its provider. */
    private static Set<String> namedUrns(ResourceState r) {
        Set<String> refs = new HashSet<>(r.dependencies());
        r.propertyDependencies().values().forEach(refs::addAll);
        if (!r.provider().isEmpty()) {
            int sep = r.provider().lastIndexOf("::");
            refs.add(sep < 0 ? r.provider() : r.provider().substring(0, sep));
        }
        refs.remove(r.urn());
        refs.remove(r.parent());
        return refs;
    }
}
