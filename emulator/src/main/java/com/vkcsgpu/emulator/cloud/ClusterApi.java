package com.vkcsgpu.emulator.cloud;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Gen-2 cluster routes of the {@code managed-k8s} service (vk-cs/terraform-provider-vkcs v0.16.0
 * vkcs/internal/services/kubernetes/containerinfra/v2/clusters): create, get (by id,
 * uuid or name), delete, {@code :upgrade}, {@code :scaleControlPlane}, {@code kube_config},
 * plus the catalogs {@code clusters/k8s_versions}, {@code availability-zones} and
 * {@code available-resources/storage-classes}. Every success is 200.
 */
final class ClusterApi {
    static final List<String> STORAGE_CLASSES = List.of("ceph-ssd", "ceph-hdd", "high-iops");
    /** The external network VK picks when a create omits one ({@link CloudBehaviour#autoExternalNetwork()}). */
    static final String CHOSEN_EXTERNAL_NETWORK = "298117ae-3fa4-4109-9e08-8be5602be5a2";

    private final Mk8sStore store;
    private final ClusterLifecycle lifecycle;
    private final FlavorCatalog flavors;
    private final Timings timings;
    private final String projectId;
    private final Kubeconfig kubeconfig;
    private final Visibility visibility;
    private final QuotaGuard quotas;
    private final AddonCatalog addonCatalog;
    private final java.util.function.Supplier<CloudBehaviour> behaviour;

    ClusterApi(Mk8sStore store, ClusterLifecycle lifecycle, FlavorCatalog flavors, Timings timings,
               String projectId, Kubeconfig kubeconfig, Visibility visibility, QuotaGuard quotas,
               AddonCatalog addonCatalog, java.util.function.Supplier<CloudBehaviour> behaviour) {
        this.addonCatalog = addonCatalog;
        this.visibility = visibility;
        this.behaviour = behaviour;
        this.quotas = quotas;
        this.store = store;
        this.lifecycle = lifecycle;
        this.flavors = flavors;
        this.timings = timings;
        this.projectId = projectId;
        this.kubeconfig = kubeconfig;
    }

    void addRoutes(RouteTable table) {
        table.add("GET", "clusters/k8s_versions", r -> versions())
                .add("GET", "availability-zones", r -> ApiResponse.ok(Json.object("azs", Json.strings(FlavorCatalog.ZONES))))
                .add("GET", "available-resources/storage-classes", r -> storageClasses())
                .add("POST", "clusters", this::create)
                .add("GET", "clusters", r -> list())
                .add("GET", "clusters/{id}", this::get)
                .add("GET", "clusters/by-name/{name}", this::getByName)
                .add("DELETE", "clusters/{id}", this::delete)
                .add("PATCH", "clusters/{id}:upgrade", this::upgrade)
                .add("POST", "clusters/{id}:scaleControlPlane", this::scaleControlPlane)
                .add("POST", "clusters/{id}/kube_config", this::kubeConfig);
    }

    private ApiResponse versions() {
        JsonArray array = new JsonArray();
        KubeVersions.OFFERED.forEach(v -> array.add(Json.object("version", v)));
        return ApiResponse.ok(Json.object("k8s_versions", array));
    }

    private ApiResponse storageClasses() {
        JsonArray array = new JsonArray();
        for (String name : STORAGE_CLASSES) {
            JsonObject sc = new JsonObject();
            sc.addProperty("name", name);
            sc.add("zones", Json.strings(FlavorCatalog.ZONES));
            array.add(sc);
        }
        return ApiResponse.ok(Json.object("storage_classes", array));
    }

    private ApiResponse create(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String uuid = in.uuid(body, "uuid", "uuid", false);
        String name = in.name(body, "name", "name");
        String description = in.string(body, "description", "description", false);
        if (description != null && description.length() > 256) {
            in.violation("description", "must be at most 256 characters");
        }
        String version = in.string(body, "version", "version", true);
        if (version != null && KubeVersions.problem(version) != null) {
            in.violation("version", KubeVersions.problem(version));
        }
        Map<String, String> labels = in.stringMap(body, "labels", "labels");
        List<String> insecureRegistries = in.strings(body, "insecure_registries", "insecure_registries");

        JsonObject masterSpec = in.object(body, "master_spec", "master_spec", true);
        JsonObject masterEngine = in.object(masterSpec, "engine", "master_spec.engine", masterSpec != null);
        JsonObject masterNova = in.object(masterEngine, "nova_engine", "master_spec.engine.nova_engine", masterEngine != null);
        String masterFlavor = in.string(masterNova, "flavor_id", "master_spec.engine.nova_engine.flavor_id", masterNova != null);
        checkMasterFlavor(in, masterFlavor, "master_spec.engine.nova_engine.flavor_id");
        Integer replicas = in.integer(masterSpec, "replicas", "master_spec.replicas", masterSpec != null);

        JsonObject deployment = in.object(body, "deployment_type", "deployment_type", true);
        JsonObject zonal = in.object(deployment, "zonal_deployment", "deployment_type.zonal_deployment", false);
        JsonObject multi = in.object(deployment, "multi_zonal_deployment", "deployment_type.multi_zonal_deployment", false);
        String zone = null;
        List<String> zones = List.of();
        if (deployment != null && (zonal == null) == (multi == null)) {
            in.violation("deployment_type", "set exactly one of zonal_deployment (standard) or multi_zonal_deployment (regional)");
        } else if (zonal != null) {
            zone = in.string(zonal, "zone", "deployment_type.zonal_deployment.zone", true);
            checkZone(in, zone, "deployment_type.zonal_deployment.zone");
            if (replicas != null && !List.of(1, 3, 5).contains(replicas)) {
                in.violation("master_spec.replicas", "a standard (zonal) cluster has 1, 3 or 5 masters, got " + replicas);
            }
        } else if (multi != null) {
            zones = in.strings(multi, "zones", "deployment_type.multi_zonal_deployment.zones");
            if (zones.size() != 3 || new HashSet<>(zones).size() != 3) {
                in.violation("deployment_type.multi_zonal_deployment.zones",
                        "a regional cluster needs exactly 3 different zones, got " + zones);
            }
            zones.forEach(z -> checkZone(in, z, "deployment_type.multi_zonal_deployment.zones"));
            if (replicas != null && !List.of(3, 5).contains(replicas)) {
                in.violation("master_spec.replicas", "a regional (multi-zonal) cluster has 3 or 5 masters, got " + replicas);
            }
        }

        JsonObject network = in.object(body, "network_config", "network_config", true);
        JsonObject plugin = in.object(network, "plugin", "network_config.plugin", network != null);
        JsonObject calico = in.object(plugin, "calico", "network_config.plugin.calico", false);
        JsonObject cilium = in.object(plugin, "cilium", "network_config.plugin.cilium", false);
        String pluginName = null;
        String podsCidr = null;
        if (plugin != null && (calico == null) == (cilium == null)) {
            in.violation("network_config.plugin", "set exactly one of calico or cilium");
        } else if (plugin != null) {
            pluginName = calico != null ? "calico" : "cilium";
            if (cilium != null && !behaviour.get().ciliumAccepted()) {
                in.violation("network_config.plugin.cilium", "Currently, only calico is supported");
            }
            String path = "network_config.plugin." + pluginName + ".pods_ipv4_cidr";
            podsCidr = in.string(calico != null ? calico : cilium, "pods_ipv4_cidr", path, true);
            in.cidr(podsCidr, path);
        }
        JsonObject netEngine = in.object(network, "engine", "network_config.engine", network != null);
        JsonObject sprut = in.object(netEngine, "sprut_engine", "network_config.engine.sprut_engine", netEngine != null);
        String networkId = in.uuid(sprut, "network_id", "network_config.engine.sprut_engine.network_id", sprut != null);
        String subnetId = in.uuid(sprut, "subnet_id", "network_config.engine.sprut_engine.subnet_id", sprut != null);
        String externalNetworkId = in.uuid(sprut, "external_network_id", "network_config.engine.sprut_engine.external_network_id", false);

        JsonObject lb = in.object(body, "load_balancer_config", "load_balancer_config", true);
        JsonObject octavia = in.object(lb, "octavia_engine", "load_balancer_config.octavia_engine", lb != null);
        String lbSubnet = in.uuid(octavia, "loadbalancer_subnet_id", "load_balancer_config.octavia_engine.loadbalancer_subnet_id", octavia != null);
        Boolean publicIp = in.bool(octavia, "enable_public_ip", "load_balancer_config.octavia_engine.enable_public_ip");
        List<String> allowedCidrs = in.strings(octavia, "allowed_cidrs", "load_balancer_config.octavia_engine.allowed_cidrs");
        allowedCidrs.forEach(c -> in.cidr(c, "load_balancer_config.octavia_engine.allowed_cidrs"));
        if (Boolean.TRUE.equals(publicIp) && (externalNetworkId == null || externalNetworkId.isEmpty())) {
            in.violation("network_config.engine.sprut_engine.external_network_id",
                    "is required when load_balancer_config.octavia_engine.enable_public_ip is true");
        }
        in.throwIfInvalid();

        synchronized (store) {
            if (store.clusters.values().stream().anyMatch(c -> c.name.equals(name))) {
                throw ApiException.alreadyExists("cluster with name \"" + name + "\" already exists in the project");
            }
            if (uuid != null && !uuid.isEmpty() && store.clusters.values().stream().anyMatch(c -> c.uuid.equals(uuid))) {
                throw ApiException.alreadyExists("cluster with uuid " + uuid + " already exists");
            }
            String overQuota = quotas.admitCluster();
            ThreadLocalRandom random = ThreadLocalRandom.current();
            ClusterRecord cluster = new ClusterRecord(Ksuid.next(),
                    uuid == null || uuid.isEmpty() ? UUID.randomUUID().toString() : uuid,
                    name, description == null ? "" : description, version, projectId, labels, insecureRegistries,
                    zone, zones, pluginName, podsCidr, networkId, subnetId,
                    externalNetworkId != null && !externalNetworkId.isEmpty() ? externalNetworkId
                            : behaviour.get().autoExternalNetwork() ? CHOSEN_EXTERNAL_NETWORK : "", lbSubnet,
                    Boolean.TRUE.equals(publicIp), allowedCidrs, masterFlavor, replicas,
                    "10.0." + random.nextInt(256) + "." + (2 + random.nextInt(250)),
                    Boolean.TRUE.equals(publicIp) ? "95.163." + random.nextInt(256) + "." + (2 + random.nextInt(250)) : "");
            cluster.quotaError = overQuota;
            store.clusters.put(cluster.id, cluster);
            lifecycle.provision(cluster);
            return ApiResponse.ok(Json.object("id", cluster.id));
        }
    }

    private ApiResponse get(ApiRequest request) {
        String key = request.param("id");
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(key);
            visibility.requireNameServedAt("cluster", key, !key.equals(cluster.id) && !key.equals(cluster.uuid),
                    CloudBehaviour.ByNameShape.PLAIN);
            visibility.requireVisible(cluster.createdAt, "cluster " + key);
            return ApiResponse.ok(cluster.toJson(store.nodeGroupsOf(cluster.id)));
        }
    }

    /** {@code GET clusters/by-name/{name}}: served only with the prefixed by-name shape. */
    private ApiResponse getByName(ApiRequest request) {
        String name = request.param("name");
        visibility.requireNameServedAt("cluster", name, true, CloudBehaviour.ByNameShape.PREFIXED);
        synchronized (store) {
            ClusterRecord cluster = store.clusters.values().stream().filter(c -> c.name.equals(name)).findFirst()
                    .orElseThrow(() -> ApiException.notFound("cluster " + name + " not found"));
            visibility.requireVisible(cluster.createdAt, "cluster " + name);
            return ApiResponse.ok(cluster.toJson(store.nodeGroupsOf(cluster.id)));
        }
    }

    /**
     * {@code GET clusters}: every cluster of the project, {@code {"clusters":[…]}}. INFERRED
     * (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/internal/services/kubernetes/containerinfra/v2 has no such call;
     * grpc-gateway services conventionally pair {@code Get} with {@code List}); the
     * real-cloud contract test records whether it exists. Objects still invisible after create are left out.
     */
    private ApiResponse list() {
        JsonArray array = new JsonArray();
        synchronized (store) {
            for (ClusterRecord cluster : store.clusters.values()) {
                try {
                    visibility.requireVisible(cluster.createdAt, "cluster");
                    array.add(cluster.toJson(store.nodeGroupsOf(cluster.id)));
                } catch (ApiException invisible) {
                    // not listed yet
                }
            }
        }
        return ApiResponse.ok(Json.object("clusters", array));
    }

    private ApiResponse delete(ApiRequest request) {
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(request.param("id"));
            if (!cluster.status.equals("DELETING")) {
                lifecycle.delete(cluster);
            }
            return ApiResponse.okEmpty();
        }
    }

    private ApiResponse upgrade(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        String target = in.string(body, "target_version", "target_version", true);
        in.throwIfInvalid();
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(request.param("id"));
            requireRunning(cluster);
            String problem = KubeVersions.upgradeProblem(cluster.version, target);
            if (problem == null) {
                problem = unsupportingAddon(cluster, target);
            }
            if (problem != null) {
                throw ApiException.invalid("target_version", problem);
            }
            lifecycle.upgrade(cluster, target, timings.clusterUpgrade());
            return ApiResponse.okEmpty();
        }
    }

    /**
     * Null, or why an addon installed in {@code cluster} stops the upgrade to {@code target}: its version does not list
     * {@code target}. VK documents that addons keep their version through an upgrade and are updated separately
     * (https://cloud.vk.com/docs/en/kubernetes/k8s/instructions/update) and is silent on an installed version that
     * does not support the target. PLAUSIBLE, not a fact: the emulator refuses the upgrade at once (400 on
     * {@code target_version}, naming the addon), the answer that never leaves an addon on a Kubernetes version its
     * catalog entry does not list, as the install is refused for one (see AddonApi).
     */
    private String unsupportingAddon(ClusterRecord cluster, String target) {
        for (ClusterAddonRecord installed : store.addonsOf(cluster.id)) {
            AddonCatalog.AddonVersion version = addonCatalog.versionById(installed.addonVersionId).orElse(null);
            if (version != null && !version.supportedKubeVersions().contains(target)) {
                return "the installed addon " + installed.addonName + " " + version.version()
                        + " does not support Kubernetes " + target + " (its version lists "
                        + String.join(", ", version.supportedKubeVersions()) + "); update the addon to a version"
                        + " that supports " + target + " first";
            }
        }
        return null;
    }

    private ApiResponse scaleControlPlane(ApiRequest request) {
        JsonObject body = request.json();
        RequestReader in = new RequestReader();
        JsonObject spec = in.object(body, "master_spec", "master_spec", true);
        JsonObject engine = in.object(spec, "engine", "master_spec.engine", spec != null);
        JsonObject nova = in.object(engine, "nova_engine", "master_spec.engine.nova_engine", engine != null);
        String flavorId = in.string(nova, "flavor_id", "master_spec.engine.nova_engine.flavor_id", nova != null);
        checkMasterFlavor(in, flavorId, "master_spec.engine.nova_engine.flavor_id");
        Integer replicas = in.integer(spec, "replicas", "master_spec.replicas", spec != null);
        in.throwIfInvalid();
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(request.param("id"));
            requireRunning(cluster);
            List<Integer> allowed = cluster.isRegional() ? List.of(3, 5) : List.of(1, 3, 5);
            if (!allowed.contains(replicas)) {
                throw ApiException.invalid("master_spec.replicas", "a " + (cluster.isRegional() ? "regional" : "standard")
                        + " cluster has " + allowed + " masters, got " + replicas);
            }
            lifecycle.reconcile(cluster, timings.controlPlaneScale(), c -> {
                c.masterFlavorId = flavorId;
                c.masterReplicas = replicas;
            }, List.of());
            return ApiResponse.okEmpty();
        }
    }

    private ApiResponse kubeConfig(ApiRequest request) {
        synchronized (store) {
            ClusterRecord cluster = store.requireCluster(request.param("id"));
            if (cluster.kubeApi == null) {
                if (cluster.status.equals("PROVISIONING") || cluster.status.equals("DELETING")) {
                    throw ApiException.conflict("cluster " + cluster.id + " is " + cluster.status
                            + "; its kubeconfig is available once it is RUNNING");
                }
                throw ApiException.status(501, "this emulator runs without a Kubernetes API (no KubeApiFactory configured)");
            }
            return ApiResponse.text(200, kubeconfig.render(cluster.name, cluster.publicIp, cluster.kubeApi), "application/yaml");
        }
    }

    static void requireRunning(ClusterRecord cluster) {
        boolean failedOnNodeGroupQuota = cluster.status.equals(ProjectQuotas.ERROR_STATUS) && cluster.quotaError == null;
        if (!cluster.status.equals("RUNNING") && !failedOnNodeGroupQuota) {
            throw ApiException.conflict("cluster " + cluster.id + " is in " + cluster.status
                    + " state; the operation is allowed only when it is RUNNING");
        }
        if (cluster.changePending) {
            throw ApiException.conflict("cluster " + cluster.id + " has an operation in progress"
                    + "; the operation is allowed only when it is RUNNING");
        }
    }

    private void checkMasterFlavor(RequestReader in, String flavorId, String path) {
        if (flavorId == null) {
            return;
        }
        flavors.byId(flavorId).ifPresentOrElse(flavor -> {
            if (flavor.isGpu()) {
                in.violation(path, "GPU flavor " + flavor.name() + " cannot be used for masters; GPU flavors are for node groups only");
            }
        }, () -> in.violation(path, "flavor " + flavorId + " not found"));
    }

    static void checkZone(RequestReader in, String zone, String path) {
        if (zone != null && !FlavorCatalog.ZONES.contains(zone)) {
            in.violation(path, "unknown availability zone \"" + zone + "\"; available: " + String.join(", ", FlavorCatalog.ZONES));
        }
    }
}
