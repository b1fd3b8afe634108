package com.vkcsgpu.provider.resources.mk8s;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.vkcsgpu.emulator.kube.BuiltinTypes;
import com.vkcsgpu.emulator.kube.ResourceType;
import com.vkcsgpu.emulator.kube.WriteScope;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.OperationTracker;
import com.vkcsgpu.provider.framework.PreviewImpact.PlannedChange;
import com.vkcsgpu.provider.framework.ProgressReporter;
import com.vkcsgpu.provider.framework.PropertyPath;
import com.vkcsgpu.provider.k8s.KubeClients;
import com.vkcsgpu.provider.k8s.KubeTestCluster;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A pool's MIG or sharing change in preview: the pool's nodes reconfigured, its GPU pods named, the advertised
 * {@code nvidia.com/gpu} before (as the nodes report it) and after (as the labels make it), the tenants' quotas on it;
 * read from the cluster with list calls only, and said so when the cluster cannot be read.
 */
class GpuSharingImpactTest {
    private final KubeTestCluster cluster = new KubeTestCluster("sharing-impact");

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    private static Map<String, Object> labels(String migProfile) {
        return Map.of("vkcs-gpu.io/pool", "a100", "vkcs-gpu.io/gpu-model", "A100_80GB",
                "vkcs-gpu.io/gpus-per-node", "1", "nvidia.com/mig.config", migProfile);
    }

    private static NodeGroupArgs args(Map<String, Object> labels) {
        Map<String, Object> inputs = new java.util.LinkedHashMap<>(Inputs.nodeGroup());
        inputs.put("name", "a100");
        inputs.put("labels", labels);
        return NodeGroupResourceTest.decode(inputs);
    }

    private void store(ResourceType type, String namespace, String json) {
        cluster.store().create(type, namespace, JsonParser.parseString(json).getAsJsonObject(), WriteScope.ALL, "test");
    }

    private void gpuNodeWithAJob() {
        store(BuiltinTypes.NODE, null, """
                {"apiVersion": "v1", "kind": "Node", "metadata": {"name": "a100-0", "labels": {"vkcs-gpu.io/pool": "a100"}},
                 "status": {"allocatable": {"nvidia.com/gpu": "1"}}}""");
        store(BuiltinTypes.NODE, null, """
                {"apiVersion": "v1", "kind": "Node", "metadata": {"name": "l4-0", "labels": {"vkcs-gpu.io/pool": "l4"}},
                 "status": {"allocatable": {"nvidia.com/gpu": "1"}}}""");
        store(BuiltinTypes.NAMESPACE, null, """
                {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "ml"}}""");
        store(BuiltinTypes.POD, "ml", """
                {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "train-x1", "namespace": "ml",
                  "ownerReferences": [{"apiVersion": "batch/v1", "kind": "Job", "name": "train", "uid": "u1",
                                       "controller": true}]},
                 "spec": {"nodeName": "a100-0", "containers": [{"name": "c", "image": "i",
                          "resources": {"limits": {"nvidia.com/gpu": "1"}}}]},
                 "status": {"phase": "Running"}}""");
        store(BuiltinTypes.POD, "ml", """
                {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "eval-on-l4", "namespace": "ml"},
                 "spec": {"nodeName": "l4-0", "containers": [{"name": "c", "image": "i",
                          "resources": {"limits": {"nvidia.com/gpu": "1"}}}]},
                 "status": {"phase": "Running"}}""");
        store(BuiltinTypes.RESOURCE_QUOTA, "ml", """
                {"apiVersion": "v1", "kind": "ResourceQuota", "metadata": {"name": "gpu-quota", "namespace": "ml",
                  "labels": {"vkcs-gpu.io/tenant": "ml"}},
                 "spec": {"hard": {"requests.nvidia.com/gpu": "1"}}}""");
    }

    private List<ImpactLine> preview(Function<String, KubernetesClient> clients, String from, String to) {
        return preview(clients, from, to, Set.of());
    }

    private List<ImpactLine> preview(Function<String, KubernetesClient> clients, String from, String to,
                                     Set<PropertyPath> unknown) {
        NodeGroupState olds = new NodeGroupState(args(labels(from)), "ng-1", null, null, 1, null);
        try (var ctx = new OperationTracker().start("urn:ng", true, Duration.ofMinutes(1), ProgressReporter.NONE)) {
            return new GpuSharingImpact(clients).previewImpact(new PlannedChange<>(olds, args(labels(to)), unknown),
                    ctx);
        }
    }

    @Test
    void aMigChangeNamesThePoolsNodesPodsAllocatableAndTheQuotaWhoseUnitItResizes() {
        gpuNodeWithAJob();
        int writesBefore = cluster.server().writeRequests().size();

        List<ImpactLine> lines = preview(id -> KubeClients.fromKubeconfig(cluster.kubeconfig()), "all-disabled",
                "all-1g.10gb");

        assertEquals(1, lines.size(), lines.toString());
        ImpactLine line = lines.get(0);
        assertEquals("gpu-reconfigure", line.kind());
        assertEquals(List.of("a100-0"), line.nodes(), "the L4 pool's node is not reconfigured");
        assertEquals(List.of("train-x1"), line.pods().stream().map(p -> p.name()).toList());
        assertEquals("kept", line.pods().get(0).fate());
        assertEquals("1", line.before().get("nvidia.com/gpu"));
        assertEquals("7", line.after().get("nvidia.com/gpu"), "A100 80GB all-1g.10gb: 7 slices per GPU");
        assertEquals(1, line.counts().get("quotas"));
        assertTrue(line.summary().startsWith("MIG all-disabled → all-1g.10gb: 1 node reconfigured (a100-0); "
                + "nvidia.com/gpu: 1 → 7; GPU pods: ml/train-x1 (Job train)"), line.summary());
        assertTrue(line.summary().contains("ml/gpu-quota requests.nvidia.com/gpu=1 (of 1 → of 7)"), line.summary());
        assertEquals(List.of(), cluster.server().writeRequests().subList(writesBefore,
                cluster.server().writeRequests().size()), "reads only");
    }

    @Test
    void noSharingChangeNoLine() {
        assertEquals(List.of(), preview(id -> {
            throw new AssertionError("nothing to read");
        }, "all-1g.10gb", "all-1g.10gb"));
    }

    @Test
    void anUnreadableClusterIsSaidWithWhatTheLineAssumes() {
        ImpactLine line = preview(id -> {
            throw new IllegalStateException("forbidden: nodes is forbidden");
        }, "all-disabled", "all-1g.10gb").get(0);

        assertTrue(line.assumption().startsWith("the cluster could not be read (forbidden: nodes is forbidden)"),
                line.assumption());
        assertTrue(line.summary().contains("nvidia.com/gpu: 7 per node"), line.summary());
    }

    @Test
    void aClusterCreatedInTheSameRunIsNotAskedAndTheLineSaysSo() {
        ImpactLine line = preview(id -> {
            throw new AssertionError("a cluster that does not exist yet is not asked");
        }, "all-disabled", "all-1g.10gb", Set.of(PropertyPath.of("clusterId"))).get(0);

        assertTrue(line.assumption().startsWith("the cluster is not created yet: "), line.assumption());
    }
}
