package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.cloud.CloudTolerances;
import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.cloud.http.Json;
import com.vkcsgpu.provider.cloud.http.SafeCreate;
import com.vkcsgpu.provider.cloud.http.ServiceApi;
import com.vkcsgpu.provider.cloud.http.VkcsApiException;
import com.vkcsgpu.provider.cloud.http.VkcsException;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.secret.SecretString;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.time.Duration;
import java.time.Instant;

/**
 * Gen-2 managed Kubernetes clusters (catalog type {@code managed-k8s}, vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/internal/services/kubernetes/containerinfra/v2): create, read,
 * upgrade, control-plane scaling, kubeconfig, delete, the offered Kubernetes versions and zones,
 * and the waits that go with them.
 */
public final class ClusterClient {
    private static final String KNOWN_STATUSES = String.join(", ", Cluster.PROVISIONING, Cluster.RUNNING, Cluster.RECONCILING,
            Cluster.DELETING, Cluster.DELETED);

    private final ServiceApi api;
    private final Waiter waiter;
    private final WaitTimings timings;
    private final CloudTolerances tolerances;
    private final ClusterMutations mutations;
    private final ClusterStatusPoller poller;

    /**
     * @param pollFreshness the shortest poll interval of any wait: a shared status read younger than this
     *     serves every waiter on the cluster
     */
    public ClusterClient(ServiceApi api, Waiter waiter, WaitTimings timings, CloudTolerances tolerances, Duration pollFreshness) {
        this.api = api;
        this.waiter = waiter;
        this.timings = timings;
        this.tolerances = tolerances;
        this.mutations = new ClusterMutations(api.policy().clock());
        this.poller = new ClusterStatusPoller(this::findCluster, api.policy().clock(), pollFreshness);
    }

    ClusterMutations mutations() {
        return mutations;
    }

    CloudTolerances tolerances() {
        return tolerances;
    }

    /**
     * Creates a cluster and returns its id without waiting (follow with {@link #awaitRunning}). If
     * the answer is lost, the cluster is looked up by name and adopted instead of created twice.
     */
    public String createCluster(ClusterCreate request) {
        String operation = "create cluster '" + request.name() + "'";
        String body = Json.WITH_NULLS.toJson(request);
        Instant sent = mutations.now();
        String id = SafeCreate.create(api.policy(), tolerances.notFoundGrace(),
                () -> api.call(operation, "POST", "clusters", body, false, IdResponse.class).id(),
                () -> findClusterByName(request.name())
                        .filter(existing -> !Cluster.DELETING.equals(existing.status()) && !Cluster.DELETED.equals(existing.status()))
                        .map(Cluster::id));
        mutations.created(id);
        // a new cluster starts PROVISIONING: its first RUNNING is the change itself
        mutations.accepted(id, new ClusterMutations.Change(sent, mutations.now(), cluster -> true, operation));
        return id;
    }

    /** The cluster with this id (or uuid, or name where the API accepts one); empty when absent. */
    public Optional<Cluster> findCluster(String idOrName) {
        return api.find("get cluster " + idOrName, "clusters/" + Endpoints.segment(idOrName), Cluster.class);
    }

    /**
     * The cluster named {@code name}; empty when absent. Tries both by-name GETs ({@link ByNameLookup}; only VK's
     * unreleased Terraform branches rely on them, vk-cs/terraform-provider-vkcs PR #693), then lists
     * {@code GET clusters} and filters by name, for an API that takes ids only.
     */
    public Optional<Cluster> findClusterByName(String name) {
        Optional<Cluster> byName = ByNameLookup.find(api, "cluster", "clusters", name, Cluster.class)
                .filter(cluster -> name.equals(cluster.name()));
        if (byName.isPresent()) {
            return byName;
        }
        return listClusters().stream().filter(cluster -> name.equals(cluster.name())).findFirst();
    }

    /**
     * Every cluster of the project ({@code GET clusters}, {@code {"clusters":[…]}}); INFERRED, as no public
     * source shows the call: an API without it (404, 405, 501) gives an empty list.
     */
    public List<Cluster> listClusters() {
        try {
            ClusterList list = api.call("list clusters", "GET", "clusters", null, true, ClusterList.class);
            return list.clusters() == null ? List.of() : list.clusters();
        } catch (VkcsApiException e) {
            if (e.status() == 404 || e.status() == 405 || e.status() == 501) {
                return List.of();
            }
            throw e;
        }
    }

    /**
     * Upgrades to {@code targetVersion} ({@code vX.Y.Z}; upgrades only) without waiting. A 409
     * while the cluster reconciles waits for RUNNING and tries again.
     */
    public void upgradeCluster(String clusterId, String targetVersion, WaitControl control) {
        String body = Json.COMPACT.toJson(Map.of("target_version", targetVersion));
        String operation = "upgrade cluster " + clusterId + " to " + targetVersion;
        mutate(clusterId, operation, control, cluster -> targetVersion.equals(cluster.version()),
                () -> api.call(operation, "PATCH", "clusters/" + Endpoints.segment(clusterId) + ":upgrade", body, true));
    }

    /** Changes the masters' flavor and count without waiting; 409 handled as in {@link #upgradeCluster}. */
    public void scaleControlPlane(String clusterId, MasterSpec masters, WaitControl control) {
        String body = Json.COMPACT.toJson(new ScaleControlPlane(masters));
        String operation = "scale control plane of cluster " + clusterId;
        mutate(clusterId, operation, control, cluster -> carries(cluster, masters),
                () -> api.call(operation, "POST", "clusters/" + Endpoints.segment(clusterId) + ":scaleControlPlane", body, true));
    }

    private static boolean carries(Cluster cluster, MasterSpec masters) {
        Cluster.Master master = cluster.master();
        return master != null && master.replicas() == masters.replicas() && master.vmEngine() != null
                && masters.engine() != null && java.util.Objects.equals(master.vmEngine().flavorId(), masters.engine().flavorId());
    }

    /** The cluster's admin kubeconfig (YAML text), a secret. */
    public SecretString kubeconfig(String clusterId) {
        return SecretString.of(api.call("get kubeconfig of cluster " + clusterId, "POST",
                "clusters/" + Endpoints.segment(clusterId) + "/kube_config", null, true));
    }

    /** Starts deleting the cluster; false when it was already gone (404 counts as done). */
    public boolean deleteCluster(String clusterId) {
        return api.deleteIfPresent("delete cluster " + clusterId, "clusters/" + Endpoints.segment(clusterId));
    }

    /** The Kubernetes versions offered for new clusters, e.g. {@code v1.34.2}. */
    public List<String> kubernetesVersions() {
        VersionsResponse response = api.call("list Kubernetes versions", "GET", "clusters/k8s_versions", null, true, VersionsResponse.class);
        List<String> versions = new ArrayList<>();
        if (response.k8sVersions() != null) {
            response.k8sVersions().forEach(version -> versions.add(version.version()));
        }
        return versions;
    }

    /**
     * The availability zones of managed Kubernetes ({@code GET availability-zones}). The Terraform
     * provider reads {@code {"azs":["MS1",…]}} ({@code ListClusterAZ{AZs []string}} in
     * {@code containerinfra/v2/clusters/results.go}), which the emulator answers; the URL itself is
     * only INFERRED (an older draft of the Terraform provider had it), so objects with a {@code name}/{@code zone}
     * are tolerated too.
     */
    public List<String> availabilityZones() {
        JsonObject response = api.call("list availability zones", "GET", "availability-zones", null, true, JsonObject.class);
        List<String> zones = new ArrayList<>();
        JsonElement azs = response.get("azs");
        if (azs instanceof JsonArray array) {
            for (JsonElement item : array) {
                if (item.isJsonPrimitive()) {
                    zones.add(item.getAsString());
                } else if (item.isJsonObject()) {
                    JsonObject zone = item.getAsJsonObject();
                    JsonElement name = zone.has("name") ? zone.get("name") : zone.get("zone");
                    if (name != null && name.isJsonPrimitive()) {
                        zones.add(name.getAsString());
                    }
                }
            }
        }
        return zones;
    }

    /** Waits until the cluster is RUNNING (after create, upgrade or scale) and returns it. */
    public Cluster awaitRunning(String clusterId, WaitControl control) {
        return awaitRunning(clusterId, control, timings);
    }

    /** Waits until the cluster is gone (GET answers 404, or status DELETED). */
    public void awaitDeleted(String clusterId, WaitControl control) {
        Instant from = mutations.now();
        waiter.await("cluster " + clusterId, "deleted", timings, control, () -> {
            Optional<Cluster> cluster = poller.observe(clusterId, from).cluster();
            if (cluster.isEmpty() || Cluster.DELETED.equals(cluster.get().status())) {
                return PollOutcome.done(Boolean.TRUE);
            }
            return PollOutcome.pending(cluster.get().status());
        });
    }

    /**
     * Waits until the cluster is RUNNING with the last change this process made to it in effect (when there is
     * none: RUNNING), through the cluster's shared status poller. Another wait may see that first: parallel pools
     * queue their changes, and the next one is sent as soon as the previous took effect, so this wait may never
     * see RUNNING itself; it is done then too, with the cluster the other wait saw (otherwise the first pool of
     * many would wait for every later pool's reconcile, and an unknown transitional status would outlast its
     * limit).
     */
    Cluster awaitRunning(String clusterId, WaitControl control, WaitTimings pacing) {
        ClusterMutations.Change change = mutations.pending(clusterId);
        Instant started = mutations.now();
        Instant notBefore = change == null ? Instant.MIN : change.sentAt();
        Cluster running = waiter.await("cluster " + clusterId, Cluster.RUNNING, pacing, control, () -> {
            Optional<Cluster> seenElsewhere = change == null ? poller.runningSeenSince(clusterId, started)
                    : change.settledAs();
            return seenElsewhere.isPresent() ? PollOutcome.done(seenElsewhere.get())
                    : classify(clusterId, change, poller.observe(clusterId, notBefore));
        });
        if (change != null) {
            mutations.settled(clusterId, change, running);
        }
        return running;
    }

    /**
     * RUNNING is done only with evidence that {@code change} (if any) took effect: a transitional status seen
     * since it was sent, the cluster visibly carrying it (target version, masters), or a read sent once the settle
     * time had passed since it was accepted, because VK's status may flip to RECONCILING only some seconds after a
     * change is accepted. A 404 to a read sent within the grace after this process created the cluster is a read
     * that has not caught up. Both count from when the read was sent, not from when its answer is looked at: a
     * slow answer (a loaded client, a slow network) says nothing about the time after the cloud wrote it.
     * PROVISIONING and RECONCILING are on the way; DELETING, DELETED and anything that says error or failed are
     * terminal; any other status (gen-2 documents none; vk-cs/terraform-provider-vkcs v0.16.0
     * vkcs/kubernetes/resource_cluster_v2.go lists the known ones) may last
     * {@link CloudTolerances#unknownStatusLimit()} and then fails naming it.
     */
    private PollOutcome<Cluster> classify(String clusterId, ClusterMutations.Change change,
            ClusterStatusPoller.Observation read) {
        Optional<Cluster> found = read.cluster();
        if (found.isEmpty()) {
            if (mutations.createdWithin(clusterId, tolerances.notFoundGrace(), read.sentAt())) {
                return PollOutcome.pending("not visible yet (404 right after create)");
            }
            return PollOutcome.failed("the cluster does not exist (404)");
        }
        Cluster cluster = found.get();
        String status = String.valueOf(cluster.status());
        if (cluster.isRunning()) {
            boolean inEffect = change == null || change.evidentIn(cluster)
                    || poller.transitionalSeenSince(clusterId, change.sentAt())
                    || !read.sentAt().isBefore(change.acceptedAt().plus(tolerances.settleTime()));
            return inEffect ? PollOutcome.done(cluster)
                    : PollOutcome.pending("RUNNING, no sign yet that '" + change.what() + "' started");
        }
        return classifyStatus(status, "cluster", KNOWN_STATUSES, tolerances.unknownStatusLimit(),
                Cluster.PROVISIONING.equals(status) || Cluster.RECONCILING.equals(status),
                Cluster.DELETING.equals(status) || Cluster.DELETED.equals(status));
    }

    /**
     * The outcome of a status that is not the target: pending when {@code transitional}, failed when
     * {@code terminal} or it names an error or failure, and otherwise pending for at most {@code limit}, then
     * failed with an error that names the status and what to do.
     */
    static <T> PollOutcome<T> classifyStatus(String status, String what, String known, Duration limit,
            boolean transitional, boolean terminal) {
        if (transitional) {
            return PollOutcome.pending(status);
        }
        String upper = status.toUpperCase(java.util.Locale.ROOT);
        if (terminal || upper.contains("ERROR") || upper.contains("FAIL")) {
            return PollOutcome.failed("the " + what + " is " + status);
        }
        return PollOutcome.pendingAtMost(status + " (a status this provider does not know)", limit,
                "the " + what + " reports status '" + status + "', which this provider does not know (it knows " + known
                        + "); the change may still be running: check it in the VK Cloud console, then run `pulumi refresh`"
                        + " and `pulumi up` again, and report the status to the vkcs-gpu maintainers");
    }

    /**
     * Runs a change to something in the cluster as this process's only change in flight on it
     * ({@link ClusterMutations#inTurn}), after the previous one took effect. When the cloud answers that the
     * cluster is busy ({@link VkcsApiException#isBusy()}: 409, or 400/412/422 saying so) it waits for RUNNING
     * (or backs off, when the status still says RUNNING) and sends it again, at most
     * {@code maxConflictRetries} times; any other refusal is reported at once. Terraform never retries these
     * (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/clients/config.go). {@code evidence} (null for changes
     * that do not reconcile the cluster, such as addons)
     * is what the next wait on the cluster looks for.
     */
    <T> T mutate(String clusterId, String operation, WaitControl control, Predicate<Cluster> evidence, Supplier<T> action) {
        return mutations.inTurn(clusterId, operation, control, () -> {
            if (mutations.pending(clusterId) != null) {
                awaitRunning(clusterId, control, timings);
            }
        }, () -> {
            int busy = 0;
            while (true) {
                Instant sent = mutations.now();
                try {
                    T result = action.get();
                    if (evidence != null) {
                        mutations.accepted(clusterId, new ClusterMutations.Change(sent, mutations.now(), evidence, operation));
                    }
                    return result;
                } catch (VkcsApiException e) {
                    if (!e.isBusy() || busy >= api.policy().maxConflictRetries()) {
                        throw e;
                    }
                    busy++;
                    String status = poller.observe(clusterId, mutations.now()).cluster().map(Cluster::status).orElse("absent");
                    if (Cluster.RUNNING.equals(status)) {
                        control.progress(operation + ": cluster " + clusterId + " answered busy (HTTP " + e.status()
                                + ") while RUNNING, retrying after a pause");
                        pause(api.policy().backoff(busy), e);
                    } else if (!"absent".equals(status) && !Cluster.DELETING.equals(status) && !Cluster.DELETED.equals(status)) {
                        control.progress(operation + ": cluster " + clusterId + " is " + status + ", waiting for RUNNING to retry");
                        awaitRunning(clusterId, control, timings);
                    } else {
                        throw e;
                    }
                }
            }
        });
    }

    private void pause(java.time.Duration delay, VkcsException cause) {
        try {
            api.policy().sleeper().sleep(delay);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw cause;
        }
    }

    private record IdResponse(String id) { }

    private record ClusterList(List<Cluster> clusters) { }

    private record ScaleControlPlane(MasterSpec masterSpec) { }

    private record VersionsResponse(List<Version> k8sVersions) { }

    private record Version(String version) { }
}
