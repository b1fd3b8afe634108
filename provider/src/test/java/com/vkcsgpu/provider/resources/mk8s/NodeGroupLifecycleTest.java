package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.taint;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.emulator.cloud.EmulatorSnapshot;
import com.vkcsgpu.emulator.kube.EmulatedNode;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.cloud.VkcsClient;
import com.vkcsgpu.provider.wait.WaitControl;
import com.vkcsgpu.provider.framework.Diff;
import com.vkcsgpu.provider.framework.PartialFailureException;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code vkcs-gpu:mk8s:NodeGroup} through the framework's handler against the embedded emulator. */
class NodeGroupLifecycleTest {
    private static EmulatedMk8s env;
    private static ResourceHandler<?, ?> groups;
    private static String clusterId;

    @BeforeAll
    static void start() {
        // Node groups take 20 (emulated) minutes to create, so a 50 ms timeout ends the wait while the cluster reconciles.
        env = new EmulatedMk8s(EmulatedMk8s.slowCreates(Duration.ofMinutes(20)));
        groups = env.resource(NodeGroupResource.TOKEN);
        ResourceHandler<?, ?> clusters = env.resource(ClusterResource.TOKEN);
        Map<String, Object> cluster = clusters.check(with(Inputs.cluster(), "name", "pools",
                "masterFlavorId", env.flavor(EmulatedMk8s.MASTER_FLAVOR))).inputs();
        clusterId = clusters.create(cluster, false, 0, EmulatedMk8s.URN, env.reporter).id();
    }

    @AfterAll
    static void stop() {
        env.close();
    }

    private static Map<String, Object> program(Object... changes) {
        Map<String, Object> base = with(Inputs.nodeGroup(), "clusterId", clusterId,
                "flavorId", env.flavor("GPU1A-32-96-A100-1"), "fixedScale", map("size", 1));
        return with(base, changes);
    }

    private static Map<String, Object> checked(Map<String, Object> inputs) {
        ResourceHandler.CheckResult result = groups.check(inputs);
        assertEquals(List.of(), result.failures());
        return result.inputs();
    }

    private static EmulatorSnapshot.NodeGroup live(String name) {
        return env.cluster("pools").orElseThrow().nodeGroups().stream().filter(g -> g.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void createPatchInPlaceSeeDriftImportAndDelete() {
        Map<String, Object> inputs = checked(program());
        ResourceHandler.Created created = groups.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        String id = created.id();
        assertEquals(1, ((Number) created.outputs().get("nodeCount")).intValue());
        assertEquals(List.of(new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoSchedule")), live("gpu-a100").taints());
        assertTrue(env.progress.stream().anyMatch(line -> line.startsWith("cluster " + clusterId + ": RECONCILING for")
                && line.endsWith("[node group gpu-a100]")), "progress names the node group: " + env.progress);
        String firstNode = live("gpu-a100").nodeNames().get(0);

        // In place: taints, scale and labels, in one PATCH; the detailed diff names exactly those fields.
        Map<String, Object> patched = checked(program("fixedScale", map("size", 2),
                "labels", map("vkcs-gpu.io/pool", "a100", "team", "ml"),
                "taints", List.of(taint("nvidia.com/gpu", "present", "NoExecute"))));
        Diff diff = groups.diff(Map.of(), inputs, patched, List.of());
        assertEquals("fixedScale labels taints", Diffs.summary(diff));
        assertFalse(diff.requiresReplace());
        env.cloud.clearRequests();
        Map<String, Object> outputs = groups.update(id, created.outputs(), patched, false, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(1, env.cloud.requestCount("PATCH", "node-groups/{id}"), "one PATCH");
        EmulatorSnapshot.NodeGroup group = live("gpu-a100");
        assertEquals(2, group.size());
        assertEquals(Map.of("vkcs-gpu.io/pool", "a100", "team", "ml"), group.labels());
        assertEquals(List.of(new EmulatedNode.Taint("nvidia.com/gpu", "present", "NoExecute")), group.taints());
        assertTrue(group.nodeNames().contains(firstNode), "no flavor change, so the existing node stays");
        assertEquals(2, ((Number) outputs.get("nodeCount")).intValue());

        assertEquals("availabilityZone!", Diffs.summary(groups.diff(Map.of(), patched,
                checked(with(patched, "availabilityZone", "ME1")), List.of())), "a zone change replaces");

        // Changed outside Pulumi: scale, labels and taints; refresh shows it and the next diff undoes it.
        VkcsClient outside = env.outOfBand();
        WaitControl control = WaitControl.of(Instant.now().plus(Duration.ofMinutes(1)), () -> false, line -> { });
        outside.nodeGroups().patchNodeGroup(clusterId, id, NodeGroupPatch.none().withScale(ScaleSpec.fixed(3))
                .withLabels(Map.of("team", "ops")).withTaints(List.of()), control);
        outside.nodeGroups().awaitClusterSettled(clusterId, control);
        ResourceHandler.ReadResult refreshed = groups.read(id, outputs, patched, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(map("size", 3), refreshed.inputs().get("fixedScale"));
        assertEquals(map("team", "ops"), refreshed.inputs().get("labels"));
        assertEquals(List.of(), refreshed.inputs().get("taints"));
        assertEquals(patched.get("flavorId"), refreshed.inputs().get("flavorId"));
        assertEquals("fixedScale labels taints", Diffs.summary(groups.diff(Map.of(), refreshed.inputs(), patched, List.of())));

        ResourceHandler.ReadResult imported = groups.read(id, null, null, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(id, imported.id());
        assertEquals(checked(program("fixedScale", map("size", 3), "labels", map("team", "ops"), "taints", Inputs.ABSENT)),
                imported.inputs(), "import by id returns the inputs (empty taints left out)");

        groups.delete(id, outputs, 0, EmulatedMk8s.URN, env.reporter);
        assertTrue(env.cluster("pools").orElseThrow().nodeGroups().isEmpty(), "delete waits until the group is gone");
        assertEquals("", groups.read(id, outputs, patched, 0, EmulatedMk8s.URN, env.reporter).id(), "gone after delete");
    }

    @Test
    void aGroupWithoutLabelsOrTaintsIsCreatedWithoutSendingThemAsEmpty() {
        Map<String, Object> inputs = checked(program("name", "gpu-plain", "labels", Inputs.ABSENT, "taints", List.of()));
        env.cloud.clearRequests();
        ResourceHandler.Created created = groups.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        com.google.gson.JsonObject spec = env.cloud.requests().stream()
                .filter(r -> r.method().equals("POST") && r.route().equals("node-groups") && r.status() == 200)
                .map(r -> com.google.gson.JsonParser.parseString(r.body()).getAsJsonObject().getAsJsonObject("node_group_spec"))
                .findFirst().orElseThrow();
        assertFalse(spec.has("labels"), "empty labels are left out, as Terraform's omitempty does: " + spec);
        assertFalse(spec.has("taints"), "empty taints are left out: " + spec);
        assertTrue(spec.has("parallel_upgrade_chunk"), "the upgrade chunk (default 10) is sent: " + spec);
        assertEquals(List.of(), live("gpu-plain").taints());
        groups.delete(created.id(), created.outputs(), 0, EmulatedMk8s.URN, env.reporter);
    }

    @Test
    void aFailedWaitAfterAcceptanceKeepsPartialStateAndTheNextUpResumes() {
        Map<String, Object> inputs = checked(program("name", "gpu-partial"));
        PartialFailureException failure = assertThrows(PartialFailureException.class,
                () -> groups.create(inputs, false, 0.05, EmulatedMk8s.URN, env.reporter));
        assertEquals(failure.id(), failure.outputs().get("nodeGroupId"));
        long creates = env.cloud.requestCount("POST", "node-groups");
        Map<String, Object> resumed = groups.update(failure.id(), failure.outputs(), inputs, false, 0, EmulatedMk8s.URN,
                env.reporter);
        assertEquals(1, ((Number) resumed.get("nodeCount")).intValue());
        assertEquals(creates, env.cloud.requestCount("POST", "node-groups"), "resuming never creates a second group");
        assertEquals("RUNNING", env.cluster("pools").orElseThrow().status(), "update waited for the cluster to settle");
        groups.delete(failure.id(), resumed, 0, EmulatedMk8s.URN, env.reporter);
    }

    @Test
    void anAutoscaledPoolStartsAtItsMinimum() {
        Map<String, Object> inputs = checked(program("name", "gpu-scale1", "fixedScale", Inputs.ABSENT,
                "autoScale", map("minSize", 1, "maxSize", 2)));
        ResourceHandler.Created created = groups.create(inputs, false, 0, EmulatedMk8s.URN, env.reporter);
        assertEquals(1, ((Number) created.outputs().get("nodeCount")).intValue());
        assertTrue(live("gpu-scale1").autoScale());
        groups.delete(created.id(), created.outputs(), 0, EmulatedMk8s.URN, env.reporter);
    }
}
