package com.vkcsgpu.emulator.cloud;

import com.vkcsgpu.emulator.kube.EmulatedKubeApi;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.emulator.kube.KubeApiFactory;
import com.vkcsgpu.emulator.tls.EmulatorCa;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The cluster state machine with scaled timings: PROVISIONING → RUNNING (the cluster's
 * Kubernetes API starts and its nodes appear), RUNNING → RECONCILING → RUNNING around every
 * change, DELETING → gone (404, Kubernetes API closed). Each transition carries the
 * {@link ClusterRecord#operation} it was scheduled for and is dropped if another change (such
 * as a delete) came in between. Node objects are synced before the cluster reports RUNNING, so
 * a client that saw RUNNING finds the nodes.
 */
final class ClusterLifecycle {
    private static final System.Logger LOG = System.getLogger("vkcs-emulator");

    private final Mk8sStore store;
    private final Scheduler scheduler;
    private final Timings timings;
    private final KubeApiFactory kubeApis;
    private final EmulatorCa ca;
    private final NodePlanner planner;
    private final RollingReplacement rolling;
    private final java.util.function.Supplier<CloudBehaviour> behaviour;

    ClusterLifecycle(Mk8sStore store, Scheduler scheduler, Timings timings, KubeApiFactory kubeApis,
                     EmulatorCa ca, NodePlanner planner, java.util.function.Supplier<CloudBehaviour> behaviour) {
        this.behaviour = behaviour;
        this.store = store;
        this.scheduler = scheduler;
        this.timings = timings;
        this.kubeApis = kubeApis;
        this.ca = ca;
        this.planner = planner;
        this.rolling = new RollingReplacement(store, scheduler, planner);
    }

    /** Schedules PROVISIONING → RUNNING for a cluster just stored. */
    void provision(ClusterRecord cluster) {
        long operation;
        synchronized (store) {
            operation = ++cluster.operation;
        }
        scheduler.after(timings.clusterProvision(), () -> {
            EmulatedKubeApi api = kubeApis == null ? null
                    : kubeApis.start(cluster.name, ca, cluster.version, scheduler.timeScale());
            Map<String, List<EmulatedNode>> plans;
            synchronized (store) {
                if (cluster.operation != operation || !"PROVISIONING".equals(cluster.status)) {
                    closeQuietly(api);
                    return;
                }
                cluster.kubeApi = api;
                plans = plansFor(cluster, store.nodeGroupsOf(cluster.id));
            }
            finish(cluster, operation, plans);
        });
    }

    /**
     * Puts a RUNNING cluster into its transitional status (RECONCILING unless
     * {@link CloudBehaviour#transitionalStatus()} says otherwise) — now, or after
     * {@link CloudBehaviour#statusLag()} during which it still shows RUNNING but refuses other changes
     * as busy — (the caller holds the store lock and has checked the state), then after
     * {@code realistic} more runs {@code change} under the lock, syncs the nodes of
     * {@code groupsToSync} and returns the cluster to RUNNING. A group whose flavor changed has its
     * old nodes replaced first, chunk by chunk over another {@code realistic} ({@link RollingReplacement}).
     */
    void reconcile(ClusterRecord cluster, Duration realistic, Consumer<ClusterRecord> change,
                   List<NodeGroupRecord> groupsToSync) {
        long operation = begin(cluster);
        scheduler.after(behaviour.get().statusLag().plus(realistic), () -> {
            Map<String, List<EmulatedNode>> plans;
            Map<String, Set<String>> staleNodes = new LinkedHashMap<>();
            synchronized (store) {
                if (cluster.operation != operation) {
                    return;
                }
                change.accept(cluster);
                for (NodeGroupRecord group : groupsToSync) {
                    Set<String> stale = group.deleting ? Set.of() : planner.staleNodes(group);
                    if (!stale.isEmpty()) {
                        staleNodes.put(group.id, stale);
                    }
                }
                if (staleNodes.isEmpty()) {
                    plans = plansFor(cluster, groupsToSync);
                } else {
                    plans = null;
                    rolling.start(cluster, operation, staleNodes, NodeReplacement.Cause.FLAVOR_CHANGE,
                            realistic.dividedBy(rolling.chunks(staleNodes)), replaced -> {
                                Map<String, List<EmulatedNode>> last;
                                synchronized (store) {
                                    last = plansFor(cluster, groupsToSync);
                                }
                                finish(cluster, operation, last);
                            });
                }
            }
            if (plans != null) {
                finish(cluster, operation, plans);
            }
        });
    }

    /**
     * Starts a change of a RUNNING cluster (caller holds the lock): its transitional status now, or after the
     * {@link CloudBehaviour#statusLag()}; returns the change's operation number.
     */
    private long begin(ClusterRecord cluster) {
        CloudBehaviour settings = behaviour.get();
        long operation = ++cluster.operation;
        cluster.changePending = true;
        if (settings.statusLag().isZero()) {
            cluster.status = settings.transitionalStatus();
        } else {
            scheduler.after(settings.statusLag(), () -> {
                synchronized (store) {
                    if (cluster.operation == operation) {
                        cluster.status = settings.transitionalStatus();
                    }
                }
            });
        }
        return operation;
    }

    /**
     * A cluster upgrade as VK Cloud does it (caller holds the lock): the cluster reconciles, the control plane moves
     * to {@code target} in the first half of {@code realistic}, then every worker of every node group is replaced by a
     * new node (a new name, and the new kubelet version), {@code parallel_upgrade_chunk} percent of each group's nodes
     * at a time ({@link RollingReplacement}, as a flavor change). Addons keep their version, and no autoscaler acts meanwhile (the emulator has none). FACTS: "all
     * worker nodes are replaced", node addresses change, autoscaling is off during the update, addons are not updated
     * with the cluster (https://cloud.vk.com/docs/en/kubernetes/k8s/concepts/update, vk-cs/docs-public
     * docs/en/kubernetes/k8s/concepts/update/update.md).
     */
    void upgrade(ClusterRecord cluster, String target, Duration realistic) {
        long operation = begin(cluster);
        Duration half = realistic.dividedBy(2);
        scheduler.after(behaviour.get().statusLag().plus(half), () -> {
            EmulatedKubeApi api;
            Map<String, Set<String>> staleNodes = new LinkedHashMap<>();
            int chunks;
            synchronized (store) {
                if (cluster.operation != operation) {
                    return;
                }
                cluster.version = target;
                api = cluster.kubeApi;
                for (NodeGroupRecord group : store.nodeGroupsOf(cluster.id)) {
                    staleNodes.put(group.id, new LinkedHashSet<>(group.nodeNames));
                }
                chunks = rolling.chunks(staleNodes);
            }
            if (api != null) {
                api.controlPlaneUpgraded(target);
            }
            rolling.start(cluster, operation, staleNodes, NodeReplacement.Cause.CLUSTER_UPGRADE,
                    half.dividedBy(chunks), plans -> finish(cluster, operation, plans));
        });
    }

    /** Puts the cluster into DELETING now (caller holds the lock) and removes it later. */
    void delete(ClusterRecord cluster) {
        cluster.status = "DELETING";
        cluster.changePending = false;
        long operation = ++cluster.operation;
        scheduler.after(timings.clusterDelete(), () -> {
            EmulatedKubeApi api;
            synchronized (store) {
                if (cluster.operation != operation) {
                    return;
                }
                store.clusters.remove(cluster.id);
                store.nodeGroups.values().removeIf(ng -> ng.clusterId.equals(cluster.id));
                store.addons.values().removeIf(a -> a.clusterId.equals(cluster.id));
                api = cluster.kubeApi;
                cluster.kubeApi = null;
                cluster.status = "DELETED";
            }
            closeQuietly(api);
        });
    }

    /** Plans per node group name; a group that is being deleted (or gone) gets no nodes. */
    private Map<String, List<EmulatedNode>> plansFor(ClusterRecord cluster, List<NodeGroupRecord> groups) {
        Map<String, List<EmulatedNode>> plans = new LinkedHashMap<>();
        for (NodeGroupRecord group : groups) {
            boolean gone = group.deleting || !store.nodeGroups.containsKey(group.id);
            plans.put(group.name, gone ? List.of() : planner.plan(cluster, group));
        }
        return plans;
    }

    private void finish(ClusterRecord cluster, long operation, Map<String, List<EmulatedNode>> plans) {
        EmulatedKubeApi api;
        synchronized (store) {
            api = cluster.kubeApi;
        }
        if (api != null) {
            plans.forEach(api::syncNodeGroup);
        }
        synchronized (store) {
            if (cluster.operation == operation) {
                cluster.status = overQuota(cluster) ? ProjectQuotas.ERROR_STATUS : "RUNNING";
                cluster.changePending = false;
            }
        }
    }

    /** A late over-quota answer: the cluster itself or one of its groups did not fit. Caller holds the lock. */
    private boolean overQuota(ClusterRecord cluster) {
        return cluster.quotaError != null || store.nodeGroupsOf(cluster.id).stream()
                .anyMatch(group -> !group.deleting && group.quotaError != null);
    }

    private static void closeQuietly(EmulatedKubeApi api) {
        if (api == null) {
            return;
        }
        try {
            api.close();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "closing a cluster's Kubernetes API failed", e);
        }
    }

    /** Closes every running Kubernetes API (emulator shutdown). */
    void closeAll() {
        List<EmulatedKubeApi> apis;
        synchronized (store) {
            apis = store.clusters.values().stream().map(c -> c.kubeApi).filter(a -> a != null).toList();
            store.clusters.values().forEach(c -> c.kubeApi = null);
        }
        apis.forEach(ClusterLifecycle::closeQuietly);
    }
}
