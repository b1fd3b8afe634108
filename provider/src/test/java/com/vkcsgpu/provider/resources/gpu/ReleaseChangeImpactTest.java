package com.vkcsgpu.provider.resources.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.vkcsgpu.operator.GpuOperatorValues;
import com.vkcsgpu.provider.framework.ImpactLine;
import com.vkcsgpu.provider.k8s.GpuWorkloads;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A release change in preview, per pool: the release and the components that move, the operands that roll on the
 * pool's nodes, the CRDs that change, and the compatibility verdict judged for each pool on its own.
 */
class ReleaseChangeImpactTest {
    private static OperatorReleaseArgs release(String chartVersion, String devicePlugin) {
        GpuOperatorValues.DevicePluginSection plugin = devicePlugin == null ? null
                : new GpuOperatorValues.DevicePluginSection("nvcr.io/nvidia", "k8s-device-plugin", devicePlugin, null,
                null, null);
        GpuOperatorValues values = new GpuOperatorValues(null, null, null, null, plugin, null, null, null, null, null,
                null, null, null, null);
        return new OperatorReleaseArgs(null, null, chartVersion, "gpu-operator", "gpu-operator", values, null);
    }

    private static Node node(String name, String pool, String model, String migConfig) {
        NodeBuilder node = new NodeBuilder().withNewMetadata().withName(name)
                .addToLabels(GpuWorkloads.POOL_LABEL, pool).addToLabels("vkcs-gpu.io/gpu-model", model).endMetadata();
        if (migConfig != null) {
            node.editMetadata().addToLabels("nvidia.com/mig.config", migConfig).endMetadata();
        }
        return node.build();
    }

    private static final GpuWorkloads CLUSTER = new GpuWorkloads(List.of(node("l4-0", "l4-pool", "L4", null),
            node("l4-1", "l4-pool", "L4", null), node("odd-0", "odd-pool", "L4", "all-1g.10gb")), List.of());

    @Test
    void eachPoolGetsTheMoveAndItsOwnVerdict() {
        ReleaseChangeImpact.ReleaseMove move = ReleaseChangeImpact.move(release("v26.3.3", "v0.18.0"),
                release("v26.7.0", "v0.19.0"), List.of("clusterpolicies.nvidia.com"), "");

        List<ImpactLine> lines = ReleaseChangeImpact.lines(move, release("v26.7.0", "v0.19.0"), CLUSTER, "v1.34.2");

        assertEquals(List.of("l4-pool", "odd-pool"), lines.stream().map(ImpactLine::pool).toList());
        ImpactLine l4 = lines.get(0);
        assertEquals("operator-release", l4.kind());
        assertEquals(List.of("l4-0", "l4-1"), l4.nodes());
        assertEquals(Map.of("release", "v26.3.3", "devicePlugin", "v0.18.0"), l4.before());
        assertEquals(Map.of("release", "v26.7.0", "devicePlugin", "v0.19.0"), l4.after());
        assertEquals(1, l4.counts().get("operandsRolling"));
        assertEquals(1, l4.counts().get("crdsChanging"));
        assertTrue(l4.summary().startsWith("release v26.3.3 → v26.7.0; components moving: devicePlugin v0.18.0 → "
                + "v0.19.0; operands rolling on 2 nodes: devicePlugin; CRDs changing: clusterpolicies.nvidia.com; "
                + "compatibility: "), l4.summary());
        assertEquals("", l4.outcome(), l4.summary());
        assertEquals("incompatible", lines.get(1).outcome(), "L4 has no MIG: that pool alone is judged incompatible: "
                + lines.get(1).summary());
    }

    @Test
    void nothingMovesNoLine() {
        ReleaseChangeImpact.ReleaseMove move = ReleaseChangeImpact.move(release("v26.7.0", "v0.19.0"),
                release("v26.7.0", "v0.19.0"), List.of(), "");

        assertEquals(List.of(), ReleaseChangeImpact.lines(move, release("v26.7.0", "v0.19.0"), CLUSTER, null));
        assertEquals(List.of(), ReleaseChangeImpact.assumed(move, "unread"));
    }
}
