package com.vkcsgpu.provider.resources.mk8s;

import com.vkcsgpu.domain.ImpactKind;
import com.vkcsgpu.domain.PodFate;
import com.vkcsgpu.operator.PoolGpuLabels;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.ImpactedPod;
import com.vkcsgpu.provider.framework.OpContext;
import com.vkcsgpu.provider.framework.PreviewImpact;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import com.vkcsgpu.provider.resources.k8s.ImpactedPods;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.ResourceQuota;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A change of a pool's MIG configuration ({@code nvidia.com/mig.config}) or of its time-slicing or MPS sharing
 * ({@code nvidia.com/device-plugin.config}): the nodes reconfigured, the GPU pods running on them, the
 * {@code nvidia.com/gpu} count they advertise before (as the nodes report it) and after (as the labels make it), and
 * the GPU tenants' ResourceQuotas on {@code nvidia.com/gpu}, whose unit the change resizes.
 *
 * <p>What happens to the running pods: the MIG manager shuts down only the GPU Operator's own GPU clients (device
 * plugin, GPU Feature Discovery, DCGM exporter, validator) before it repartitions the GPUs, never a user's pod
 * (NVIDIA/mig-parted deployments/gpu-operator/reconfigure-mig.sh), so the pods are named to be stopped first; a
 * sharing change restarts the device plugin only, and running pods keep the GPUs they hold.
 */
final class GpuSharingImpact implements PreviewImpact<NodeGroupArgs, NodeGroupState> {
    /** The label GpuTenant puts on a tenant's objects, its ResourceQuota among them. */
    static final String TENANT_LABEL = "vkcs-gpu.io/tenant";
    private static final String GPU_RESOURCE = "nvidia.com/gpu";

    private final Function<String, KubernetesClient> clusterClients;

    /** Reads cluster {@code clusterId} through {@code clusterClients}. */
    GpuSharingImpact(Function<String, KubernetesClient> clusterClients) {
        this.clusterClients = clusterClients;
    }

    @Override
    public List<ImpactLine> previewImpact(PlannedChange<NodeGroupArgs, NodeGroupState> change, OpContext ctx) {
        if (change.creates() || change.olds().args() == null || change.unknown("labels")) {
            return List.of();
        }
        Map<String, String> before = labels(change.olds().args());
        Map<String, String> after = labels(change.news());
        List<String> changes = new ArrayList<>();
        changed("MIG", PoolGpuLabels.MIG_CONFIG, before, after).ifPresent(changes::add);
        changed("device-plugin config", PoolGpuLabels.DEVICE_PLUGIN_CONFIG, before, after).ifPresent(changes::add);
        if (changes.isEmpty()) {
            return List.of();
        }
        boolean mig = !Objects.equals(before.get(PoolGpuLabels.MIG_CONFIG), after.get(PoolGpuLabels.MIG_CONFIG));
        String pool = change.news().name();
        Optional<Integer> perNodeAfter = PoolGpuLabels.advertisedPerNode(after);
        String what = String.join(", ", changes);
        if (change.unknown("clusterId")) {
            return List.of(assumedLine(pool, what, perNodeAfter, "the cluster is not created yet"));
        }
        Reading reading;
        try (KubernetesClient client = clusterClients.apply(change.news().clusterId())) {
            ctx.progress().status("reading the nodes of pool " + pool + ", the GPU pods on them and the tenants' quotas");
            GpuWorkloads workloads = GpuWorkloads.read(client, null);
            List<ResourceQuota> quotas = client.resourceQuotas().inAnyNamespace().withLabel(TENANT_LABEL).list()
                    .getItems();
            reading = new Reading(workloads.nodesOf(pool), workloads, quotas);
        } catch (RuntimeException unreadable) {
            return List.of(assumedLine(pool, what, perNodeAfter, "the cluster could not be read ("
                    + unreadable.getMessage() + ")"));
        }
        return List.of(line(pool, what, mig, reading, PoolGpuLabels.advertisedPerNode(before), perNodeAfter));
    }

    /** The line of a change whose cluster could not be read, for the reason {@code unreadable}. */
    private static ImpactLine assumedLine(String pool, String what, Optional<Integer> perNodeAfter, String unreadable) {
        String perNode = perNodeAfter.map(n -> GPU_RESOURCE + ": " + n + " per node").orElse("its GPUs");
        return ImpactLine.of(pool, ImpactKind.GPU_RECONFIGURE, what + ": every node of the pool is reconfigured and "
                + "advertises " + perNode).withAssumption(unreadable + ": assumed every node of the pool runs GPU pods");
    }

    /** What the cluster showed: the pool's nodes, the GPU pods, the GPU tenants' quotas. */
    private record Reading(List<Node> nodes, GpuWorkloads workloads, List<ResourceQuota> quotas) {
    }

    private static ImpactLine line(String pool, String what, boolean mig, Reading reading,
                                   Optional<Integer> perNodeBefore, Optional<Integer> perNodeAfter) {
        List<String> nodes = reading.nodes().stream().map(n -> n.getMetadata().getName()).toList();
        List<ImpactedPod> pods = new ArrayList<>();
        int advertisedNow = 0;
        for (Node node : reading.nodes()) {
            advertisedNow += count(GpuWorkloads.allocatableGpus(node).get(GPU_RESOURCE));
            for (Pod pod : reading.workloads().podsOn(node.getMetadata().getName())) {
                pods.add(ImpactedPods.of(pod, node.getMetadata().getName(), PodFate.KEPT, mig
                        ? "the MIG manager does not stop it: stop it before its GPU is repartitioned"
                        : "keeps the GPU it holds; the device plugin restarts with the new config"));
            }
        }
        int totalAfter = perNodeAfter.orElse(0) * nodes.size();
        Map<String, String> before = new LinkedHashMap<>();
        Map<String, String> after = new LinkedHashMap<>();
        before.put(GPU_RESOURCE, Integer.toString(advertisedNow));
        after.put(GPU_RESOURCE, perNodeAfter.isPresent() ? Integer.toString(totalAfter) : "unknown");
        List<String> quotaNotes = new ArrayList<>();
        for (ResourceQuota quota : reading.quotas()) {
            Map<String, io.fabric8.kubernetes.api.model.Quantity> hard = quota.getSpec() == null ? null
                    : quota.getSpec().getHard();
            if (hard == null) {
                continue;
            }
            hard.forEach((key, amount) -> {
                if (key.endsWith(GPU_RESOURCE) && !Objects.equals(perNodeBefore, perNodeAfter)) {
                    String name = quota.getMetadata().getNamespace() + "/" + quota.getMetadata().getName();
                    quotaNotes.add(name + " " + key + "=" + amount + " (of " + before.get(GPU_RESOURCE) + " → of "
                            + after.get(GPU_RESOURCE) + ")");
                    before.put("quota " + name, amount.toString());
                    after.put("quota " + name, amount + " (resize for the new unit)");
                }
            });
        }
        StringBuilder summary = new StringBuilder(what).append(": ").append(nodes.size())
                .append(nodes.size() == 1 ? " node" : " nodes").append(" reconfigured (").append(String.join(", ", nodes))
                .append("); ").append(GPU_RESOURCE).append(": ").append(before.get(GPU_RESOURCE)).append(" → ")
                .append(after.get(GPU_RESOURCE)).append("; GPU pods: ")
                .append(pods.isEmpty() ? "none running" : String.join(", ", pods.stream()
                        .map(p -> p.described() + " (" + p.reason() + ")").toList()));
        if (!quotaNotes.isEmpty()) {
            summary.append("; tenant quotas no longer matching: ").append(String.join(", ", quotaNotes));
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("nodes", nodes.size());
        counts.put("pods", pods.size());
        counts.put("quotas", quotaNotes.size());
        return ImpactLine.of(pool, ImpactKind.GPU_RECONFIGURE, summary.toString()).withNodes(nodes).withPods(pods)
                .withCounts(counts).withValues(before, after);
    }

    private static Optional<String> changed(String what, String label, Map<String, String> before,
                                            Map<String, String> after) {
        String from = before.get(label);
        String to = after.get(label);
        return Objects.equals(from, to) ? Optional.empty()
                : Optional.of(what + " " + (from == null ? "none" : from) + " → " + (to == null ? "none" : to));
    }

    private static int count(String quantity) {
        return quantity == null || !quantity.matches("\\d+") ? 0 : Integer.parseInt(quantity);
    }

    private static Map<String, String> labels(NodeGroupArgs args) {
        return args.labels() == null ? Map.of() : args.labels();
    }
}
