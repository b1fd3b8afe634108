package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
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

    /** The resources ordered dependents first; among independent resources, the later in the input goes first. */
    static List<ResourceState> dependentsFirst(List<ResourceState> resources) {
        List<ResourceState> remaining = new ArrayList<>(resources);
        List<ResourceState> out = new ArrayList<>();
        while (!remaining.isEmpty()) {
            ResourceState next = null;
            for (int i = remaining.size() - 1; i >= 0 && next == null; i--) {
                ResourceState candidate = remaining.get(i);
                boolean needed = remaining.stream().anyMatch(other -> other != candidate
                        && referencedUrns(other).contains(candidate.urn()));
                if (!needed) {
                    next = candidate;
                }
            }
            if (next == null) {
                // A cycle cannot come from a program (URNs resolve in order); break it rather than hang.
                next = remaining.get(remaining.size() - 1);
            }
            remaining.remove(next);
            out.add(next);
        }
        return out;
    }

    /**
     * The resources in antichains, to be deleted one antichain after the other: the first holds every resource
     * nothing else in the batch depends on, the next what only those depended on, and so on. Within an antichain
     * the order is {@link #dependentsFirst}'s.
     */
    static List<List<ResourceState>> antichains(List<ResourceState> resources) {
        List<ResourceState> remaining = new ArrayList<>(dependentsFirst(resources));
        List<List<ResourceState>> chains = new ArrayList<>();
        while (!remaining.isEmpty()) {
            List<ResourceState> chain = remaining.stream().filter(candidate -> remaining.stream()
                    .noneMatch(other -> other != candidate && referencedUrns(other).contains(candidate.urn()))).toList();
            if (chain.isEmpty()) {
                chain = List.of(remaining.get(0)); // a cycle: dependentsFirst broke it the same way
            }
            remaining.removeAll(chain);
            chains.add(chain);
        }
        return chains;
    }

    static Set<String> referencedUrns(ResourceState r) {
        Set<String> refs = new HashSet<>(r.dependencies());
        r.propertyDependencies().values().forEach(refs::addAll);
        if (!r.parent().isEmpty()) {
            refs.add(r.parent());
        }
        if (!r.provider().isEmpty()) {
            int sep = r.provider().lastIndexOf("::");
            refs.add(sep < 0 ? r.provider() : r.provider().substring(0, sep));
        }
        refs.remove(r.urn());
        return refs;
    }
}
