package com.vkcsgpu.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * The state an operation starts from and what it has deleted so far: the old resources by URN, the
 * resources pending deletion (replaced ones, kept until the deletes at the end), and the URNs deleted
 * during this operation.
 */
final class StackState {
    private final Map<String, ResourceState> olds = new LinkedHashMap<>();
    private final List<ResourceState> pendingDeletes = Collections.synchronizedList(new ArrayList<>());
    private final Set<String> deletedUrns = ConcurrentHashMap.newKeySet();
    private final Set<String> replacedDependents = ConcurrentHashMap.newKeySet();

    StackState(List<ResourceState> oldState) {
        for (ResourceState r : oldState) {
            if (r.pendingDelete()) {
                pendingDeletes.add(r);
            } else {
                olds.put(r.urn(), r);
            }
        }
    }

    /** The old resource with {@code urn}, also one pending deletion. */
    Optional<ResourceState> find(String urn) {
        ResourceState old = olds.get(urn);
        if (old != null) {
            return Optional.of(old);
        }
        synchronized (pendingDeletes) {
            return pendingDeletes.stream().filter(r -> r.urn().equals(urn)).findFirst();
        }
    }

    /** The old resource with {@code urn}, or null (also when this operation deleted it). */
    ResourceState live(String urn) {
        return deletedUrns.contains(urn) ? null : olds.get(urn);
    }

    boolean contains(String urn) {
        return olds.containsKey(urn);
    }

    /** The old resources, in state order. */
    List<ResourceState> olds() {
        return List.copyOf(olds.values());
    }

    boolean isDeleted(String urn) {
        return deletedUrns.contains(urn);
    }

    /** {@code r} is gone: it leaves the state. */
    void deleted(ResourceState r) {
        if (r.pendingDelete()) {
            pendingDeletes.remove(r);
        } else {
            olds.remove(r.urn());
            deletedUrns.add(r.urn());
        }
    }

    /** {@code urn} was deleted ahead of its replacement (delete-before-replace); it stays out of the state. */
    void deletedForReplace(String urn, boolean dependent) {
        deletedUrns.add(urn);
        if (dependent) {
            replacedDependents.add(urn);
        }
    }

    /** Whether {@code urn} was deleted early as a dependent of a delete-before-replace. */
    boolean replacedEarly(String urn) {
        return replacedDependents.contains(urn);
    }

    void pendDelete(ResourceState replaced) {
        pendingDeletes.add(replaced.withPendingDelete(true));
    }

    /** The resources pending deletion. */
    List<ResourceState> pendingDeletes() {
        synchronized (pendingDeletes) {
            return List.copyOf(pendingDeletes);
        }
    }

    /** The old resources the operation has not registered nor deleted. */
    List<ResourceState> notRegistered(Predicate<String> registered) {
        return olds.values().stream().filter(r -> !registered.test(r.urn()) && !deletedUrns.contains(r.urn())).toList();
    }

    /** What is left: the old resources and those pending deletion. */
    List<ResourceState> remaining() {
        List<ResourceState> left = new ArrayList<>(olds.values());
        left.addAll(pendingDeletes());
        return left;
    }
}
