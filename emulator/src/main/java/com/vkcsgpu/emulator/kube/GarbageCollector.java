package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Background cascading deletion by owner references: when an owner goes, every object naming its
 * uid in {@code metadata.ownerReferences} goes too (and, through their own deletion events, their
 * dependents). Owners are watched per kind: workloads from the start, custom kinds (such as the
 * GPU Operator's ClusterPolicy, which owns the operand DaemonSets) when a simulation asks.
 * Approximation: dependents are searched among the kinds controllers create (pods, workloads,
 * config maps, services, service accounts, secrets), not every kind; no foreground/orphan policy.
 *
 * <p>A dependent written after its owner went (a simulation's reconcile that read the owner just before
 * its deletion) has a dangling owner reference; kube-controller-manager's collector deletes such an
 * object too, once it finds every owner absent (kubernetes v1.31.0 pkg/controller/garbagecollector
 * garbagecollector.go {@code attemptToDeleteItem}, {@code classifyReferences}). Here that check runs for
 * the owner kinds a simulation asks to be watched ({@link #watchOwners}): each new dependent whose every
 * owner reference names such a kind, and no live object of it, is deleted. Workload owners are left out: an
 * object whose owner is a workload that was never created is a test's fixture more often than a race.
 */
public final class GarbageCollector {
    static final String MANAGER = "generic-garbage-collector";
    private static final List<ResourceType> DEPENDENT_KINDS = List.of(BuiltinTypes.POD, BuiltinTypes.DAEMON_SET,
            BuiltinTypes.DEPLOYMENT, BuiltinTypes.JOB, BuiltinTypes.CONFIG_MAP, BuiltinTypes.SERVICE,
            BuiltinTypes.SERVICE_ACCOUNT, BuiltinTypes.SECRET);

    private final KubeStore store;
    private final Set<String> watched = ConcurrentHashMap.newKeySet();
    /** The owner kinds whose dangling references are collected: those simulations asked for. */
    private final Set<String> danglingChecked = ConcurrentHashMap.newKeySet();
    private boolean dependentsWatched;

    GarbageCollector(KubeStore store) {
        this.store = store;
    }

    void start() {
        for (ResourceType owner : List.of(BuiltinTypes.DAEMON_SET, BuiltinTypes.DEPLOYMENT, BuiltinTypes.JOB)) {
            collectDependentsOf(owner);
        }
    }

    /**
     * Deletes the dependents of every deleted object of {@code ownerType} from now on, and every new dependent
     * whose owners of that kind are gone already (idempotent per kind).
     */
    public void watchOwners(ResourceType ownerType) {
        danglingChecked.add(ownerType.storageKey());
        collectDependentsOf(ownerType);
        watchNewDependents();
    }

    private void collectDependentsOf(ResourceType ownerType) {
        if (!watched.add(ownerType.storageKey())) {
            return;
        }
        store.subscribe(ownerType, event -> {
            if (event.type().equals("DELETED")) {
                collect(Owners.uid(event.object()));
            }
        });
    }

    /**
     * Events of one cluster arrive in order on one thread, so a dependent written after its owner's deletion
     * is seen after that deletion: either the deletion's collection found it, or its ADDED event finds the owner
     * gone.
     */
    private synchronized void watchNewDependents() {
        if (dependentsWatched) {
            return;
        }
        dependentsWatched = true;
        for (ResourceType kind : DEPENDENT_KINDS) {
            store.subscribe(kind, event -> {
                if (event.type().equals("ADDED") && ownersAllGone(event.object())) {
                    try {
                        store.delete(kind, Json.namespace(event.object()), Json.name(event.object()));
                    } catch (KubeApiException alreadyGone) {
                        // deleted meanwhile
                    }
                }
            });
        }
    }

    /** Whether {@code dependent} has owner references, each to a checked kind, and none to a live object. */
    private boolean ownersAllGone(JsonObject dependent) {
        JsonElement references = Json.metadata(dependent).get("ownerReferences");
        if (references == null || !references.isJsonArray() || references.getAsJsonArray().isEmpty()) {
            return false;
        }
        for (JsonElement element : references.getAsJsonArray()) {
            JsonObject reference = element.getAsJsonObject();
            String apiVersion = Json.string(reference, "apiVersion");
            String kind = Json.string(reference, "kind");
            if (apiVersion == null || kind == null) {
                return false;
            }
            Optional<ResourceType> ownerType = store.registry().findKind(apiVersion, kind);
            if (ownerType.isEmpty() || !danglingChecked.contains(ownerType.get().storageKey())) {
                return false;
            }
            String namespace = ownerType.get().namespaced() ? Json.namespace(dependent) : null;
            Optional<JsonObject> owner = store.get(ownerType.get(), namespace, Json.string(reference, "name"));
            if (owner.isPresent() && Owners.uid(owner.get()).equals(Json.string(reference, "uid"))) {
                return false;
            }
        }
        return true;
    }

    private void collect(String ownerUid) {
        for (ResourceType kind : DEPENDENT_KINDS) {
            for (JsonObject dependent : store.list(kind, null, LabelSelector.ALL, FieldSelector.ALL)) {
                if (Owners.isOwnedBy(dependent, ownerUid)) {
                    try {
                        store.delete(kind, Json.namespace(dependent), Json.name(dependent));
                    } catch (KubeApiException alreadyGone) {
                        // deleted meanwhile by its own owner's cascade
                    }
                }
            }
        }
    }
}
