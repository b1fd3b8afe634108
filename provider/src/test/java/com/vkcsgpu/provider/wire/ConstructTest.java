package com.vkcsgpu.provider.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Empty;
import com.google.protobuf.Struct;
import com.vkcsgpu.provider.Plugin;
import com.vkcsgpu.provider.framework.Values;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import pulumirpc.EngineGrpc;
import pulumirpc.EngineOuterClass.LogRequest;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Provider.ConstructResponse;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.SupportsFeatureRequest;
import pulumirpc.Resource.SupportsFeatureResponse;
import pulumirpc.ResourceMonitorGrpc;
import pulumirpc.ResourceProviderGrpc;

/**
 * Construct of a component in com.vkcsgpu through the SDK bridge, against a fake monitor and engine over TCP.
 * One engine, monitor and plugin serve every test, as one engine serves a plugin process for a whole
 * deployment: after a failed Construct the SDK keeps dialing the monitor of that Construct (harmless within
 * one deployment, where the address never changes).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ConstructTest {
    private final List<RegisterResourceRequest> registrations = new CopyOnWriteArrayList<>();
    private Server monitor;
    private Server engine;
    private Server provider;
    private ManagedChannel channel;
    private ResourceProviderGrpc.ResourceProviderBlockingStub stub;

    @BeforeAll
    void start() throws Exception {
        monitor = ServerBuilder.forPort(0).addService(new ResourceMonitorGrpc.ResourceMonitorImplBase() {
            @Override
            public void supportsFeature(SupportsFeatureRequest request, StreamObserver<SupportsFeatureResponse> out) {
                out.onNext(SupportsFeatureResponse.newBuilder().setHasSupport(true).build());
                out.onCompleted();
            }

            @Override
            public void registerResource(RegisterResourceRequest request, StreamObserver<RegisterResourceResponse> out) {
                registrations.add(request);
                out.onNext(RegisterResourceResponse.newBuilder()
                        .setUrn("urn:pulumi:dev::proj::" + request.getType() + "::" + request.getName())
                        .setObject(request.getObject()).build());
                out.onCompleted();
            }

            @Override
            public void registerResourceOutputs(RegisterResourceOutputsRequest request, StreamObserver<Empty> out) {
                out.onNext(Empty.getDefaultInstance());
                out.onCompleted();
            }
        }).build().start();
        engine = ServerBuilder.forPort(0).addService(new EngineGrpc.EngineImplBase() {
            @Override
            public void log(LogRequest request, StreamObserver<Empty> out) {
                out.onNext(Empty.getDefaultInstance());
                out.onCompleted();
            }
        }).build().start();
        String engineAddress = "127.0.0.1:" + engine.getPort();
        Plugin plugin = Plugin.assemble(List.of(), LogSink.NONE, engineAddress, Map.of());
        String name = InProcessServerBuilder.generateName();
        provider = InProcessServerBuilder.forName(name).addService(plugin.service()).build().start();
        channel = InProcessChannelBuilder.forName(name).build();
        stub = ResourceProviderGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS);
    }

    @AfterAll
    void stop() throws Exception {
        channel.shutdownNow();
        provider.shutdownNow();
        monitor.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        engine.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }

    private ConstructResponse construct(Object message, boolean dryRun) {
        return construct(Map.of("message", message), dryRun);
    }

    private ConstructResponse construct(Map<String, Object> inputs, boolean dryRun) {
        return stub.construct(ConstructRequest.newBuilder().setProject("proj").setStack("dev")
                .setMonitorEndpoint("127.0.0.1:" + monitor.getPort()).setType("vkcs-gpu:index:TestEcho")
                .setName("e1").setParent("urn:pulumi:dev::proj::pulumi:pulumi:Stack::proj-dev")
                .setInputs(StructCodec.encode(inputs)).setDryRun(dryRun)
                .setAcceptsOutputValues(true).build());
    }

    @Test
    void argumentsTheComponentRefusesAtOnceComeBackAsItsOwnMessage() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(io.grpc.StatusRuntimeException.class,
                () -> construct(Map.of("message", "hi", "times", -1), true));
        assertEquals(io.grpc.Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.getMessage());
        assertEquals("vkcs-gpu:index:TestEcho: invalid TestEcho arguments:\n  - times: must be 0 or more, got -1",
                e.getStatus().getDescription());
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
        assertTrue(registrations.stream().anyMatch(req -> req.getType().equals("vkcs-gpu:index:TestEcho")));
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
