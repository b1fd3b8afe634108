package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact.PlannedChange;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import com.vkcsgpu.provider.resources.k8s.KubeAccess;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.ArrayList;
import java.util.List;

/**
 * What a GPU Operator release change does to the GPU nodes and the pods on them, computed in preview from two list
 * calls (nodes, pods): the driver reloads ({@link DriverReloadImpact}). A first install reloads nothing. When the
 * cluster cannot be read (its kubeconfig unknown because it is created in the same run, or the reads refused) the
 * lines say so and what they assume.
 */
final class OperatorReleaseImpact {
    private OperatorReleaseImpact() {
    }

    static List<ImpactLine> lines(PlannedChange<OperatorReleaseArgs, OperatorReleaseState> change, KubeAccess kube,
                                  OpContext ctx) {
        if (change.creates() || change.olds().args() == null) {
            return List.of();
        }
        OperatorReleaseArgs olds = change.olds().args();
        OperatorReleaseArgs news = change.news();
        List<ImpactLine> lines = new ArrayList<>();
        if (change.unknown("kubeconfig")) {
            lines.addAll(DriverReloadImpact.assumed(olds, news, "the cluster is not created yet"));
            return lines;
        }
        GpuWorkloads cluster;
        try (KubernetesClient client = kube.open(news.kubeconfig())) {
            ctx.progress().status("reading the GPU nodes and the GPU pods on them");
            cluster = GpuWorkloads.read(client, news.namespace());
        } catch (RuntimeException unreadable) {
            lines.addAll(DriverReloadImpact.assumed(olds, news, "the cluster's nodes and pods could not be read ("
                    + unreadable.getMessage() + ")"));
            return lines;
        }
        lines.addAll(DriverReloadImpact.lines(olds, news, cluster));
        return lines;
    }
}
