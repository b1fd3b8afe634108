package com.vkcsgpu.provider.cloud;

import com.vkcsgpu.provider.secret.SecretString;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Gen-2 managed Kubernetes clusters (catalog type {@code managed-k8s}, reference §3): create, read,
 * upgrade, control-plane scaling, kubeconfig, delete, the offered Kubernetes versions and zones,
 * and the waits that go with them.
 */
public final class ClusterClient {
    private final ServiceApi api;
    private final Waiter waiter;
    private final WaitTimings timings;

    ClusterClient(ServiceApi api, Waiter waiter, WaitTimings timings) {
        this.api = api;
        this.waiter = waiter;
        this.timings = timings;
    }

    /**
     * Creates a cluster and returns its id without waiting (follow with {@link #awaitRunning}). If
     * the answer is lost, the cluster is looked up by name and adopted instead of created twice.
     */
    public String createCluster(ClusterCreate request) {
        String operation = "create cluster '" + request.name() + "'";
        String body = Json.WITH_NULLS.toJson(request);
        return SafeCreate.create(api.policy(),
                () -> api.call(operation, "POST", "clusters", body, false, IdResponse.class).id(),
                () -> findCluster(request.name())
                        .filter(existing -> !Cluster.DELETING.equals(existing.status()) && !Cluster.DELETED.equals(existing.status()))
                        .map(Cluster::id));
    }

    /** The cluster with this id (or uuid or name, which the API also accepts); empty when absent. */
    public Optional<Cluster> findCluster(String idOrName) {
        return api.find("get cluster " + idOrName, "clusters/" + Endpoints.segment(idOrName), Cluster.class);
    }

    /**
     * Upgrades to {@code targetVersion} ({@code vX.Y.Z}; upgrades only) without waiting. A 409
     * while the cluster reconciles waits for RUNNING and tries again.
     */
    public void upgradeCluster(String clusterId, String targetVersion, WaitControl control) {
        String body = Json.COMPACT.toJson(Map.of("target_version", targetVersion));
        String operation = "upgrade cluster " + clusterId + " to " + targetVersion;
        retryWhileReconciling(clusterId, operation, control,
                () -> api.call(operation, "PATCH", "clusters/" + Endpoints.segment(clusterId) + ":upgrade", body, true));
    }

    /** Changes the masters' flavor and count without waiting; 409 handled as in {@link #upgradeCluster}. */
    public void scaleControlPlane(String clusterId, MasterSpec masters, WaitControl control) {
        String body = Json.COMPACT.toJson(new ScaleControlPlane(masters));
        String operation = "scale control plane of cluster " + clusterId;
        retryWhileReconciling(clusterId, operation, control,
                () -> api.call(operation, "POST", "clusters/" + Endpoints.segment(clusterId) + ":scaleControlPlane", body, true));
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
     * only INFERRED (reference §3), so objects with a {@code name}/{@code zone} are tolerated too.
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
        waiter.await("cluster " + clusterId, "deleted", timings, control, () -> {
            Optional<Cluster> cluster = findCluster(clusterId);
            if (cluster.isEmpty() || Cluster.DELETED.equals(cluster.get().status())) {
                return PollOutcome.done(Boolean.TRUE);
            }
            return PollOutcome.pending(cluster.get().status());
        });
    }

    Cluster awaitRunning(String clusterId, WaitControl control, WaitTimings pacing) {
        return waiter.await("cluster " + clusterId, Cluster.RUNNING, pacing, control, () -> classifyForRunning(findCluster(clusterId)));
    }

    /**
     * PROVISIONING and RECONCILING are on the way; DELETING, DELETED, absence or anything that says
     * error/failed is terminal. Gen-2 documents no error status (reference §3), so an unknown status
     * is treated as transitional and the caller's deadline bounds it.
     */
    static PollOutcome<Cluster> classifyForRunning(Optional<Cluster> found) {
        if (found.isEmpty()) {
            return PollOutcome.failed("the cluster does not exist (404)");
        }
        Cluster cluster = found.get();
        String status = String.valueOf(cluster.status());
        if (cluster.isRunning()) {
            return PollOutcome.done(cluster);
        }
        if (Cluster.DELETING.equals(status) || Cluster.DELETED.equals(status) || status.contains("ERROR") || status.contains("FAIL")) {
            return PollOutcome.failed("the cluster is " + status);
        }
        return PollOutcome.pending(status);
    }

    /**
     * Runs a change to something in the cluster. When it is refused with 409 because the cluster is
     * busy (PROVISIONING or RECONCILING, e.g. another node group change running in parallel), waits
     * for RUNNING and runs it again, at most {@code maxConflictRetries} times. A 409 while the
     * cluster is already RUNNING is retried once after a backoff (the reconcile may have just
     * finished); any other 409 is reported. Terraform never retries these (reference §7).
     */
    <T> T retryWhileReconciling(String clusterId, String operation, WaitControl control, Supplier<T> action) {
        int conflicts = 0;
        boolean retriedWhileRunning = false;
        while (true) {
            try {
                return action.get();
            } catch (VkcsApiException e) {
                if (!e.isConflict() || conflicts >= api.policy().maxConflictRetries()) {
                    throw e;
                }
                conflicts++;
                String status = findCluster(clusterId).map(Cluster::status).orElse("absent");
                if (Cluster.RECONCILING.equals(status) || Cluster.PROVISIONING.equals(status)) {
                    control.progress(operation + ": cluster " + clusterId + " is " + status + ", waiting for RUNNING to retry");
                    awaitRunning(clusterId, control, timings);
                } else if (Cluster.RUNNING.equals(status) && !retriedWhileRunning) {
                    retriedWhileRunning = true;
                    pause(api.policy().backoff(conflicts), e);
                } else {
                    throw e;
                }
            }
        }
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

    private record ScaleControlPlane(MasterSpec masterSpec) { }

    private record VersionsResponse(List<Version> k8sVersions) { }

    private record Version(String version) { }
}
