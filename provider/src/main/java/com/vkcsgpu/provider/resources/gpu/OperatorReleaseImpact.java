package com.vkcsgpu.provider.resources.gpu;

import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact.PlannedChange;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import com.vkcsgpu.provider.k8s.helm.RenderedChart;
import com.vkcsgpu.provider.resources.k8s.KubeAccess;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What a GPU Operator release change does to the GPU nodes and the pods on them, computed in preview from list and
 * get calls only (nodes, pods, the server's version, the chart's CRDs as the cluster has them): the driver reloads
 * ({@link DriverReloadImpact}) and the release's move ({@link ReleaseChangeImpact}). A first install reloads nothing.
 * When the cluster cannot be read (its kubeconfig unknown because it is created in the same run, or the reads
 * refused) the lines say so and what they assume. The one computation of these lines, whoever installs the operator:
 * an {@link OperatorReleaseResource OperatorRelease} (Helm) and VK Cloud's addon ({@code ClusterAddon}) both call
 * {@link #lines(OperatorReleaseArgs, OperatorReleaseArgs, Supplier, CrdComparison, OpContext)}.
 */
public final class OperatorReleaseImpact {
    private static final String CRD_API = "apiextensions.k8s.io/v1";

    /** How the CRDs of the new release are compared with the cluster's. */
    @FunctionalInterface
    public interface CrdComparison {
        /** Why the CRDs are not compared (VK Cloud's addon installs a chart vkcs-gpu does not render). */
        static CrdComparison notCompared(String why) {
            return new CrdComparison() {
                @Override
                public List<String> changedCrds(KubernetesClient client) {
                    return List.of();
                }

                @Override
                public String notComparedBecause() {
                    return why;
                }
            };
        }

        /** The CRDs whose served schemas change, or that are new. */
        List<String> changedCrds(KubernetesClient client);

        /** Empty when {@link #changedCrds} compared them, else why not. */
        default String notComparedBecause() {
            return "";
        }
    }

    private OperatorReleaseImpact() {
    }

    /** The lines of {@code change}; {@code newChart} renders the new chart (only asked when its version moves). */
    static List<ImpactLine> lines(PlannedChange<OperatorReleaseArgs, OperatorReleaseState> change, KubeAccess kube,
                                  Supplier<RenderedChart> newChart, OpContext ctx) {
        if (change.creates() || change.olds().args() == null) {
            return List.of();
        }
        OperatorReleaseArgs olds = change.olds().args();
        OperatorReleaseArgs news = change.news();
        if (change.unknown("kubeconfig")) {
            return assumed(olds, news, "the cluster is not created yet");
        }
        boolean chartMoves = !Objects.equals(olds.chartVersion(), news.chartVersion());
        return lines(olds, news, () -> kube.open(news.kubeconfig()),
                client -> chartMoves ? changedCrds(client, newChart.get()) : List.of(), ctx);
    }

    /**
     * The lines of a move from release {@code olds} to {@code news} on the cluster {@code cluster} opens a client to;
     * an unreadable cluster gives the {@link #assumed} lines.
     */
    public static List<ImpactLine> lines(OperatorReleaseArgs olds, OperatorReleaseArgs news,
                                         Supplier<KubernetesClient> cluster, CrdComparison crds, OpContext ctx) {
        List<ImpactLine> lines = new ArrayList<>();
        try (KubernetesClient client = cluster.get()) {
            ctx.progress().status("reading the GPU nodes and the GPU pods on them");
            GpuWorkloads workloads = GpuWorkloads.read(client, news.namespace());
            lines.addAll(DriverReloadImpact.lines(olds, news, workloads));
            lines.addAll(ReleaseChangeImpact.lines(ReleaseChangeImpact.move(olds, news, crds.changedCrds(client),
                            crds.notComparedBecause()), news, workloads, client.getKubernetesVersion().getGitVersion()));
        } catch (RuntimeException unreadable) {
            return assumed(olds, news, "the cluster could not be read (" + unreadable.getMessage() + ")");
        }
        return lines;
    }

    private static List<ImpactLine> assumed(OperatorReleaseArgs olds, OperatorReleaseArgs news, String reason) {
        List<ImpactLine> lines = new ArrayList<>(DriverReloadImpact.assumed(olds, news, reason));
        lines.addAll(ReleaseChangeImpact.assumed(ReleaseChangeImpact.move(olds, news, List.of(), ""), reason));
        return lines;
    }

    /**
     * The new chart's CRDs whose served versions or schemas differ from the cluster's (or that it lacks): what the
     * apply changes, as Helm would not (NVIDIA/cloud-native-docs gpu-operator/upgrade.rst).
     */
    private static List<String> changedCrds(KubernetesClient client, RenderedChart chart) {
        List<String> changed = new ArrayList<>();
        for (GenericKubernetesResource crd : chart.crds()) {
            String name = crd.getMetadata().getName();
            GenericKubernetesResource live = client.genericKubernetesResources(CRD_API, "CustomResourceDefinition")
                    .withName(name).get();
            if (live == null) {
                changed.add(name + " (new)");
            } else if (!Objects.equals(versions(crd), versions(live))) {
                changed.add(name);
            }
        }
        return changed;
    }

    private static Object versions(GenericKubernetesResource crd) {
        Object spec = crd.getAdditionalProperties().get("spec");
        return spec instanceof Map<?, ?> map ? map.get("versions") : null;
    }
}
