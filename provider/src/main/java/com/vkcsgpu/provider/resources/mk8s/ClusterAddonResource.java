package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.cloud.mk8s.Addon;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddon;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonCreate;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddonPatch;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.wait.WaitFailedException;
import com.vkcsgpu.provider.framework.CustomDiff;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.InvalidInputException;
import com.vkcsgpu.domain.KubernetesVersion;
import java.util.Optional;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.Importable;
import com.vkcsgpu.provider.framework.PreviewImpact;
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
 * version is given as the catalog writes it and resolved to its id. Addon versions only go up, and some addons must
 * be uninstalled before an update (https://cloud.vk.com/docs/en/kubernetes/k8s/instructions/addons/manage-addons):
 * a lower version fails the preview, and a higher one replaces the addon, as VK's own addon v2 resource does (it
 * marks the version ForceNew and PATCHes only {@code values}). Values change in place; a failed change leaves the
 * addon in ERROR, and the next update sends it again (VK's "Retry update"). Create, update and delete wait for the
 * addon's own status (vk-cs/terraform-provider-vkcs PR #693
 * vkcs/internal/services/kubernetes/containerinfra/v2/addons; vkcs/kubernetes/resource_cluster_addon_v2.go).
 */
@Doc("A VK Cloud managed addon (for example `gpu-operator`) installed in a gen-2 cluster from VK Cloud's addon catalog. "
        + "Values change in place; a higher version reinstalls the addon, a lower one fails at preview.")
public final class ClusterAddonResource extends CloudResource<ClusterAddonArgs, ClusterAddonState>
        implements CustomDiff<ClusterAddonArgs>, Importable<ClusterAddonArgs, ClusterAddonState>,
        PreviewImpact<ClusterAddonArgs, ClusterAddonState> {
    /** The type token. */
    public static final String TOKEN = "vkcs-gpu:mk8s:ClusterAddon";
    private static final CloudFailures.Hint VERSION_HINT = CloudFailures.Hint.whenServerMentions(
            "check addonVersion against the cluster's Kubernetes version with getAddons", "version");

    private final GpuOperatorAddonImpact gpuStackImpact;

    ClusterAddonResource(CloudAccess cloud) {
        super(cloud, TOKEN, VERSION_HINT);
        this.gpuStackImpact = new GpuOperatorAddonImpact(cloud);
    }

    /**
     * What a change of VK's GPU Operator addon does to the GPU nodes and the pods on them: the same lines as an
     * OperatorRelease's for the same change ({@link GpuOperatorAddonImpact}); read-only calls only.
     */
    @Override
    public List<ImpactLine> previewImpact(PlannedChange<ClusterAddonArgs, ClusterAddonState> change, OpContext ctx) {
        return gpuStackImpact.previewImpact(change, ctx);
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

    /**
     * A version change is never a silent PATCH: lower fails here (Check sees only the new inputs), higher replaces.
     * Versions are compared as numbers (the catalog writes X.Y.Z, the form {@link KubernetesVersion} reads).
     */
    @Override
    public Diff customize(Diff computed, ClusterAddonArgs olds, ClusterAddonArgs news) {
        if (olds == null || news == null) {
            return computed;
        }
        Optional<KubernetesVersion> from = KubernetesVersion.tryParse(olds.addonVersion());
        Optional<KubernetesVersion> to = KubernetesVersion.tryParse(news.addonVersion());
        if (from.isEmpty() || to.isEmpty() || from.get().compareTo(to.get()) == 0) {
            return computed;
        }
        if (to.get().compareTo(from.get()) < 0) {
            throw new InvalidInputException("addonVersion: " + olds.addonName() + " " + olds.addonVersion()
                    + " cannot be downgraded to " + news.addonVersion() + "; VK Cloud addon versions only go up"
                    + " (https://cloud.vk.com/docs/en/kubernetes/k8s/instructions/addons/manage-addons). Keep "
                    + olds.addonVersion() + " or a newer version");
        }
        return computed.withReplace(PropertyPath.of("addonVersion"), "VK Cloud changes an addon's version by"
                + " reinstalling it: " + olds.addonName() + " is uninstalled, then " + news.addonVersion() + " installed");
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
        if (Boolean.TRUE.equals(a.mergeOntoValuesTemplate()) && AddonValuesTemplate.problem(a.values()) != null) {
            diags.error("values", AddonValuesTemplate.problem(a.values()) + ": only a mapping can be merged onto the values template",
                    "write values as a YAML or JSON mapping, or set mergeOntoValuesTemplate to false");
        }
    }

    @Override
    public ClusterAddonState create(ClusterAddonArgs args, OpContext ctx) {
        VkcsClient client = cloud.client();
        WaitControl control = ctx.waitControl().about("addon " + args.addonName());
        CatalogEntry entry = resolve(client, args);
        String sent = sentValues(client, args);
        ClusterAddonCreate request = new ClusterAddonCreate(entry.addonId(), entry.versionId(), args.namespace(),
                sent, args.addonName());
        String id = CloudFailures.create(() -> client.addons().installAddon(args.clusterId(), args.addonName(), request, control),
                new CloudFailures.Orphan(token(), ctx.urn(),
                        () -> client.addons().findClusterAddonByName(args.clusterId(), args.addonName()).map(ClusterAddon::id)));
        ctx.accepted(new ClusterAddonState(args, id, entry.addonId(), entry.versionId(), null, null, null, null));
        ClusterAddon installed = awaitInstalled(client, id, args.addonName(), control);
        return state(installed, args.addonVersion(), args.addonName(), inputValues(args, sent, installed.values()),
                args.mergeOntoValuesTemplate());
    }

    @Override
    public ClusterAddonState read(String id, ClusterAddonState old, OpContext ctx) {
        VkcsClient client = cloud.client();
        ClusterAddon addon = client.addons().findClusterAddon(id)
                .filter(found -> !"DELETED".equals(found.status()))
                .orElseThrow(() -> new NotFoundException("addon " + id + " is no longer installed"));
        java.util.Optional<AddonVersion> catalogVersion =
                client.addons().findAddonVersionById(addon.addonVersionId());
        String version = catalogVersion.map(AddonVersion::version).orElse(old == null ? null : old.args().addonVersion());
        if (old == null || !Boolean.TRUE.equals(old.args().mergeOntoValuesTemplate())) {
            return state(addon, version, old == null ? null : old.args().addonName(), addon.values(),
                    old == null ? null : old.args().mergeOntoValuesTemplate());
        }
        // The cloud holds the template merged with our values: unchanged when that is what the last values give.
        String expected = merged(catalogVersion.map(AddonVersion::valuesTemplateText).orElse(null), old.args().values());
        return state(addon, version, old.args().addonName(), inputValues(old.args(), expected, addon.values()), true);
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
        String values = sentValues(client, news);
        boolean sameValues = Boolean.TRUE.equals(news.mergeOntoValuesTemplate())
                ? AddonValuesTemplate.sameValues(values, current.values()) : values.equals(current.values());
        boolean failedBefore = ClusterAddon.ERROR.equals(current.status());
        if (failedBefore || !entry.versionId().equals(current.addonVersionId()) || !sameValues) {
            // An addon left in ERROR by a failed change gets the change again: VK's "Retry update".
            ClusterAddonPatch patch = new ClusterAddonPatch(entry.versionId(), values);
            client.addons().patchClusterAddon(news.clusterId(), id, patch, control);
            current = awaitInstalled(client, id, news.addonName(), control);
        }
        return state(current, news.addonVersion(), news.addonName(), inputValues(news, values, current.values()),
                news.mergeOntoValuesTemplate());
    }

    /** Waits for INSTALLED; an addon left in ERROR fails with VK's advice and how the next run retries. */
    private static ClusterAddon awaitInstalled(VkcsClient client, String id, String addonName, WaitControl control) {
        try {
            return client.addons().awaitAddonInstalled(id, control);
        } catch (WaitFailedException e) {
            boolean inError = client.addons().findClusterAddon(id).map(a -> ClusterAddon.ERROR.equals(a.status()))
                    .orElse(false);
            if (!inError) {
                throw e;
            }
            throw new WaitFailedException("addon " + addonName + " (" + id + ")", "VK Cloud left it in ERROR: the"
                    + " install or update failed. VK Cloud's console offers \"Retry update\" for it; `pulumi up` run again"
                    + " sends the update again, or check the values and the addon's pods in the cluster first");
        }
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

    /**
     * The values to send: {@code values} verbatim, or merged onto the version's values template when
     * {@code mergeOntoValuesTemplate} is set (the template read from the catalog now, so a template VK changes
     * under a version is picked up).
     */
    static String sentValues(VkcsClient client, ClusterAddonArgs args) {
        String values = args.values() == null ? "" : args.values();
        if (!Boolean.TRUE.equals(args.mergeOntoValuesTemplate())) {
            return values;
        }
        String template = client.addons().findAddonVersion(args.addonName(), args.addonVersion())
                .map(AddonVersion::valuesTemplateText).orElse(null);
        return merged(template, values);
    }

    private static String merged(String template, String values) {
        try {
            return AddonValuesTemplate.merged(template, values);
        } catch (IllegalArgumentException e) {
            throw new PreconditionFailedException("values: " + e.getMessage()
                    + "; fix values, or set mergeOntoValuesTemplate to false to send them verbatim");
        }
    }

    /**
     * The {@code values} input as the state records it: the program's own values while the cloud holds what
     * they give ({@code sent}, compared by content), else the cloud's, so a change made outside shows as drift.
     */
    private static String inputValues(ClusterAddonArgs args, String sent, String cloudValues) {
        if (!Boolean.TRUE.equals(args.mergeOntoValuesTemplate())) {
            return cloudValues;
        }
        return AddonValuesTemplate.sameValues(sent, cloudValues) ? args.values() : cloudValues;
    }

    private static ClusterAddonState state(ClusterAddon a, String version, String fallbackName, String values,
            Boolean mergeOntoValuesTemplate) {
        String name = a.baseAddonName() != null && !a.baseAddonName().isEmpty() ? a.baseAddonName()
                : a.addonName() != null && !a.addonName().isEmpty() ? a.addonName() : fallbackName;
        ClusterAddonArgs args = new ClusterAddonArgs(a.clusterId(), name, version, a.namespace(), values,
                mergeOntoValuesTemplate);
        return new ClusterAddonState(args, a.id(), a.addonId(), a.addonVersionId(), a.status(), a.createdAt(), a.updatedAt(),
                null);
    }
}
