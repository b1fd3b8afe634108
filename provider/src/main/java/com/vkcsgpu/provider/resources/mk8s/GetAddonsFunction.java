package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.KubernetesVersion;
import com.vkcsgpu.doc.Doc;
import com.vkcsgpu.provider.cloud.mk8s.Addon;
import com.vkcsgpu.provider.cloud.mk8s.AddonClient;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.framework.Diagnostics;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.Required;
import com.vkcsgpu.domain.VkCloudSyntax;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code vkcs-gpu:mk8s:getAddons}: VK Cloud's addon catalog for gen-2 clusters (vk-cs/terraform-provider-vkcs PR #693
 * vkcs/internal/services/kubernetes/containerinfra/v2/addons).
 */
@Doc("Lists the managed addons VK Cloud offers for gen-2 clusters with their versions, optionally only the versions "
        + "that support a given Kubernetes version.")
public final class GetAddonsFunction extends CloudFunction<GetAddonsFunction.Args, GetAddonsFunction.Result> {
    /** The token. */
    public static final String TOKEN = "vkcs-gpu:mk8s:getAddons";

    /** Filter. */
    @Doc("Arguments of getAddons.")
    public record Args(
            @Doc("Keep only addon versions that support this Kubernetes version (`vX.Y.Z`); addons left with no "
                    + "version are left out.") String clusterVersion) {
    }

    /** The catalog. */
    @Doc("VK Cloud's addon catalog.")
    public record Result(@Doc("Addons with their versions.") @Required List<AddonInfo> addons) {
    }

    /** One catalog addon. */
    @Doc("A catalog addon.")
    public record AddonInfo(
            @Doc("Catalog id of the addon.") @Required String addonId,
            @Doc("Catalog name, the value ClusterAddon takes as `addonName` (e.g. `gpu-operator`).") @Required String name,
            @Doc("Its versions.") @Required List<AddonVersionInfo> versions) {
    }

    /** One addon version. */
    @Doc("A version of a catalog addon.")
    public record AddonVersionInfo(
            @Doc("Catalog id of the version.") @Required String addonVersionId,
            @Doc("The version, the value ClusterAddon takes as `addonVersion` (e.g. `24.9.0`).") @Required String version,
            @Doc("Whether VK Cloud marks the version deprecated.") @Required Boolean deprecated) {
    }

    GetAddonsFunction(CloudAccess cloud) {
        super(cloud, TOKEN);
    }

    @Override
    public void check(Args args, Diagnostics diags) {
        Checks.rule(diags, "clusterVersion", args.clusterVersion(), VkCloudSyntax::versionProblem, null);
    }

    @Override
    public Result invoke(Args args, OpContext ctx) {
        AddonClient addons = cloud.client().addons();
        Optional<KubernetesVersion> cluster = KubernetesVersion.tryParse(args.clusterVersion());
        List<AddonInfo> out = new ArrayList<>();
        for (Addon addon : addons.listAddons()) {
            List<AddonVersionInfo> versions = new ArrayList<>();
            for (Addon.Version v : addon.versions() == null ? List.<Addon.Version>of() : addon.versions()) {
                if (cluster.isEmpty() || supports(addons, v.id(), cluster.get())) {
                    versions.add(new AddonVersionInfo(v.id(), v.version(), v.isDeprecated()));
                }
            }
            if (cluster.isEmpty() || !versions.isEmpty()) {
                out.add(new AddonInfo(addon.id(), addon.name(), versions));
            }
        }
        return new Result(out);
    }

    /**
     * Whether the version lists the cluster's Kubernetes version among {@code supported_kube_versions};
     * an entry matches on major.minor, since patch releases of a line are interchangeable for addons
     * (the entries' exact format is not documented).
     */
    private static boolean supports(AddonClient addons, String versionId, KubernetesVersion cluster) {
        Optional<AddonVersion> details = addons.findAddonVersionById(versionId);
        List<String> supported = details.map(AddonVersion::supportedKubeVersions).orElse(List.of());
        return supported != null && supported.stream().anyMatch(s -> {
            String normalized = s.startsWith("v") ? s : "v" + s;
            Optional<KubernetesVersion> parsed = KubernetesVersion.tryParse(normalized.split("\\.").length == 2
                    ? normalized + ".0" : normalized);
            return parsed.isPresent() && parsed.get().sameMinor(cluster);
        });
    }
}
