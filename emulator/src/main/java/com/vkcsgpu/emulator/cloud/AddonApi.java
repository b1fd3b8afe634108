package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonObject;
import java.time.Instant;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Gen-2 addons (vk-cs/terraform-provider-vkcs PR #693 vkcs/internal/services/kubernetes/containerinfra/v2/addons):
 * the catalog ({@code GET addons}, {@code addons/{name}/versions/{ver}},
 * {@code addon_versions/{id}}) and addons installed in a cluster, which go INSTALLING → INSTALLED,
 * UPDATING → INSTALLED after a PATCH, and DELETING → gone (404). {@code values} is stored and
 * returned verbatim. Installing needs a RUNNING cluster; addon work does not change the
 * cluster's status (INFERRED: nothing in the provider waits on the cluster for addons).
 */
final class AddonApi {
    private static final Pattern NAMESPACE = Pattern.compile("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?");

    private final Mk8sStore store;
    private final AddonCatalog catalog;
    private final Scheduler scheduler;
    private final Timings timings;
    private final Visibility visibility;
    private final java.util.function.Supplier<CloudBehaviour.TemplateEncoding> templateEncoding;
    private final java.util.function.Supplier<AddonUpdates> updates;

    AddonApi(Mk8sStore store, AddonCatalog catalog, Scheduler scheduler, Timings timings, Visibility visibility,
             java.util.function.Supplier<CloudBehaviour.TemplateEncoding> templateEncoding,
             java.util.function.Supplier<AddonUpdates> updates) {
        this.updates = updates;
        this.visibility = visibility;
        this.templateEncoding = templateEncoding;
        this.store = store;
        this.catalog = catalog;
        this.scheduler = scheduler;
        this.timings = timings;
    }

    void addRoutes(RouteTable table) {
        table.add("GET", "addons", r -> ApiResponse.ok(catalog.listJson()))
                .add("GET", "addons/{name}/versions/{version}", r -> ApiResponse.ok(catalog
                        .version(r.param("name"), r.param("version"))
                        .orElseThrow(() -> ApiException.notFound("addon " + r.param("name") + " version "
                                + r.param("version") + " not found"))
                        .toJson(templateEncoding.get())))
                .add("GET", "addon_versions/{id}", r -> ApiResponse.ok(catalog.versionById(r.param("id"))
                        .orElseThrow(() -> ApiException.notFound("addon version " + r.param("id") + " not found"))
                        .toJson(templateEncoding.get())))
                .add("POST", "clusters/{cid}/addons", this::install)
                .add("GET", "cluster_addons/{id}", this::get)
                .add("GET", "clusters/{cid}/addons/{name}", this::getByName)
                .add("PATCH", "clusters/{cid}/addons/{id}", this::update)
                .add("DELETE", "clusters/{cid}/addons/{id}", this::delete);
    }

    private ApiResponse install(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String addonId = in.string(body, "addon_id", "addon_id", true);
        String versionId = in.string(body, "addon_version_id", "addon_version_id", true);
        String namespace = in.string(body, "namespace", "namespace", true);
        String values = in.string(body, "values", "values", true);
        String addonName = in.string(body, "addon_name", "addon_name", false);
        if (namespace != null && !NAMESPACE.matcher(namespace).matches()) {
            in.violation("namespace", "must be a Kubernetes namespace name (lowercase letters, digits, '-'), got \"" + namespace + "\"");
        }
        in.throwIfInvalid();
        AddonCatalog.Addon addon = catalog.byId(addonId)
                .orElseThrow(() -> ApiException.invalid("addon_id", "addon " + addonId + " not found"));
        AddonCatalog.AddonVersion version = catalog.versionById(versionId).filter(v -> v.addonId().equals(addonId))
                .orElseThrow(() -> ApiException.invalid("addon_version_id",
                        "version " + versionId + " is not a version of addon " + addon.name()));
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(request.param("cid"));
            ClusterApi.requireRunning(cluster);
            if (!version.supportedKubeVersions().contains(cluster.version)) {
                throw ApiException.invalid("addon_version_id", addon.name() + " " + version.version()
                        + " does not support Kubernetes " + cluster.version + "; supported: " + version.supportedKubeVersions());
            }
            if (store.addonsOf(cluster.id).stream().anyMatch(a -> a.baseAddonName.equals(addon.name()))) {
                throw ApiException.alreadyExists("addon " + addon.name() + " is already installed in cluster " + cluster.id);
            }
            ClusterAddonRecord installed = new ClusterAddonRecord(UUID.randomUUID().toString(), cluster.id, addonId,
                    addon.name(), addonName == null || addonName.isEmpty() ? addon.name() : addonName, namespace,
                    versionId, values);
            store.addons.put(installed.id, installed);
            transition(installed, timings.addonInstall(), "INSTALLED");
            long operation = installed.operation;
            String release = version.version();
            scheduler.after(timings.addonInstall(), () -> helmInstalled(installed, operation, release));
            return ApiResponse.ok(Json.object("id", installed.id));
        }
    }

    /** Hands the finished install to the cluster's Kubernetes API (VK's Helm run happens inside the cluster). */
    private void helmInstalled(ClusterAddonRecord addon, long operation, String version) {
        com.vkcsgpu.emulator.kube.EmulatedKubeApi api;
        synchronized (store) {
            ClusterRecord cluster = store.clusters.get(addon.clusterId);
            if (addon.operation != operation || cluster == null || cluster.kubeApi == null) {
                return;
            }
            api = cluster.kubeApi;
        }
        api.addonInstalled(addon.baseAddonName, version, addon.namespace, addon.values == null ? "" : addon.values);
    }

    private ApiResponse get(ApiRequest request) {
        synchronized (store) {
            ClusterAddonRecord addon = require(request.param("id"));
            visibility.requireVisible(addon.createdAt, "cluster addon " + addon.id);
            return ApiResponse.ok(addon.toJson());
        }
    }

    private ApiResponse getByName(ApiRequest request) {
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(request.param("cid"));
            return ApiResponse.ok(store.addonsOf(cluster.id).stream()
                    .filter(a -> a.baseAddonName.equals(request.param("name"))).findFirst()
                    .orElseThrow(() -> ApiException.notFound("addon " + request.param("name")
                            + " is not installed in cluster " + cluster.id))
                    .toJson());
        }
    }

    private ApiResponse update(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String versionId = in.string(body, "addon_version_id", "addon_version_id", false);
        String values = in.string(body, "values", "values", false);
        in.throwIfInvalid();
        synchronized (store) {
            ClusterAddonRecord addon = requireInCluster(request);
            requireSettled(addon);
            if (versionId != null && !versionId.isEmpty() && !versionId.equals(addon.addonVersionId)) {
                AddonCatalog.AddonVersion wanted = catalog.versionById(versionId).filter(v -> v.addonId().equals(addon.addonId))
                        .orElseThrow(() -> ApiException.invalid("addon_version_id",
                                "version " + versionId + " is not a version of addon " + addon.baseAddonName));
                String installed = catalog.versionById(addon.addonVersionId).map(AddonCatalog.AddonVersion::version)
                        .orElse("?");
                versionChangeProblem(addon.baseAddonName, installed, wanted.version()).ifPresent(problem -> {
                    throw ApiException.invalid("addon_version_id", problem);
                });
                addon.addonVersionId = versionId;
            }
            if (values != null) {
                addon.values = values;
            }
            addon.status = "UPDATING";
            addon.updatedAt = Instant.now();
            transition(addon, timings.addonUpdate(), updates.get().failNext() ? "ERROR" : "INSTALLED");
            return ApiResponse.okEmpty();
        }
    }

    private ApiResponse delete(ApiRequest request) {
        synchronized (store) {
            ClusterAddonRecord addon = requireInCluster(request);
            if (!addon.status.equals("DELETING")) {
                addon.status = "DELETING";
                addon.updatedAt = Instant.now();
                transition(addon, timings.addonDelete(), null);
            }
            return ApiResponse.okEmpty();
        }
    }

    /** After {@code realistic}, moves the addon to {@code target}, or removes it when target is null. */
    private void transition(ClusterAddonRecord addon, java.time.Duration realistic, String target) {
        long operation = ++addon.operation;
        scheduler.after(realistic, () -> {
            synchronized (store) {
                if (addon.operation != operation) {
                    return;
                }
                if (target == null) {
                    store.addons.remove(addon.id);
                    addon.status = "DELETED";
                } else {
                    addon.status = target;
                }
                addon.updatedAt = Instant.now();
            }
        });
    }

    /**
     * Why VK would not change an installed addon from {@code installed} to {@code wanted} in place, if it would not.
     * FACT: addon versions only go up, and some addons must be uninstalled before an update
     * (https://cloud.vk.com/docs/en/kubernetes/k8s/instructions/addons/manage-addons); which ones is a SETTING
     * ({@link AddonUpdates#inPlaceUpgrades}).
     */
    private java.util.Optional<String> versionChangeProblem(String addonName, String installed, String wanted) {
        if (AddonUpdates.compareVersions(wanted, installed) < 0) {
            return java.util.Optional.of("addon " + addonName + " " + installed + " cannot be downgraded to " + wanted
                    + "; addon versions only go up");
        }
        if (!updates.get().inPlaceUpgrades()) {
            return java.util.Optional.of("addon " + addonName + " cannot be updated from " + installed + " to " + wanted
                    + " in place; uninstall the addon and install version " + wanted);
        }
        return java.util.Optional.empty();
    }

    private static void requireSettled(ClusterAddonRecord addon) {
        if (!addon.status.equals("INSTALLED") && !addon.status.equals("ERROR")) {
            throw ApiException.conflict("addon " + addon.id + " is " + addon.status + "; wait until it is INSTALLED");
        }
    }

    private ClusterAddonRecord requireInCluster(ApiRequest request) {
        ClusterRecord cluster = store.requireCluster(request.param("cid"));
        ClusterAddonRecord addon = require(request.param("id"));
        if (!addon.clusterId.equals(cluster.id)) {
            throw ApiException.notFound("addon " + addon.id + " not found in cluster " + cluster.id);
        }
        return addon;
    }

    private ClusterAddonRecord require(String id) {
        ClusterAddonRecord addon = store.addons.get(id);
        if (addon == null) {
            throw ApiException.notFound("cluster addon " + id + " not found");
        }
        return addon;
    }
}
