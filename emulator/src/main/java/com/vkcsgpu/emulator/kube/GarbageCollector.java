package com.vkcsgpu.emulator.kube;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Background cascading deletion by owner references: when an owner goes, every object naming its
 * uid in {@code metadata.ownerReferences} goes too (and, through their own deletion events, their
 * dependents). Owners are watched per kind: workloads from the start, custom kinds (such as the
 * GPU Operator's ClusterPolicy, which owns the operand DaemonSets) when a simulation asks.
 * Approximation: dependents are searched among the kinds controllers create (pods, workloads,
 * config maps, services, service accounts, secrets), not every kind; no foreground/orphan policy.
 */
public final class GarbageCollector {
    static final String MANAGER = "generic-garbage-collector";
    private static final List<ResourceType> DEPENDENT_KINDS = List.of(BuiltinTypes.POD, BuiltinTypes.DAEMON_SET,
            BuiltinTypes.DEPLOYMENT, BuiltinTypes.JOB, BuiltinTypes.CONFIG_MAP, BuiltinTypes.SERVICE,
            BuiltinTypes.SERVICE_ACCOUNT, BuiltinTypes.SECRET);

    private final KubeStore store;
    private final Set<String> watched = ConcurrentHashMap.newKeySet();

    GarbageCollector(KubeStore store) {
        this.store = store;
    }

    void start() {
        for (ResourceType owner : List.of(BuiltinTypes.DAEMON_SET, BuiltinTypes.DEPLOYMENT, BuiltinTypes.JOB)) {
            watchOwners(owner);
        }
    }

    /** Deletes the dependents of every deleted object of {@code ownerType} from now on (idempotent per kind). */
    public void watchOwners(ResourceType ownerType) {
        if (!watched.add(ownerType.storageKey())) {
            return;
        }
        store.subscribe(ownerType, event -> {
            if (event.type().equals("DELETED")) {
                collect(Owners.uid(event.object()));
            }
        });
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
