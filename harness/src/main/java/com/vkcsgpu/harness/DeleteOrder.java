package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The order in which the engine deletes: a resource goes only after every resource in the same batch that depends on
 * it (through {@code dependencies}, property dependencies, its parent link or its provider reference) is gone.
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
