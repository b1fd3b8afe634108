package com.vkcsgpu.provider.resources.mk8s;

import static com.vkcsgpu.provider.resources.mk8s.Inputs.ABSENT;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.map;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.nodeGroup;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.taint;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.unknown;
import static com.vkcsgpu.provider.resources.mk8s.Inputs.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.vkcsgpu.provider.cloud.mk8s.DiskType;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroup;
import com.vkcsgpu.provider.cloud.mk8s.NodeGroupPatch;
import com.vkcsgpu.provider.cloud.mk8s.ScaleSpec;
import com.vkcsgpu.provider.cloud.mk8s.VmEngine;
import com.vkcsgpu.provider.framework.RecordCodec;
import com.vkcsgpu.provider.framework.ResourceHandler;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import com.vkcsgpu.domain.TaintEffect;

/** Check, Diff and the update PATCH of {@code vkcs-gpu:mk8s:NodeGroup}, offline. */
class NodeGroupResourceTest {
    private static final ResourceHandler<?, ?> NODE_GROUP = Inputs.offline(NodeGroupResource::new);
    private static final com.vkcsgpu.provider.cloud.mk8s.Taint GPU_TAINT =
            new com.vkcsgpu.provider.cloud.mk8s.Taint("nvidia.com/gpu", "present", "NoSchedule");

    static Stream<Arguments> validInputs() {
        Map<String, Object> ng = nodeGroup();
        return Stream.of(
                Arguments.of("fixed size", ng),
                Arguments.of("one node, the smallest group", with(ng, "fixedScale", map("size", 1))),
                Arguments.of("500 nodes, the largest group", with(ng, "fixedScale", map("size", 500))),
                Arguments.of("autoscaled from one", with(ng, "fixedScale", ABSENT, "autoScale", map("minSize", 1, "maxSize", 500))),
                Arguments.of("min equals max", with(ng, "fixedScale", ABSENT, "autoScale", map("minSize", 2, "maxSize", 2))),
                Arguments.of("node.kubernetes.io labels are allowed", with(ng, "labels", map("node.kubernetes.io/pool", "gpu"))),
                Arguments.of("same key, two effects", with(ng, "taints", List.of(taint("gpu", "yes", "NoSchedule"),
                        taint("gpu", "yes", "NoExecute")))),
                Arguments.of("unknown scale in preview", with(ng, "fixedScale", unknown())),
                Arguments.of("unknown cluster id in preview", with(ng, "clusterId", unknown())),
                Arguments.of("unknown label value in preview", with(ng, "labels", map("team", unknown()))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("validInputs")
    void validInputsPassCheck(String name, Map<String, Object> inputs) {
        assertEquals(List.of(), NODE_GROUP.check(inputs).failures());
    }

    static Stream<Arguments> diffs() {
        Map<String, Object> base = nodeGroup();
        return Stream.of(
                Arguments.of("no change", base, base, ""),
                Arguments.of("resize in place", base, with(base, "fixedScale", map("size", 4)), "fixedScale"),
                Arguments.of("fixed to autoscale in place", base,
                        with(base, "fixedScale", ABSENT, "autoScale", map("minSize", 1, "maxSize", 3)), "autoScale fixedScale"),
                Arguments.of("flavor in place (rolling)", base, with(base, "flavorId", Inputs.UUID_B), "flavorId"),
                Arguments.of("labels in place", base, with(base, "labels", map("vkcs-gpu.io/pool", "a100", "team", "ml")), "labels"),
                Arguments.of("labels cleared in place", base, with(base, "labels", ABSENT), "labels"),
                Arguments.of("taints in place", base, with(base, "taints", List.of()), "taints"),
                Arguments.of("taints, scale and labels together", base,
                        with(base, "taints", List.of(taint("nvidia.com/gpu", "present", "NoExecute")),
                                "fixedScale", map("size", 3), "labels", map("team", "ml")), "fixedScale labels taints"),
                Arguments.of("reordered taints are no change",
                        with(base, "taints", List.of(taint("a", "x", "NoSchedule"), taint("b", "x", "NoSchedule"))),
                        with(base, "taints", List.of(taint("b", "x", "NoSchedule"), taint("a", "x", "NoSchedule"))), ""),
                Arguments.of("upgrade chunk in place", base, with(base, "parallelUpgradeChunk", 50), "parallelUpgradeChunk"),
                Arguments.of("the default upgrade chunk written out is no change", base, with(base, "parallelUpgradeChunk", 10), ""),
                Arguments.of("zone replaces", base, with(base, "availabilityZone", "ME1"), "availabilityZone!"),
                Arguments.of("name replaces", base, with(base, "name", "gpu-h200"), "name!"),
                Arguments.of("cluster replaces", base, with(base, "clusterId", "2AbCdEfGhIjKlMnOpQrStUvWxYz"), "clusterId!"),
                Arguments.of("disk size replaces", base, with(base, "diskSize", 200), "diskSize!"),
                Arguments.of("disk type replaces", base, with(base, "diskType", "high-iops"), "diskType!"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("diffs")
    void diffIsFieldLevelAndReplacesOnlyWhereTheApiCannotUpdate(String name, Map<String, Object> olds,
                                                                Map<String, Object> news, String expected) {
        assertEquals(expected, Diffs.summary(Diffs.diff(NODE_GROUP, olds, news)));
    }

    private static NodeGroup live(ScaleSpec scale, Map<String, String> labels, List<com.vkcsgpu.provider.cloud.mk8s.Taint> taints) {
        return new NodeGroup("ng1", "u", "gpu-a100", Inputs.CLUSTER_ID, "2026-01-01T00:00:00Z", List.of("GZ1"), scale,
                labels, taints, VmEngine.flavor(Inputs.UUID_A), 10, DiskType.cinder("ceph-ssd", 100));
    }

    static NodeGroupArgs decode(Map<String, Object> inputs) {
        return RecordCodec.decode(NodeGroupArgs.class, NODE_GROUP.check(inputs).inputs(), null).value();
    }

    static Stream<Arguments> patches() {
        NodeGroup current = live(ScaleSpec.fixed(2), Map.of("vkcs-gpu.io/pool", "a100"), List.of(GPU_TAINT));
        Map<String, Object> base = nodeGroup();
        return Stream.of(
                Arguments.of("nothing differs", current, base, NodeGroupPatch.none()),
                Arguments.of("scale only", current, with(base, "fixedScale", map("size", 5)),
                        NodeGroupPatch.none().withScale(ScaleSpec.fixed(5))),
                Arguments.of("labels cleared are sent as {}", current, with(base, "labels", ABSENT),
                        NodeGroupPatch.none().withLabels(Map.of())),
                Arguments.of("taints cleared are sent as []", current, with(base, "taints", List.of()),
                        NodeGroupPatch.none().withTaints(List.of())),
                Arguments.of("autoscale keeps the current size within the new bounds", current,
                        with(base, "fixedScale", ABSENT, "autoScale", map("minSize", 1, "maxSize", 1)),
                        NodeGroupPatch.none().withScale(new ScaleSpec(null, new ScaleSpec.AutoScale(1, 1, 1)))),
                Arguments.of("flavor and chunk", current, with(base, "flavorId", Inputs.UUID_B, "parallelUpgradeChunk", 25),
                        NodeGroupPatch.none().withFlavor(Inputs.UUID_B).withParallelUpgradeChunk(25)),
                Arguments.of("a reordering of live taints is no change",
                        live(ScaleSpec.fixed(2), Map.of("vkcs-gpu.io/pool", "a100"),
                                List.of(new com.vkcsgpu.provider.cloud.mk8s.Taint("b", "x", "NoSchedule"), GPU_TAINT)),
                        with(base, "taints", List.of(taint("nvidia.com/gpu", "present", "NoSchedule"), taint("b", "x", "NoSchedule"))),
                        NodeGroupPatch.none()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("patches")
    void updateSendsOnlyWhatDiffersFromTheLiveGroup(String name, NodeGroup current, Map<String, Object> news,
                                                     NodeGroupPatch expected) {
        assertEquals(expected, NodeGroupResource.patch(current, decode(news)));
    }

    @Test
    void readMapsTheApiBackToInputsKeepingTheTaintOrder() {
        NodeGroupState old = new NodeGroupState(decode(with(nodeGroup(), "taints",
                List.of(taint("z", "", "NoSchedule"), taint("nvidia.com/gpu", "present", "NoSchedule")))), "ng1", null, null, 2, null);
        NodeGroup current = live(new ScaleSpec(null, new ScaleSpec.AutoScale(0, 4, 3)), Map.of(),
                List.of(GPU_TAINT, new com.vkcsgpu.provider.cloud.mk8s.Taint("z", "", "NoSchedule")));
        NodeGroupState state = NodeGroupResource.state(current, old);
        assertEquals(List.of(new Taint("z", "", TaintEffect.NoSchedule), new Taint("nvidia.com/gpu", "present", TaintEffect.NoSchedule)),
                state.args().taints());
        assertEquals(new AutoScale(0, 4), state.args().autoScale());
        assertNull(state.args().fixedScale());
        assertEquals(Map.of(), state.args().labels(), "labels cleared outside are reported as empty, so refresh shows it");
        assertEquals(3, state.nodeCount());
        assertEquals("GZ1", state.args().availabilityZone());
    }
}
