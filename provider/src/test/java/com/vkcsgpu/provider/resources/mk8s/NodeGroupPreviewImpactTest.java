package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.RecordedRequest;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The impact lines a node group's and a cluster's preview carry, through the framework's handler against the embedded
 * emulator: scale-in, a replacement (a create whose cluster holds a group of that name), nothing for a CPU pool, a
 * cluster upgrade that names the GPU pools only; every preview reads VK Cloud and writes nothing.
 */
class NodeGroupPreviewImpactTest {
    private static final Set<String> WRITES = Set.of("POST", "PATCH", "PUT", "DELETE");
    private static EmulatedMk8s env;
    private static ResourceHandler<?, ?> groups;
    private static ResourceHandler<?, ?> clusters;
    private static String clusterId;
    private static Map<String, Object> clusterInputs;
    private static Map<String, Object> clusterOutputs;
    private static Map<String, Object> gpuInputs;
    private static Map<String, Object> gpuOutputs;
    private static Map<String, Object> cpuInputs;
    private static Map<String, Object> cpuOutputs;

    @BeforeAll
    static void start() {
        env = new EmulatedMk8s();
        groups = env.resource(NodeGroupResource.TOKEN);
        clusters = env.resource(ClusterResource.TOKEN);
        clusterInputs = clusters.check(with(Inputs.cluster(), "name", "impacts", "version", "v1.32.1",
                "masterFlavorId", env.flavor(EmulatedMk8s.MASTER_FLAVOR))).inputs();
        ResourceHandler.Created cluster = clusters.create(clusterInputs, false, 0, EmulatedMk8s.URN, env.reporter);
        clusterId = cluster.id();
        clusterOutputs = cluster.outputs();
        gpuInputs = checked(with(Inputs.nodeGroup(), "clusterId", clusterId, "flavorId", env.flavor("GPU1A-32-96-A100-1"),
                "fixedScale", map("size", 3), "parallelUpgradeChunk", 34));
        gpuOutputs = groups.create(gpuInputs, false, 0, EmulatedMk8s.URN, env.reporter).outputs();
        cpuInputs = checked(with(Inputs.nodeGroup(), "clusterId", clusterId, "name", "cpu-tools",
                "flavorId", env.flavor(EmulatedMk8s.MASTER_FLAVOR), "fixedScale", map("size", 2), "taints", List.of()));
        cpuOutputs = groups.create(cpuInputs, false, 0, EmulatedMk8s.URN, env.reporter).outputs();
    }

    @AfterAll
    static void stop() {
        env.close();
    }

    private static Map<String, Object> checked(Map<String, Object> inputs) {
        ResourceHandler.CheckResult result = groups.check(inputs);
        assertEquals(List.of(), result.failures());
        return result.inputs();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> impact(Map<String, Object> outputs) {
        return (List<Map<String, Object>>) outputs.get(ImpactLine.PROPERTY);
    }

    /** Writes to VK Cloud; Keystone tokens and the kubeconfig (a POST that changes nothing) are reads. */
    private static List<RecordedRequest> writes() {
        return env.cloud.requests().stream().filter(r -> WRITES.contains(r.method()) && !r.path().contains("auth/tokens")
                && !r.path().endsWith("/kube_config")).toList();
    }

    @Test
    void aScaleInPreviewsHowManyOfTheNodesGoAndWritesNothing() {
        env.cloud.clearRequests();
        env.progress.clear();
        Map<String, Object> outputs = groups.update(groupId(gpuOutputs), gpuOutputs,
                checked(with(gpuInputs, "fixedScale", map("size", 1))), true, 0, EmulatedMk8s.URN, env.reporter);

        List<Map<String, Object>> lines = impact(outputs);
        assertEquals(List.of("scale-in"), lines.stream().map(l -> l.get("kind")).toList(), lines::toString);
        assertEquals(Map.of("nodes", 2.0, "pods", 0.0), numbers(lines.get(0).get("counts")));
        assertEquals(live("gpu-a100").nodeNames().stream().sorted().toList(), lines.get(0).get("nodes"),
                "the pool's nodes, read from the cluster: VK chooses which of them go");
        assertTrue(env.progress.stream().anyMatch(line -> line.contains("impact [pool gpu-a100, scale-in]: scale-in 3 → 1")),
                () -> "the engine gets the line as a warning: " + env.progress);
        assertEquals(List.of(), writes(), "a preview writes nothing");
        assertEquals(3, live("gpu-a100").size());
    }

    @Test
    void aReplacementPreviewsEveryNodeRecreatedThoughTheEngineSendsACreate() {
        env.cloud.clearRequests();
        ResourceHandler.Created created = groups.create(checked(with(gpuInputs, "diskSize", 200)), true, 0,
                EmulatedMk8s.URN, env.reporter);

        List<Map<String, Object>> lines = impact(created.outputs());
        Map<String, Object> replacement = lines.stream().filter(l -> l.get("kind").equals("node-replacement")).findFirst()
                .orElseThrow(() -> new AssertionError("a node-replacement line: " + lines));
        assertTrue(((String) replacement.get("summary")).startsWith("every node recreated: the node group is deleted first"
                + " (its name stays), so all 3 nodes go at once"), replacement::toString);
        assertEquals(List.of(), writes(), "a preview writes nothing");
    }

    @Test
    void aCpuPoolsChangeReachesNoGpuNode() {
        Map<String, Object> outputs = groups.update(groupId(cpuOutputs), cpuOutputs,
                checked(with(cpuInputs, "fixedScale", map("size", 1))), true, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(List.of(), impact(outputs));
    }

    @Test
    void aClusterUpgradePreviewsTheGpuPoolsNodesInTheirChunksOnly() {
        env.cloud.clearRequests();
        Map<String, Object> outputs = clusters.update(clusterId, clusterOutputs,
                clusters.check(with(clusterInputs, "version", "v1.33.3")).inputs(), true, 0, EmulatedMk8s.URN, env.reporter);

        List<Map<String, Object>> lines = impact(outputs);
        assertEquals(List.of("gpu-a100"), lines.stream().map(l -> l.get("pool")).toList(),
                () -> "the GPU pool only, no addon installed: " + lines);
        assertEquals(Map.of("nodes", 3.0, "chunks", 2.0, "chunkSize", 2.0, "pods", 0.0), numbers(lines.get(0).get("counts")),
                "34% of 3 nodes rounds up to 2 at a time: 2 chunks");
        assertEquals(List.of(), writes(), "a preview writes nothing");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Double> numbers(Object counts) {
        Map<String, Double> out = new java.util.TreeMap<>();
        ((Map<String, Object>) counts).forEach((k, v) -> out.put(k, ((Number) v).doubleValue()));
        return out;
    }

    private static com.vkcsgpu.emulator.cloud.EmulatorSnapshot.NodeGroup live(String name) {
        return env.cluster("impacts").orElseThrow().nodeGroups().stream().filter(g -> g.name().equals(name)).findFirst()
                .orElseThrow();
    }

    private static String groupId(Map<String, Object> outputs) {
        return (String) outputs.get("nodeGroupId");
    }
}
