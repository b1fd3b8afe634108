package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.operator.ChartValues;
import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.operator.ReleaseMatrix;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.cloud.mk8s.AddonVersion;
import com.vkcsgpu.provider.cloud.mk8s.ClusterAddon;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact;
import com.vkcsgpu.provider.resources.gpu.OperatorReleaseArgs;
import com.vkcsgpu.provider.resources.gpu.OperatorReleaseImpact;
import java.util.List;
import java.util.Optional;

/**
 * The impact of a planned change of VK Cloud's GPU Operator addon ({@code gpu-operator}): its version or values seen
 * as the release they install, so the lines are those of an OperatorRelease for the same move
 * ({@link OperatorReleaseImpact}: driver reloads with the GPU pods deleted or blocking, components moving, operands
 * rolling, the compatibility verdict per pool). The values compared are those VK Cloud gets (merged onto the
 * version's values template when {@code mergeOntoValuesTemplate} asks), read back into the chart model
 * ({@link ChartValues#fromChart}); the release is the curated one of the addon's line
 * ({@link ReleaseMatrix#addonRelease}). The addon's CRDs are not compared: VK Cloud installs a chart vkcs-gpu does not
 * render. A version change reaches the provider as a create (the addon is reinstalled, delete first): a create whose
 * cluster already has the addon is one. Reads VK Cloud and the cluster with GET and list calls only.
 */
final class GpuOperatorAddonImpact implements PreviewImpact<ClusterAddonArgs, ClusterAddonState> {
    private final CloudAccess cloud;

    GpuOperatorAddonImpact(CloudAccess cloud) {
        this.cloud = cloud;
    }

    @Override
    public List<ImpactLine> previewImpact(PlannedChange<ClusterAddonArgs, ClusterAddonState> change, OpContext ctx) {
        ClusterAddonArgs news = change.news();
        if (!ClusterUpgradePreview.GPU_OPERATOR_ADDON.equals(news.addonName()) || change.unknown("clusterId")
                || change.unknown("values") || change.unknown("addonVersion")) {
            return List.of(); // another addon, or one whose cluster or values come in this run: nothing to compare
        }
        VkcsClient client = cloud.client();
        Optional<ClusterAddonArgs> installed = installed(change, client);
        if (installed.isEmpty()) {
            return List.of(); // a first install reloads nothing
        }
        ReleaseMatrix matrix = ReleaseMatrix.load();
        return OperatorReleaseImpact.lines(release(installed.get(), client, matrix), release(news, client, matrix),
                () -> cloud.kubeClientOf(news.clusterId()), OperatorReleaseImpact.CrdComparison.notCompared(
                        "VK Cloud installs the addon's chart"), ctx);
    }

    /** The addon as installed now: the last inputs on an update, the cloud's install on a create (a reinstall). */
    private static Optional<ClusterAddonArgs> installed(PlannedChange<ClusterAddonArgs, ClusterAddonState> change,
                                                        VkcsClient client) {
        if (!change.creates()) {
            return Optional.ofNullable(change.olds().args());
        }
        ClusterAddonArgs news = change.news();
        return client.addons().findClusterAddonByName(news.clusterId(), news.addonName())
                .filter(addon -> !"DELETED".equals(addon.status()))
                .flatMap(addon -> client.addons().findAddonVersionById(addon.addonVersionId())
                        .map(version -> asArgs(news, addon, version)));
    }

    private static ClusterAddonArgs asArgs(ClusterAddonArgs news, ClusterAddon addon, AddonVersion version) {
        return new ClusterAddonArgs(news.clusterId(), news.addonName(), version.version(), addon.namespace(),
                addon.values(), false); // the cloud's values are what it holds: nothing to merge
    }

    /** The addon seen as the GPU Operator release it installs, with the values VK Cloud gets. */
    static OperatorReleaseArgs release(ClusterAddonArgs addon, VkcsClient client, ReleaseMatrix matrix) {
        GpuOperatorValues values = ChartValues.fromChart(AddonValuesTemplate.asJson(
                ClusterAddonResource.sentValues(client, addon)));
        return new OperatorReleaseArgs(null, null, matrix.addonRelease(addon.addonVersion()), addon.namespace(),
                null, values, null);
    }
}
