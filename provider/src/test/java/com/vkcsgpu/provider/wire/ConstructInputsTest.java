package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ListValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.vkcsgpu.provider.framework.Values;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.Resource.RegisterResourceRequest;

/**
 * Inputs of a real component through the plugin's Construct, as the engine sends them: maps, lists of objects,
 * secrets, outputs of other resources and values unknown during preview; and wrong inputs answered with every
 * problem at once, as INVALID_ARGUMENT. {@code ComponentArgsDecoderTest} covers every input of every component.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConstructInputsTest {
    private FakeEngine engine;

    @BeforeAll
    void start() throws Exception {
        engine = new FakeEngine();
    }

    @AfterAll
    void stop() throws Exception {
        engine.close();
    }

    private ConstructResponse construct(String name, Map<String, Value> inputs, boolean dryRun) {
        return engine.stub().construct(engine.construct("GpuNodePool", name,
                Struct.newBuilder().putAllFields(inputs).build(), dryRun).build());
    }

    private static Map<String, Value> pool(String name) {
        Map<String, Value> inputs = new LinkedHashMap<>();
        inputs.put("clusterId", StructCodec.encodeValue("cluster-1"));
        inputs.put("poolName", StructCodec.encodeValue(name));
        inputs.put("gpuModel", StructCodec.encodeValue("L4"));
        inputs.put("availabilityZone", StructCodec.encodeValue("GZ1"));
        inputs.put("nodeCount", StructCodec.encodeValue(2));
        return inputs;
    }

    /** An output value of another resource, as the engine sends it when the monitor accepts output values. */
    private static Value outputOf(Object value, String dependency) {
        Struct.Builder s = Struct.newBuilder()
                .putFields(StructCodec.SIG_KEY, StructCodec.encodeValue(StructCodec.OUTPUT_SIG))
                .putFields("dependencies", Value.newBuilder().setListValue(ListValue.newBuilder()
                        .addValues(StructCodec.encodeValue(dependency))).build());
        if (value != Values.UNKNOWN) {
            s.putFields("value", StructCodec.encodeValue(value));
        }
        return Value.newBuilder().setStructValue(s).build();
    }

    private RegisterResourceRequest nodeGroupOf(String pool) {
        return engine.registrations.stream()
                .filter(r -> r.getType().equals("vkcs-gpu:mk8s:NodeGroup") && r.getName().startsWith(pool))
                .findFirst().orElseThrow(() -> new AssertionError("no NodeGroup registered for " + pool));
    }

    @Test
    void mapsListsOfObjectsSecretsAndOutputsOfOtherResourcesReachTheChildren() {
        Map<String, Value> inputs = pool("shapes");
        inputs.put("clusterId", outputOf("cluster-7", "urn:pulumi:dev::proj::vkcs-gpu:mk8s:Cluster::c"));
        inputs.put("labels", StructCodec.encodeValue(Map.of("team", "a")));
        inputs.put("taints", StructCodec.encodeValue(List.of(
                Map.of("key", "dedicated", "value", "ml", "effect", "NoSchedule"))));
        inputs.put("diskType", StructCodec.encodeValue(Values.secret("ceph-ssd")));
        ConstructResponse response = construct("shapes", inputs, false);
        assertTrue(response.getUrn().endsWith("GpuNodePool::shapes"), response.getUrn());
        Map<String, Object> child = StructCodec.decode(nodeGroupOf("shapes").getObject());
        assertEquals("cluster-7", child.get("clusterId"), child.toString());
        assertEquals("a", ((Map<?, ?>) child.get("labels")).get("team"), child.toString());
        assertEquals(Values.secret("ceph-ssd"), child.get("diskType"), child.toString());
        assertEquals(List.of(Map.of("key", "dedicated", "operator", "Equal", "value", "ml", "effect", "NoSchedule")),
                StructCodec.decode(response.getState()).get("tolerations"));
    }

    @Test
    void aClustersMapAndListInputsReachTheCluster() {
        Map<String, Value> inputs = new LinkedHashMap<>();
        inputs.put("name", StructCodec.encodeValue("ml-prod"));
        inputs.put("version", StructCodec.encodeValue("v1.31.4"));
        inputs.put("availabilityZones", StructCodec.encodeValue(List.of("GZ1")));
        for (String id : List.of("masterFlavorId", "networkId", "subnetId", "loadbalancerSubnetId")) {
            inputs.put(id, StructCodec.encodeValue(id + "-1"));
        }
        inputs.put("labels", StructCodec.encodeValue(Map.of("team", "ml", "env", "prod")));
        ConstructResponse response = engine.stub().construct(engine.construct("GpuCluster", "ml",
                Struct.newBuilder().putAllFields(inputs).build(), true).build());
        assertTrue(response.getUrn().endsWith("GpuCluster::ml"), response.getUrn());
        RegisterResourceRequest cluster = engine.registrations.stream()
                .filter(r -> r.getName().equals("ml-cluster")).findFirst().orElseThrow();
        Map<String, Object> object = StructCodec.decode(cluster.getObject());
        assertEquals(Map.of("team", "ml", "env", "prod"), object.get("labels"), object.toString());
        assertEquals(List.of("GZ1"), object.get("availabilityZones"), object.toString());
    }

    @Test
    void anInputUnknownDuringPreviewGivesAPreview() {
        Map<String, Value> inputs = pool("later");
        inputs.put("clusterId", outputOf(Values.UNKNOWN, "urn:pulumi:dev::proj::vkcs-gpu:mk8s:Cluster::c"));
        ConstructResponse response = construct("later", inputs, true);
        assertEquals("fl-l4-1", StructCodec.decode(response.getState()).get("flavorId"));
    }

    @Test
    void aShapeDecidingInputUnknownDuringPreviewPreviewsTheComponentAlone() {
        Map<String, Value> inputs = pool("unknown-name");
        inputs.put("poolName", outputOf(Values.UNKNOWN, "urn:pulumi:dev::proj::random:index:RandomPet::p"));
        ConstructResponse response = construct("unknown-name", inputs, true);
        assertTrue(response.getUrn().endsWith("GpuNodePool::unknown-name"), response.getUrn());
        Map<String, Object> state = StructCodec.decode(response.getState());
        assertEquals(Values.UNKNOWN, state.get("flavorId"), state.toString());
        assertEquals(Values.UNKNOWN, state.get("tolerations"), state.toString());
        assertTrue(engine.registrations.stream().noneMatch(r -> r.getName().startsWith("unknown-name-")),
                "no children before the pool's name is known");

        var e = assertThrows(StatusRuntimeException.class, () -> construct("unknown-name", inputs, false));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.getMessage());
        assertEquals("vkcs-gpu:index:GpuNodePool: invalid GpuNodePool inputs", e.getStatus().getDescription());
        assertEquals(List.of("poolName: is unknown, but it decides what the component creates; pass a value known"
                + " before the deployment"), InputPropertyErrors.of(e));
    }

    @Test
    void aNullLabelValueIsRefusedNamingItsKey() {
        Map<String, Value> inputs = pool("null-label");
        Map<String, Object> labels = new LinkedHashMap<>();
        labels.put("team", "ml");
        labels.put("tier", null);
        inputs.put("labels", StructCodec.encodeValue(labels));
        var e = assertThrows(StatusRuntimeException.class, () -> construct("null-label", inputs, false));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.getMessage());
        assertEquals("vkcs-gpu:index:GpuNodePool: invalid GpuNodePool arguments "
                + "(vkcs-gpu:index:GpuNodePool::null-label)", e.getStatus().getDescription());
        assertEquals(List.of("labels[\"tier\"]: must not be null; remove the key or give it a value"),
                InputPropertyErrors.of(e));
        assertTrue(engine.registrations.stream().noneMatch(r -> r.getName().startsWith("null-label-")),
                "no node group registered without the label");
    }

    @Test
    void wrongInputsAreAllNamedInOneInvalidArgumentAnswer() {
        Map<String, Value> inputs = pool("wrong");
        inputs.put("nodeCount", StructCodec.encodeValue("two"));
        inputs.put("nodeCnt", StructCodec.encodeValue(2));
        inputs.put("labels", StructCodec.encodeValue(Map.of("team", 1)));
        var e = assertThrows(StatusRuntimeException.class, () -> construct("wrong", inputs, true));
        assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.getMessage());
        assertEquals("vkcs-gpu:index:GpuNodePool: invalid GpuNodePool inputs", e.getStatus().getDescription());
        assertEquals(List.of("nodeCnt: unknown input of GpuNodePool; did you mean nodeCount?",
                "labels[\"team\"]: expected a string, got the number 1",
                "nodeCount: expected a whole number, got the string \"two\""), InputPropertyErrors.of(e));
    }
}
