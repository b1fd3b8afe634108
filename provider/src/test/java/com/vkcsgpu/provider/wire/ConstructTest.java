package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Struct;
import com.vkcsgpu.provider.framework.Values;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.ResourceProviderGrpc;

/**
 * Construct of a component in com.vkcsgpu through the SDK bridge, against a fake monitor and engine over TCP.
 * One engine, monitor and plugin serve every test, as one engine serves a plugin process for a whole deployment.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConstructTest {
    private FakeEngine engine;
    private ResourceProviderGrpc.ResourceProviderBlockingStub stub;

    @BeforeAll
    void start() throws Exception {
        engine = new FakeEngine();
        stub = engine.stub();
    }

    @AfterAll
    void stop() throws Exception {
        engine.close();
    }

    private ConstructResponse construct(Object message, boolean dryRun) {
        return construct(Map.of("message", message), dryRun);
    }

    private ConstructResponse construct(Map<String, Object> inputs, boolean dryRun) {
        return stub.construct(engine.construct("TestEcho", "e1", StructCodec.encode(inputs), dryRun).build());
    }

    @Test
    void argumentsTheComponentRefusesAtOnceComeBackAsItsOwnMessage() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(io.grpc.StatusRuntimeException.class,
                () -> construct(Map.of("message", "hi", "times", -1), true));
        assertEquals(io.grpc.Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.getMessage());
        assertEquals("vkcs-gpu:index:TestEcho: invalid TestEcho arguments", e.getStatus().getDescription());
        assertEquals(List.of("times: must be 0 or more, got -1"), InputPropertyErrors.of(e));
    }

    @Test
    void argumentsRefusedInsideAnOutputComeBackAsTheComponentsMessage() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(io.grpc.StatusRuntimeException.class,
                () -> construct("refuse-later", false));
        assertEquals(io.grpc.Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.getMessage());
        assertEquals("vkcs-gpu:index:TestEcho: message: 'refuse-later' is refused", e.getStatus().getDescription());
        // The plugin keeps serving Constructs after a failed one.
        assertEquals("OK", StructCodec.decode(construct("ok", false).getState()).get("shout"));
    }

    @Test
    void constructRunsTheComponentAndReturnsItsOutputs() {
        ConstructResponse r = construct("hello", false);
        assertTrue(r.getUrn().endsWith("vkcs-gpu:index:TestEcho::e1"), r.getUrn());
        Object shout = StructCodec.decode(r.getState()).get("shout");
        assertEquals("HELLO", shout, "state: " + r.getState());
        assertTrue(engine.registrations.stream().anyMatch(req -> req.getType().equals("vkcs-gpu:index:TestEcho")));
        // A second Construct in the same process works (the SDK keeps a global deployment).
        assertEquals("AGAIN", StructCodec.decode(construct("again", false).getState()).get("shout"));
    }

    @Test
    void previewWithUnknownInputGivesUnknownOutput() {
        ConstructResponse r = construct(Values.UNKNOWN, true);
        assertEquals(Values.UNKNOWN, StructCodec.decode(r.getState()).get("shout"), "state: " + r.getState());
    }

    @Test
    void unknownComponentFailsClearly() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(io.grpc.StatusRuntimeException.class,
                () -> stub.construct(ConstructRequest.newBuilder().setType("vkcs-gpu:mk8s:Nope").setName("x")
                        .setParent("p").setInputs(Struct.getDefaultInstance()).build()));
        assertTrue(e.getMessage().contains("vkcs-gpu:index:"), e.getMessage());
    }
}
