package com.vkcsgpu.provider.wire;

import com.google.protobuf.Empty;
import com.google.protobuf.Struct;
import com.vkcsgpu.mk8s.Mk8sFunctions;
import com.vkcsgpu.provider.Plugin;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.ManagedChannelBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.StreamObserver;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import pulumirpc.EngineGrpc;
import pulumirpc.EngineOuterClass.LogRequest;
import pulumirpc.Provider.ConstructRequest;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;
import pulumirpc.Resource.SupportsFeatureRequest;
import pulumirpc.Resource.SupportsFeatureResponse;
import pulumirpc.ResourceMonitorGrpc;
import pulumirpc.ResourceProviderGrpc;

/**
 * A fake engine and resource monitor, and the plugin's service, all over TCP, for Construct tests:
 * registrations are echoed with a URN, {@code getGpuFlavors} answers a fixed catalog from another thread
 * (as the engine answers an invoke after a cloud call), engine logs are dropped. One instance serves a test
 * class, as one engine serves a plugin process for a whole deployment.
 */
final class FakeEngine implements AutoCloseable {
    /** The flavors {@code getGpuFlavors} answers, smallest first. */
    static final List<Map<String, Object>> FLAVORS = List.of(
            Map.of("flavorId", "fl-l4-1", "name", "GPU-L4-1", "gpuModel", "L4", "gpuCount", 1.0,
                    "vcpus", 8.0, "ramGb", 32.0),
            Map.of("flavorId", "fl-a100-1", "name", "GPU-A100-1", "gpuModel", "A100_40GB", "gpuCount", 1.0,
                    "vcpus", 12.0, "ramGb", 85.0));

    final List<RegisterResourceRequest> registrations = new CopyOnWriteArrayList<>();
    /** The connections clients hold open to the resource monitors. */
    final OpenConnections monitorConnections = new OpenConnections();
    private final ExecutorService cloud = Executors.newFixedThreadPool(2);
    private final List<Monitor> monitors = new ArrayList<>();
    private final List<Server> monitorServers = new ArrayList<>();
    private final Server engine;
    private final Server provider;
    private final ManagedChannel channel;
    /** Whether the monitor sends invokes to the plugin, as the engine does, instead of answering them itself. */
    private final boolean invokesThroughThePlugin;

    FakeEngine() throws IOException {
        this(1);
    }

    /** @param monitorCount how many resource monitors to serve, each on its own port (see {@link #construct}) */
    FakeEngine(int monitorCount) throws IOException {
        this(monitorCount, false);
    }

    /**
     * An engine whose monitor sends every invoke to the plugin's Invoke (serving the provider's functions) and relays
     * its answer, as the engine sends a component's invokes to the provider: a Construct whose component needs the
     * cloud then needs the plugin's configuration.
     */
    static FakeEngine invokingThePlugin() throws IOException {
        return new FakeEngine(1, true);
    }

    private FakeEngine(int monitorCount, boolean invokesThroughThePlugin) throws IOException {
        this.invokesThroughThePlugin = invokesThroughThePlugin;
        for (int i = 0; i < monitorCount; i++) {
            Monitor monitor = new Monitor();
            monitors.add(monitor);
            monitorServers.add(ServerBuilder.forPort(0).addService(monitor).addTransportFilter(monitorConnections)
                    .build().start());
        }
        engine = ServerBuilder.forPort(0).addService(new EngineGrpc.EngineImplBase() {
            @Override
            public void log(LogRequest request, StreamObserver<Empty> out) {
                out.onNext(Empty.getDefaultInstance());
                out.onCompleted();
            }
        }).build().start();
        Plugin plugin = Plugin.assemble(invokesThroughThePlugin ? Plugin.discoverModules() : List.of(), LogSink.NONE,
                "127.0.0.1:" + engine.getPort(), Map.of());
        // Served over TCP as Main serves it, so Constructs run on the transport's threads as in the plugin.
        provider = NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
                .addService(plugin.service()).build().start();
        channel = ManagedChannelBuilder.forAddress("127.0.0.1", provider.getPort()).usePlaintext().build();
    }

    /** A blocking stub on the plugin, with a deadline so a hung Construct fails the test instead of hanging it. */
    ResourceProviderGrpc.ResourceProviderBlockingStub stub() {
        return ResourceProviderGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS);
    }

    /** A Construct request of component {@code vkcs-gpu:index:<component>} as the engine sends it. */
    ConstructRequest.Builder construct(String component, String name, Struct inputs, boolean dryRun) {
        return construct(component, name, inputs, dryRun, 0);
    }

    /** The same, naming the monitor (by index) the component is to register its children with. */
    ConstructRequest.Builder construct(String component, String name, Struct inputs, boolean dryRun, int monitor) {
        return ConstructRequest.newBuilder().setProject("proj").setStack("dev")
                .setMonitorEndpoint("127.0.0.1:" + monitorServers.get(monitor).getPort())
                .setType("vkcs-gpu:index:" + component)
                .setName(name).setParent("urn:pulumi:dev::proj::pulumi:pulumi:Stack::proj-dev")
                .setInputs(inputs).setDryRun(dryRun).setAcceptsOutputValues(true);
    }

    @Override
    public void close() throws InterruptedException {
        channel.shutdownNow();
        provider.shutdownNow();
        for (Server monitor : monitorServers) {
            monitor.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
        engine.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        cloud.shutdownNow();
    }

    /** The registrations the monitor with this index received. */
    List<RegisterResourceRequest> registrationsAt(int monitor) {
        return monitors.get(monitor).received;
    }

    private void relayToThePlugin(ResourceInvokeRequest request, StreamObserver<ResourceInvokeResponse> out) {
        try {
            pulumirpc.Provider.InvokeResponse answer = stub().invoke(pulumirpc.Provider.InvokeRequest.newBuilder()
                    .setTok(request.getTok()).setArgs(request.getArgs()).build());
            out.onNext(ResourceInvokeResponse.newBuilder().setReturn(answer.getReturn())
                    .addAllFailures(answer.getFailuresList()).build());
            out.onCompleted();
        } catch (io.grpc.StatusRuntimeException e) {
            out.onError(e);
        }
    }

    private final class Monitor extends ResourceMonitorGrpc.ResourceMonitorImplBase {
        final List<RegisterResourceRequest> received = new CopyOnWriteArrayList<>();

        @Override
        public void supportsFeature(SupportsFeatureRequest request, StreamObserver<SupportsFeatureResponse> out) {
            out.onNext(SupportsFeatureResponse.newBuilder().setHasSupport(true).build());
            out.onCompleted();
        }

        @Override
        public void registerResource(RegisterResourceRequest request, StreamObserver<RegisterResourceResponse> out) {
            registrations.add(request);
            received.add(request);
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

        @Override
        public void invoke(ResourceInvokeRequest request, StreamObserver<ResourceInvokeResponse> out) {
            if (invokesThroughThePlugin) {
                CompletableFuture.runAsync(() -> relayToThePlugin(request, out), cloud);
                return;
            }
            if (!request.getTok().equals(Mk8sFunctions.GET_GPU_FLAVORS)) {
                out.onError(io.grpc.Status.UNIMPLEMENTED.withDescription(request.getTok()).asRuntimeException());
                return;
            }
            Object model = StructCodec.decode(request.getArgs()).get("gpuModel");
            List<Map<String, Object>> matching = FLAVORS.stream()
                    .filter(f -> model == null || model.equals(f.get("gpuModel"))).toList();
            CompletableFuture.runAsync(() -> {
                out.onNext(ResourceInvokeResponse.newBuilder()
                        .setReturn(StructCodec.encode(Map.of("flavors", matching))).build());
                out.onCompleted();
            }, cloud);
        }
    }
}
