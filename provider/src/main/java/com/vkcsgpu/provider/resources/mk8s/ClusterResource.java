package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.KubernetesVersion;
import com.vkcsgpu.provider.secret.SecretString;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.cloud.mk8s.Cluster;
import com.vkcsgpu.provider.cloud.mk8s.ClusterCreate;
import com.vkcsgpu.provider.cloud.mk8s.DeploymentType;
import com.vkcsgpu.provider.cloud.mk8s.LoadBalancerConfig;
import com.vkcsgpu.provider.cloud.mk8s.MasterSpec;
import com.vkcsgpu.provider.cloud.mk8s.NetworkConfig;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.framework.CustomDiff;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.Importable;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.provider.framework.NotFoundException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code vkcs-gpu:mk8s:Cluster}: a gen-2 managed Kubernetes cluster. Version upgrades
 * ({@code :upgrade}) and master flavor changes ({@code :scaleControlPlane}) happen in place;
 * everything else replaces (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/kubernetes/resource_kubernetes_cluster_v2).
 * Create, update and delete wait for the cluster's status
 * (as vkcs/kubernetes/resource_cluster_v2.go does); the admin kubeconfig is a secret output.
 */
@Doc("A VK Cloud managed Kubernetes cluster (second generation): masters, networking and the Kubernetes API. "
        + "Add workers with `vkcs-gpu:mk8s:NodeGroup`. The admin kubeconfig is a secret output.")
public final class ClusterResource extends CloudResource<ClusterArgs, ClusterState>
        implements CustomDiff<ClusterArgs>, Importable<ClusterArgs, ClusterState>,
        PreviewImpact<ClusterArgs, ClusterState> {
    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:mk8s:Cluster";
    private static final List<Integer> STANDARD_MASTERS = List.of(1, 3, 5);
    private static final List<Integer> REGIONAL_MASTERS = List.of(3, 5);
    private static final int DESCRIPTION_MAX = 256;
    private static final CloudFailures.Hint MASTER_FLAVOR_HINT = CloudFailures.Hint.whenServerMentions(
            "check masterFlavorId: masters need a CPU flavor such as STD3-4-8; GPU flavors are for node groups only",
            "flavor");

    private final PreviewImpact<ClusterArgs, ClusterState> upgradeImpact;

    ClusterResource(CloudAccess cloud) {
        super(cloud, TOKEN, MASTER_FLAVOR_HINT);
        this.upgradeImpact = new ClusterUpgradePreview(cloud);
    }

    /** What a version upgrade does to the GPU pools ({@link ClusterUpgradePreview}); read-only calls only. */
    @Override
    public List<ImpactLine> previewImpact(PlannedChange<ClusterArgs, ClusterState> change, OpContext ctx) {
        return upgradeImpact.previewImpact(change, ctx);
    }

    @Override
    public String idOf(ClusterState state) {
        return state.clusterId();
    }

    @Override
    public String importIdFormat() {
        return "<cluster UUID>";
    }

    @Override
    public String importIdSource() {
        return "The id is the cluster's UUID, shown on the cluster's page in the VK Cloud console.";
    }

    /**
     * Terraform's defaults for gen-2 clusters (vk-cs/terraform-provider-vkcs v0.16.0
     * vkcs/kubernetes/resource_kubernetes_cluster_v2): 60 minutes for every write.
     */
    @Override
    public Timeouts timeouts() {
        return new Timeouts(Duration.ofMinutes(60), Duration.ofMinutes(5), Duration.ofMinutes(60), Duration.ofMinutes(60));
    }

    /** Cluster names are unique in a project, and a replacement usually keeps its name. */
    @Override
    public boolean deleteBeforeReplace() {
        return true;
    }

    @Override
    public void check(ClusterArgs a, Diagnostics diags) {
        Checks.rule(diags, "name", a.name(), VkCloudSyntax::clusterNameProblem, null);
        Checks.rule(diags, "version", a.version(), VkCloudSyntax::versionProblem, "list the offered versions with getVersions");
        Checks.rule(diags, "masterFlavorId", a.masterFlavorId(), VkCloudSyntax::uuidProblem,
                "use the flavor's id, not its name (e.g. the id of STD3-4-8)");
        for (String property : List.of("networkId", "subnetId", "loadbalancerSubnetId")) {
            Checks.rule(diags, property, uuidOf(a, property), VkCloudSyntax::uuidProblem, null);
        }
        if (a.externalNetworkId() != null && !a.externalNetworkId().isEmpty()) {
            Checks.rule(diags, "externalNetworkId", a.externalNetworkId(), VkCloudSyntax::uuidProblem, null);
        }
        Checks.rule(diags, "podsIpv4Cidr", a.podsIpv4Cidr(), VkCloudSyntax::ipv4CidrProblem, null);
        if (a.description() != null && a.description().length() > DESCRIPTION_MAX) {
            diags.error("description", "must be at most " + DESCRIPTION_MAX + " characters, got " + a.description().length(),
                    "shorten it");
        }
        if (a.networkPlugin() != null && !List.of("calico", "cilium").contains(a.networkPlugin())) {
            diags.error("networkPlugin", "'" + a.networkPlugin() + "' is not a supported CNI plugin", "use calico or cilium");
        }
        checkTopology(a, diags);
        if (Boolean.TRUE.equals(a.publicIp()) && (a.externalNetworkId() == null || a.externalNetworkId().isEmpty())
                && !diags.isUnknown("externalNetworkId")) {
            diags.error("externalNetworkId", "is required when publicIp is true",
                    "set it to the external network's id (usually the one named 'ext-net'), or set publicIp to false");
        }
        if (a.loadbalancerAllowedCidrs() != null) {
            for (int i = 0; i < a.loadbalancerAllowedCidrs().size(); i++) {
                Checks.rule(diags, PropertyPath.of("loadbalancerAllowedCidrs", i), a.loadbalancerAllowedCidrs().get(i),
                        VkCloudSyntax::ipv4CidrProblem, null);
            }
        }
        if (a.insecureRegistries() != null) {
            for (int i = 0; i < a.insecureRegistries().size(); i++) {
                Checks.notBlank(diags, PropertyPath.of("insecureRegistries", i), a.insecureRegistries().get(i),
                        "give a registry as host[:port]");
            }
        }
    }

    /**
     * Standard: one zone and 1/3/5 masters; regional: three different zones and 3/5 masters
     * (vk-cs/terraform-provider-vkcs v0.16.0 vkcs/kubernetes/resource_kubernetes_cluster_v2).
     */
    private static void checkTopology(ClusterArgs a, Diagnostics diags) {
        String type = a.clusterType();
        if (type != null && !List.of(ClusterArgs.STANDARD, ClusterArgs.REGIONAL).contains(type)) {
            diags.error("clusterType", "'" + type + "' is not a cluster type", "use standard (one zone) or regional (three zones)");
            return;
        }
        List<String> zones = a.availabilityZones();
        if (zones != null) {
            for (int i = 0; i < zones.size(); i++) {
                Checks.notBlank(diags, PropertyPath.of("availabilityZones", i), zones.get(i), "name a zone such as GZ1");
            }
        }
        if (type == null) {
            return; // unknown in preview: the counts depend on it
        }
        boolean regional = a.regional();
        if (zones != null && !diags.isUnknown("availabilityZones")) {
            int wanted = regional ? 3 : 1;
            if (zones.size() != wanted) {
                diags.error("availabilityZones", "a " + type + " cluster needs exactly " + wanted + " zone"
                        + (wanted == 1 ? "" : "s") + ", got " + zones.size(),
                        regional ? "list three different zones such as [\"GZ1\", \"MS1\", \"ME1\"]"
                                : "list one zone such as [\"GZ1\"], or set clusterType to regional for three");
            } else if (regional && new HashSet<>(zones).size() != zones.size()) {
                diags.error("availabilityZones", "a regional cluster needs three different zones, got " + zones,
                        "remove the duplicate zone");
            }
        }
        if (a.masterCount() != null) {
            List<Integer> allowed = regional ? REGIONAL_MASTERS : STANDARD_MASTERS;
            if (!allowed.contains(a.masterCount())) {
                diags.error("masterCount", "a " + type + " cluster has " + describe(allowed) + " masters, got " + a.masterCount(),
                        regional ? "use 3 or 5" : "use 1, 3 or 5");
            }
        }
    }

    private static String describe(List<Integer> counts) {
        return counts.size() == 2 ? counts.get(0) + " or " + counts.get(1) : "1, 3 or 5";
    }

    private static String uuidOf(ClusterArgs a, String property) {
        return switch (property) {
            case "networkId" -> a.networkId();
            case "subnetId" -> a.subnetId();
            default -> a.loadbalancerSubnetId();
        };
    }

    /**
     * Version is upgrade-only: a lower version fails the preview here, because Check sees only the
     * new inputs. Reorderings of set-like lists and an explicit master count equal to the default
     * are no changes.
     */
    @Override
    public Diff customize(Diff computed, ClusterArgs olds, ClusterArgs news) {
        Diff diff = computed;
        if (olds == null || news == null) {
            return diff;
        }
        Optional<KubernetesVersion> from = KubernetesVersion.tryParse(olds.version());
        Optional<KubernetesVersion> to = KubernetesVersion.tryParse(news.version());
        if (from.isPresent() && to.isPresent() && to.get().compareTo(from.get()) < 0) {
            throw new InvalidInputException("version: downgrade from " + from.get() + " to " + to.get()
                    + " is not possible; VK Cloud only upgrades clusters. Keep version " + from.get()
                    + " (or a newer one), or replace the cluster by also changing its name");
        }
        diff = Unordered.ignoreReordering(diff, "availabilityZones", olds.availabilityZones(), news.availabilityZones());
        diff = Unordered.ignoreReordering(diff, "loadbalancerAllowedCidrs", olds.loadbalancerAllowedCidrs(),
                news.loadbalancerAllowedCidrs());
        diff = Unordered.ignoreReordering(diff, "insecureRegistries", olds.insecureRegistries(), news.insecureRegistries());
        boolean typeKnown = olds.clusterType() != null && news.clusterType() != null;
        if (typeKnown && Objects.equals(olds.clusterType(), news.clusterType())
                && !diff.unknowns().contains(PropertyPath.of("masterCount"))
                && olds.effectiveMasterCount() == news.effectiveMasterCount()) {
            diff = diff.without(PropertyPath.of("masterCount"));
        }
        return diff;
    }

    @Override
    public ClusterState create(ClusterArgs args, OpContext ctx) {
        VkcsClient client = cloud.client();
        String id = CloudFailures.create(() -> client.clusters().createCluster(request(args)),
                new CloudFailures.Orphan(token(), ctx.urn(), () -> client.clusters().findCluster(args.name()).map(Cluster::id)));
        ctx.accepted(new ClusterState(args, id, null, Cluster.PROVISIONING, null, null, null, null, null, null, null));
        Cluster running = client.clusters().awaitRunning(id, ctx.waitControl());
        return state(running, null, kubeconfig(client, id));
    }

    static ClusterCreate request(ClusterArgs a) {
        List<String> zones = a.availabilityZones();
        DeploymentType deployment = a.regional() ? DeploymentType.multiZonal(zones) : DeploymentType.zonal(zones.get(0));
        NetworkConfig network = "cilium".equals(a.networkPlugin())
                ? NetworkConfig.cilium(a.podsIpv4Cidr(), a.networkId(), a.subnetId(), a.externalNetworkId())
                : NetworkConfig.calico(a.podsIpv4Cidr(), a.networkId(), a.subnetId(), a.externalNetworkId());
        return new ClusterCreate("", a.name(), a.description(), a.version(), a.labels(),
                MasterSpec.of(a.masterFlavorId(), a.effectiveMasterCount()), deployment, network,
                LoadBalancerConfig.octavia(a.loadbalancerSubnetId(), Boolean.TRUE.equals(a.publicIp()),
                        a.loadbalancerAllowedCidrs()),
                a.insecureRegistries());
    }

    @Override
    public ClusterState read(String id, ClusterState old, OpContext ctx) {
        VkcsClient client = cloud.client();
        Cluster cluster = client.clusters().findCluster(id)
                .filter(found -> !Cluster.DELETED.equals(found.status()))
                .orElseThrow(() -> new NotFoundException("cluster " + id + " no longer exists"));
        SecretString kubeconfig = cluster.isRunning() ? kubeconfig(client, cluster.id())
                : old == null ? null : old.kubeconfig();
        return state(cluster, old, kubeconfig);
    }

    /**
     * Brings the cluster to the new inputs from wherever it is: a create that failed while waiting
     * (partial state) resumes with the wait; then an upgrade, then the control-plane scaling, each
     * waited for until RUNNING (the API refuses changes while the cluster reconciles).
     */
    @Override
    public ClusterState update(String id, ClusterState olds, ClusterArgs news, OpContext ctx) {
        VkcsClient client = cloud.client();
        WaitControl control = ctx.waitControl();
        Cluster current = client.clusters().awaitRunning(id, control);
        if (!Objects.equals(current.version(), news.version())) {
            ctx.progress().info("upgrading cluster " + id + " from " + current.version() + " to " + news.version());
            client.clusters().upgradeCluster(id, news.version(), control);
            current = client.clusters().awaitRunning(id, control);
        }
        String flavor = current.master() == null || current.master().vmEngine() == null ? null
                : current.master().vmEngine().flavorId();
        if (!Objects.equals(flavor, news.masterFlavorId())) {
            int replicas = current.master() == null ? news.effectiveMasterCount() : current.master().replicas();
            ctx.progress().info("changing the master flavor of cluster " + id + " to " + news.masterFlavorId());
            client.clusters().scaleControlPlane(id, MasterSpec.of(news.masterFlavorId(), replicas),
                    control);
            current = client.clusters().awaitRunning(id, control);
        }
        return state(current, olds, kubeconfig(client, id));
    }

    @Override
    public void delete(String id, ClusterState state, OpContext ctx) {
        VkcsClient client = cloud.client();
        client.clusters().deleteCluster(id);
        client.clusters().awaitDeleted(id, ctx.waitControl());
    }

    /** Imported inputs leave out what the user would not write: empty lists and maps, no external network. */
    @Override
    public ClusterArgs importedInputs(ClusterState state) {
        ClusterArgs a = state.args();
        return new ClusterArgs(a.name(), a.version(), a.clusterType(), a.availabilityZones(), a.masterCount(),
                a.masterFlavorId(), a.networkId(), a.subnetId(), a.loadbalancerSubnetId(), a.networkPlugin(),
                a.podsIpv4Cidr(), emptyToNull(a.description()), a.externalNetworkId(), a.publicIp(),
                emptyToNull(a.loadbalancerAllowedCidrs()), emptyToNull(a.insecureRegistries()), emptyToNull(a.labels()));
    }

    private static SecretString kubeconfig(VkcsClient client, String id) {
        return client.clusters().kubeconfig(id);
    }

    /**
     * The API's view mapped back to inputs, so a refresh shows changes made outside (version, master
     * flavor) and nothing else: set-like lists keep the previous order, empty collections are
     * reported as empty (so clearing them outside shows as drift).
     */
    static ClusterState state(Cluster c, ClusterState old, SecretString kubeconfig) {
        ClusterArgs previous = old == null ? null : old.args();
        boolean regional = c.deploymentType() != null && c.deploymentType().multiZonalDeployment() != null;
        List<String> zones = regional ? c.deploymentType().multiZonalDeployment().zones()
                : c.deploymentType() == null || c.deploymentType().zonalDeployment() == null ? null
                : List.of(c.deploymentType().zonalDeployment().zone());
        String plugin = null;
        String podsCidr = null;
        String networkId = null;
        String subnetId = null;
        String externalNetworkId = null;
        if (c.networkConfig() != null) {
            NetworkConfig.Plugin p = c.networkConfig().plugin();
            if (p != null && p.calico() != null) {
                plugin = "calico";
                podsCidr = p.calico().podsIpv4Cidr();
            } else if (p != null && p.cilium() != null) {
                plugin = "cilium";
                podsCidr = p.cilium().podsIpv4Cidr();
            }
            if (c.networkConfig().engine() != null && c.networkConfig().engine().sprutEngine() != null) {
                NetworkConfig.SprutEngine sprut = c.networkConfig().engine().sprutEngine();
                networkId = sprut.networkId();
                subnetId = sprut.subnetId();
                externalNetworkId = sprut.externalNetworkId() == null || sprut.externalNetworkId().isEmpty()
                        ? null : sprut.externalNetworkId();
            }
        }
        LoadBalancerConfig.OctaviaEngine lb = c.loadBalancerConfig() == null ? null : c.loadBalancerConfig().octaviaEngine();
        ClusterArgs args = new ClusterArgs(
                c.name(),
                c.version(),
                regional ? ClusterArgs.REGIONAL : ClusterArgs.STANDARD,
                Unordered.keepOrder(zones, previous == null ? null : previous.availabilityZones()),
                c.master() == null ? null : c.master().replicas(),
                c.master() == null || c.master().vmEngine() == null ? null : c.master().vmEngine().flavorId(),
                networkId,
                subnetId,
                lb == null ? null : lb.loadbalancerSubnetId(),
                plugin,
                podsCidr,
                c.description() == null ? "" : c.description(),
                externalNetworkId,
                lb == null ? null : lb.enablePublicIp(),
                lb == null ? List.of() : Unordered.keepOrder(lb.allowedCidrs(),
                        previous == null ? null : previous.loadbalancerAllowedCidrs()),
                Unordered.keepOrder(c.insecureRegistries() == null ? List.of() : c.insecureRegistries(),
                        previous == null ? null : previous.insecureRegistries()),
                c.labels() == null ? Map.of() : c.labels());
        return new ClusterState(args, c.id(), c.uuid(), c.status(), c.createdAt(), c.projectId(), c.apiAddress(),
                emptyToNull(c.externalIp()), emptyToNull(c.internalIp()), kubeconfig, null);
    }

    private static String emptyToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }

    private static <T> List<T> emptyToNull(List<T> list) {
        return list == null || list.isEmpty() ? null : list;
    }

    private static <K, V> Map<K, V> emptyToNull(Map<K, V> map) {
        return map == null || map.isEmpty() ? null : map;
    }
}
