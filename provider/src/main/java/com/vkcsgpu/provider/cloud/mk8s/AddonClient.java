package com.vkcsgpu.provider.cloud.mk8s;

import com.vkcsgpu.provider.wait.PollOutcome;
import com.vkcsgpu.provider.cloud.auth.Endpoints;
import com.vkcsgpu.provider.cloud.http.Json;
import com.vkcsgpu.provider.cloud.http.SafeCreate;
import com.vkcsgpu.provider.cloud.http.ServiceApi;
import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.wait.WaitControl;
import java.util.List;
import java.util.Optional;

/**
 * Gen-2 addons (vk-cs/terraform-provider-vkcs PR #693 vkcs/internal/services/kubernetes/containerinfra/v2/addons):
 * the catalog, and addons installed in clusters.
 */
public final class AddonClient {
    private static final List<String> INSTALLING_STATES = List.of("INSTALLING", "UPDATING");
    private static final String KNOWN_STATES = "INSTALLING, UPDATING, INSTALLED, DELETING, DELETED, ERROR";

    private final ServiceApi api;
    private final ClusterClient clusters;
    private final Waiter waiter;
    private final WaitTimings timings;

    public AddonClient(ServiceApi api, ClusterClient clusters, Waiter waiter, WaitTimings timings) {
        this.api = api;
        this.clusters = clusters;
        this.waiter = waiter;
        this.timings = timings;
    }

    /** Every catalog addon with its versions. */
    public List<Addon> listAddons() {
        AddonList list = api.call("list addons", "GET", "addons", null, true, AddonList.class);
        return list.addons() == null ? List.of() : list.addons();
    }

    /** A version of a catalog addon by addon name and version, with its values template; empty when absent. */
    public Optional<AddonVersion> findAddonVersion(String addonName, String version) {
        return api.find("get addon " + addonName + " " + version,
                "addons/" + Endpoints.segment(addonName) + "/versions/" + Endpoints.segment(version), AddonVersion.class);
    }

    /** A catalog addon version by its id; empty when absent. */
    public Optional<AddonVersion> findAddonVersionById(String addonVersionId) {
        return api.find("get addon version " + addonVersionId, "addon_versions/" + Endpoints.segment(addonVersionId), AddonVersion.class);
    }

    /**
     * Installs an addon and returns the cluster addon id without waiting. A lost answer is
     * resolved by looking the addon up by its catalog name ({@code baseAddonName}, e.g.
     * {@code gpu-operator}) in the cluster before sending the install again.
     */
    public String installAddon(String clusterId, String baseAddonName, ClusterAddonCreate request, WaitControl control) {
        String operation = "install addon '" + baseAddonName + "' in cluster " + clusterId;
        String body = Json.COMPACT.toJson(request);
        String id = clusters.mutate(clusterId, operation, control, null, () -> SafeCreate.create(api.policy(),
                clusters.tolerances().notFoundGrace(),
                () -> api.call(operation, "POST", "clusters/" + Endpoints.segment(clusterId) + "/addons", body, false, IdResponse.class).id(),
                () -> findClusterAddonByName(clusterId, baseAddonName)
                        .filter(existing -> request.addonId() == null || request.addonId().equals(existing.addonId()))
                        .map(ClusterAddon::id)));
        clusters.mutations().created(id);
        return id;
    }

    /** The installed addon with this id; empty when absent. */
    public Optional<ClusterAddon> findClusterAddon(String clusterAddonId) {
        return api.find("get cluster addon " + clusterAddonId, "cluster_addons/" + Endpoints.segment(clusterAddonId), ClusterAddon.class);
    }

    /** The addon installed from catalog addon {@code baseAddonName} in the cluster; empty when absent. */
    public Optional<ClusterAddon> findClusterAddonByName(String clusterId, String baseAddonName) {
        return api.find("get addon '" + baseAddonName + "' of cluster " + clusterId,
                "clusters/" + Endpoints.segment(clusterId) + "/addons/" + Endpoints.segment(baseAddonName), ClusterAddon.class);
    }

    /** Changes an installed addon's values and/or version without waiting. */
    public void patchClusterAddon(String clusterId, String clusterAddonId, ClusterAddonPatch patch, WaitControl control) {
        String operation = "update addon " + clusterAddonId + " of cluster " + clusterId;
        String body = Json.COMPACT.toJson(patch);
        clusters.mutate(clusterId, operation, control, null, () -> api.call(operation, "PATCH",
                "clusters/" + Endpoints.segment(clusterId) + "/addons/" + Endpoints.segment(clusterAddonId), body, true));
    }

    /** Starts uninstalling; false when it was already gone (404 counts as done). */
    public boolean deleteClusterAddon(String clusterId, String clusterAddonId, WaitControl control) {
        String operation = "delete addon " + clusterAddonId + " of cluster " + clusterId;
        return clusters.mutate(clusterId, operation, control, null, () -> api.deleteIfPresent(operation,
                "clusters/" + Endpoints.segment(clusterId) + "/addons/" + Endpoints.segment(clusterAddonId)));
    }

    /**
     * Waits until the addon is INSTALLED after an install or change and returns it. ERROR ends the
     * wait with {@link WaitFailedException} (Terraform accepts ERROR as a target and so reports
     * success for a broken addon; we say what happened).
     */
    public ClusterAddon awaitAddonInstalled(String clusterAddonId, WaitControl control) {
        return waiter.await("addon " + clusterAddonId, ClusterAddon.INSTALLED, timings, control, () -> {
            ClusterMutations.ReadAfterCreate<ClusterAddon> read = clusters.mutations().readAfterCreate(clusterAddonId,
                    clusters.tolerances().notFoundGrace(), () -> findClusterAddon(clusterAddonId));
            Optional<ClusterAddon> addon = read.found();
            if (addon.isEmpty()) {
                return read.lateRead()
                        ? PollOutcome.pending("not visible yet (404 right after install)")
                        : PollOutcome.failed("the addon does not exist (404)");
            }
            String status = String.valueOf(addon.get().status());
            if (ClusterAddon.INSTALLED.equals(status)) {
                return PollOutcome.done(addon.get());
            }
            return ClusterClient.classifyStatus(status, "addon", KNOWN_STATES, clusters.tolerances().unknownStatusLimit(),
                    INSTALLING_STATES.contains(status), ClusterAddon.ERROR.equals(status) || status.startsWith("DELET"));
        });
    }

    /** Waits until the addon is gone (404 or DELETED); ERROR fails the wait. */
    public void awaitAddonGone(String clusterAddonId, WaitControl control) {
        waiter.await("addon " + clusterAddonId, "deleted", timings, control, () -> {
            Optional<ClusterAddon> addon = findClusterAddon(clusterAddonId);
            if (addon.isEmpty() || "DELETED".equals(addon.get().status())) {
                return PollOutcome.done(Boolean.TRUE);
            }
            if (ClusterAddon.ERROR.equals(addon.get().status())) {
                return PollOutcome.failed("the addon is ERROR");
            }
            return PollOutcome.pending(addon.get().status());
        });
    }

    private record AddonList(List<Addon> addons) { }

    private record IdResponse(String id) { }
}
