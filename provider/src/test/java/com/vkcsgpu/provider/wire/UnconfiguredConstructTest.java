package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Struct;
import com.vkcsgpu.provider.framework.Values;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import pulumirpc.Provider.CheckRequest;
import pulumirpc.Provider.CheckResponse;
import pulumirpc.Provider.ConstructResponse;

/**
 * A Construct whose component needs the cloud (GpuNodePool looks its flavor up with {@code getGpuFlavors}, which the
 * engine sends to this plugin's Invoke) on a plugin whose configuration is not known: never configured, or configured
 * with values unknown until other resources exist, when the engine checks the configuration and skips Configure
 * (pulumi/pulumi {@code sdk/go/common/resource/plugin/provider_plugin.go}, {@code Configure} and {@code Construct}).
 * Each case gets a plugin of its own, as each deployment does.
 */
class UnconfiguredConstructTest {
    private FakeEngine engine;

    @BeforeEach
    void start() throws Exception {
        engine = FakeEngine.invokingThePlugin();
    }

    @AfterEach
    void stop() throws Exception {
        engine.close();
    }

    private ConstructResponse constructPool(String name, boolean dryRun) {
        Map<String, Object> inputs = new LinkedHashMap<>();
        inputs.put("clusterId", "cluster-1");
        inputs.put("poolName", name);
        inputs.put("gpuModel", "L4");
        inputs.put("availabilityZone", "GZ1");
        inputs.put("nodeCount", 1);
        return engine.stub().construct(engine.construct("GpuNodePool", name, StructCodec.encode(inputs), dryRun)
                .build());
    }

    /** CheckConfig as the engine sends it before it decides whether to call Configure. */
    private void checkConfig(Object password) {
        CheckResponse checked = engine.stub().checkConfig(CheckRequest.newBuilder()
                .setUrn("urn:pulumi:dev::proj::pulumi:providers:vkcs-gpu::default").setType("pulumi:providers:vkcs-gpu")
                .setNews(StructCodec.encode(Map.of("username", "ml-team", "password", Values.secret(password),
                        "projectId", "p-1")))
                .build());
        assertEquals(List.of(), checked.getFailuresList());
    }

    @Test
    void neverConfiguredAnswersFailedPreconditionSayingConfigureWasNotCalled() {
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> constructPool("never", false));

        assertEquals(Status.Code.FAILED_PRECONDITION, e.getStatus().getCode(), e.getMessage());
        String message = e.getStatus().getDescription();
        assertTrue(message.startsWith("vkcs-gpu:index:GpuNodePool: "), message);
        assertTrue(message.contains("Configure was never called"), message);
        assertTrue(!message.contains("unknown"), "not the unknown-configuration case: " + message);
    }

    @Test
    void aPreviewWithUnknownConfigurationGivesTheComponentWithUnknownOutputs() {
        checkConfig(Values.UNKNOWN);

        ConstructResponse response = constructPool("later", true);

        assertTrue(response.getUrn().endsWith("GpuNodePool::later"), response.getUrn());
        Map<String, Object> state = StructCodec.decode(response.getState());
        assertEquals(Values.UNKNOWN, state.get("flavorId"), state.toString());
        assertEquals(Values.UNKNOWN, state.get("tolerations"), state.toString());
        assertTrue(engine.registrations.stream().noneMatch(r -> r.getName().startsWith("later-")),
                "no children before the configuration is known, as the engine registers the component alone");
    }

    @Test
    void anUpWithUnknownConfigurationAnswersFailedPreconditionSayingSo() {
        checkConfig(Values.UNKNOWN);

        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> constructPool("up-pool", false));

        assertEquals(Status.Code.FAILED_PRECONDITION, e.getStatus().getCode(), e.getMessage());
        assertTrue(e.getStatus().getDescription().contains("unknown"), e.getStatus().getDescription());
    }

    @Test
    void aKnownConfigurationCheckedAfterAnUnknownOneIsNoLongerTakenAsUnknown() {
        checkConfig(Values.UNKNOWN);
        checkConfig("secret-1");

        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> constructPool("known", false));

        assertEquals(Status.Code.FAILED_PRECONDITION, e.getStatus().getCode(), e.getMessage());
        assertTrue(e.getStatus().getDescription().contains("Configure was never called"), e.getStatus().getDescription());
    }
}
