package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.cloud.mk8s.Addon;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddon;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonCreate;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonPatch;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.framework.CustomResource;
import com.vkcsgpu.provider.framework.FailureTranslator;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.Importable;
import com.vkcsgpu.provider.framework.NotFoundException;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreconditionFailedException;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.framework.Timeouts;
import com.vkcsgpu.domain.KubernetesSyntax;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.time.Duration;
import java.util.List;

/**
 * {@code vkcs-gpu:mk8s:ClusterAddon}: an addon from VK Cloud's catalog installed in a cluster. The
 * version is given as the catalog writes it and resolved to its id; version and values change in
 * place; create, update and delete wait for the addon's own status (vk-cs/terraform-provider-vkcs PR #693
 * vkcs/internal/services/kubernetes/containerinfra/v2/addons; vkcs/kubernetes/resource_cluster_addon_v2.go).
 */
@Doc("A VK Cloud managed addon (for example `gpu-operator`) installed in a gen-2 cluster from VK Cloud's addon catalog. "
        + "Version and values change in place.")
public final class ClusterAddonResource implements CustomResource<ClusterAddonArgs, ClusterAddonState>,
        Importable<ClusterAddonArgs, ClusterAddonState> {
    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:mk8s:ClusterAddon";
    private static final CloudFailures.Hint VERSION_HINT = CloudFailures.Hint.whenServerMentions(
            "check addonVersion against the cluster's Kubernetes version with getAddons", "version");

    private final CloudAccess cloud;

    ClusterAddonResource(CloudAccess cloud) {
        this.cloud = cloud;
    }

    @Override
    public FailureTranslator failures() {
        return CloudFailures.translator(VERSION_HINT);
    }

    @Override
    public String token() {
        return TOKEN;
    }

    @Override
    public Class<ClusterAddonArgs> argsType() {
        return ClusterAddonArgs.class;
    }

    @Override
    public Class<ClusterAddonState> stateType() {
        return ClusterAddonState.class;
    }

    @Override
    public String idOf(ClusterAddonState state) {
        return state.clusterAddonId();
    }

    @Override
    public String importIdFormat() {
        return "<installed addon id>";
    }

    @Override
    public String importIdSource() {
        return "The id is the installed addon's id, listed for the cluster by the managed Kubernetes API (`GET clusters/{cluster id}/addons`).";
    }

    @Override
    public Timeouts timeouts() {
        return new Timeouts(Duration.ofMinutes(30), Duration.ofMinutes(5), Duration.ofMinutes(30), Duration.ofMinutes(30));
    }

    /** One install per addon per cluster: the old one must go before the new one is installed. */
    @Override
    public boolean deleteBeforeReplace() {
        return true;
    }

    @Override
    public void check(ClusterAddonArgs a, Diagnostics diags) {
        Checks.rule(diags, "clusterId", a.clusterId(), VkCloudSyntax::ksuidProblem, "use the cluster's clusterId output");
        Checks.notBlank(diags, PropertyPath.of("addonName"), a.addonName(), "use a catalog name such as gpu-operator");
        Checks.notBlank(diags, PropertyPath.of("addonVersion"), a.addonVersion(), "use a version getAddons lists, such as 24.9.0");
        Checks.rule(diags, "namespace", a.namespace(), KubernetesSyntax::dns1123LabelProblem, null);
        if ((a.values() == null || a.values().isBlank()) && !diags.isUnknown("values")) {
            // The gen-2 API refuses an install without values (vk-cs/terraform-provider-vkcs
            // branch vkcs-kubernetes-v2-sec-policy, resource_cluster_addon_v2.go, marks values Required), on every retry.
            diags.error("values", "is required: VK Cloud refuses to install an addon without values",
                    "set values to the addon's Helm values as YAML or JSON text, starting from the version's values template");
        }
    }

    @Override
    public ClusterAddonState create(ClusterAddonArgs args, OpContext ctx) {
        VkcsClient client = cloud.client();
        WaitControl control = ctx.waitControl().about("addon " + args.addonName());
        CatalogEntry entry = resolve(client, args);
        ClusterAddonCreate request = new ClusterAddonCreate(entry.addonId(), entry.versionId(), args.namespace(),
                args.values() == null ? "" : args.values(), args.addonName());
        String id = CloudFailures.create(() -> client.addons().installAddon(args.clusterId(), args.addonName(), request, control),
                new CloudFailures.Orphan(token(), ctx.urn(),
                        () -> client.addons().findClusterAddonByName(args.clusterId(), args.addonName()).map(ClusterAddon::id)));
        ctx.accepted(new ClusterAddonState(args, id, entry.addonId(), entry.versionId(), null, null, null));
        ClusterAddon installed = client.addons().awaitAddonInstalled(id, control);
        return state(installed, args.addonVersion(), args.addonName());
    }

    @Override
    public ClusterAddonState read(String id, ClusterAddonState old, OpContext ctx) {
        VkcsClient client = cloud.client();
        ClusterAddon addon = client.addons().findClusterAddon(id)
                .filter(found -> !"DELETED".equals(found.status()))
                .orElseThrow(() -> new NotFoundException("addon " + id + " is no longer installed"));
        String version = client.addons().findAddonVersionById(addon.addonVersionId())
                .map(AddonVersion::version)
                .orElse(old == null ? null : old.args().addonVersion());
        return state(addon, version, old == null ? null : old.args().addonName());
    }

    /**
     * Lets a running install or change finish (the API refuses changes meanwhile; this is also how
     * a create that failed while waiting resumes), then sends the new version and values (both, as
     * the API wants) if either differs, and waits for INSTALLED.
     */
    @Override
    public ClusterAddonState update(String id, ClusterAddonState olds, ClusterAddonArgs news, OpContext ctx) {
        VkcsClient client = cloud.client();
        WaitControl control = ctx.waitControl().about("addon " + news.addonName());
        ClusterAddon current = client.addons().findClusterAddon(id)
                .orElseThrow(() -> new NotFoundException("addon " + id + " is no longer installed"));
        if (!ClusterAddon.INSTALLED.equals(current.status()) && !ClusterAddon.ERROR.equals(current.status())) {
            current = client.addons().awaitAddonInstalled(id, control);
        }
        CatalogEntry entry = resolve(client, news);
        String values = news.values() == null ? "" : news.values();
        if (!entry.versionId().equals(current.addonVersionId()) || !values.equals(current.values())) {
            ClusterAddonPatch patch = new ClusterAddonPatch(entry.versionId(), values);
            client.addons().patchClusterAddon(news.clusterId(), id, patch, control);
            current = client.addons().awaitAddonInstalled(id, control);
        }
        return state(current, news.addonVersion(), news.addonName());
    }

    @Override
    public void delete(String id, ClusterAddonState state, OpContext ctx) {
        VkcsClient client = cloud.client();
        WaitControl control = ctx.waitControl().about("addon " + state.args().addonName());
        if (client.addons().deleteClusterAddon(state.args().clusterId(), id, control)) {
            client.addons().awaitAddonGone(id, control);
        }
    }

    /** Catalog ids of an addon version. */
    private record CatalogEntry(String addonId, String versionId) {
    }

    /** The catalog ids of the requested addon version; fails naming the available ones when absent. */
    private static CatalogEntry resolve(VkcsClient client, ClusterAddonArgs args) {
        List<Addon> catalog = client.addons().listAddons();
        Addon addon = catalog.stream().filter(a -> args.addonName().equals(a.name())).findFirst()
                .orElseThrow(() -> new PreconditionFailedException("addonName: VK Cloud's catalog has no addon '"
                        + args.addonName() + "'; available: " + String.join(", ", catalog.stream().map(Addon::name).toList())));
        List<Addon.Version> versions = addon.versions() == null ? List.of() : addon.versions();
        Addon.Version version = versions.stream().filter(v -> args.addonVersion().equals(v.version())).findFirst()
                .orElseThrow(() -> new PreconditionFailedException("addonVersion: addon '" + addon.name() + "' has no version '"
                        + args.addonVersion() + "'; available: "
                        + String.join(", ", versions.stream().map(Addon.Version::version).toList())));
        return new CatalogEntry(addon.id(), version.id());
    }

    private static ClusterAddonState state(ClusterAddon a, String version, String fallbackName) {
        String name = a.baseAddonName() != null && !a.baseAddonName().isEmpty() ? a.baseAddonName()
                : a.addonName() != null && !a.addonName().isEmpty() ? a.addonName() : fallbackName;
        ClusterAddonArgs args = new ClusterAddonArgs(a.clusterId(), name, version, a.namespace(), a.values());
        return new ClusterAddonState(args, a.id(), a.addonId(), a.addonVersionId(), a.status(), a.createdAt(), a.updatedAt());
    }
}
